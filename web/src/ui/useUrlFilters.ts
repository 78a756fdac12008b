// A list screen's filters bound to the URL query (Back, Forward and reload keep them). The search box keeps
// its own text and writes it to the URL once typing pauses: a navigation re-renders the shell, too slow
// to do on every keystroke over thousands of rows. Used by the products list and the order list.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";

export const SEARCH_URL_DELAY_MS = 300;

export interface UrlFilterCodec<F extends { search: string }> {
  read: (params: URLSearchParams) => F;
  write: (filters: F, current: URLSearchParams) => URLSearchParams;
  /** What "clear filters" restores. */
  defaults: F;
}

export interface UrlFilters<F extends { search: string }> {
  /** The filters in force: the URL's, with the search box's current text. */
  filters: F;
  setSearch: (text: string) => void;
  /** Choices other than the search add a history entry, so Back undoes them. */
  changeFilters: (change: Partial<Omit<F, "search">>) => void;
  clearFilters: () => void;
}

export function useUrlFilters<F extends { search: string }>({ read, write: encode, defaults }: UrlFilterCodec<F>): UrlFilters<F> {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => read(params), [params, read]);
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
    (change: Partial<F>, replace: boolean) => {
      clearTimeout(timer.current);
      const next = { search: typed.current, ...change };
      written.current = next.search;
      setParams((current) => encode({ ...read(current), ...next }, current), { replace });
    },
    [setParams, read, encode],
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
  const changeFilters = useCallback((change: Partial<Omit<F, "search">>) => write(change as Partial<F>, false), [write]);
  const clearFilters = useCallback(() => {
    typed.current = "";
    setSearchState("");
    write(defaults, false);
  }, [write, defaults]);

  const filters = useMemo(() => ({ ...fromUrl, search }), [fromUrl, search]);
  return { filters, setSearch, changeFilters, clearFilters };
}
