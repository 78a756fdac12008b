// Typed records for the agency adapter's tests: a company, its billing system, and chains of records whose
// fingerprints are right (the stand-in recomputes them). Test code only.
import { huellaAlta, huellaAnulacion } from "../../../tools/aeat/huella";
import type { Cabecera, RegFactuSistemaFacturacion, RegistroAlta, RegistroAnulacion, RegistroFactura, SistemaInformatico } from "./types";

/** The demo company (its CIF B65432197 is the one the stand-in's demo certificate carries). */
export const COMPANY = { NombreRazon: "Casa Comanda S.L.", NIF: "B65432197" } as const;

export const SISTEMA: SistemaInformatico = {
  NombreRazon: "Comanda Software S.L.",
  NIF: "B12345674",
  NombreSistemaInformatico: "Comanda",
  IdSistemaInformatico: "CM",
  Version: "1.4.163",
  NumeroInstalacion: "demo-company-1",
  TipoUsoPosibleSoloVerifactu: "S",
  TipoUsoPosibleMultiOT: "S",
  IndicadorMultiplesOT: "S",
};

export const CABECERA: Cabecera = { ObligadoEmision: { ...COMPANY } };

/** A restaurant ticket: a simplified invoice (F2) of one VAT line at 10 %. */
export function ticket(number: string, overrides: Partial<RegistroAlta> = {}): Omit<RegistroAlta, "Encadenamiento" | "Huella"> {
  return {
    IDFactura: { IDEmisorFactura: COMPANY.NIF, NumSerieFactura: number, FechaExpedicionFactura: "27-11-2026" },
    NombreRazonEmisor: COMPANY.NombreRazon,
    TipoFactura: "F2",
    DescripcionOperacion: "Consumición en el restaurante",
    Desglose: [{ Impuesto: "01", ClaveRegimen: "01", CalificacionOperacion: "S1", TipoImpositivo: "10", BaseImponibleOimporteNoSujeto: "20.00", CuotaRepercutida: "2.00" }],
    CuotaTotal: "2.00",
    ImporteTotal: "22.00",
    SistemaInformatico: SISTEMA,
    FechaHoraHusoGenRegistro: "2026-11-27T13:05:00+01:00",
    ...overrides,
  };
}

type Link = { IDFactura: { IDEmisorFactura: string; NumSerieFactura: string; FechaExpedicionFactura: string }; Huella: string };

/** Chains records after `previous` (none: the first of the chain), computing every Huella. */
export function chain(
  items: Array<{ alta: Omit<RegistroAlta, "Encadenamiento" | "Huella"> } | { anulacion: Omit<RegistroAnulacion, "Encadenamiento" | "Huella"> }>,
  previous?: Link,
): { records: RegistroFactura[]; last: Link | undefined } {
  let prev = previous;
  const records: RegistroFactura[] = [];
  for (const item of items) {
    const encadenamiento = prev ? { RegistroAnterior: { ...prev.IDFactura, Huella: prev.Huella } } : ({ PrimerRegistro: "S" } as const);
    if ("alta" in item) {
      const a = item.alta;
      const Huella = huellaAlta({ ...a.IDFactura, TipoFactura: a.TipoFactura, CuotaTotal: a.CuotaTotal, ImporteTotal: a.ImporteTotal, HuellaAnterior: prev?.Huella ?? "", FechaHoraHusoGenRegistro: a.FechaHoraHusoGenRegistro });
      records.push({ RegistroAlta: { ...a, Encadenamiento: encadenamiento, Huella } });
      prev = { IDFactura: a.IDFactura, Huella };
    } else {
      const a = item.anulacion;
      const Huella = huellaAnulacion({ ...a.IDFactura, HuellaAnterior: prev?.Huella ?? "", FechaHoraHusoGenRegistro: a.FechaHoraHusoGenRegistro });
      records.push({ RegistroAnulacion: { ...a, Encadenamiento: encadenamiento, Huella } });
      prev = {
        IDFactura: { IDEmisorFactura: a.IDFactura.IDEmisorFacturaAnulada, NumSerieFactura: a.IDFactura.NumSerieFacturaAnulada, FechaExpedicionFactura: a.IDFactura.FechaExpedicionFacturaAnulada },
        Huella,
      };
    }
  }
  return { records, last: prev };
}

/** A submission of tickets T-<first>… in one chain. */
export function ticketsSubmission(numbers: string[], previous?: Link): { submission: RegFactuSistemaFacturacion; last: Link | undefined } {
  const { records, last } = chain(
    numbers.map((n) => ({ alta: ticket(n) })),
    previous,
  );
  return { submission: { Cabecera: CABECERA, RegistroFactura: records }, last };
}

/** A cancellation of ticket `number`. */
export function cancellation(number: string, overrides: Partial<RegistroAnulacion> = {}): Omit<RegistroAnulacion, "Encadenamiento" | "Huella"> {
  return {
    IDFactura: { IDEmisorFacturaAnulada: COMPANY.NIF, NumSerieFacturaAnulada: number, FechaExpedicionFacturaAnulada: "27-11-2026" },
    SistemaInformatico: SISTEMA,
    FechaHoraHusoGenRegistro: "2026-11-27T14:00:00+01:00",
    ...overrides,
  };
}
