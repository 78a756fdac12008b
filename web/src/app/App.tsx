// The admin's root: the interface language and the session, then the public pages (light, first) or the
// signed-in admin (loaded on demand). Once the signed-in admin is loaded it shows every location, the
// public pages included, as before.
import { lazy, Suspense, useCallback, useState } from "react";
import { BASE_PATH, guard } from "@comanda/shared";
import { LanguageProvider } from "../i18n/language";
import { SessionProvider, useSession } from "../data/session";
import { PageSpinner } from "../auth/kit";
import { publicScreenAt, showsPublicPage } from "./entrance";
import { PublicApp } from "./PublicApp";

const loadSignedInApp = () => import("./SignedInApp");
const SignedInApp = lazy(loadSignedInApp);

/** The location relative to the admin's base path. */
function here(): { path: string; search: string } {
  const { pathname, search } = window.location;
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || "/" : pathname;
  return { path, search };
}

// Opening any other page than a public one: the signed-in admin starts loading while the session is read.
if (typeof window !== "undefined" && !publicScreenAt(here().path)) void loadSignedInApp();

function Entrance() {
  const { session } = useSession();
  const [signedInApp, setSignedInApp] = useState(false);
  const leavePublic = useCallback(() => setSignedInApp(true), []);
  if (session.status === "loading") return <PageSpinner />;
  const { path, search } = here();
  if (!signedInApp && showsPublicPage(path, search, session)) return <PublicApp onLeave={leavePublic} />;
  // A signed-out visitor of another page goes where the guard sends them (login, keeping the wanted page in
  // ?redirect=), without loading the signed-in admin first; signing in then hands over to it.
  const decision = !signedInApp && session.status === "anonymous" ? guard(path, search, null) : null;
  if (decision?.kind === "redirect" && !decision.refused) {
    const [to, query = ""] = decision.to.split("?");
    if (showsPublicPage(to!, query ? `?${query}` : "", session)) return <PublicApp onLeave={leavePublic} redirectTo={decision.to} />;
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <SignedInApp />
    </Suspense>
  );
}

export function App() {
  return (
    <LanguageProvider>
      <SessionProvider>
        <Entrance />
      </SessionProvider>
    </LanguageProvider>
  );
}
