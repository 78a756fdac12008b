// Which of the admin's two parts shows a location: the public pages (login, registration, password, QR
// login), which load without antd, the route table or Firestore, or the signed-in admin (shell and screens).
import { guard, isRedirect, matchRoute, type ScreenId } from "@comanda/shared";
import type { Session } from "../data/session";

/** Screens that show without the side menu (the shell) even for a signed-in user: the public pages. */
export const BARE_SCREENS: ReadonlySet<ScreenId> = new Set(["login", "tokenLogin", "forgotPassword", "resetPassword", "registration"]);

/** The public page at `path` (relative to the admin's base path), if it is one. */
export function publicScreenAt(path: string): ScreenId | null {
  const route = matchRoute(path);
  return route && !isRedirect(route) && BARE_SCREENS.has(route.screen) ? route.screen : null;
}

/**
 * Whether the public pages show this location to this session: a public page the navigation guard allows
 * (a signed-in user opening login is sent on by the signed-in admin, which applies the guard's redirect).
 */
export function showsPublicPage(path: string, search: string, session: Session): boolean {
  if (session.status === "loading" || !publicScreenAt(path)) return false;
  return guard(path, search, session.status === "signedIn" ? session.principal.permissions : null).kind === "allow";
}
