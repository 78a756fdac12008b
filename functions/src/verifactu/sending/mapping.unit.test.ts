// Stored records as the agency receives them: valid against its XSDs, and hashed over exactly what is sent.
import { describe, expect, it } from "vitest";
import { huellaAlta, huellaAnulacion } from "../../../tools/aeat/huella";
import { validateAgencyMessage } from "../../../tools/aeat/validate";
import { buildRegFactuEnvelope, recordProblems, type RegistroAlta, type RegistroAnulacion } from "../agency";
import { LEGAL_NAME, SYSTEM, TAX_ID, recordChain } from "./testFixtures";
import { MappingError, cabeceraOf, recordKey, registroOf, type StoredRecord } from "./mapping";

const COMPANY = "company-mapping";
const ISSUER = { legalName: LEGAL_NAME, taxId: TAX_ID };
const START = new Date("2026-11-27T12:00:00.000Z");

const { records } = recordChain(
  COMPANY,
  [
    { ticket: "order-1" },
    { ticket: "order-2", recipient: { name: "Estudi Disseny Gràcia S.L.", taxId: "B12345674", country: "ES" } },
    { ticket: "order-3", recipient: { name: "Hans Müller GmbH", taxId: "DE123456789", country: "DE" } },
    { refund: "order-1", of: "order-1-ticket", amount: 10 },
    { correct: "order-2-ticket", status: "rejected" },
    { correct: "order-3-ticket", status: "acceptedWithErrors", recipient: null },
    { cancel: "order-1-ticket" },
  ],
  START,
);
const byId = (id: string): StoredRecord => {
  const found = records.find((r) => r.id === id);
  if (!found) throw new Error(id);
  return found;
};
const alta = (id: string): RegistroAlta => {
  const registro = registroOf(byId(id), ISSUER, SYSTEM);
  if (!("RegistroAlta" in registro)) throw new Error(`${id} is no alta`);
  return registro.RegistroAlta;
};

describe("a stored record as the agency receives it", () => {
  it("makes a submission of every kind of record that the agency's schema accepts, late records' header included", async () => {
    const registros = records.map((r) => registroOf(r, ISSUER, SYSTEM));
    expect(registros.map(recordProblems)).toEqual(records.map(() => []));
    for (const incidencia of [false, true]) {
      const result = await validateAgencyMessage(buildRegFactuEnvelope({ Cabecera: cabeceraOf(ISSUER, incidencia), RegistroFactura: registros }));
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    }
  }, 20_000);

  it("describes a simplified invoice: general regime, S1, each VAT rate with its base and tax, chained to nothing as the first", () => {
    const first = alta("order-1-ticket");
    expect(first.IDFactura).toEqual({ IDEmisorFactura: TAX_ID, NumSerieFactura: "T-000001", FechaExpedicionFactura: "27-11-2026" });
    expect(first.TipoFactura).toBe("F2");
    expect(first.NombreRazonEmisor).toBe(LEGAL_NAME);
    expect(first.Desglose).toEqual([
      { Impuesto: "01", ClaveRegimen: "01", CalificacionOperacion: "S1", TipoImpositivo: "10.00", BaseImponibleOimporteNoSujeto: "20.00", CuotaRepercutida: "2.00" },
      { Impuesto: "01", ClaveRegimen: "01", CalificacionOperacion: "S1", TipoImpositivo: "21.00", BaseImponibleOimporteNoSujeto: "10.00", CuotaRepercutida: "2.10" },
    ]);
    expect([first.CuotaTotal, first.ImporteTotal]).toEqual(["4.10", "34.10"]);
    expect(first.Encadenamiento).toEqual({ PrimerRegistro: "S" });
    expect(first.Destinatarios).toBeUndefined();
    expect(first.Subsanacion).toBeUndefined();
    expect(first.RefExterna).toBe("order-1-ticket");
    expect(first.SistemaInformatico).toEqual({ ...SYSTEM, NumeroInstalacion: COMPANY });
  });

  it("chains each record to the previous one's invoice and hash", () => {
    const second = alta("order-2-ticket");
    const first = byId("order-1-ticket");
    expect(second.Encadenamiento).toEqual({ RegistroAnterior: { IDEmisorFactura: TAX_ID, NumSerieFactura: first.number, FechaExpedicionFactura: first.issuedOn, Huella: first.hash } });
  });

  it("names the customer of an F1: a Spanish NIF, or another country's VAT id as IDOtro 02", () => {
    expect(alta("order-2-ticket").TipoFactura).toBe("F1");
    expect(alta("order-2-ticket").Destinatarios).toEqual([{ NombreRazon: "Estudi Disseny Gràcia S.L.", NIF: "B12345674" }]);
    expect(alta("order-3-ticket").Destinatarios).toEqual([{ NombreRazon: "Hans Müller GmbH", IDOtro: { CodigoPais: "DE", IDType: "02", ID: "DE123456789" } }]);
  });

  it("sends a refund as an R5 by differences (I) naming the rectified ticket, with negative amounts", () => {
    const refund = alta("order-1-refund");
    expect([refund.TipoFactura, refund.TipoRectificativa]).toEqual(["R5", "I"]);
    expect(refund.FacturasRectificadas).toEqual([{ IDEmisorFactura: TAX_ID, NumSerieFactura: "T-000001", FechaExpedicionFactura: "27-11-2026" }]);
    expect(refund.IDFactura.NumSerieFactura).toBe("T-R000001");
    expect(refund.ImporteTotal).toBe("-10.00");
    expect(refund.Desglose.every((d) => d.BaseImponibleOimporteNoSujeto.startsWith("-"))).toBe(true);
  });

  it("flags a correction: Subsanacion S, with RechazoPrevio X only after a rejection", () => {
    const afterRejection = alta("order-2-ticket-correction");
    expect([afterRejection.Subsanacion, afterRejection.RechazoPrevio]).toEqual(["S", "X"]);
    expect(afterRejection.IDFactura).toEqual(alta("order-2-ticket").IDFactura);
    const afterErrors = alta("order-3-ticket-correction");
    expect([afterErrors.Subsanacion, afterErrors.RechazoPrevio]).toEqual(["S", undefined]);
    // Corrected to a simplified invoice: the customer is gone.
    expect([afterErrors.TipoFactura, afterErrors.Destinatarios]).toEqual(["F2", undefined]);
  });

  it("sends a cancellation as a RegistroAnulacion of the cancelled invoice", () => {
    const registro = registroOf(byId("order-1-ticket-cancellation"), ISSUER, SYSTEM);
    const anulacion = (registro as { RegistroAnulacion: RegistroAnulacion }).RegistroAnulacion;
    expect(anulacion.IDFactura).toEqual({ IDEmisorFacturaAnulada: TAX_ID, NumSerieFacturaAnulada: "T-000001", FechaExpedicionFacturaAnulada: "27-11-2026" });
    expect(recordKey(byId("order-1-ticket-cancellation"))).not.toBe(recordKey(byId("order-1-ticket")));
  });

  it("sends the hashed fields exactly as stored, so the agency's own computation of every Huella agrees", () => {
    for (const record of records) {
      const registro = registroOf(record, ISSUER, SYSTEM);
      if ("RegistroAlta" in registro) {
        const a = registro.RegistroAlta;
        const previous = "RegistroAnterior" in a.Encadenamiento ? a.Encadenamiento.RegistroAnterior.Huella : "";
        expect(huellaAlta({ ...a.IDFactura, TipoFactura: a.TipoFactura, CuotaTotal: a.CuotaTotal, ImporteTotal: a.ImporteTotal, HuellaAnterior: previous, FechaHoraHusoGenRegistro: a.FechaHoraHusoGenRegistro })).toBe(a.Huella);
      } else {
        const a = registro.RegistroAnulacion;
        const previous = "RegistroAnterior" in a.Encadenamiento ? a.Encadenamiento.RegistroAnterior.Huella : "";
        expect(huellaAnulacion({ ...a.IDFactura, HuellaAnterior: previous, FechaHoraHusoGenRegistro: a.FechaHoraHusoGenRegistro })).toBe(a.Huella);
      }
    }
  });

  it("carries Incidencia S in the header of a late submission, and nothing of it otherwise", () => {
    expect(cabeceraOf(ISSUER, true)).toEqual({ ObligadoEmision: { NombreRazon: LEGAL_NAME, NIF: TAX_ID }, RemisionVoluntaria: { Incidencia: "S" } });
    expect(cabeceraOf({ ...ISSUER, taxId: "es-b65432197" }, false)).toEqual({ ObligadoEmision: { NombreRazon: LEGAL_NAME, NIF: TAX_ID } });
  });

  it("refuses to map what cannot be sent: no legal name, no tax id", () => {
    expect(() => registroOf(byId("order-1-ticket"), { legalName: " ", taxId: TAX_ID }, SYSTEM)).toThrow(MappingError);
    expect(() => cabeceraOf({ legalName: LEGAL_NAME, taxId: null }, false)).toThrow(MappingError);
  });
});
