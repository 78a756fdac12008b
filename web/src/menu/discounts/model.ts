// The discounts screens' plain rules: the list's filters in the URL and its rows (state from the vouchers, the
// window on the company's clock), and the editor's values with the request built from them. The window is typed
// on the company's clock ("2026-12-01T18:00" in Europe/Madrid) and stored as UTC instants.
import { DateTime } from "luxon";
import {
  DISCOUNT_STATUSES,
  DISCOUNT_VALID_FOR,
  discountStatus,
  discountWindow,
  normalizeSearchText,
  searchTokens,
  type Discount,
  type DiscountStatus,
  type DiscountValidFor,
  type LocalizedText,
  type SaveDiscountRequest,
  type VoucherCounts,
} from "@comanda/shared";

// ---- The list's filters -------------------------------------------------------------------------------------

export const ENABLED_FILTERS = ["all", "enabled", "disabled"] as const;
export type EnabledFilter = (typeof ENABLED_FILTERS)[number];

export interface DiscountFilters {
  validFor: DiscountValidFor | "all";
  state: DiscountStatus | "all";
  enabled: EnabledFilter;
  /** As typed (not trimmed), so the search box keeps a trailing space while the user types. */
  search: string;
}

export const NO_FILTERS: DiscountFilters = { validFor: "all", state: "all", enabled: "all", search: "" };

const PARAM = { validFor: "validFor", state: "state", enabled: "enabled", search: "q" } as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | "all" {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : "all";
}

export function readFilters(params: URLSearchParams): DiscountFilters {
  const enabled = params.get(PARAM.enabled);
  return {
    validFor: oneOf(DISCOUNT_VALID_FOR, params.get(PARAM.validFor)),
    state: oneOf(DISCOUNT_STATUSES, params.get(PARAM.state)),
    enabled: enabled === "enabled" || enabled === "disabled" ? enabled : "all",
    search: params.get(PARAM.search) ?? "",
  };
}

/** The query with these filters; other parameters of `base` are kept, default values are left out. */
export function writeFilters(filters: DiscountFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | null) => (value ? params.set(key, value) : params.delete(key));
  set(PARAM.validFor, filters.validFor === "all" ? null : filters.validFor);
  set(PARAM.state, filters.state === "all" ? null : filters.state);
  set(PARAM.enabled, filters.enabled === "all" ? null : filters.enabled);
  set(PARAM.search, filters.search.trim() ? filters.search : null);
  return params;
}

export function hasFilters(filters: DiscountFilters): boolean {
  return filters.validFor !== "all" || filters.state !== "all" || filters.enabled !== "all" || filters.search.trim() !== "";
}

// ---- The list's rows ----------------------------------------------------------------------------------------

export interface DiscountRow {
  id: string;
  name: string;
  percentage: number;
  validFor: DiscountValidFor;
  start: string | null;
  end: string | null;
  /** Where now lies against the window. */
  window: "not-yet" | "open" | "over";
  enabled: boolean;
  state: DiscountStatus;
  /** The vouchers' counts; null for a discount for everyone (it has none) or while they are counted. */
  counts: VoucherCounts | null;
}

/**
 * Were the discount's codes handed out? Downloaded or printed (handedOutAt), a state beyond new stored by the
 * server, or a voucher already used by an order (its code reached a customer).
 */
function handedOut(discount: Discount, counts: VoucherCounts): boolean {
  return Boolean(discount.handedOutAt) || (discount.status ?? "new") !== "new" || counts.inUse + counts.redeemed > 0;
}

/**
 * A discount as the list shows it. Its state follows its vouchers (shared discountStatus); until they are counted,
 * the state the server stored stands in.
 */
export function discountRow(discount: Discount, counts: VoucherCounts | undefined, now: Date): DiscountRow {
  const isVoucher = discount.validFor === "voucher";
  const state = isVoucher && counts ? discountStatus(counts, handedOut(discount, counts)) : isVoucher ? (discount.status ?? "new") : "new";
  return {
    id: discount.id,
    name: discount.name,
    percentage: discount.percentage,
    validFor: discount.validFor,
    start: discount.start ?? null,
    end: discount.end ?? null,
    window: discountWindow(discount, now),
    enabled: discount.enabled,
    state,
    counts: isVoucher ? (counts ?? null) : null,
  };
}

/** The rows the filters leave; the search matches every word in the name, without accents or case. */
export function filterRows(rows: readonly DiscountRow[], filters: DiscountFilters): DiscountRow[] {
  const words = searchTokens(filters.search);
  return rows.filter(
    (row) =>
      (filters.validFor === "all" || row.validFor === filters.validFor) &&
      (filters.state === "all" || row.state === filters.state) &&
      (filters.enabled === "all" || row.enabled === (filters.enabled === "enabled")) &&
      (words.length === 0 || words.every((word) => normalizeSearchText(row.name).includes(word))),
  );
}

// ---- The editor's values ------------------------------------------------------------------------------------

/** Wall-clock time on the company's clock as the date field gives it: "2026-12-01T18:00". */
const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm";

export interface DiscountFormValues {
  name: string;
  customerName: LocalizedText;
  /** Null while the field is empty. */
  percentage: number | null;
  enabled: boolean;
  validFor: DiscountValidFor;
  /** "YYYY-MM-DDTHH:mm" on the company's clock, "" for no limit. */
  start: string;
  end: string;
}

export function newDiscountValues(): DiscountFormValues {
  return { name: "", customerName: {}, percentage: null, enabled: true, validFor: "voucher", start: "", end: "" };
}

/** An instant shown on the company's clock ("" for none or an unreadable one). */
export function instantToLocal(iso: string | null | undefined, timezone: string): string {
  if (!iso) return "";
  const at = DateTime.fromISO(iso, { zone: timezone });
  return at.isValid ? at.toFormat(LOCAL_FORMAT) : "";
}

/**
 * A time typed on the company's clock as a UTC instant; null for none. A local time that a change to summer
 * time skips moves to the next one that exists (luxon's rule).
 */
export function localToInstant(local: string, timezone: string): string | null {
  if (!local) return null;
  const at = DateTime.fromFormat(local, LOCAL_FORMAT, { zone: timezone });
  return at.isValid ? new Date(at.toMillis()).toISOString() : null;
}

export function discountToFormValues(discount: Discount, timezone: string): DiscountFormValues {
  return {
    name: discount.name,
    customerName: { ...(discount.customerName ?? {}) },
    percentage: discount.percentage,
    enabled: discount.enabled,
    validFor: discount.validFor,
    start: instantToLocal(discount.start, timezone),
    end: instantToLocal(discount.end, timezone),
  };
}

/** Is the end (if any) after the start (if any)? The server checks it too (field error end "export-range-invalid"). */
export function windowIsValid(start: string, end: string, timezone: string): boolean {
  const from = localToInstant(start, timezone);
  const to = localToInstant(end, timezone);
  return !from || !to || Date.parse(to) > Date.parse(from);
}

export function formValuesToRequest(values: DiscountFormValues, timezone: string): SaveDiscountRequest {
  const customerName: LocalizedText = {};
  for (const [language, text] of Object.entries(values.customerName ?? {}) as [keyof LocalizedText, string | undefined][]) {
    if (typeof text === "string" && text.trim()) customerName[language] = text.trim();
  }
  return {
    name: values.name.trim(),
    customerName,
    percentage: values.percentage ?? 0,
    enabled: values.enabled,
    validFor: values.validFor,
    start: localToInstant(values.start, timezone),
    end: localToInstant(values.end, timezone),
  };
}
