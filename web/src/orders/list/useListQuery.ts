// The order list's filters bound to the URL query. The search box keeps its own text and writes it to the
// URL once typing pauses: a navigation re-renders the shell, too slow for every keystroke over 10,000 orders.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { DEFAULT_FILTERS, readFilters, writeFilters, type ListFilters } from "./listQuery";

export const SEARCH_URL_DELAY_MS = 300;

export interface ListQuery {
  filters: ListFilters;
  setSearch: (text: string) => void;
  /** Status, range and sort choices add a history entry, so Back undoes them. */
  changeFilters: (change: Partial<Omit<ListFilters, "search">>) => void;
  clearFilters: () => void;
}

export function useListQuery(): ListQuery {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => readFilters(params), [params]);
  const [search, setSearchState] = useState(fromUrl.search);
  const typed = useRef(fromUrl.search);
  const written = useRef(fromUrl.search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A search in the URL that this hook did not write (Back, a link) replaces the box's text.
  useEffect(() => {
    if (fromUrl.search === written.current) return;
    written.current = fromUrl.search;
    typed.current = fromUrl.search;
    clearTimeout(timer.current);
    setSearchState(fromUrl.search);
  }, [fromUrl.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const write = useCallback(
    (change: Partial<ListFilters>, replace: boolean) => {
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
  const changeFilters = useCallback((change: Partial<Omit<ListFilters, "search">>) => write(change, false), [write]);
  const clearFilters = useCallback(() => {
    typed.current = "";
    setSearchState("");
    write(DEFAULT_FILTERS, false);
  }, [write]);

  const filters = useMemo(() => ({ ...fromUrl, search }), [fromUrl, search]);
  return { filters, setSearch, changeFilters, clearFilters };
}
