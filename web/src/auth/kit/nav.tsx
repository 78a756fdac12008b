// Navigation for the public pages without react-router (its code is 30 kB gzip of the login page's budget):
// Link, Navigate, useNavigate, useLocation and useSearchParams with react-router's signatures, over a context
// that BrowserNav fills from the browser's history (the public pages alone) and RouterNav (routerNav.tsx)
// from react-router (the same pages inside the signed-in admin, and in tests).
import { createContext, useContext, useEffect, useMemo, useState, type CSSProperties, type MouseEvent, type ReactNode } from "react";

export interface NavLocation {
  pathname: string;
  search: string;
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Nav {
  location: NavLocation;
  /** `to` is a path inside the admin ("/login?redirect=…"), or "?…" for the current path. */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** The address of a path inside the admin (with the base path). */
  href: (to: string) => string;
}

const NavContext = createContext<Nav | null>(null);

export function NavProvider({ value, children }: { value: Nav; children: ReactNode }) {
  return <NavContext.Provider value={value}>{children}</NavContext.Provider>;
}

function useNav(): Nav {
  const nav = useContext(NavContext);
  if (!nav) throw new Error("the public pages need BrowserNav or RouterNav around them");
  return nav;
}

export const useLocation = (): NavLocation => useNav().location;
export const useNavigate = (): Nav["navigate"] => useNav().navigate;

type SearchInit = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { location, navigate } = useNav();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = (next: SearchInit, options?: NavigateOptions) => {
    const search = (typeof next === "function" ? next(new URLSearchParams(location.search)) : next).toString();
    navigate(`${location.pathname}${search ? `?${search}` : ""}`, options);
  };
  return [params, set];
}

export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const { navigate } = useNav();
  // Once, when shown (as react-router's Navigate): the navigation changes the location, and so `navigate`.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => navigate(to, { replace, state }), []);
  return null;
}

export interface LinkProps {
  to: string;
  target?: string;
  rel?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export function Link({ to, target, rel, style, children }: LinkProps) {
  const { navigate, href } = useNav();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A plain left click stays in the page; a new tab, a modified click or a target is the browser's.
    if (event.defaultPrevented || event.button !== 0 || target || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  }
  return (
    <a href={href(to)} target={target} rel={rel} style={style} onClick={onClick}>
      {children}
    </a>
  );
}

// ---- The browser's history, for the public pages alone ------------------------------------------------------

/** The entry react-router keeps in history.state ({ usr, key, idx }), so that it reads the same state later. */
interface HistoryEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const entry = (): HistoryEntry => (window.history.state ?? {}) as HistoryEntry;

function read(basename: string): NavLocation {
  const { pathname, search } = window.location;
  const path = pathname.startsWith(basename) ? pathname.slice(basename.length) || "/" : pathname;
  return { pathname: path, search, state: entry().usr ?? null };
}

function replace(basename: string, to: string, state: unknown = null) {
  window.history.replaceState({ usr: state, key: Math.random().toString(36).slice(2, 10), idx: entry().idx ?? 0 } satisfies HistoryEntry, "", basename + to);
}

/** The public pages over the browser's history; `redirectTo` replaces the address first (the guard's redirect). */
export function BrowserNav({ basename, redirectTo, children }: { basename: string; redirectTo?: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => {
    // Idempotent: once replaced, the address is already there.
    if (redirectTo !== undefined && read(basename).pathname + read(basename).search !== redirectTo) replace(basename, redirectTo);
    return read(basename);
  });
  useEffect(() => {
    const onPop = () => setLocation(read(basename));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [basename]);
  const nav = useMemo<Nav>(
    () => ({
      location,
      href: (to) => basename + to,
      navigate: (to, options = {}) => {
        const target = to.startsWith("?") ? `${read(basename).pathname}${to}` : to;
        if (options.replace) replace(basename, target, options.state ?? null);
        else window.history.pushState({ usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10), idx: (entry().idx ?? 0) + 1 } satisfies HistoryEntry, "", basename + target);
        setLocation(read(basename));
      },
    }),
    [location, basename],
  );
  return <NavProvider value={nav}>{children}</NavProvider>;
}
