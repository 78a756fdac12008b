// The order list's filters (search, statuses, date range, sort), kept in the URL query.
import { useUrlFilters, type UrlFilterFormat, type UrlFilters } from "../../ui/useUrlFilters";
import { DEFAULT_FILTERS, readFilters, writeFilters, type ListFilters } from "./listQuery";

const IN_URL: UrlFilterFormat<ListFilters> = { read: readFilters, write: writeFilters, cleared: DEFAULT_FILTERS };

export type ListQuery = UrlFilters<ListFilters>;

export function useListQuery(): ListQuery {
  return useUrlFilters(IN_URL);
}
