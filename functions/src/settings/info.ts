// POST /api/settings/info: the screen's checks on the server, the new logo's file check, and in one
// transaction the slug claim (unique across companies; the left slug keeps leading here for 90 days) and
// the fields, which replace the stored ones in companyInfos/{companyId} (the rules keep clients off it).
import {
  COLLECTIONS,
  IMAGE_HEADER_BYTES,
  INFO_FIELDS,
  addFieldError,
  hasFieldErrors,
  infoSettingsErrors,
  logoFileError,
  storedInfoSettings,
  type FieldErrors,
  type InfoSettings,
  type InfoSettingsAnswer,
  type LogoPictureError,
} from "@comanda/shared";
import type { AppDeps } from "../deps";
import { UPLOAD_FOLDER } from "../catalogue/uploadLink";
import { readSlugClaim, slugFreeFor, writeSlugClaims } from "../company/slugClaims";
import { validationError } from "../http/errors";
import * as logs from "../logs";
import { runTransaction } from "../transactions";

// The names createUploadLink gives uploads: a UUID and the type's extension, nothing else.
const UPLOAD_FILE = /^[A-Za-z0-9-]+\.(png|jpg)$/;

/**
 * Why a newly set logo cannot be kept, or null. It must be a logo uploaded for this company through the
 * upload link (purpose logo); anything else, another company's logo and any outside URL included, is
 * logo-not-found; then the file itself must be a square jpg or png of at least 527 px.
 */
async function logoError(deps: AppDeps, companyId: string, picture: string): Promise<LogoPictureError | null> {
  const fileName = deps.uploads.fileNameOf(picture);
  const folder = `companies/${companyId}/public/${UPLOAD_FOLDER.logo}/`;
  if (!fileName?.startsWith(folder) || !UPLOAD_FILE.test(fileName.slice(folder.length))) return "logo-not-found";
  return logoFileError(await deps.uploads.readStart(fileName, IMAGE_HEADER_BYTES));
}

export async function saveInfoSettings(deps: AppDeps, companyId: string, body: InfoSettings): Promise<InfoSettingsAnswer> {
  const found = infoSettingsErrors(body);
  if (hasFieldErrors(found)) throw validationError(found);
  const info = storedInfoSettings(body);
  const { db } = deps;
  const ref = db.collection(COLLECTIONS.companyInfos).doc(companyId);
  // A retried transaction must not read the logo again.
  let logoCheck: Promise<LogoPictureError | null> | undefined;
  let slugChanged = false;

  await runTransaction(db, async (tx) => {
    const now = deps.clock.now();
    const stored = (await tx.get(ref)).data() ?? {};
    const storedSlug = typeof stored.slug === "string" ? stored.slug : null;
    const fields: FieldErrors = {};
    slugChanged = info.slug !== storedSlug;
    // Reads first (a transaction reads nothing after its first write).
    const { free } = await slugFreeFor(tx, db, info.slug, companyId, now);
    const leftClaim = slugChanged && storedSlug !== null ? await readSlugClaim(tx, db, storedSlug) : null;
    if (!free) addFieldError(fields, "slug", "slug-taken");
    // A logo kept from the stored info passed when it was set (or predates the check).
    if (info.picture !== null && info.picture !== (stored.picture ?? null)) {
      logoCheck ??= logoError(deps, companyId, info.picture);
      const code = await logoCheck;
      if (code) addFieldError(fields, "picture", code);
    }
    if (hasFieldErrors(fields)) throw validationError(fields);
    // The current slug's claim is (re)written on every save: companies older than claims get theirs now.
    writeSlugClaims(tx, db, companyId, info.slug, slugChanged && storedSlug !== null ? { slug: storedSlug, claim: leftClaim } : null, now);
    tx.set(ref, { ...info, companyId }, { mergeFields: [...INFO_FIELDS, "companyId"] });
  });
  logs.companyInfoSaved(companyId, slugChanged);
  return { info };
}
