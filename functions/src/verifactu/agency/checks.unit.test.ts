import { describe, expect, it } from "vitest";
import { validateAgencyMessage } from "../../../tools/aeat/validate";
import { recordProblems } from "./checks";
import { CABECERA, cancellation, chain, ticket } from "./testFixtures";
import { buildRegFactuEnvelope } from "./messages";
import type { RegistroAlta, RegistroFactura } from "./types";

const alta = (overrides: Partial<RegistroAlta>): RegistroFactura => {
  const [record] = chain([{ alta: ticket("T-1", overrides) }]).records;
  if (!record) throw new Error("no record");
  return record;
};
const schemaValid = async (record: RegistroFactura) => (await validateAgencyMessage(buildRegFactuEnvelope({ Cabecera: CABECERA, RegistroFactura: [record] }))).valid;

describe("a record's problems before sending", { timeout: 30_000 }, () => {
  it("finds none in a ticket and a cancellation the schema accepts", async () => {
    const { records } = chain([{ alta: ticket("T-1") }, { anulacion: cancellation("T-1") }]);
    for (const record of records) {
      expect(recordProblems(record)).toEqual([]);
      expect(await schemaValid(record)).toBe(true);
    }
  });

  it("names each field the schema would refuse, and the schema does refuse it", async () => {
    const cases: Array<[Partial<RegistroAlta>, string]> = [
      [{ IDFactura: { IDEmisorFactura: "B65432198", NumSerieFactura: "T-1", FechaExpedicionFactura: "2026-11-27" } }, "RegistroAlta.IDFactura.FechaExpedicionFactura: pattern"],
      [{ IDFactura: { IDEmisorFactura: "B65432198", NumSerieFactura: "T".repeat(61), FechaExpedicionFactura: "27-11-2026" } }, "RegistroAlta.IDFactura.NumSerieFactura: maxLength"],
      [{ IDFactura: { IDEmisorFactura: "B654321", NumSerieFactura: "T-1", FechaExpedicionFactura: "27-11-2026" } }, "RegistroAlta.IDFactura.IDEmisorFactura: length"],
      [{ ImporteTotal: "22,00" }, "RegistroAlta.ImporteTotal: pattern"],
      [{ Desglose: [] }, "RegistroAlta.Desglose: 1 to 12 lines"],
      [{ Desglose: Array.from({ length: 13 }, () => ({ ClaveRegimen: "01", CalificacionOperacion: "S1" as const, TipoImpositivo: "10", BaseImponibleOimporteNoSujeto: "1.00", CuotaRepercutida: "0.10" })) }, "RegistroAlta.Desglose: 1 to 12 lines"],
      [{ Desglose: [{ ClaveRegimen: "01", BaseImponibleOimporteNoSujeto: "20.00" }] }, "RegistroAlta.Desglose[0]: CalificacionOperacion or OperacionExenta"],
      [{ DescripcionOperacion: "x".repeat(501) }, "RegistroAlta.DescripcionOperacion: maxLength"],
      [{ FechaHoraHusoGenRegistro: "27-11-2026 13:05" }, "RegistroAlta.FechaHoraHusoGenRegistro: pattern"],
    ];
    for (const [overrides, problem] of cases) {
      const record = alta(overrides);
      expect(recordProblems(record), problem).toContain(problem);
      expect(await schemaValid(record), problem).toBe(false);
    }
  }, 30_000);
});
