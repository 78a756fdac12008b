// Ends a QR-code login at once when its access right is deleted or its code replaced: the signed-in shell
// watches the staff member's own access right (accounts/{uid}) and signs out when it is gone, holds another
// session, or can no longer be read (the rules refuse an ended session), then goes to the login page.
import { useEffect } from "react";
import { doc } from "firebase/firestore";
import { useNavigate } from "react-router-dom";
import type { AccountData } from "@comanda/shared";
import { useLiveDoc, type Live } from "../../data/live";
import { useSession } from "../../data/session";

/** Whether the watched access right says the session of `claim` has ended; nothing is decided while loading. */
export function staffSessionEnded(claim: string, account: Live<Pick<AccountData, "session"> | null>): boolean {
  if (account.loading) return false;
  // The rules refuse every read of an ended session; other errors (offline) say nothing about it.
  if (account.error) return account.error === "permission-denied";
  return !account.data || account.data.session !== claim;
}

/** Live read of the staff member's own access right; null stops listening. */
function useOwnAccount(uid: string | null): Live<Pick<AccountData, "session"> | null> {
  return useLiveDoc<Pick<AccountData, "session">>(uid ? (db) => doc(db, "accounts", uid) : null, [uid]);
}

/** Signs a QR-code login out (to /login) as soon as its session ends; the owner's login is not watched. */
export function useStaffSessionWatch(): void {
  const { session, logout } = useSession();
  const navigate = useNavigate();
  const claim = session.status === "signedIn" ? (session.qrSession ?? null) : null;
  const uid = claim !== null && session.status === "signedIn" ? session.user.uid : null;
  const account = useOwnAccount(uid);
  const ended = claim !== null && staffSessionEnded(claim, account);
  useEffect(() => {
    if (!ended) return;
    void logout().then(() => navigate("/login", { replace: true }));
  }, [ended, logout, navigate]);
}
