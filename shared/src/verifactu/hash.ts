// The hash ("huella") of a VeriFactu record, as the agency's document "Detalle de las especificaciones técnicas
// para generación de la huella o hash de los registros de facturación" specifies it: the record's fields as
// `Name=value` joined by "&" in a fixed order, each value trimmed, a missing value written as `Name=` (the
// first record of a chain has `Huella=`), SHA-256 over the UTF-8 bytes, 64 upper-case hexadecimal characters.
// SHA-256 comes from @noble/hashes, which runs the same in the browser and in Node (shared/ may not use node:).
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/** The fields of a RegistroAlta that its hash covers, values as sent to the agency. */
export interface AltaHashFields {
  /** IDEmisorFactura: the issuer's tax id. */
  issuerTaxId: string;
  /** NumSerieFactura. */
  number: string;
  /** FechaExpedicionFactura, DD-MM-YYYY. */
  issuedOn: string;
  /** TipoFactura: F1, F2, R1, R5, … */
  invoiceType: string;
  /** CuotaTotal, as sent ("12.35"). */
  totalTax: string;
  /** ImporteTotal, as sent ("123.45"). */
  totalAmount: string;
  /** Huella of the previous record; null or "" for the first record of the chain. */
  previousHash: string | null;
  /** FechaHoraHusoGenRegistro, YYYY-MM-DDThh:mm:ss+hh:mm. */
  generatedAt: string;
}

/** The fields of a RegistroAnulacion that its hash covers: the cancelled invoice, the chain, the time. */
export interface AnulacionHashFields {
  /** IDEmisorFacturaAnulada. */
  issuerTaxId: string;
  /** NumSerieFacturaAnulada. */
  number: string;
  /** FechaExpedicionFacturaAnulada, DD-MM-YYYY. */
  issuedOn: string;
  previousHash: string | null;
  generatedAt: string;
}

const HASH = /^[0-9A-F]{64}$/;

/** A hash as the agency writes it: 64 upper-case hexadecimal characters. */
export function isRecordHash(value: unknown): value is string {
  return typeof value === "string" && HASH.test(value);
}

function joined(pairs: ReadonlyArray<readonly [string, string | null]>): string {
  return pairs.map(([name, value]) => `${name}=${(value ?? "").trim()}`).join("&");
}

/** The text a RegistroAlta's hash is computed over. */
export function altaHashInput(fields: AltaHashFields): string {
  return joined([
    ["IDEmisorFactura", fields.issuerTaxId],
    ["NumSerieFactura", fields.number],
    ["FechaExpedicionFactura", fields.issuedOn],
    ["TipoFactura", fields.invoiceType],
    ["CuotaTotal", fields.totalTax],
    ["ImporteTotal", fields.totalAmount],
    ["Huella", fields.previousHash],
    ["FechaHoraHusoGenRegistro", fields.generatedAt],
  ]);
}

/** The text a RegistroAnulacion's hash is computed over. */
export function anulacionHashInput(fields: AnulacionHashFields): string {
  return joined([
    ["IDEmisorFacturaAnulada", fields.issuerTaxId],
    ["NumSerieFacturaAnulada", fields.number],
    ["FechaExpedicionFacturaAnulada", fields.issuedOn],
    ["Huella", fields.previousHash],
    ["FechaHoraHusoGenRegistro", fields.generatedAt],
  ]);
}

/** SHA-256 of the UTF-8 bytes of a text, as 64 upper-case hexadecimal characters. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text))).toUpperCase();
}

export function altaHash(fields: AltaHashFields): string {
  return sha256Hex(altaHashInput(fields));
}

export function anulacionHash(fields: AnulacionHashFields): string {
  return sha256Hex(anulacionHashInput(fields));
}

/** The fields of a stored record that its hash depends on (shared/src/entities/taxRecord.ts). */
export interface HashedRecord {
  kind: string;
  invoiceType: string | null;
  issuerTaxId: string;
  number: string;
  issuedOn: string;
  totalTax: string;
  totalAmount: string;
  previousHash: string | null;
  generatedAt: string;
}

/** The hash a stored record must carry: an anulación's for a cancellation, an alta's for every other kind. */
export function recordHash(record: HashedRecord): string {
  if (record.kind === "cancellation") return anulacionHash(record);
  return altaHash({ ...record, invoiceType: record.invoiceType ?? "" });
}
