// The products list's filters (category, tag, visibility, search), kept in the URL query.
import { useUrlFilters, type UrlFilterFormat, type UrlFilters } from "../../../ui/useUrlFilters";
import { NO_FILTERS, readFilters, writeFilters, type ProductFilters } from "./productFilters";

const IN_URL: UrlFilterFormat<ProductFilters> = { read: readFilters, write: writeFilters, cleared: NO_FILTERS };

export type FilterQuery = UrlFilters<ProductFilters>;

export function useFilterQuery(): FilterQuery {
  return useUrlFilters(IN_URL);
}
