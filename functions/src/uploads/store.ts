// Where uploaded files go: an upload link the client PUTs the file to, and the URL to read it from.
// Production signs Cloud Storage URLs; the emulator stores files locally (no Storage emulator offline).

export interface UploadLinkRequest {
  /** Path of the file in the store, e.g. "users/{uid}/profile/{id}.png". */
  fileName: string;
  /** The Content-Type the PUT must carry. */
  contentType: string;
  maxBytes: number;
  /** Origin the request came through (the local store's links point back at this app there). */
  requestOrigin: string;
}

export interface UploadLink {
  /** PUT the file here, with the same Content-Type. */
  url: string;
  /** Read the file here once uploaded. */
  publicUrl: string;
  expiresAt: Date;
}

export interface UploadStore {
  createUploadLink(request: UploadLinkRequest): Promise<UploadLink>;
  /** The first `maxBytes` bytes (or fewer, for a shorter file) of a stored file, or null when there is none. */
  readStart(fileName: string, maxBytes: number): Promise<Uint8Array | null>;
  /** The file name behind a `publicUrl` this store answered, or null for any URL that is not one of its files. */
  fileNameOf(publicUrl: string): string | null;
}

/** How long an upload link stays usable. */
export const UPLOAD_LINK_LIFETIME_MS = 15 * 60 * 1000;
