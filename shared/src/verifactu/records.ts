// The data of a company's VeriFactu records, built from an order, a refund, a cancelled ticket or a record to
// correct. Pure: each builder takes the company's chain state (last position, last record and hash, the
// counters of its series) and answers the new record with the new chain state, so that the server reads the
// state, builds, and writes both in the one Firestore transaction that numbers the record: 50 tickets at once
// give 50 records, one chain, no gap, no duplicate number.
//
// Numbers: gapless per series. An invoice (F1, F2) is the series, a dash and a counter of at least six
// digits ("T-000042"); a rectifying invoice has a series of its own, as the invoicing regulation wants for
// them (RD 1619/2012, art. 6.1.a): the same series with "-R" ("T-R000003"). A series is capital letters and
// digits only, so the two can never meet and a number never needs escaping. Each series keeps its own
// counter: an owner who moves to a new series (a new year's "T27") starts it at 1, and going back to an old
// one continues it. A cancellation has no number of its own: it names the cancelled invoice.
//
// Money: the VAT breakdown is the order's own (OrderTotals.vat, computed in shared/src/orders/totals.ts); a
// refund's is spread over the original's rates with the same functions. An untaxed tip is outside the
// breakdown and so outside the invoice (it is no consideration for the sale).
import { DateTime } from "luxon";
import type { Address } from "../entities/address";
import type { WithId } from "../entities/common";
import type { OrderData } from "../entities/order";
import { DEFAULT_TAX_SERIES, TAX_SERIES_PATTERN, type TaxInfoData } from "../entities/taxInfo";
import type { InvoiceType, TaxBreakdownLine, TaxInvoiceId, TaxRecipient, TaxRecordData, TaxRecordKind, TaxRecordReference } from "../entities/taxRecord";
import { spreadCents, vatLine } from "../orders/totals";
import { centsText, euroCents, textCents } from "./amounts";
import { recordHash } from "./hash";
import { normalizeTaxId, taxIdError } from "./taxId";
import { correctionFlags } from "./transmission";

/** The chain of a company as the next record continues it. */
export interface TaxChainState {
  /** The last record's position; 0 before the first record. */
  position: number;
  /** The last record's invoice and hash; null before the first record. */
  last: (TaxInvoiceId & { hash: string }) | null;
  /** The last counter given in each series, by series key ("T": 41, "T-R": 2). */
  counters: Record<string, number>;
}

export const EMPTY_TAX_CHAIN: TaxChainState = { position: 0, last: null, counters: {} };

/**
 * The rectifying invoices of refunds are "por diferencias" (TipoRectificativa I): the rectifying record carries
 * the difference, i.e. the refunded amounts as negative base and tax, and the original invoice stays as it
 * was. The agency allows both this and "por sustitución" (which restates the corrected totals and the
 * rectified amounts of the original); differences say what happened (money given back), fit a partial refund
 * as well as a whole one, and need nothing of the original but its identity.
 */
export const RECTIFICATION_TYPE = "I";

export interface RecordContext {
  companyId: string;
  taxInfo: Pick<TaxInfoData, "taxId" | "series" | "environment">;
  /** The company's IANA time zone (issue date and the generation time's offset). */
  timezone: string;
  now: Date;
  chain: TaxChainState;
}

export type RecordRefusal =
  | "issuer-tax-id-missing"
  | "series-invalid"
  | "timezone-invalid"
  | "order-without-totals"
  | "nothing-to-invoice"
  | "nothing-to-refund"
  | "not-rectifiable"
  | "not-cancellable"
  | "not-correctable";

export type RecordBuild = { ok: true; record: TaxRecordData; chain: TaxChainState } | { ok: false; code: RecordRefusal };

const SERIES = new RegExp(TAX_SERIES_PATTERN);
const COUNTER_DIGITS = 6;

/** The invoice number of a counter in a series: "T-000042". */
export function invoiceNumber(series: string, counter: number): string {
  return `${series}-${String(counter).padStart(COUNTER_DIGITS, "0")}`;
}

/** The rectifying invoice number of a counter in a series: "T-R000003". */
export function rectifyingNumber(series: string, counter: number): string {
  return `${series}-R${String(counter).padStart(COUNTER_DIGITS, "0")}`;
}

/** The key of a series' counter in TaxChainState.counters. */
export function counterKey(series: string, rectifying: boolean): string {
  return rectifying ? `${series}-R` : series;
}

/** The issue date (DD-MM-YYYY) and the generation time (YYYY-MM-DDThh:mm:ss+hh:mm) of `now` in the time zone. */
export function recordTimes(now: Date, timezone: string): { issuedOn: string; generatedAt: string } | null {
  const local = DateTime.fromJSDate(now, { zone: timezone });
  if (!local.isValid) return null;
  return { issuedOn: local.toFormat("dd-MM-yyyy"), generatedAt: local.toFormat("yyyy-MM-dd'T'HH:mm:ssZZ") };
}

/**
 * The customer an order's invoice is made out to: the billing address's tax id when it is valid for its
 * country, with the company name (or the person's). None (a simplified invoice) otherwise: the ticket is
 * never held back by a mistyped id.
 */
export function recipientOf(address: Address | null | undefined): TaxRecipient | null {
  if (!address) return null;
  const taxId = address.vatId?.trim() ?? "";
  if (taxId === "" || taxIdError(taxId, address.country) !== null) return null;
  const name = (address.companyName?.trim() || address.name.trim()).slice(0, 120);
  if (name === "") return null;
  return { name, taxId: normalizeTaxId(taxId, address.country), country: address.country };
}

/** CuotaTotal and ImporteTotal of a breakdown: the sum of the taxes, and of bases and taxes. */
export function breakdownTotals(vat: readonly TaxBreakdownLine[]): { totalTax: string; totalAmount: string } {
  let tax = 0;
  let amount = 0;
  for (const line of vat) {
    tax += textCents(line.tax);
    amount += textCents(line.base) + textCents(line.tax);
  }
  return { totalTax: centsText(tax), totalAmount: centsText(amount) };
}

function invoiceKind(recipient: TaxRecipient | null): { kind: TaxRecordKind; invoiceType: InvoiceType } {
  return recipient ? { kind: "invoice", invoiceType: "F1" } : { kind: "receipt", invoiceType: "F2" };
}

/** A refund of a simplified invoice is R5; of a full one (F1, with the customer's tax id) R1 (art. 80.Dos LIVA). */
function rectifyingType(recipient: TaxRecipient | null): InvoiceType {
  return recipient ? "R1" : "R5";
}

type RecordBody = Omit<TaxRecordData, "position" | "previous" | "previousHash" | "hash" | "generatedAt" | "date" | "environment">;

interface Prepared {
  issuerTaxId: string;
  series: string;
  issuedOn: string;
  generatedAt: string;
}

function prepare(context: RecordContext): Prepared | RecordRefusal {
  const issuerTaxId = normalizeTaxId(context.taxInfo.taxId ?? "", "ES");
  if (issuerTaxId === "") return "issuer-tax-id-missing";
  const series = context.taxInfo.series ?? DEFAULT_TAX_SERIES;
  if (!SERIES.test(series)) return "series-invalid";
  const times = recordTimes(context.now, context.timezone);
  if (!times) return "timezone-invalid";
  return { issuerTaxId, series, ...times };
}

/** Puts the record at the end of the chain: its position, the previous record and hash, its own hash. */
function append(body: RecordBody, generatedAt: string, context: RecordContext, counters: Record<string, number>): RecordBuild {
  const { chain } = context;
  const previous = chain.last ? { issuerTaxId: chain.last.issuerTaxId, number: chain.last.number, issuedOn: chain.last.issuedOn } : null;
  const unhashed = {
    ...body,
    date: context.now.toISOString(),
    position: chain.position + 1,
    previous,
    previousHash: chain.last?.hash ?? null,
    generatedAt,
    environment: context.taxInfo.environment ?? "test",
  };
  const hash = recordHash(unhashed);
  const record: TaxRecordData = { ...unhashed, hash };
  return {
    ok: true,
    record,
    chain: { position: record.position, last: { issuerTaxId: record.issuerTaxId, number: record.number, issuedOn: record.issuedOn, hash }, counters },
  };
}

const NEW_RECORD = { status: "pending", answer: null, attempts: 0, subsanacion: false, rechazoPrevio: false, incidencia: false, correctionOf: null } as const;

function reference(record: WithId<TaxRecordData>): TaxRecordReference {
  return { recordId: record.id, issuerTaxId: record.issuerTaxId, number: record.number, issuedOn: record.issuedOn };
}

export interface TicketRecordInput {
  orderId: string;
  order: Pick<OrderData, "totals" | "billingAddress">;
}

/**
 * The record of an order's ticket: a simplified invoice (F2), or an invoice (F1) when the customer gave a
 * valid tax id in the billing address; the VAT breakdown per rate is the order's.
 */
export function ticketRecord(input: TicketRecordInput, context: RecordContext): RecordBuild {
  const prepared = prepare(context);
  if (typeof prepared === "string") return { ok: false, code: prepared };
  const totals = input.order.totals;
  if (!totals) return { ok: false, code: "order-without-totals" };
  const vat: TaxBreakdownLine[] = totals.vat
    .filter((line) => euroCents(line.gross) !== 0)
    .map((line) => ({ rate: line.rate, base: centsText(euroCents(line.net)), tax: centsText(euroCents(line.vat)) }));
  if (vat.length === 0) return { ok: false, code: "nothing-to-invoice" };

  const recipient = recipientOf(input.order.billingAddress);
  const key = counterKey(prepared.series, false);
  const counter = (context.chain.counters[key] ?? 0) + 1;
  const body: RecordBody = {
    companyId: context.companyId,
    orderId: input.orderId,
    ...invoiceKind(recipient),
    issuerTaxId: prepared.issuerTaxId,
    number: invoiceNumber(prepared.series, counter),
    issuedOn: prepared.issuedOn,
    ...breakdownTotals(vat),
    vat,
    recipient,
    reference: null,
    ...NEW_RECORD,
  };
  return append(body, prepared.generatedAt, context, { ...context.chain.counters, [key]: counter });
}

export interface RefundRecordInput {
  orderId: string | null;
  /** The record of the refunded ticket (an F2 or F1). */
  original: WithId<TaxRecordData>;
  /** What was given back, including VAT; never more than the original invoice counts (an untaxed tip is not in it). */
  amount: number;
}

/**
 * The rectifying invoice of a refund (R5 for a simplified invoice, R1 for an F1), por diferencias: the
 * refunded amount spread over the original's VAT rates in proportion to their amounts, as negative lines.
 */
export function refundRecord(input: RefundRecordInput, context: RecordContext): RecordBuild {
  const { original } = input;
  if (original.kind !== "receipt" && original.kind !== "invoice") return { ok: false, code: "not-rectifiable" };
  const prepared = prepare(context);
  if (typeof prepared === "string") return { ok: false, code: prepared };

  const grossCents = original.vat.map((line) => textCents(line.base) + textCents(line.tax));
  const invoiced = grossCents.reduce((a, b) => a + b, 0);
  const refunded = Math.min(Number.isFinite(input.amount) ? euroCents(input.amount) : 0, invoiced);
  if (refunded <= 0) return { ok: false, code: "nothing-to-refund" };
  const shares = spreadCents(refunded, grossCents);
  const vat: TaxBreakdownLine[] = [];
  original.vat.forEach((line, index) => {
    const share = shares[index] ?? 0;
    if (share === 0) return;
    const part = vatLine(line.rate, share);
    vat.push({ rate: line.rate, base: centsText(-euroCents(part.net)), tax: centsText(-euroCents(part.vat)) });
  });

  const recipient = original.recipient;
  const key = counterKey(prepared.series, true);
  const counter = (context.chain.counters[key] ?? 0) + 1;
  const body: RecordBody = {
    companyId: context.companyId,
    orderId: input.orderId,
    kind: "rectifying",
    invoiceType: rectifyingType(recipient),
    issuerTaxId: prepared.issuerTaxId,
    number: rectifyingNumber(prepared.series, counter),
    issuedOn: prepared.issuedOn,
    ...breakdownTotals(vat),
    vat,
    recipient,
    reference: reference(original),
    ...NEW_RECORD,
  };
  return append(body, prepared.generatedAt, context, { ...context.chain.counters, [key]: counter });
}

export interface CancellationRecordInput {
  orderId: string | null;
  /** The record of the invoice to cancel. */
  cancelled: WithId<TaxRecordData>;
}

/**
 * The RegistroAnulacion of an invoice issued in error (a cancelled ticket): it names the cancelled invoice
 * (its issuer, number and date, which its hash covers) and carries no amounts. A refund is no cancellation:
 * the sale happened, so it gets a rectifying invoice (refundRecord).
 */
export function cancellationRecord(input: CancellationRecordInput, context: RecordContext): RecordBuild {
  const { cancelled } = input;
  if (cancelled.kind === "cancellation") return { ok: false, code: "not-cancellable" };
  const times = recordTimes(context.now, context.timezone);
  if (!times) return { ok: false, code: "timezone-invalid" };
  const body: RecordBody = {
    companyId: context.companyId,
    orderId: input.orderId,
    kind: "cancellation",
    invoiceType: null,
    issuerTaxId: cancelled.issuerTaxId,
    number: cancelled.number,
    issuedOn: cancelled.issuedOn,
    totalTax: "",
    totalAmount: "",
    vat: [],
    recipient: null,
    reference: reference(cancelled),
    ...NEW_RECORD,
  };
  return append(body, times.generatedAt, context, context.chain.counters);
}

export interface CorrectionRecordInput {
  /** The record the agency rejected or accepted with errors. */
  original: WithId<TaxRecordData>;
  /** The corrected customer (null: none, so a simplified invoice); the original's when not given. */
  recipient?: TaxRecipient | null;
  /** The corrected VAT breakdown; the original's when not given. */
  vat?: TaxBreakdownLine[];
}

/**
 * The correction (subsanación) of a record the agency rejected or accepted with errors: a new record at the
 * end of the chain for the same invoice (same number and issue date), with the corrected data,
 * Subsanacion=S, and RechazoPrevio=X when the agency had rejected the original (so it holds nothing for it).
 * The chain is never rewritten: the original keeps its place, and is marked corrected once this is stored.
 */
export function correctionRecord(input: CorrectionRecordInput, context: RecordContext): RecordBuild {
  const { original } = input;
  const flags = correctionFlags(original.status);
  if (original.kind === "cancellation" || !flags) return { ok: false, code: "not-correctable" };
  const times = recordTimes(context.now, context.timezone);
  if (!times) return { ok: false, code: "timezone-invalid" };
  const recipient = input.recipient === undefined ? original.recipient : input.recipient;
  const vat = input.vat ?? original.vat;
  if (vat.length === 0) return { ok: false, code: "nothing-to-invoice" };
  const type =
    original.kind === "rectifying" ? { kind: "rectifying" as const, invoiceType: rectifyingType(recipient) } : invoiceKind(recipient);
  const body: RecordBody = {
    companyId: context.companyId,
    orderId: original.orderId,
    ...type,
    issuerTaxId: original.issuerTaxId,
    number: original.number,
    issuedOn: original.issuedOn,
    ...breakdownTotals(vat),
    vat,
    recipient,
    reference: original.reference,
    ...NEW_RECORD,
    ...flags,
    correctionOf: original.id,
  };
  return append(body, times.generatedAt, context, context.chain.counters);
}
