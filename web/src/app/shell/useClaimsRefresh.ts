// Applies permission changes without a new login: the server stamps users/{uid}.claimsUpdatedAt each
// time it changes a user's claims, and the admin fetches a fresh token with the new claims.
import { useEffect, useRef } from "react";
import { useSession } from "../../data/session";
import { useUserProfile } from "../../profile/repository";

/** True when the claims changed after the token was issued (both ISO or RFC dates). */
export function claimsAreStale(claimsUpdatedAt: string | undefined, tokenIssuedAt: string): boolean {
  if (!claimsUpdatedAt) return false;
  const changed = Date.parse(claimsUpdatedAt);
  const issued = Date.parse(tokenIssuedAt);
  return Number.isFinite(changed) && Number.isFinite(issued) && changed > issued;
}

/**
 * Whether a stamp calls for a fresh token. The first stamp the admin sees is compared with the token's
 * issue time (the change may have happened while the admin was closed); any later change of the stamp
 * seen while the admin is open refreshes at once, whatever the clocks say (token times have whole seconds).
 */
export function claimsNeedRefresh(seen: { stamp: string | undefined } | null, stamp: string | undefined, tokenIssuedAt: string): boolean {
  if (seen === null) return claimsAreStale(stamp, tokenIssuedAt);
  return !!stamp && stamp !== seen.stamp;
}

export function useClaimsRefresh(): void {
  const { session, refreshClaims } = useSession();
  const user = session.status === "signedIn" ? session.user : null;
  const profile = useUserProfile(user?.uid ?? null);
  const loaded = !!user && !profile.loading && !profile.error;
  const stamp = profile.data?.claimsUpdatedAt;
  const seen = useRef<{ uid: string; stamp: string | undefined } | null>(null);
  useEffect(() => {
    if (!user || !loaded) return;
    const previous = seen.current?.uid === user.uid ? seen.current : null;
    seen.current = { uid: user.uid, stamp };
    if (!stamp || (previous !== null && previous.stamp === stamp)) return;
    if (previous !== null) {
      void refreshClaims();
      return;
    }
    // The first stamp seen: only a change after the token was issued calls for a fresh one.
    let cancelled = false;
    void user.getIdTokenResult().then((token) => {
      if (!cancelled && claimsNeedRefresh(null, stamp, token.issuedAtTime)) void refreshClaims();
    });
    return () => {
      cancelled = true;
    };
  }, [user, loaded, stamp, refreshClaims]);
}
