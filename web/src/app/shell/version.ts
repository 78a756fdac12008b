// The version check of spec §8: the deployed version (GET /version.json) against the running build.

/** The running build's version; vitest does not define __APP_VERSION__. */
export const APP_VERSION: string = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "0.0.0";

/** Spec §9: once at start and then every hour. */
export const VERSION_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The version a /version.json answer names, at the top level or under data; null when it names none. */
export function versionOf(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const top = (body as { version?: unknown }).version;
  if (typeof top === "string" && top.trim()) return top.trim();
  const nested = (body as { data?: { version?: unknown } | null }).data?.version;
  return typeof nested === "string" && nested.trim() ? nested.trim() : null;
}

/** An update is offered when the deployed version is known and differs from the running one (a rollback too). */
export function isNewVersion(running: string, deployed: string | null): boolean {
  return deployed !== null && deployed !== running.trim();
}

/** The deployed version, or null on any failure (spec §8: fetch failures are ignored). */
export async function fetchDeployedVersion(signal?: AbortSignal): Promise<string | null> {
  try {
    const res = await fetch("/version.json", { cache: "no-store", headers: { Accept: "application/json" }, signal });
    if (!res.ok) return null;
    return versionOf(await res.json());
  } catch {
    return null;
  }
}
