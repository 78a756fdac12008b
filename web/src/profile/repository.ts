// The profile's data: users/{uid} read live, edits and the picture through /api, password through Firebase Auth.
import { doc } from "firebase/firestore";
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from "firebase/auth";
import {
  apiPath,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TYPES,
  type DeleteAccountAnswer,
  type DeleteAccountRequest,
  type IntroVisibilityAnswer,
  type IntroVisibilityRequest,
  type MeAnswer,
  type MeRequest,
  type UploadLinkAnswer,
  type User,
} from "@comanda/shared";
import { ApiError, apiPost } from "../data/api";
import { uploadThroughLink } from "../data/upload";
import { auth } from "../data/firebase";
import { useLiveDoc, type Live } from "../data/live";

/** users/{uid}, live; a null uid stops listening. Unreadable (another company) reads as absent. */
export function useUserProfile(uid: string | null): Live<User | null> {
  return useLiveDoc<User>(uid ? (db) => doc(db, "users", uid) : null, [uid]);
}

export function saveProfile(profile: MeRequest): Promise<MeAnswer> {
  return apiPost<MeAnswer>(apiPath("me"), profile);
}

/** Uploads a new profile picture and answers the address to save as `picture` (failures: see uploadThroughLink). */
export function uploadProfilePicture(file: File): Promise<string> {
  return uploadThroughLink(file, {
    types: PROFILE_PICTURE_TYPES,
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    requestLink: (type) => apiPost<UploadLinkAnswer>(apiPath("createProfilePictureUploadLink"), { type }),
    passThrough: ["unauthenticated"],
  });
}

/** Confirms the current password with Firebase Auth, then sets the new one. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new ApiError("unauthenticated", 401);
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
}

/** Deletes the owner's company with all its data and users (server side). */
export async function deleteAccount(): Promise<void> {
  const body: DeleteAccountRequest = { confirm: true };
  await apiPost<DeleteAccountAnswer>(apiPath("deleteAccount"), body);
}

/** Shows the dashboard's start checklist again after it was hidden (POST /api/intro, owner only; every device). */
export function showIntroAgain(): Promise<IntroVisibilityAnswer> {
  return apiPost<IntroVisibilityAnswer>(apiPath("setIntroHidden"), { hidden: false } satisfies IntroVisibilityRequest);
}
