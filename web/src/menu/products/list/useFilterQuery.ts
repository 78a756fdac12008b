// The products list's filters, kept in the URL query (back/forward and reload keep them). The search box
// keeps its own text and writes it to the URL once typing pauses: a navigation re-renders the whole
// shell, too slow to do on every keystroke with 2,000 products on screen.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { NO_FILTERS, readFilters, writeFilters, type ProductFilters } from "./productFilters";

export const SEARCH_URL_DELAY_MS = 300;

export interface FilterQuery {
  /** The filters in force: the URL's, with the search box's current text. */
  filters: ProductFilters;
  setSearch: (text: string) => void;
  /** Category, tag and visibility choices add a history entry, so Back undoes them. */
  changeFilters: (change: Partial<Omit<ProductFilters, "search">>) => void;
  clearFilters: () => void;
}

export function useFilterQuery(): FilterQuery {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => readFilters(params), [params]);
  const [search, setSearchState] = useState(fromUrl.search);
  const typed = useRef(fromUrl.search);
  // The search text last written to (or read from) the URL: a different one in the URL came from elsewhere.
  const written = useRef(fromUrl.search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (fromUrl.search === written.current) return;
    written.current = fromUrl.search;
    typed.current = fromUrl.search;
    clearTimeout(timer.current);
    setSearchState(fromUrl.search);
  }, [fromUrl.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const write = useCallback(
    (change: Partial<ProductFilters>, replace: boolean) => {
      clearTimeout(timer.current);
      const next = { search: typed.current, ...change };
      written.current = next.search;
      setParams((current) => writeFilters({ ...readFilters(current), ...next }, current), { replace });
    },
    [setParams],
  );

  const setSearch = useCallback(
    (text: string) => {
      typed.current = text;
      setSearchState(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => write({}, true), SEARCH_URL_DELAY_MS);
    },
    [write],
  );
  const changeFilters = useCallback((change: Partial<Omit<ProductFilters, "search">>) => write(change, false), [write]);
  const clearFilters = useCallback(() => {
    typed.current = "";
    setSearchState("");
    write(NO_FILTERS, false);
  }, [write]);

  const filters = useMemo(() => ({ ...fromUrl, search }), [fromUrl, search]);
  return { filters, setSearch, changeFilters, clearFilters };
}
