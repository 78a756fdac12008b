// POST /api/create-uploadlink/: a one-time link to PUT a product photo into the company's public folder.
import { randomUUID } from "node:crypto";
import {
  PRODUCT_PHOTO_MAX_BYTES,
  hasAnyPermission,
  type CreateUploadLinkRequest,
  type Principal,
  type ProductPhotoType,
  type UploadLinkAnswer,
} from "@comanda/shared";
import type { AppDeps } from "../deps";
import { apiError } from "../http/errors";
import * as logs from "../logs";

const EXTENSION: Record<ProductPhotoType, string> = { "image/jpeg": "jpg", "image/png": "png" };

export async function createUploadLink(deps: AppDeps, caller: Principal, body: CreateUploadLinkRequest, requestOrigin: string): Promise<UploadLinkAnswer> {
  // The route lets `content` in for its own purposes; a product photo is the catalogue's.
  if (body.purpose === "product-photo" && !hasAnyPermission(caller.permissions, ["products"])) throw apiError("forbidden");
  // storage.rules let anyone read companies/{companyId}/public/**: the shop shows these photos.
  const fileName = `companies/${caller.companyId}/public/products/${randomUUID()}.${EXTENSION[body.type]}`;
  try {
    const link = await deps.uploads.createUploadLink({ fileName, contentType: body.type, maxBytes: PRODUCT_PHOTO_MAX_BYTES, requestOrigin });
    logs.uploadLinkCreated(caller.uid, fileName);
    return { url: link.url, fileName, publicUrl: link.publicUrl };
  } catch (error) {
    logs.uploadLinkFailed(caller.uid, error);
    throw apiError("upload-link-failed");
  }
}
