// A list screen's filters kept in the URL query, so back/forward and reload keep them. The search box keeps
// its own text and writes it to the URL once typing pauses: a navigation re-renders the whole shell, too
// slow to do on every keystroke over thousands of rows. Each list brings how its filters read from and write
// to the query (a module-level constant, so the hook's callbacks stay stable).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";

export const SEARCH_URL_DELAY_MS = 300;

export interface UrlFilterFormat<F extends { search: string }> {
  read: (params: URLSearchParams) => F;
  /** The query with `filters` written in, keeping `current`'s other parameters. */
  write: (filters: F, current: URLSearchParams) => URLSearchParams;
  /** What "clear filters" goes back to. */
  cleared: F;
}

export interface UrlFilters<F extends { search: string }> {
  /** The filters in force: the URL's, with the search box's current text. */
  filters: F;
  setSearch: (text: string) => void;
  /** Every other choice adds a history entry, so Back undoes it. */
  changeFilters: (change: Partial<Omit<F, "search">>) => void;
  clearFilters: () => void;
}

export function useUrlFilters<F extends { search: string }>(format: UrlFilterFormat<F>): UrlFilters<F> {
  const { read, write: writeQuery, cleared } = format;
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => read(params), [read, params]);
  const [search, setSearchState] = useState(fromUrl.search);
  const typed = useRef(fromUrl.search);
  // The search text last written to (or read from) the URL: a different one in the URL came from elsewhere.
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
    (change: Partial<F>, replace: boolean) => {
      clearTimeout(timer.current);
      const next = { search: typed.current, ...change };
      written.current = next.search;
      setParams((current) => writeQuery({ ...read(current), ...next }, current), { replace });
    },
    [read, writeQuery, setParams],
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
    write(cleared, false);
  }, [write, cleared]);

  const filters = useMemo(() => ({ ...fromUrl, search }), [fromUrl, search]);
  return { filters, setSearch, changeFilters, clearFilters };
}
