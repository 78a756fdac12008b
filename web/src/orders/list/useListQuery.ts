// The order list's filters bound to the URL query (see ui/useUrlFilters).
import { useUrlFilters, type UrlFilterCodec, type UrlFilters } from "../../ui/useUrlFilters";
import { DEFAULT_FILTERS, readFilters, writeFilters, type ListFilters } from "./listQuery";

export { SEARCH_URL_DELAY_MS } from "../../ui/useUrlFilters";
export type ListQuery = UrlFilters<ListFilters>;

const CODEC: UrlFilterCodec<ListFilters> = { read: readFilters, write: writeFilters, defaults: DEFAULT_FILTERS };

export function useListQuery(): ListQuery {
  return useUrlFilters(CODEC);
}
