// A company's pages and stories (spec §3 Page and Story, §7 POST /api/pages/{id?}, POST /api/stories/{id?};
// issue 23), saved and deleted through /api only. The server owns the company, the order of a new entry and
// the stored HTML, which it renders from the editor's document: nothing the browser writes reaches the shop.
import type { Firestore } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  CONTENT_LIMITS,
  IMAGE_HEADER_BYTES,
  addFieldError,
  hasFieldErrors,
  nextSortOrder,
  productPhotoFileError,
  renderRichText,
  richTextHasText,
  richTextSizeError,
  type ContentEntryAnswer,
  type ContentEntryData,
  type ContentKind,
  type FieldErrors,
  type LanguageCode,
  type LocalizedText,
  type ProductPictureError,
  type RichTextDoc,
  type SaveContentRequest,
} from "@comanda/shared";
import type { AppDeps } from "../deps";
import { UPLOAD_FOLDER } from "../catalogue/uploadLink";
import { apiError, validationError } from "../http/errors";
import * as logs from "../logs";
import { runTransaction } from "../transactions";

export type ContentDeps = Pick<AppDeps, "db" | "uploads">;

const COLLECTION_OF: Record<ContentKind, string> = { page: COLLECTIONS.pages, story: COLLECTIONS.stories };

export const contentRef = (db: Firestore, kind: ContentKind, id: string) => db.collection(COLLECTION_OF[kind]).doc(id);

// The names createUploadLink gives uploads: a UUID and the type's extension, nothing else.
const UPLOAD_FILE = /^[A-Za-z0-9-]+\.(png|jpg)$/;

/**
 * Why a newly set picture cannot be kept, or null: it must be uploaded for this company through an upload link
 * of purpose content-picture (anything else, another company's picture and any outside URL included, is
 * photo-not-found), then be a photo as a product's is (square jpg or png, 720–1240 px a side).
 */
async function pictureError(deps: ContentDeps, companyId: string, picture: string): Promise<ProductPictureError | null> {
  const fileName = deps.uploads.fileNameOf(picture);
  const folder = `companies/${companyId}/public/${UPLOAD_FOLDER["content-picture"]}/`;
  if (!fileName?.startsWith(folder) || !UPLOAD_FILE.test(fileName.slice(folder.length))) return "photo-not-found";
  return productPhotoFileError(await deps.uploads.readStart(fileName, IMAGE_HEADER_BYTES));
}

/** The body's texts as stored: titles trimmed and content rendered, blank languages dropped; or its field errors. */
export function contentFields(body: SaveContentRequest): { fields: FieldErrors; title: LocalizedText; content: LocalizedText } {
  const fields: FieldErrors = {};
  const title: LocalizedText = {};
  for (const [language, text] of Object.entries(body.title) as [LanguageCode, string][]) if (text.trim()) title[language] = text.trim();
  if (Object.keys(title).length === 0) addFieldError(fields, "title", "required");
  const content: LocalizedText = {};
  for (const [language, doc] of Object.entries(body.content) as [LanguageCode, RichTextDoc][]) {
    const tooBig = richTextSizeError(doc);
    if (tooBig) addFieldError(fields, `content.${language}`, tooBig);
    else if (richTextHasText(doc)) content[language] = renderRichText(doc);
  }
  const bytes = Object.values(content).reduce((sum, html) => sum + Buffer.byteLength(html, "utf8"), 0);
  if (bytes > CONTENT_LIMITS.storedBytes) addFieldError(fields, "content", "rich-text-too-long");
  return { fields, title, content };
}

/** Creates (no id) or replaces (id) a page or story of the company and answers it as stored. */
export async function saveContent(deps: ContentDeps, kind: ContentKind, companyId: string, id: string | undefined, body: SaveContentRequest): Promise<ContentEntryAnswer> {
  const { db } = deps;
  const { fields, title, content } = contentFields(body);
  const collection = db.collection(COLLECTION_OF[kind]);
  const ref = id === undefined ? collection.doc() : collection.doc(id);
  const picture = body.picture ?? null;
  // A retried transaction must not read the picture again.
  let pictureCheck: Promise<ProductPictureError | null> | undefined;

  const saved = await runTransaction(db, async (tx) => {
    let sortOrder: number;
    let storedPicture: string | null = null;
    if (id !== undefined) {
      const stored = (await tx.get(ref)).data() as ContentEntryData | undefined;
      // Another company's entry is answered like a missing one: ids of other tenants are not revealed.
      if (!stored || stored.companyId !== companyId) throw apiError("not-found");
      sortOrder = stored.sortOrder;
      storedPicture = stored.picture ?? null;
    } else {
      const last = await tx.get(collection.where("companyId", "==", companyId).orderBy("sortOrder", "desc").limit(1));
      sortOrder = nextSortOrder(last.docs.map((d) => d.get("sortOrder") as number));
    }
    const errors: FieldErrors = { ...fields };
    // A picture kept from the stored entry passed when it was set (or predates the check).
    if (picture !== null && picture !== storedPicture) {
      pictureCheck ??= pictureError(deps, companyId, picture);
      const code = await pictureCheck;
      if (code) addFieldError(errors, "picture", code);
    }
    if (hasFieldErrors(errors)) throw validationError(errors);
    const entry: ContentEntryData = { companyId, name: body.name.trim(), picture, sortOrder, title, content, showInNavigation: body.showInNavigation ?? false };
    tx.set(ref, entry);
    return entry;
  });
  logs.contentSaved(kind, companyId, ref.id, id === undefined);
  return { id: ref.id, ...saved };
}

/** Deletes a page or story of the company; another company's, or none, is 404 not-found. */
export async function deleteContent(deps: Pick<ContentDeps, "db">, kind: ContentKind, companyId: string, id: string): Promise<void> {
  const { db } = deps;
  const ref = contentRef(db, kind, id);
  await runTransaction(db, async (tx) => {
    const stored = (await tx.get(ref)).data() as ContentEntryData | undefined;
    if (!stored || stored.companyId !== companyId) throw apiError("not-found");
    tx.delete(ref);
  });
  logs.contentDeleted(kind, companyId, id);
}
