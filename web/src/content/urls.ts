// The content screens' paths (rows of shared/src/routes.ts): the list with its tab, and each kind's editor.
import type { ContentKind } from "@comanda/shared";

export const CONTENT_PATH = "/content";
/** The list's tab, kept in the address (?tab=stories); pages are the default tab. */
export const contentListPath = (kind: ContentKind) => (kind === "story" ? `${CONTENT_PATH}?tab=stories` : CONTENT_PATH);
export const newContentPath = (kind: ContentKind) => (kind === "page" ? "/pages/new" : "/stories/new");
export const contentEditPath = (kind: ContentKind, id: string) => `${kind === "page" ? "/pages" : "/stories"}/${encodeURIComponent(id)}/edit`;
