// Which origins the server trusts: for CORS, and as the base of links in e-mails. The app URL always;
// in the emulator also any localhost origin.
import type { ServerConfig } from "./config";
import * as logs from "./logs";

function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

/**
 * The origin of `candidate` (an origin or any URL in it) when links and CORS may use it: the app URL, and
 * in the emulator any localhost origin. Anything else: null.
 */
export function allowedOrigin(candidate: string | undefined | null, config: Pick<ServerConfig, "appUrl" | "isEmulator">): string | null {
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin === config.appUrl) return url.origin;
  if (config.isEmulator && isLocalHost(url.hostname)) return url.origin;
  return null;
}

/** The base of links in e-mails: the first candidate that is an allowed origin, else the app URL. */
export function linkBase(config: Pick<ServerConfig, "appUrl" | "isEmulator">, ...candidates: (string | undefined | null)[]): string {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const origin = allowedOrigin(candidate, config);
    if (origin) return origin;
    logs.linkBaseRefused(candidate);
  }
  return config.appUrl;
}
