// Setting a user's custom claims, with the signal the admin listens to so it refreshes the user's token.
import { COLLECTIONS, type CompanyClaims } from "@comanda/shared";
import type { AppDeps } from "../deps";

/**
 * Sets the claims and stamps users/{uid}.claimsUpdatedAt: a signed-in admin sees the stamp change and
 * fetches a fresh ID token, so new permissions apply without logging out.
 */
export async function setUserClaims(deps: AppDeps, uid: string, claims: CompanyClaims): Promise<void> {
  await deps.auth.setCustomUserClaims(uid, claims as Record<string, unknown>);
  await deps.db.collection(COLLECTIONS.users).doc(uid).set({ claimsUpdatedAt: deps.clock.now().toISOString() }, { merge: true });
}
