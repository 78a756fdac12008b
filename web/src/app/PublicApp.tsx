// The public pages on their own: what the login page loads before its form is usable (no antd, no
// react-router, no route table screens, no Firestore, no shell). Any other location, or a guard decision
// other than "allow" (a user who has just signed in on the login page), hands over to the signed-in admin,
// which applies the guard.
import { useEffect, type ComponentType } from "react";
import { BASE_PATH, type ScreenId } from "@comanda/shared";
import { useSession } from "../data/session";
import LoginView from "../auth/views/LoginView";
import TokenLoginView from "../auth/views/TokenLoginView";
import ForgotPasswordView from "../auth/views/ForgotPasswordView";
import ResetPasswordView from "../auth/views/ResetPasswordView";
import RegistrationView from "../auth/views/RegistrationView";
import { PageSpinner } from "../auth/kit";
import { BrowserNav, useLocation } from "../auth/kit/nav";
import { publicScreenAt, showsPublicPage } from "./entrance";

const PUBLIC_SCREENS: Partial<Record<ScreenId, ComponentType>> = {
  login: LoginView,
  tokenLogin: TokenLoginView,
  forgotPassword: ForgotPasswordView,
  resetPassword: ResetPasswordView,
  registration: RegistrationView,
};

/** Hands over to the signed-in admin as soon as this location is not the public pages' to show. */
function Pages({ onLeave }: { onLeave: () => void }) {
  const { session } = useSession();
  const location = useLocation();
  const screen = publicScreenAt(location.pathname);
  const Screen = screen ? PUBLIC_SCREENS[screen] : undefined;
  const stays = !!Screen && showsPublicPage(location.pathname, location.search, session);
  useEffect(() => {
    if (!stays) onLeave();
  }, [stays, onLeave]);
  // A new page starts with a new component, as a route change does.
  return stays && Screen ? <Screen key={location.pathname} /> : <PageSpinner />;
}

/** `redirectTo`: where the navigation guard sends this visit first (a signed-out visitor of another page: login). */
export function PublicApp({ onLeave, redirectTo }: { onLeave: () => void; redirectTo?: string }) {
  return (
    <BrowserNav basename={BASE_PATH} redirectTo={redirectTo}>
      <Pages onLeave={onLeave} />
    </BrowserNav>
  );
}
