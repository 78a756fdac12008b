import { describe, expect, it } from "vitest";
import { consultaAnswerXml, faultXml, regFactuAnswerXml } from "../../../tools/aeat/answers";
import { validateAgencyMessage } from "../../../tools/aeat/validate";
import { isServerFault, readConsultaAnswer, readRegFactuAnswer } from "./answers";
import { classify } from "./client";
import { CABECERA, COMPANY } from "./testFixtures";
import type { RespuestaConsultaFactuSistemaFacturacion, RespuestaRegFactuSistemaFacturacion } from "./types";

const id = (n: string) => ({ IDEmisorFactura: COMPANY.NIF, NumSerieFactura: n, FechaExpedicionFactura: "27-11-2026" });

const PARTIAL: RespuestaRegFactuSistemaFacturacion = {
  CSV: "A-YDSW8NLFLANWPM",
  DatosPresentacion: { NIFPresentador: COMPANY.NIF, TimestampPresentacion: "2026-11-27T13:05:10+01:00" },
  Cabecera: CABECERA,
  TiempoEsperaEnvio: 60,
  EstadoEnvio: "ParcialmenteCorrecto",
  RespuestaLinea: [
    { IDFactura: id("T-1"), Operacion: { TipoOperacion: "Alta" }, EstadoRegistro: "Correcto" },
    { IDFactura: id("T-2"), Operacion: { TipoOperacion: "Alta" }, EstadoRegistro: "AceptadoConErrores", CodigoErrorRegistro: 2000, DescripcionErrorRegistro: "El cálculo de la huella suministrada es incorrecta." },
    {
      IDFactura: id("T-3"),
      Operacion: { TipoOperacion: "Alta", Subsanacion: "S", RechazoPrevio: "S" },
      EstadoRegistro: "Incorrecto",
      CodigoErrorRegistro: 3000,
      DescripcionErrorRegistro: "Registro de facturación duplicado.",
      RegistroDuplicado: { IdPeticionRegistroDuplicado: "202611271305", EstadoRegistroDuplicado: "AceptadoConErrores", CodigoErrorRegistro: 2000, DescripcionErrorRegistro: "El cálculo de la huella suministrada es incorrecta." },
    },
    { IDFactura: id("T-1"), Operacion: { TipoOperacion: "Anulacion" }, RefExterna: "order-1", EstadoRegistro: "Correcto" },
  ],
};

describe("the answer to a submission", { timeout: 20_000 }, () => {
  it("is written valid against RespuestaSuministro.xsd and read back as it was", async () => {
    const xml = regFactuAnswerXml(PARTIAL);
    const validation = await validateAgencyMessage(xml);
    expect(validation.errors).toEqual([]);
    const read = readRegFactuAnswer(xml);
    expect(read).toEqual({ kind: "answer", answer: PARTIAL });
  });

  it("reads the agency's own prefixes (env, tikR, tik) and a single RespuestaLinea as a list", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body Id="Body">
<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd" xmlns:tik="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd">
  <tikR:CSV>A-7QKZ3ZL4PSBX9U</tikR:CSV>
  <tikR:DatosPresentacion><tik:NIFPresentador>B65432197</tik:NIFPresentador><tik:TimestampPresentacion>2026-11-27T13:05:10+01:00</tik:TimestampPresentacion></tikR:DatosPresentacion>
  <tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>Casa Comanda S.L.</tik:NombreRazon><tik:NIF>B65432197</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>
  <tikR:TiempoEsperaEnvio>120</tikR:TiempoEsperaEnvio>
  <tikR:EstadoEnvio>Incorrecto</tikR:EstadoEnvio>
  <tikR:RespuestaLinea>
    <tikR:IDFactura><tik:IDEmisorFactura>B65432197</tik:IDEmisorFactura><tik:NumSerieFactura>T-0001</tik:NumSerieFactura><tik:FechaExpedicionFactura>27-11-2026</tik:FechaExpedicionFactura></tikR:IDFactura>
    <tikR:Operacion><tik:TipoOperacion>Alta</tik:TipoOperacion></tikR:Operacion>
    <tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro>
    <tikR:CodigoErrorRegistro>1104</tikR:CodigoErrorRegistro>
    <tikR:DescripcionErrorRegistro>El valor del campo NumSerieFactura es incorrecto.</tikR:DescripcionErrorRegistro>
  </tikR:RespuestaLinea>
</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
    const read = readRegFactuAnswer(xml);
    if (read.kind !== "answer") throw new Error(JSON.stringify(read));
    expect(read.answer.TiempoEsperaEnvio).toBe(120);
    expect(read.answer.EstadoEnvio).toBe("Incorrecto");
    expect(read.answer.RespuestaLinea).toEqual([
      { IDFactura: id("T-0001"), Operacion: { TipoOperacion: "Alta" }, EstadoRegistro: "Incorrecto", CodigoErrorRegistro: 1104, DescripcionErrorRegistro: "El valor del campo NumSerieFactura es incorrecto." },
    ]);
  });

  it("reads a Fault of the message (Client) with its code, and one of the server (Server)", () => {
    const client = readRegFactuAnswer(faultXml("Client", 4102, "El XML no cumple el esquema. Falta informar campo obligatorio.: Desglose"));
    expect(client).toEqual({ kind: "fault", fault: { faultcode: "env:Client", faultstring: "Codigo[4102].El XML no cumple el esquema. Falta informar campo obligatorio.: Desglose", codigo: 4102 } });
    const server = readRegFactuAnswer(faultXml("Server", 102, "Error interno en el servidor"));
    expect(server.kind === "fault" && isServerFault(server.fault)).toBe(true);
    expect(client.kind === "fault" && isServerFault(client.fault)).toBe(false);
  });

  it("calls an HTML page, a truncated body or an unknown state unreadable, never an answer", () => {
    expect(readRegFactuAnswer("<html><body><h1>Service Unavailable</h1></body></html>").kind).toBe("unreadable");
    expect(readRegFactuAnswer(regFactuAnswerXml(PARTIAL).slice(0, 400)).kind).toBe("unreadable");
    expect(readRegFactuAnswer(regFactuAnswerXml({ ...PARTIAL, EstadoEnvio: "Quizá" as never })).kind).toBe("unreadable");
  });
});

describe("how an answer is classified", () => {
  const ok = regFactuAnswerXml(PARTIAL);
  it("takes a 200 answer as the answer", () => {
    expect(classify(200, ok, readRegFactuAnswer)).toEqual({ ok: true, answer: PARTIAL });
  });
  it("takes a Client Fault as the batch refused, nothing stored", () => {
    const result = classify(500, faultXml("Client", 4104, "Error en la cabecera"), readRegFactuAnswer);
    expect(result).toMatchObject({ ok: false, failure: { kind: "batch-rejected", maybeStored: false, status: 500, fault: { codigo: 4104 } } });
  });
  it("takes a Server Fault, a 5xx page and an unreadable 200 as the server's failure, perhaps stored", () => {
    expect(classify(500, faultXml("Server", 102, "Error interno en el servidor"), readRegFactuAnswer)).toMatchObject({ ok: false, failure: { kind: "server-error", maybeStored: true } });
    expect(classify(503, "<html>Service Unavailable</html>", readRegFactuAnswer)).toMatchObject({ ok: false, failure: { kind: "server-error", status: 503, maybeStored: true } });
    expect(classify(200, "", readRegFactuAnswer)).toMatchObject({ ok: false, failure: { kind: "server-error", maybeStored: true } });
  });
  it("takes a 403, and the agency's certificate refusals (401 @firma, 4112), as the certificate refused", () => {
    expect(classify(403, "Forbidden", readRegFactuAnswer)).toMatchObject({ ok: false, failure: { kind: "tls", status: 403 } });
    expect(classify(500, faultXml("Client", 401, "Error al llamar a @firma COD_066 El certificado no es soportado por el sistema"), readRegFactuAnswer)).toMatchObject({ ok: false, failure: { kind: "tls", fault: { codigo: 401 } } });
    expect(classify(500, faultXml("Client", 4112, "El titular del certificado debe ser Obligado Emisión…"), readRegFactuAnswer)).toMatchObject({ ok: false, failure: { kind: "tls" } });
  });
});

describe("the answer to a query", { timeout: 20_000 }, () => {
  const HELD: RespuestaConsultaFactuSistemaFacturacion = {
    Cabecera: { IDVersion: "1.0", ObligadoEmision: { ...COMPANY } },
    PeriodoImputacion: { Ejercicio: "2026", Periodo: "11" },
    IndicadorPaginacion: "S",
    ResultadoConsulta: "ConDatos",
    RegistroRespuestaConsultaFactuSistemaFacturacion: [
      {
        IDFactura: id("T-1"),
        DatosRegistroFacturacion: {
          TipoFactura: "F2",
          CuotaTotal: "2.00",
          ImporteTotal: "22.00",
          Encadenamiento: { PrimerRegistro: "S" },
          FechaHoraHusoGenRegistro: "2026-11-27T13:05:00+01:00",
          TipoHuella: "01",
          Huella: "3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60",
        },
        DatosPresentacion: { NIFPresentador: COMPANY.NIF, TimestampPresentacion: "2026-11-27T13:05:10+01:00", IdPeticion: "abc123" },
        EstadoRegistro: { TimestampUltimaModificacion: "2026-11-27T13:05:10+01:00", EstadoRegistro: "Correcto" },
      },
      {
        IDFactura: id("T-2"),
        DatosRegistroFacturacion: {
          TipoFactura: "F2",
          Encadenamiento: { RegistroAnterior: { ...id("T-1"), Huella: "3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60" } },
          Huella: "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97",
        },
        EstadoRegistro: { TimestampUltimaModificacion: "2026-11-27T14:00:00+01:00", EstadoRegistro: "Anulado", CodigoErrorRegistro: 2000, DescripcionErrorRegistro: "El cálculo de la huella suministrada es incorrecta." },
      },
    ],
    ClavePaginacion: id("T-2"),
  };

  it("is written valid against RespuestaConsultaLR.xsd and read back as it was", async () => {
    const xml = consultaAnswerXml(HELD);
    const validation = await validateAgencyMessage(xml);
    expect(validation.errors).toEqual([]);
    expect(readConsultaAnswer(xml)).toEqual({ kind: "answer", answer: HELD });
  });

  it("reads an empty result, and the older spelling of the stored states (Correcta, Anulada) as the current one", () => {
    const empty = readConsultaAnswer(consultaAnswerXml({ ...HELD, IndicadorPaginacion: "N", ResultadoConsulta: "SinDatos", RegistroRespuestaConsultaFactuSistemaFacturacion: [], ClavePaginacion: undefined } as RespuestaConsultaFactuSistemaFacturacion));
    expect(empty).toMatchObject({ kind: "answer", answer: { ResultadoConsulta: "SinDatos", RegistroRespuestaConsultaFactuSistemaFacturacion: [] } });
    const older = consultaAnswerXml(HELD).replace(">Correcto<", ">Correcta<").replace(">Anulado<", ">Anulada<");
    const read = readConsultaAnswer(older);
    if (read.kind !== "answer") throw new Error(JSON.stringify(read));
    expect(read.answer.RegistroRespuestaConsultaFactuSistemaFacturacion.map((r) => r.EstadoRegistro.EstadoRegistro)).toEqual(["Correcto", "Anulado"]);
  });
});
