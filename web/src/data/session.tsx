// The signed-in user and what they may do, from Firebase Auth and the token's custom claims.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { onIdTokenChanged, signOut, type User } from "firebase/auth";
import { principalFromClaims, type CompanyClaims, type Principal } from "@comanda/shared";
import { auth } from "./firebase";

export type Session =
  | { status: "loading"; user: null; principal: null }
  | { status: "anonymous"; user: null; principal: null }
  | {
      status: "signedIn";
      user: User;
      principal: Principal;
      /** The `session` claim of a QR-code login (its access right must still hold it); absent for the owner. */
      qrSession?: string;
    };

/** The session of a signed-in user from their token's claims. */
function signedIn(user: User, claims: Record<string, unknown>): Session {
  const qrSession = typeof claims.session === "string" ? claims.session : undefined;
  return { status: "signedIn", user, principal: principalFromClaims(user.uid, claims as CompanyClaims), ...(qrSession ? { qrSession } : {}) };
}

interface SessionContextValue {
  session: Session;
  /** Forces a fresh ID token, e.g. after the server changed the user's claims. */
  refreshClaims: () => Promise<void>;
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** A password account whose e-mail is not verified may not use the admin (spec §4); token logins have no e-mail. */
export function mustVerify(user: User): boolean {
  return !!user.email && !user.emailVerified && user.providerData.some((p) => p.providerId === "password");
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: "loading", user: null, principal: null });

  useEffect(
    () =>
      onIdTokenChanged(auth, async (user) => {
        if (!user || mustVerify(user)) {
          setSession({ status: "anonymous", user: null, principal: null });
          return;
        }
        const token = await user.getIdTokenResult();
        setSession(signedIn(user, token.claims));
      }),
    [],
  );

  const refreshClaims = useCallback(async () => {
    const user = auth.currentUser;
    if (!user) return;
    await user.getIdToken(true);
    const token = await user.getIdTokenResult();
    setSession(signedIn(user, token.claims));
  }, []);

  const logout = useCallback(() => signOut(auth), []);

  const value = useMemo(() => ({ session, refreshClaims, logout }), [session, refreshClaims, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error("useSession must be used inside SessionProvider");
  return ctx;
}

/** The signed-in principal; only for screens behind the guard. */
export function usePrincipal(): Principal {
  const { session } = useSession();
  if (session.status !== "signedIn") throw new Error("usePrincipal needs a signed-in user");
  return session.principal;
}
