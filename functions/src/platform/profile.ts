// POST /api/me: the signed-in user's own profile (users/{uid}) and their Auth display name and photo.
import { COLLECTIONS, type MeAnswer, type MeRequest, type Principal } from "@comanda/shared";
import type { AppDeps } from "../deps";
import * as logs from "../logs";

export async function updateProfile(deps: AppDeps, caller: Principal, input: MeRequest): Promise<MeAnswer> {
  const ref = deps.db.collection(COLLECTIONS.users).doc(caller.uid);
  const name = input.name.trim();
  const changes: Record<string, unknown> = { companyId: caller.companyId, name, displayName: name, updatedAt: deps.clock.now().toISOString() };
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.picture !== undefined) changes.picture = input.picture;
  await ref.set(changes, { merge: true });
  await deps.auth.updateUser(caller.uid, input.picture === undefined ? { displayName: name } : { displayName: name, photoURL: input.picture });
  const stored = (await ref.get()).data() ?? {};
  logs.profileUpdated(caller.uid);
  return {
    uid: caller.uid,
    name,
    bio: typeof stored.bio === "string" ? stored.bio : null,
    picture: typeof stored.picture === "string" ? stored.picture : null,
  };
}
