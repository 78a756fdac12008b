// Production upload store: a v4 signed Cloud Storage URL for a PUT of the file.
import type { Bucket } from "@google-cloud/storage";
import type { Clock } from "../clock";
import { UPLOAD_LINK_LIFETIME_MS, type UploadLink, type UploadLinkRequest, type UploadStore } from "./store";

/** The part of a Cloud Storage bucket the store uses. */
export type SigningBucket = Pick<Bucket, "name" | "file">;

function statusOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

export class SignedUrlUploadStore implements UploadStore {
  constructor(
    private readonly bucket: SigningBucket,
    private readonly clock: Clock,
  ) {}

  async createUploadLink({ fileName, contentType }: UploadLinkRequest): Promise<UploadLink> {
    const expiresAt = new Date(this.clock.now().getTime() + UPLOAD_LINK_LIFETIME_MS);
    const [url] = await this.bucket.file(fileName).getSignedUrl({ version: "v4", action: "write", contentType, expires: expiresAt });
    // Read through the Firebase Storage endpoint, so storage.rules decide who may read the file.
    const publicUrl = `https://firebasestorage.googleapis.com/v0/b/${this.bucket.name}/o/${encodeURIComponent(fileName)}?alt=media`;
    return { url, publicUrl, expiresAt };
  }

  async readStart(fileName: string, maxBytes: number): Promise<Uint8Array | null> {
    if (maxBytes <= 0) return new Uint8Array(0);
    try {
      // A range request: a photo of several MB is checked from its first bytes.
      const [contents] = await this.bucket.file(fileName).download({ start: 0, end: maxBytes - 1, validation: false });
      return contents;
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return null;
      // An empty object has no byte 0 to start from.
      if (status === 416) return new Uint8Array(0);
      throw error;
    }
  }

  /**
   * The object name behind a URL of this bucket: the Firebase Storage form that createUploadLink answers
   * (`https://firebasestorage.googleapis.com/v0/b/<bucket>/o/<name>?alt=media`, a download token may follow)
   * and the plain Cloud Storage form (`https://storage.googleapis.com/<bucket>/<name>`).
   */
  fileNameOf(publicUrl: string): string | null {
    let url: URL;
    try {
      url = new URL(publicUrl);
    } catch {
      return null;
    }
    if (url.protocol !== "https:" || url.hash !== "") return null;
    const decode = (text: string): string | null => {
      try {
        return decodeURIComponent(text);
      } catch {
        return null;
      }
    };
    let name: string | null = null;
    if (url.host === "firebasestorage.googleapis.com") {
      const prefix = `/v0/b/${this.bucket.name}/o/`;
      if (!url.pathname.startsWith(prefix)) return null;
      const encoded = url.pathname.slice(prefix.length);
      // The name is one encoded path segment in this form.
      if (encoded.includes("/")) return null;
      name = decode(encoded);
    } else if (url.host === "storage.googleapis.com") {
      const prefix = `/${this.bucket.name}/`;
      if (!url.pathname.startsWith(prefix) || url.search !== "") return null;
      name = decode(url.pathname.slice(prefix.length));
    }
    return name ? name : null;
  }
}
