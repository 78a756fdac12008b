// Production upload store: a v4 signed Cloud Storage URL for a PUT of the file.
import type { Bucket } from "@google-cloud/storage";
import type { Clock } from "../clock";
import { UPLOAD_LINK_LIFETIME_MS, type UploadLink, type UploadLinkRequest, type UploadStore } from "./store";

/** The part of a Cloud Storage bucket the store uses. */
export type SigningBucket = Pick<Bucket, "name" | "file">;

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
}
