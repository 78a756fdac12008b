// Emulator upload store: links point at this app (PUT /api/local-uploads/:token), files live in a local
// folder. Tokens are files too, because the Functions emulator may run several worker processes.
import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { API_BASE_PATH } from "@comanda/shared";
import type { Clock } from "../clock";
import { UPLOAD_LINK_LIFETIME_MS, type UploadLink, type UploadLinkRequest, type UploadStore } from "./store";

interface PendingUpload {
  fileKey: string;
  contentType: string;
  maxBytes: number;
  expiresAt: string;
}

export type AcceptResult =
  | { ok: true; fileKey: string; bytes: number }
  | { ok: false; reason: "expired" | "wrong-type" | "too-large" };

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

const TOKEN = /^[a-f0-9]{48}$/;
// A file key is the file name with "/" turned into "~": one safe path segment, never "." or "..".
const FILE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._~-]*$/;
const TYPE_BY_EXTENSION: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", pdf: "application/pdf" };

export function fileKeyOf(fileName: string): string {
  return fileName.replace(/\//g, "~");
}

const PUBLIC_PATH = `${API_BASE_PATH}/local-uploads/`;

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "ENOENT";
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

export class LocalUploadStore implements UploadStore {
  private readonly tokens: string;
  private readonly files: string;

  constructor(
    dir: string,
    private readonly clock: Clock,
  ) {
    this.tokens = join(dir, "tokens");
    this.files = join(dir, "files");
  }

  async createUploadLink({ fileName, contentType, maxBytes, requestOrigin }: UploadLinkRequest): Promise<UploadLink> {
    const fileKey = fileKeyOf(fileName);
    if (!FILE_KEY.test(fileKey)) throw new Error(`Not a storable file name: ${fileName}`);
    const token = randomBytes(24).toString("hex");
    const expiresAt = new Date(this.clock.now().getTime() + UPLOAD_LINK_LIFETIME_MS);
    const pending: PendingUpload = { fileKey, contentType: mediaType(contentType), maxBytes, expiresAt: expiresAt.toISOString() };
    await mkdir(this.tokens, { recursive: true });
    await writeFile(join(this.tokens, `${token}.json`), JSON.stringify(pending), { flag: "wx" });
    const base = `${requestOrigin}${API_BASE_PATH}/local-uploads`;
    return { url: `${base}/${token}`, publicUrl: `${base}/${encodeURIComponent(fileKey)}`, expiresAt };
  }

  /** The largest body a token accepts, or null when the token is unknown, used or expired. */
  async limitFor(token: string): Promise<number | null> {
    const pending = await this.pending(token);
    return pending ? pending.maxBytes : null;
  }

  /** Stores the body of a PUT to an upload link; each token works once, before it expires. */
  async accept(token: string, contentType: string | undefined, body: Buffer): Promise<AcceptResult> {
    const pending = await this.pending(token);
    if (!pending) return { ok: false, reason: "expired" };
    // A refused attempt leaves the token usable, so the client can retry with the right file.
    if (mediaType(contentType) !== pending.contentType) return { ok: false, reason: "wrong-type" };
    if (body.length > pending.maxBytes) return { ok: false, reason: "too-large" };
    const claimed = join(this.tokens, `${token}.${randomBytes(6).toString("hex")}.claimed`);
    try {
      // rename is atomic: of two concurrent uploads with one token, only one claims it.
      await rename(join(this.tokens, `${token}.json`), claimed);
    } catch (error) {
      if (isMissing(error)) return { ok: false, reason: "expired" };
      throw error;
    }
    await mkdir(this.files, { recursive: true });
    await writeFile(join(this.files, pending.fileKey), body);
    await rm(claimed, { force: true });
    return { ok: true, fileKey: pending.fileKey, bytes: body.length };
  }

  /** A stored file by key, or null. */
  async read(fileKey: string): Promise<StoredFile | null> {
    if (!FILE_KEY.test(fileKey)) return null;
    const extension = fileKey.split(".").pop()?.toLowerCase() ?? "";
    try {
      const body = await readFile(join(this.files, fileKey));
      return { body, contentType: (Object.hasOwn(TYPE_BY_EXTENSION, extension) ? TYPE_BY_EXTENSION[extension] : undefined) ?? "application/octet-stream" };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readStart(fileName: string, maxBytes: number): Promise<Uint8Array | null> {
    const fileKey = fileKeyOf(fileName);
    if (!FILE_KEY.test(fileKey)) return null;
    let handle;
    try {
      handle = await open(join(this.files, fileKey), "r");
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const buffer = Buffer.alloc(maxBytes);
      const { bytesRead } = await handle.read(buffer, 0, maxBytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /**
   * The file name behind one of this store's public URLs. Any http(s) origin is taken: in the emulator
   * the same file is reached through Hosting, the Vite proxy or the function's own port.
   */
  fileNameOf(publicUrl: string): string | null {
    let url: URL;
    try {
      url = new URL(publicUrl);
    } catch {
      return null;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.search !== "" || url.hash !== "") return null;
    if (!url.pathname.startsWith(PUBLIC_PATH)) return null;
    let fileKey: string;
    try {
      fileKey = decodeURIComponent(url.pathname.slice(PUBLIC_PATH.length));
    } catch {
      return null;
    }
    return FILE_KEY.test(fileKey) ? fileKey.replace(/~/g, "/") : null;
  }

  private async pending(token: string): Promise<PendingUpload | null> {
    if (!TOKEN.test(token)) return null;
    let pending: PendingUpload;
    try {
      pending = JSON.parse(await readFile(join(this.tokens, `${token}.json`), "utf8")) as PendingUpload;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (Date.parse(pending.expiresAt) <= this.clock.now().getTime()) {
      await rm(join(this.tokens, `${token}.json`), { force: true });
      return null;
    }
    return pending;
  }
}
