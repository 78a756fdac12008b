import { describe, expect, it } from "vitest";
import { validateAgencyMessage } from "../../../tools/aeat/validate";
import { CABECERA, COMPANY, SISTEMA, cancellation, chain, ticket, ticketsSubmission } from "./testFixtures";
import { buildConsultaEnvelope, buildRegFactuEnvelope, periodoDe } from "./messages";
import { NS } from "./namespaces";
import type { RegFactuSistemaFacturacion } from "./types";
import { child, children, parseXml, text } from "./xml";

async function expectValid(xml: string): Promise<void> {
  const result = await validateAgencyMessage(xml);
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
}

describe("RegFactuSistemaFacturacion", { timeout: 20_000 }, () => {
  it("builds a chain of simplified invoices that the agency's schema accepts", async () => {
    const { submission } = ticketsSubmission(["T-2026-000001", "T-2026-000002", "T-2026-000003"]);
    await expectValid(buildRegFactuEnvelope(submission));
  });

  it("builds an F1 with its customer, an R5 refund, a correction and a cancellation, each valid", async () => {
    const { records } = chain([
      { alta: ticket("F-2026-000001", { TipoFactura: "F1", Destinatarios: [{ NombreRazon: "Estudi Disseny Gràcia S.L.", NIF: "B12345674" }, { NombreRazon: "Hans Müller", IDOtro: { CodigoPais: "DE", IDType: "02", ID: "DE123456789" } }] }) },
      {
        alta: ticket("R-2026-000001", {
          TipoFactura: "R5",
          TipoRectificativa: "I",
          FacturasRectificadas: [{ IDEmisorFactura: COMPANY.NIF, NumSerieFactura: "T-2026-000001", FechaExpedicionFactura: "27-11-2026" }],
          Desglose: [{ Impuesto: "01", ClaveRegimen: "01", CalificacionOperacion: "S1", TipoImpositivo: "10", BaseImponibleOimporteNoSujeto: "-20.00", CuotaRepercutida: "-2.00" }],
          CuotaTotal: "-2.00",
          ImporteTotal: "-22.00",
        }),
      },
      { alta: ticket("R-2026-000002", { TipoFactura: "R5", TipoRectificativa: "S", ImporteRectificacion: { BaseRectificada: "20.00", CuotaRectificada: "2.00" } }) },
      { alta: ticket("T-2026-000009", { Subsanacion: "S", RechazoPrevio: "S", RefExterna: "order-42" }) },
      { anulacion: cancellation("T-2026-000002", { GeneradoPor: "E", Generador: { NombreRazon: COMPANY.NombreRazon, NIF: COMPANY.NIF } }) },
    ]);
    const xml = buildRegFactuEnvelope({ Cabecera: { ...CABECERA, Representante: { NombreRazon: "Gestoría López", NIF: "12345678Z" }, RemisionVoluntaria: { Incidencia: "S" } }, RegistroFactura: records });
    await expectValid(xml);
  });

  it("writes each element in the agency's namespaces and order, with IDVersion and TipoHuella by default", () => {
    const { submission } = ticketsSubmission(["T-2026-000001"]);
    const xml = buildRegFactuEnvelope(submission);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(`xmlns:soapenv="${NS.soap}"`);
    expect(xml).toContain(`xmlns:sfLR="${NS.suministroLR}"`);
    expect(xml).toContain(`xmlns:sf="${NS.suministroInformacion}"`);
    const registro = child(children(child(child(child(parseXml(xml), "Envelope"), "Body"), "RegFactuSistemaFacturacion"), "RegistroFactura")[0], "RegistroAlta");
    expect(Object.keys(registro ?? {})).toEqual([
      "IDVersion",
      "IDFactura",
      "NombreRazonEmisor",
      "TipoFactura",
      "DescripcionOperacion",
      "Desglose",
      "CuotaTotal",
      "ImporteTotal",
      "Encadenamiento",
      "SistemaInformatico",
      "FechaHoraHusoGenRegistro",
      "TipoHuella",
      "Huella",
    ]);
    expect(text(registro, "IDVersion")).toBe("1.0");
    expect(text(registro, "TipoHuella")).toBe("01");
    expect(text(child(registro, "Encadenamiento"), "PrimerRegistro")).toBe("S");
  });

  it("escapes text, so a name with & < > and quotes stays the same name and the message stays valid", async () => {
    const name = `Bar "El Puerto" & <Cía> 'Ñandú'`;
    const { records } = chain([{ alta: ticket("T-2026-000001", { NombreRazonEmisor: name, DescripcionOperacion: "Menú & vino <tinto>" }) }]);
    const xml = buildRegFactuEnvelope({ Cabecera: { ObligadoEmision: { NombreRazon: name, NIF: COMPANY.NIF } }, RegistroFactura: records });
    await expectValid(xml);
    const body = child(child(parseXml(xml), "Envelope"), "Body");
    expect(text(child(child(child(body, "RegFactuSistemaFacturacion"), "Cabecera"), "ObligadoEmision"), "NombreRazon")).toBe(name);
  });

  it("carries 1,000 records, and the schema refuses a 1,001st", async () => {
    const numbers = Array.from({ length: 1001 }, (_, i) => `T-2026-${String(i + 1).padStart(6, "0")}`);
    const { submission } = ticketsSubmission(numbers);
    const thousand: RegFactuSistemaFacturacion = { ...submission, RegistroFactura: submission.RegistroFactura.slice(0, 1000) };
    await expectValid(buildRegFactuEnvelope(thousand));
    const tooMany = await validateAgencyMessage(buildRegFactuEnvelope(submission));
    expect(tooMany.valid).toBe(false);
  }, 30_000);

  it("is refused by the schema when a record breaks it (the validation is not a formality)", async () => {
    const { records } = chain([{ alta: ticket("T-2026-000001", { IDFactura: { IDEmisorFactura: "B654321", NumSerieFactura: "T-1", FechaExpedicionFactura: "2026-11-27" } }) }]);
    const result = await validateAgencyMessage(buildRegFactuEnvelope({ Cabecera: CABECERA, RegistroFactura: records }));
    expect(result.valid).toBe(false);
    expect(result.errors.join("\n")).toMatch(/IDEmisorFactura|FechaExpedicionFactura/);
  });

  it("leaves out OperacionExenta when CalificacionOperacion is given, as the schema's choice wants", async () => {
    const { records } = chain([{ alta: ticket("T-2026-000001", { Desglose: [{ ClaveRegimen: "01", CalificacionOperacion: "S1", OperacionExenta: "E1", TipoImpositivo: "10", BaseImponibleOimporteNoSujeto: "20.00", CuotaRepercutida: "2.00" }] }) }]);
    const xml = buildRegFactuEnvelope({ Cabecera: CABECERA, RegistroFactura: records });
    expect(xml).not.toContain("OperacionExenta");
    await expectValid(xml);
  });
});

describe("ConsultaFactuSistemaFacturacion", { timeout: 20_000 }, () => {
  it("builds a query by period and number that the schema accepts", async () => {
    const xml = buildConsultaEnvelope({
      Cabecera: { ObligadoEmision: { ...COMPANY } },
      FiltroConsulta: { PeriodoImputacion: periodoDe("27-11-2026"), NumSerieFactura: "T-2026-000001" },
    });
    await expectValid(xml);
    const filtro = child(child(child(child(parseXml(xml), "Envelope"), "Body"), "ConsultaFactuSistemaFacturacion"), "FiltroConsulta");
    expect(text(child(filtro, "PeriodoImputacion"), "Ejercicio")).toBe("2026");
    expect(text(child(filtro, "PeriodoImputacion"), "Periodo")).toBe("11");
    expect(xml).toContain(`xmlns:sfLRC="${NS.consultaLR}"`);
  });

  it("builds a query by date range, system, next page and extra data that the schema accepts", async () => {
    await expectValid(
      buildConsultaEnvelope({
        Cabecera: { ObligadoEmision: { ...COMPANY }, IndicadorRepresentante: "S" },
        FiltroConsulta: {
          PeriodoImputacion: { Ejercicio: "2026", Periodo: "11" },
          FechaExpedicionFactura: { RangoFechaExpedicion: { Desde: "01-11-2026", Hasta: "30-11-2026" } },
          SistemaInformatico: { NombreRazon: SISTEMA.NombreRazon, NIF: SISTEMA.NIF, IdSistemaInformatico: "CM", NumeroInstalacion: "demo-company-1" },
          ClavePaginacion: { IDEmisorFactura: COMPANY.NIF, NumSerieFactura: "T-2026-000100", FechaExpedicionFactura: "27-11-2026" },
        },
        DatosAdicionalesRespuesta: { MostrarNombreRazonEmisor: "S", MostrarSistemaInformatico: "N" },
      }),
    );
  });

  it("takes the period from an issue date and refuses what is not DD-MM-YYYY", () => {
    expect(periodoDe("05-01-2027")).toEqual({ Ejercicio: "2027", Periodo: "01" });
    expect(() => periodoDe("2027-01-05")).toThrow(RangeError);
  });
});
