// A stored record (TaxRecordData, built by shared/src/verifactu/records.ts) as the agency receives it: a
// RegistroAlta for an invoice, a rectifying invoice or a correction, a RegistroAnulacion for a cancellation,
// and the submission's header. Every value that is hashed is sent exactly as stored, so the agency recomputes
// the record's Huella from what it receives.
import type { TaxInfoData, TaxRecipient, TaxRecordData } from "@comanda/shared";
import { normalizeTaxId } from "@comanda/shared";
import type { Cabecera, DetalleDesglose, Encadenamiento, IDFactura, Persona, RegistroAlta, RegistroAnulacion, RegistroFactura, TipoFactura } from "../agency";
import type { BillingSystem } from "./config";

/** Who issues the records: the company's legal name and tax id (taxInfos/{companyId}). */
export type Issuer = Pick<TaxInfoData, "legalName" | "taxId">;

/** A record with the id of its document (RefExterna, so an answer or a query can be traced back to it). */
export type StoredRecord = TaxRecordData & { id: string };

/** What the agency reads as the operation (DescripcionOperacion): a restaurant's sale, or the money given back. */
export const OPERATION_DESCRIPTION = {
  sale: "Servicio de restauración",
  refund: "Devolución de importes (rectificativa por diferencias)",
} as const;

/** The regime and the qualification of every line: the general VAT regime, subject and not exempt. */
const GENERAL_REGIME = { Impuesto: "01", ClaveRegimen: "01", CalificacionOperacion: "S1" } as const;
const MAX_REF_EXTERNA = 60;

export class MappingError extends Error {}

function idFactura(invoice: { issuerTaxId: string; number: string; issuedOn: string }): IDFactura {
  return { IDEmisorFactura: invoice.issuerTaxId, NumSerieFactura: invoice.number, FechaExpedicionFactura: invoice.issuedOn };
}

/** The link to the previous record, with its hash; the first record of a chain says so. */
export function encadenamientoOf(record: Pick<TaxRecordData, "previous" | "previousHash">): Encadenamiento {
  if (!record.previous || !record.previousHash) return { PrimerRegistro: "S" };
  return { RegistroAnterior: { ...idFactura(record.previous), Huella: record.previousHash } };
}

/** A percentage as the agency writes it (Tipo: up to three digits and two decimals): 10 → "10.00". */
export function tipoImpositivo(rate: number): string {
  return rate.toFixed(2);
}

/** The VAT breakdown: one line per rate, the base and the tax as stored. */
export function desgloseOf(record: Pick<TaxRecordData, "vat">): DetalleDesglose[] {
  return record.vat.map((line) => ({
    ...GENERAL_REGIME,
    TipoImpositivo: tipoImpositivo(line.rate),
    BaseImponibleOimporteNoSujeto: line.base,
    CuotaRepercutida: line.tax,
  }));
}

/** The customer of an F1 (or its R1): a Spanish NIF, or another country's VAT id (IDOtro, type 02 NIF-IVA). */
export function destinatarioOf(recipient: TaxRecipient): Persona {
  if (recipient.country === "ES") return { NombreRazon: recipient.name, NIF: normalizeTaxId(recipient.taxId, "ES") };
  return { NombreRazon: recipient.name, IDOtro: { CodigoPais: recipient.country, IDType: "02", ID: recipient.taxId } };
}

function refExterna(id: string): string | undefined {
  return id.length > 0 && id.length <= MAX_REF_EXTERNA ? id : undefined;
}

function legalNameOf(issuer: Issuer): string {
  const name = issuer.legalName?.trim() ?? "";
  if (name === "") throw new MappingError("the company has no legal name");
  return name;
}

/** A registration record (RegistroAlta) of an invoice, a rectifying invoice or a correction. */
export function registroAltaOf(record: StoredRecord, issuer: Issuer, system: BillingSystem): RegistroAlta {
  if (!record.invoiceType) throw new MappingError(`record ${record.id} has no invoice type`);
  const tipo: TipoFactura = record.invoiceType;
  const rectifying = tipo === "R1" || tipo === "R5";
  const ref = refExterna(record.id);
  const alta: RegistroAlta = {
    IDFactura: idFactura(record),
    ...(ref ? { RefExterna: ref } : {}),
    NombreRazonEmisor: legalNameOf(issuer),
    ...(record.subsanacion ? { Subsanacion: "S" as const } : {}),
    // A correction of a record the agency rejected: it holds nothing for the invoice yet (X).
    ...(record.subsanacion && record.rechazoPrevio ? { RechazoPrevio: "X" as const } : {}),
    TipoFactura: tipo,
    ...(rectifying ? { TipoRectificativa: "I" as const } : {}),
    ...(rectifying && record.reference ? { FacturasRectificadas: [idFactura(record.reference)] } : {}),
    DescripcionOperacion: rectifying ? OPERATION_DESCRIPTION.refund : OPERATION_DESCRIPTION.sale,
    ...(record.recipient && (tipo === "F1" || tipo === "R1") ? { Destinatarios: [destinatarioOf(record.recipient)] } : {}),
    Desglose: desgloseOf(record),
    CuotaTotal: record.totalTax,
    ImporteTotal: record.totalAmount,
    Encadenamiento: encadenamientoOf(record),
    SistemaInformatico: { ...system, NumeroInstalacion: record.companyId },
    FechaHoraHusoGenRegistro: record.generatedAt,
    TipoHuella: "01",
    Huella: record.hash,
  };
  if (rectifying && !alta.FacturasRectificadas) throw new MappingError(`rectifying record ${record.id} names no rectified invoice`);
  return alta;
}

/** A cancellation record (RegistroAnulacion): the cancelled invoice, the chain, the time, the hash. */
export function registroAnulacionOf(record: StoredRecord, system: BillingSystem): RegistroAnulacion {
  const ref = refExterna(record.id);
  return {
    IDFactura: { IDEmisorFacturaAnulada: record.issuerTaxId, NumSerieFacturaAnulada: record.number, FechaExpedicionFacturaAnulada: record.issuedOn },
    ...(ref ? { RefExterna: ref } : {}),
    Encadenamiento: encadenamientoOf(record),
    SistemaInformatico: { ...system, NumeroInstalacion: record.companyId },
    FechaHoraHusoGenRegistro: record.generatedAt,
    TipoHuella: "01",
    Huella: record.hash,
  };
}

/** The record as the submission carries it. Throws MappingError when the stored data cannot make one. */
export function registroOf(record: StoredRecord, issuer: Issuer, system: BillingSystem): RegistroFactura {
  return record.kind === "cancellation" ? { RegistroAnulacion: registroAnulacionOf(record, system) } : { RegistroAlta: registroAltaOf(record, issuer, system) };
}

/** The submission's header: the company as the issuer; Incidencia S when its records are sent late. */
export function cabeceraOf(issuer: Issuer, incidencia: boolean): Cabecera {
  const taxId = normalizeTaxId(issuer.taxId ?? "", "ES");
  if (taxId === "") throw new MappingError("the company has no tax id");
  return { ObligadoEmision: { NombreRazon: legalNameOf(issuer), NIF: taxId }, ...(incidencia ? { RemisionVoluntaria: { Incidencia: "S" } } : {}) };
}

/** The key an answer line names a record by: the invoice and the operation (an alta and its cancellation share the invoice). */
export function lineKey(id: IDFactura, operation: "Alta" | "Anulacion"): string {
  return `${operation}|${id.IDEmisorFactura}|${id.NumSerieFactura}|${id.FechaExpedicionFactura}`;
}

export function recordKey(record: Pick<TaxRecordData, "kind" | "issuerTaxId" | "number" | "issuedOn">): string {
  return lineKey(idFactura(record), record.kind === "cancellation" ? "Anulacion" : "Alta");
}
