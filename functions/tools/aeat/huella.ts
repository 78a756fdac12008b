// The stand-in's own computation of a record's fingerprint (Huella), as the agency's "Detalle de las
// especificaciones técnicas para generación de la huella o hash" describes it, to check what it receives the way
// the agency does (error 2000 when it does not match). Deliberately independent of shared/src/verifactu/hash.ts:
// two implementations that agree are evidence, one checking itself is not.
import { createHash } from "node:crypto";

function fingerprint(pairs: ReadonlyArray<readonly [string, string | undefined]>): string {
  const text = pairs.map(([name, value]) => `${name}=${(value ?? "").trim()}`).join("&");
  return createHash("sha256").update(text, "utf8").digest("hex").toUpperCase();
}

export interface AltaFields {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoFactura: string;
  CuotaTotal: string;
  ImporteTotal: string;
  /** The previous record's Huella; empty for the first record. */
  HuellaAnterior: string;
  FechaHoraHusoGenRegistro: string;
}

export function huellaAlta(f: AltaFields): string {
  return fingerprint([
    ["IDEmisorFactura", f.IDEmisorFactura],
    ["NumSerieFactura", f.NumSerieFactura],
    ["FechaExpedicionFactura", f.FechaExpedicionFactura],
    ["TipoFactura", f.TipoFactura],
    ["CuotaTotal", f.CuotaTotal],
    ["ImporteTotal", f.ImporteTotal],
    ["Huella", f.HuellaAnterior],
    ["FechaHoraHusoGenRegistro", f.FechaHoraHusoGenRegistro],
  ]);
}

export interface AnulacionFields {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
  HuellaAnterior: string;
  FechaHoraHusoGenRegistro: string;
}

export function huellaAnulacion(f: AnulacionFields): string {
  return fingerprint([
    ["IDEmisorFacturaAnulada", f.IDEmisorFacturaAnulada],
    ["NumSerieFacturaAnulada", f.NumSerieFacturaAnulada],
    ["FechaExpedicionFacturaAnulada", f.FechaExpedicionFacturaAnulada],
    ["Huella", f.HuellaAnterior],
    ["FechaHoraHusoGenRegistro", f.FechaHoraHusoGenRegistro],
  ]);
}
