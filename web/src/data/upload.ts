// Uploads a file through a one-time link from /api: the type and size are checked first, then the link
// is requested and the file PUT there with its content type. Answers the address to store.
// Failures are ApiErrors: 'unsupported-media-type', 'file-empty' (0 bytes: empty or damaged), 'payload-too-large',
// 'upload-link-failed', 'upload-failed', or one of `passThrough` as the link request answered it (e.g. 'unauthenticated').
import type { UploadLinkAnswer } from "@comanda/shared";
import { ApiError } from "./api";

export interface UploadOptions {
  types: readonly string[];
  maxBytes: number;
  requestLink: (type: string) => Promise<UploadLinkAnswer>;
  /** Link-request error codes shown as they are rather than as 'upload-link-failed'. */
  passThrough: readonly string[];
}

export async function uploadThroughLink(file: File, { types, maxBytes, requestLink, passThrough }: UploadOptions): Promise<string> {
  if (!types.includes(file.type)) throw new ApiError("unsupported-media-type", 415);
  // An empty file is told apart from a wrong type: it is a JPG or PNG by name, but has nothing in it.
  if (file.size === 0) throw new ApiError("file-empty", 422);
  if (file.size > maxBytes) throw new ApiError("payload-too-large", 413);
  let link: UploadLinkAnswer;
  try {
    link = await requestLink(file.type);
  } catch (error) {
    if (error instanceof ApiError && passThrough.includes(error.code)) throw error;
    throw new ApiError("upload-link-failed", error instanceof ApiError ? error.status : 0);
  }
  let res: Response;
  try {
    res = await fetch(link.url, { method: "PUT", headers: { "Content-Type": file.type }, body: file });
  } catch {
    throw new ApiError("upload-failed", 0);
  }
  if (!res.ok) throw new ApiError("upload-failed", res.status);
  return link.publicUrl;
}
