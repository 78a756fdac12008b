// POST /api/create-profile-picture-uploadlink/: a one-time link to PUT the user's new profile picture.
import { randomUUID } from "node:crypto";
import { PROFILE_PICTURE_MAX_BYTES, type Principal, type ProfilePictureType, type UploadLinkAnswer } from "@comanda/shared";
import type { AppDeps } from "../deps";
import { apiError } from "../http/errors";
import * as logs from "../logs";

const EXTENSION: Record<ProfilePictureType, string> = { "image/jpeg": "jpg", "image/png": "png" };

export async function createProfilePictureUploadLink(
  deps: AppDeps,
  caller: Principal,
  type: ProfilePictureType,
  requestOrigin: string,
): Promise<UploadLinkAnswer> {
  const fileName = `users/${caller.uid}/profile/${randomUUID()}.${EXTENSION[type]}`;
  try {
    const link = await deps.uploads.createUploadLink({ fileName, contentType: type, maxBytes: PROFILE_PICTURE_MAX_BYTES, requestOrigin });
    logs.uploadLinkCreated(caller.uid, fileName);
    return { url: link.url, fileName, publicUrl: link.publicUrl };
  } catch (error) {
    logs.uploadLinkFailed(caller.uid, error);
    throw apiError("upload-link-failed");
  }
}
