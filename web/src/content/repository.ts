// The content's data (spec §2 /content, §3 Page and Story, §7 POST /api/pages|stories/{id?}; issue 23): the
// company's pages and stories read live under the security rules (owner and staff with `content`); saved and
// deleted through /api only (the server renders the HTML the shop shows). The one write the browser makes itself
// is the order (`sortOrder`), as the catalogue's lists do.
import { useMemo } from "react";
import { collection, doc, query, where, writeBatch } from "firebase/firestore";
import {
  apiPath,
  PRODUCT_PHOTO_MAX_BYTES,
  PRODUCT_PHOTO_TYPES,
  type ContentEntryAnswer,
  type ContentKind,
  type CreateUploadLinkRequest,
  type Page,
  type ProductPhotoType,
  type SaveContentRequest,
  type UploadLinkAnswer,
} from "@comanda/shared";
import { ApiError, apiDelete, apiPost } from "../data/api";
import { getDb } from "../data/firebase";
import { useLiveQuery, type Live } from "../data/live";
import { uploadThroughLink } from "../data/upload";
import { chunkOrders } from "../ui/sortable/sortOrderMoves";

/** A page or a story: both have the same shape (shared/src/entities/story.ts). */
export type ContentEntry = Page;

export const CONTENT_COLLECTION: Record<ContentKind, "pages" | "stories"> = { page: "pages", story: "stories" };

/** Live: the company's pages or stories in display order (a few dozen: sorted here, no index needed). */
export function useContentEntries(companyId: string | null, kind: ContentKind): Live<ContentEntry[]> {
  const live = useLiveQuery<ContentEntry>(companyId ? (db) => query(collection(db, CONTENT_COLLECTION[kind]), where("companyId", "==", companyId)) : null, [companyId, kind]);
  const sorted = useMemo(() => [...live.data].sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)), [live.data]);
  return useMemo(() => ({ ...live, data: sorted }), [live, sorted]);
}

/** Writes new positions (the only field the rules let the browser change), in batches Firestore accepts. */
export async function writeContentSortOrders(kind: ContentKind, orders: Record<string, number>): Promise<void> {
  const db = await getDb();
  for (const chunk of chunkOrders(orders)) {
    const batch = writeBatch(db);
    for (const [id, sortOrder] of Object.entries(chunk)) batch.update(doc(db, CONTENT_COLLECTION[kind], id), { sortOrder });
    await batch.commit();
  }
}

/**
 * POST /api/pages/{id?} or /api/stories/{id?}: creates (no id) or replaces an entry; answers its id. Refusals:
 * ApiError `validation` with field errors ("name", "title", "content.en", "picture"), 404 not-found.
 */
export async function saveContent(kind: ContentKind, request: SaveContentRequest, id?: string): Promise<string> {
  const route = kind === "page" ? "savePage" : "saveStory";
  const answer = await apiPost<ContentEntryAnswer>(apiPath(route, id ? { id } : {}), request);
  if (!answer?.id) throw new ApiError("incomplete-return-value", 200);
  return answer.id;
}

/** DELETE /api/pages/:id or /api/stories/:id. */
export async function deleteContent(kind: ContentKind, id: string): Promise<void> {
  await apiDelete<unknown>(apiPath(kind === "page" ? "deletePage" : "deleteStory", { id }));
}

/** Uploads a page's or story's picture (square jpg or png, as product photos) and answers its address. */
export function uploadContentPicture(file: File): Promise<string> {
  return uploadThroughLink(file, {
    types: PRODUCT_PHOTO_TYPES,
    maxBytes: PRODUCT_PHOTO_MAX_BYTES,
    requestLink: (type) =>
      apiPost<UploadLinkAnswer>(apiPath("createUploadLink"), { type: type as ProductPhotoType, purpose: "content-picture" } satisfies CreateUploadLinkRequest),
    passThrough: ["unauthenticated", "forbidden"],
  });
}
