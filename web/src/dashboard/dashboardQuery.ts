// The dashboard's date range as it lives in the URL query (?range=…&from=…&to=…), so reload, back/forward
// and a shared link keep it; the default (the last 30 days) is not written.
import { isDateRangePreset, validCustomDays, type CustomDays, type DateRangePreset } from "@comanda/shared";
import type { UrlFilterFormat } from "../ui/useUrlFilters";

export const DEFAULT_DASHBOARD_PRESET: DateRangePreset = "last30Days";

export interface DashboardFilters {
  /** Unused (the shared URL-filters hook keeps a search text); always empty. */
  search: string;
  preset: DateRangePreset;
  /** The days of the custom preset (null for the others). */
  custom: CustomDays | null;
}

export const DEFAULT_DASHBOARD_FILTERS: DashboardFilters = { search: "", preset: DEFAULT_DASHBOARD_PRESET, custom: null };

export function readDashboardFilters(params: URLSearchParams): DashboardFilters {
  const range = params.get("range");
  const preset = isDateRangePreset(range) ? range : DEFAULT_DASHBOARD_PRESET;
  if (preset !== "custom") return { search: "", preset, custom: null };
  const custom = validCustomDays({ from: params.get("from") ?? undefined, to: params.get("to") ?? undefined });
  return custom ? { search: "", preset, custom } : DEFAULT_DASHBOARD_FILTERS;
}

export function writeDashboardFilters(filters: DashboardFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  const custom = filters.preset === "custom" ? validCustomDays(filters.custom) : null;
  set("range", filters.preset === DEFAULT_DASHBOARD_PRESET || (filters.preset === "custom" && !custom) ? null : filters.preset);
  set("from", custom?.from ?? null);
  set("to", custom?.to ?? null);
  return next;
}

export const DASHBOARD_URL_FORMAT: UrlFilterFormat<DashboardFilters> = { read: readDashboardFilters, write: writeDashboardFilters, cleared: DEFAULT_DASHBOARD_FILTERS };
