// The admin's routes, built from the shared route table and guarded as spec §2 says.
import { Suspense, lazy, type ReactNode } from "react";
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from "react-router-dom";
import { BASE_PATH, ROUTES, guard, isRedirect, type ScreenRoute } from "@comanda/shared";
import { useSession } from "../data/session";
import { SCREENS, BARE_SCREENS } from "./screens";
import { PageSpinner } from "../ui/PageSpinner";
import { RouteError } from "./RouteError";
import { useFullCatalogue } from "../i18n/language";
import { RouterNav } from "../auth/kit/routerNav";

const Shell = lazy(() => import("./shell/Shell"));

/** Applies the navigation guard to the current location before anything renders. */
function Guarded({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === "loading") return <PageSpinner />;
  const decision = guard(location.pathname, location.search, session.status === "signedIn" ? session.principal.permissions : null);
  // A refusal travels in the history state; the shell says it once (shell/useRefusalNotice).
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace state={decision.refused ? { refused: decision.refused } : undefined} />;
  return <>{children}</>;
}

/** Signed-in users see screens inside the shell (side menu); bare screens and anonymous users see them alone. */
function Frame({ route }: { route: ScreenRoute }) {
  const { session } = useSession();
  // Screens after login need the whole message catalogue; the bare ones make do with its core part.
  const catalogueReady = useFullCatalogue(!BARE_SCREENS.has(route.screen));
  const Screen = SCREENS[route.screen];
  if (!catalogueReady) return <PageSpinner />;
  const screen = (
    <Suspense fallback={<PageSpinner />}>
      <Screen />
    </Suspense>
  );
  if (session.status !== "signedIn" || BARE_SCREENS.has(route.screen)) return screen;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Shell>{screen}</Shell>
    </Suspense>
  );
}

function toRouteObject(route: (typeof ROUTES)[number]): RouteObject {
  const path = route.path === "/" ? "/" : route.path.slice(1);
  if (isRedirect(route)) return { path, element: <Guarded><Navigate to={route.redirectTo} replace /></Guarded> };
  return { path, element: <Guarded><Frame route={route} /></Guarded> };
}

export function createRouter() {
  return createBrowserRouter(
    [
      {
        path: "/",
        // The public pages navigate through their own small API (auth/kit/nav.tsx), here over this router.
        element: (
          <RouterNav>
            <Outlet />
          </RouterNav>
        ),
        errorElement: <RouteError />,
        children: [...ROUTES.map(toRouteObject), { path: "*", element: <Guarded><Navigate to="/" replace /></Guarded> }],
      },
    ],
    { basename: BASE_PATH },
  );
}
