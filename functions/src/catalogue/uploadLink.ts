// POST /api/create-uploadlink/: a one-time link to PUT a product photo or the company logo into the company's public folder.
import { randomUUID } from "node:crypto";
import {
  PRODUCT_PHOTO_MAX_BYTES,
  hasAnyPermission,
  type CreateUploadLinkRequest,
  type Permission,
  type Principal,
  type ProductPhotoType,
  type UploadLinkAnswer,
  type UploadPurpose,
} from "@comanda/shared";
import type { AppDeps } from "../deps";
import { apiError } from "../http/errors";
import * as logs from "../logs";

const EXTENSION: Record<ProductPhotoType, string> = { "image/jpeg": "jpg", "image/png": "png" };
const PURPOSE_PERMISSION: Record<UploadPurpose, Permission> = { "product-photo": "products", logo: "settings", "content-picture": "content" };
/** The folder of each purpose under companies/{companyId}/public/: the saves accept only files from their own. */
export const UPLOAD_FOLDER: Record<UploadPurpose, string> = { "product-photo": "products", logo: "logo", "content-picture": "content" };

export async function createUploadLink(deps: AppDeps, caller: Principal, body: CreateUploadLinkRequest, requestOrigin: string): Promise<UploadLinkAnswer> {
  // The route lets `content` and `settings` in for their own purposes; a product photo is the catalogue's,
  // the company logo (/settings/info) the settings', a page's or story's picture the content's.
  if (!hasAnyPermission(caller.permissions, [PURPOSE_PERMISSION[body.purpose]])) throw apiError("forbidden");
  // storage.rules let anyone read companies/{companyId}/public/**: the shop shows these photos.
  const fileName = `companies/${caller.companyId}/public/${UPLOAD_FOLDER[body.purpose]}/${randomUUID()}.${EXTENSION[body.type]}`;
  try {
    const link = await deps.uploads.createUploadLink({ fileName, contentType: body.type, maxBytes: PRODUCT_PHOTO_MAX_BYTES, requestOrigin });
    logs.uploadLinkCreated(caller.uid, fileName);
    return { url: link.url, fileName, publicUrl: link.publicUrl };
  } catch (error) {
    logs.uploadLinkFailed(caller.uid, error);
    throw apiError("upload-link-failed");
  }
}
