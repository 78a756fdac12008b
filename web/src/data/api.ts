// The one client for /api calls: bearer token, JSON in and out, errors as codes (text comes from i18n/errors).
import type { FieldErrors } from "@comanda/shared";
import { auth } from "./firebase";

/** An /api call that failed: a code (turned into text in one place), the HTTP status and any field errors. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly fields: FieldErrors = {},
    /** What the screen lists beside the field errors (e.g. the products that use a VAT rate). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = "ApiError";
  }
}

export interface ApiOptions {
  /** Send the signed-in user's ID token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

async function headers(withAuth: boolean): Promise<Record<string, string>> {
  const h: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (withAuth) {
    const user = auth.currentUser;
    if (!user) throw new ApiError("unauthenticated", 401);
    h.Authorization = `Bearer ${await user.getIdToken()}`;
  }
  return h;
}

function asApiError(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; fields?: unknown; details?: unknown } } | null)?.error;
  const code = typeof error?.code === "string" ? error.code : status >= 500 ? "internal" : "unknown";
  const fields = error?.fields && typeof error.fields === "object" ? (error.fields as FieldErrors) : {};
  const details = error?.details && typeof error.details === "object" ? (error.details as Record<string, unknown>) : {};
  return new ApiError(code, status, fields, details);
}

/** Sends one request and answers the `data` part; an answer without one is 'incomplete return value' (spec §5). */
async function request<T>(path: string, init: RequestInit, options: ApiOptions): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers: await headers(options.auth ?? true), signal: options.signal });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError("network", 0);
  }
  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) throw asApiError(res.status, payload);
  if (!payload || typeof payload !== "object" || !("data" in payload)) throw new ApiError("incomplete-return-value", res.status);
  return (payload as { data: T }).data;
}

/** POSTs a JSON body and answers the `data` part. */
export function apiPost<T>(path: string, body: unknown = {}, options: ApiOptions = {}): Promise<T> {
  return request<T>(path, { method: "POST", body: JSON.stringify(body) }, options);
}

/** GETs JSON and answers the `data` part. */
export function apiGet<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return request<T>(path, { method: "GET" }, options);
}

/** DELETEs and answers the `data` part. */
export function apiDelete<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return request<T>(path, { method: "DELETE" }, options);
}

/** POSTs a body and answers the binary answer with the file name its Content-Disposition gives. */
export async function apiFetchFile(path: string, body: unknown = {}, fallbackName = "no-name.txt"): Promise<{ blob: Blob; name: string }> {
  let res: Response;
  try {
    res = await fetch(path, { method: "POST", headers: await headers(true), body: JSON.stringify(body) });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError("network", 0);
  }
  if (!res.ok) throw asApiError(res.status, await res.json().catch(() => null));
  const disposition = res.headers.get("Content-Disposition") ?? "";
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await res.blob(), name };
}

/** POSTs a body (spec §7: an empty one) and saves the binary answer as a file (default name 'no-name.txt'). */
export async function apiDownload(path: string, fallbackName = "no-name.txt", body: unknown = {}): Promise<void> {
  const { blob, name } = await apiFetchFile(path, body, fallbackName);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
