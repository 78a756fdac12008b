// The public pages' navigation (nav.tsx) over react-router: for these pages inside the signed-in admin's
// data router, and in tests (memory router).
import { useMemo, type ReactNode } from "react";
import { useHref, useLocation, useNavigate } from "react-router-dom";
import { NavProvider, type Nav } from "./nav";

export function RouterNav({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const base = useHref("/").replace(/\/$/, "");
  const nav = useMemo<Nav>(
    () => ({
      location: { pathname: location.pathname, search: location.search, state: location.state as unknown },
      href: (to) => base + to,
      navigate: (to, options) => void navigate(to, options),
    }),
    [location.pathname, location.search, location.state, base, navigate],
  );
  return <NavProvider value={nav}>{children}</NavProvider>;
}
