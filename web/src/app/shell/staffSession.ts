// Ends a QR-code login at once when its access right is deleted or its code replaced: the signed-in shell
// watches the staff member's own access right (accounts/{uid}) and signs out when it is gone, holds another
// session, or can no longer be read (the rules refuse an ended session): every live listener stops at once,
// the screen shows nothing more, and the login page says the access was withdrawn.
import { useEffect } from "react";
import { doc, setDoc } from "firebase/firestore";
import { useNavigate } from "react-router-dom";
import type { AccountData } from "@comanda/shared";
import { endAllLive, useLiveDoc, type Live } from "../../data/live";
import { getDb } from "../../data/firebase";
import { useSession } from "../../data/session";
import { ACCESS_WITHDRAWN_STATE, markAccessWithdrawn } from "../../auth/accessWithdrawn";

/** A QR-code login tells its owner it is in use this often while the admin is open and visible. */
export const ACTIVITY_INTERVAL_MS = 5 * 60_000;

/** Writes the staff member's activity/{uid} (lastTimeOnline): the access rights list shows it as last activity. */
export async function recordActivity(uid: string, now: Date = new Date()): Promise<void> {
  await setDoc(doc(await getDb(), "activity", uid), { lastTimeOnline: now.toISOString() });
}

/** While `uid` is set: records activity now, every ACTIVITY_INTERVAL_MS while the page is visible, and on coming back to it. */
export function useActivityHeartbeat(uid: string | null, record: (uid: string) => Promise<void> = recordActivity): void {
  useEffect(() => {
    if (!uid) return;
    let last = 0;
    const beat = () => {
      if (document.visibilityState !== "visible" || Date.now() - last < ACTIVITY_INTERVAL_MS / 2) return;
      last = Date.now();
      // A missed beat only makes "last activity" older; it never interrupts the work.
      record(uid).catch(() => undefined);
    };
    beat();
    const timer = window.setInterval(beat, ACTIVITY_INTERVAL_MS);
    document.addEventListener("visibilitychange", beat);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", beat);
    };
  }, [uid, record]);
}

/** Whether the watched access right says the session of `claim` has ended; nothing is decided while loading. */
export function staffSessionEnded(claim: string, account: Live<Pick<AccountData, "session"> | null>): boolean {
  if (account.loading) return false;
  // The rules refuse every read of an ended session; other errors (offline) say nothing about it.
  if (account.error) return account.error === "permission-denied";
  return !account.data || account.data.session !== claim;
}

/** Live read of the staff member's own access right; null stops listening. */
function useOwnAccount(uid: string | null): Live<Pick<AccountData, "session"> | null> {
  // Once it has been read, a refusal means the session ended: no retry may keep the screen open seconds longer.
  return useLiveDoc<Pick<AccountData, "session">>(uid ? (db) => doc(db, "accounts", uid) : null, [uid], { refusalAfterDataIsFinal: true });
}

/**
 * Signs a QR-code login out (to /login, saying why) as soon as its session ends; the owner's login is not
 * watched. Answers whether it ended, so the shell stops showing the screen at once.
 */
export function useStaffSessionWatch(): boolean {
  const { session, logout } = useSession();
  const navigate = useNavigate();
  const claim = session.status === "signedIn" ? (session.qrSession ?? null) : null;
  const uid = claim !== null && session.status === "signedIn" ? session.user.uid : null;
  const account = useOwnAccount(uid);
  const ended = claim !== null && staffSessionEnded(claim, account);
  useActivityHeartbeat(ended ? null : uid);
  useEffect(() => {
    if (!ended) return;
    endAllLive();
    markAccessWithdrawn();
    void logout().then(() => navigate("/login", { replace: true, state: ACCESS_WITHDRAWN_STATE }));
  }, [ended, logout, navigate]);
  return ended;
}
