// Applies permission changes without a new login: when the server stamps users/{uid}.claimsUpdatedAt
// later than the current ID token was issued, the admin fetches a fresh token with the new claims.
import { useEffect } from "react";
import { useSession } from "../session";
import { useUserProfile } from "../../profile/repository";

/** True when the claims changed after the token was issued (both ISO or RFC dates). */
export function claimsAreStale(claimsUpdatedAt: string | undefined, tokenIssuedAt: string): boolean {
  if (!claimsUpdatedAt) return false;
  const changed = Date.parse(claimsUpdatedAt);
  const issued = Date.parse(tokenIssuedAt);
  return Number.isFinite(changed) && Number.isFinite(issued) && changed > issued;
}

export function useClaimsRefresh(): void {
  const { session, refreshClaims } = useSession();
  const user = session.status === "signedIn" ? session.user : null;
  const profile = useUserProfile(user?.uid ?? null);
  const stamp = profile.data?.claimsUpdatedAt;
  useEffect(() => {
    if (!user || !stamp) return;
    let cancelled = false;
    void user.getIdTokenResult().then((token) => {
      if (!cancelled && claimsAreStale(stamp, token.issuedAtTime)) void refreshClaims();
    });
    return () => {
      cancelled = true;
    };
  }, [user, stamp, refreshClaims]);
}
