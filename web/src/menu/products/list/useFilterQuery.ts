// The products list's filters bound to the URL query (see ui/useUrlFilters).
import { useUrlFilters, type UrlFilterCodec, type UrlFilters } from "../../../ui/useUrlFilters";
import { NO_FILTERS, readFilters, writeFilters, type ProductFilters } from "./productFilters";

export { SEARCH_URL_DELAY_MS } from "../../../ui/useUrlFilters";
export type FilterQuery = UrlFilters<ProductFilters>;

const CODEC: UrlFilterCodec<ProductFilters> = { read: readFilters, write: writeFilters, defaults: NO_FILTERS };

export function useFilterQuery(): FilterQuery {
  return useUrlFilters(CODEC);
}
