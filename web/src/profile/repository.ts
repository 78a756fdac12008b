// The profile's data: users/{uid} read live, edits and the picture through /api, password through Firebase Auth.
import { doc } from "firebase/firestore";
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from "firebase/auth";
import {
  apiPath,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TYPES,
  type DeleteAccountAnswer,
  type DeleteAccountRequest,
  type MeAnswer,
  type MeRequest,
  type ProfilePictureType,
  type UploadLinkAnswer,
  type User,
} from "@comanda/shared";
import { ApiError, apiPost } from "../data/api";
import { auth } from "../data/firebase";
import { useLiveDoc, type Live } from "../data/live";

/** users/{uid}, live; a null uid stops listening. Unreadable (another company) reads as absent. */
export function useUserProfile(uid: string | null): Live<User | null> {
  return useLiveDoc<User>(uid ? (db) => doc(db, "users", uid) : null, [uid]);
}

export function saveProfile(profile: MeRequest): Promise<MeAnswer> {
  return apiPost<MeAnswer>(apiPath("me"), profile);
}

function isPictureType(type: string): type is ProfilePictureType {
  return (PROFILE_PICTURE_TYPES as readonly string[]).includes(type);
}

/**
 * Uploads a new profile picture: asks for a one-time link, PUTs the file there with its content type,
 * and answers the address to save as `picture`. Failures are 'upload-link-failed' or 'upload-failed'.
 */
export async function uploadProfilePicture(file: File): Promise<string> {
  if (!isPictureType(file.type)) throw new ApiError("unsupported-media-type", 415);
  if (file.size > PROFILE_PICTURE_MAX_BYTES) throw new ApiError("payload-too-large", 413);
  let link: UploadLinkAnswer;
  try {
    link = await apiPost<UploadLinkAnswer>(apiPath("createProfilePictureUploadLink"), { type: file.type });
  } catch (error) {
    if (error instanceof ApiError && error.code === "unauthenticated") throw error;
    throw new ApiError("upload-link-failed", error instanceof ApiError ? error.status : 0);
  }
  let res: Response;
  try {
    res = await fetch(link.url, { method: "PUT", headers: { "Content-Type": file.type }, body: file });
  } catch {
    throw new ApiError("upload-failed", 0);
  }
  if (!res.ok) throw new ApiError("upload-failed", res.status);
  return link.publicUrl;
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
