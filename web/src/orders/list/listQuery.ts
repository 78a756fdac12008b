// The order list's filters as they live in the URL query (reload, back/forward and shared links keep
// them); only values that differ from the defaults are written.
import {
  DEFAULT_DATE_RANGE_PRESET,
  DEFAULT_ORDER_SORT,
  isDateRangePreset,
  ORDER_STATUSES,
  validCustomDays,
  type CustomDays,
  type DateRangePreset,
  type OrderSort,
  type OrderStatus,
} from "@comanda/shared";

/** /orders/open shows the open orders whatever their date; /orders/list the orders of a date range. */
export type ListMode = "open" | "all";
export const OPEN_PATH = "/orders/open";
export const ALL_PATH = "/orders/list";

export function modeOfPath(pathname: string): ListMode {
  return pathname.replace(/\/+$/, "").endsWith(OPEN_PATH) ? "open" : "all";
}

export interface ListFilters {
  search: string;
  /** Empty: every status. */
  statuses: OrderStatus[];
  preset: DateRangePreset;
  /** The days of the custom preset (null for the others). */
  custom: CustomDays | null;
  sort: OrderSort;
}

export const DEFAULT_FILTERS: ListFilters = { search: "", statuses: [], preset: DEFAULT_DATE_RANGE_PRESET, custom: null, sort: DEFAULT_ORDER_SORT };

export const SORT_CHOICES = ["status-desc", "status-asc", "date-desc", "date-asc"] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

export function sortChoice(sort: OrderSort): SortChoice {
  return `${sort.field}-${sort.direction}`;
}

function sortOf(value: string | null): OrderSort {
  if (!value || !(SORT_CHOICES as readonly string[]).includes(value)) return DEFAULT_ORDER_SORT;
  const [field, direction] = value.split("-") as [OrderSort["field"], OrderSort["direction"]];
  return { field, direction };
}

export function readFilters(params: URLSearchParams): ListFilters {
  const statuses = (params.get("status") ?? "")
    .split(",")
    .filter((s): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s));
  const range = params.get("range");
  let preset: DateRangePreset = isDateRangePreset(range) ? range : DEFAULT_DATE_RANGE_PRESET;
  const custom = preset === "custom" ? validCustomDays({ from: params.get("from") ?? undefined, to: params.get("to") ?? undefined }) : null;
  if (preset === "custom" && !custom) preset = DEFAULT_DATE_RANGE_PRESET;
  return {
    search: params.get("q") ?? "",
    statuses: ORDER_STATUSES.filter((s) => statuses.includes(s)),
    preset,
    custom,
    sort: sortOf(params.get("sort")),
  };
}

/** `current` with the filters' keys replaced (other keys kept). */
export function writeFilters(filters: ListFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set("q", filters.search.trim() ? filters.search : null);
  set("status", filters.statuses.length > 0 ? filters.statuses.join(",") : null);
  const custom = filters.preset === "custom" ? validCustomDays(filters.custom) : null;
  set("range", filters.preset === DEFAULT_DATE_RANGE_PRESET || (filters.preset === "custom" && !custom) ? null : filters.preset);
  set("from", custom?.from ?? null);
  set("to", custom?.to ?? null);
  const sort = sortChoice(filters.sort);
  set("sort", sort === sortChoice(DEFAULT_ORDER_SORT) ? null : sort);
  return next;
}

/**
 * Whether any filter differs from the defaults (the red list icon, spec §2). The date range counts only
 * in the all-orders mode, where it applies.
 */
export function hasFilters(filters: ListFilters, mode: ListMode): boolean {
  return (
    filters.search.trim() !== "" ||
    filters.statuses.length > 0 ||
    sortChoice(filters.sort) !== sortChoice(DEFAULT_ORDER_SORT) ||
    (mode === "all" && filters.preset !== DEFAULT_DATE_RANGE_PRESET)
  );
}
