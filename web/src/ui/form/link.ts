// Link rule of the rich-text editor and URL fields (spec §5): only http and https, https added when no
// scheme is given, other schemes (ftp, file, mailto, javascript, data…) refused, some hosts blocked.
// Local until shared/src/rules/links.ts (normalizeLink) lands; then re-export it from there.

export type LinkErrorCode = "link-invalid" | "link-protocol" | "link-blocked-host";
export type LinkResult = { ok: true; url: string } | { ok: false; code: LinkErrorCode };

/** Hosts a link may never point to: the machine itself and local networks, which mean nothing to a shop customer. */
export const BLOCKED_LINK_HOSTS: readonly string[] = ["localhost", "127.0.0.1", "0.0.0.0", "[::1]", "example.invalid"];

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function isBlockedHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  if (BLOCKED_LINK_HOSTS.some((b) => h === b || h.endsWith(`.${b}`))) return true;
  // Private IPv4 ranges.
  return /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|127\.|169\.254\.)/.test(h);
}

/** Checks a typed link and returns it ready to store, or an error code. */
export function normalizeLink(input: string): LinkResult {
  const text = input.trim();
  if (!text || /\s/.test(text)) return { ok: false, code: "link-invalid" };
  let candidate = text;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (text.startsWith("//")) candidate = `https:${text}`;
  else if (scheme === "http" || scheme === "https") candidate = text;
  // "shop.example.com:8080/x" has a port, not a scheme.
  else if (scheme && /^[^:]+:\d+(\/|$)/.test(text) && (scheme.includes(".") || scheme === "localhost")) candidate = `https://${text}`;
  else if (scheme) return { ok: false, code: "link-protocol" };
  else candidate = `https://${text}`;

  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, code: "link-invalid" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, code: "link-protocol" };
  if (url.username || url.password) return { ok: false, code: "link-invalid" };
  if (isBlockedHost(url.hostname)) return { ok: false, code: "link-blocked-host" };
  // A public address needs a dot (a top-level domain) or is an IPv6 literal.
  if (!url.hostname.includes(".") && !url.hostname.startsWith("[")) return { ok: false, code: "link-invalid" };
  // Keep what the user typed (plus the scheme) rather than the URL parser's rewrite with a trailing slash.
  return { ok: true, url: candidate };
}
