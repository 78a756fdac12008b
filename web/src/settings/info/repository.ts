// The /settings/info calls: the save (POST /api/settings/info) and the logo upload through a one-time link.
// Read the info live with useCompany().info (companyInfos/{companyId}; the rules keep clients from writing it).
import {
  PRODUCT_PHOTO_MAX_BYTES,
  PRODUCT_PHOTO_TYPES,
  apiPath,
  type CreateUploadLinkRequest,
  type InfoSettings,
  type InfoSettingsAnswer,
  type ProductPhotoType,
  type UploadLinkAnswer,
} from "@comanda/shared";
import { apiPost } from "../../data/api";
import { uploadThroughLink } from "../../data/upload";

/** Refusals are ApiError `validation` with field errors (slug-taken, slug-reserved, logo-*, …). */
export function saveInfoSettings(info: InfoSettings): Promise<InfoSettingsAnswer> {
  return apiPost<InfoSettingsAnswer>(apiPath("saveInfoSettings"), info);
}

/** Uploads a logo (already checked in the browser) and answers the address to save as `picture`. */
export function uploadLogo(file: File): Promise<string> {
  return uploadThroughLink(file, {
    types: PRODUCT_PHOTO_TYPES,
    maxBytes: PRODUCT_PHOTO_MAX_BYTES,
    requestLink: (type) => apiPost<UploadLinkAnswer>(apiPath("createUploadLink"), { type: type as ProductPhotoType, purpose: "logo" } satisfies CreateUploadLinkRequest),
    passThrough: ["unauthenticated", "forbidden"],
  });
}
