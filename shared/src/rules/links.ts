// Link rule of the rich-text editor (spec §5): only http and https, https added when no scheme is
// given, and hosts of a small block list refused. Parsed by hand: shared/ has no URL typings.

/** Hosts a link may not point to (the machine itself and cloud metadata endpoints); subdomains included. */
export const BLOCKED_LINK_HOSTS: readonly string[] = [
  "localhost",
  "127.0.0.1",
  "0.0.0.0",
  "[::1]",
  "169.254.169.254",
  "metadata.google.internal",
];

export type LinkError = "link-protocol" | "link-blocked-host" | "link-invalid";
export type LinkResult = { ok: true; href: string } | { ok: false; code: LinkError };

const SCHEME = /^([a-z][a-z0-9+.-]*):(.*)$/is;
// Optional user info (refused below), host, optional port, then path, query or fragment.
const AUTHORITY = /^\/\/([^/?#]*)(.*)$/s;
const HOST_PORT = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i;
const LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

function validHost(host: string): boolean {
  if (host.startsWith("[")) return true; // IPv6 literal, already shaped by HOST_PORT
  if (IPV4.test(host)) return true;
  if (host === "localhost") return true; // refused by the block list, with its own code
  const labels = host.split(".");
  const tld = labels[labels.length - 1] ?? "";
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && /^(\p{L}{2,63}|xn--[a-z0-9-]+)$/u.test(tld);
}

function blocked(host: string): boolean {
  return BLOCKED_LINK_HOSTS.some((b) => host === b || host.endsWith(`.${b}`));
}

/** Checks a link typed by a user and returns the href to store, or the reason it is refused. */
export function normalizeLink(input: string): LinkResult {
  const text = input.trim();
  if (text === "" || /[\s<>"]/.test(text)) return { ok: false, code: "link-invalid" };

  let scheme = "https";
  let rest = text;
  const match = SCHEME.exec(text);
  // "example.com:8080/x" and "localhost:3000" are a host and a port, not a scheme.
  if (match && !/^\d/.test(match[2] ?? "")) {
    scheme = match[1]!.toLowerCase();
    rest = match[2]!;
    if (scheme !== "http" && scheme !== "https") return { ok: false, code: "link-protocol" };
    if (!rest.startsWith("//")) return { ok: false, code: "link-invalid" };
  } else if (!text.startsWith("//")) {
    rest = `//${text}`;
  }

  const authority = AUTHORITY.exec(rest);
  if (!authority) return { ok: false, code: "link-invalid" };
  const [, hostAndPort = "", tail = ""] = authority;
  // User info ("https://bank.com@evil.com") only serves to disguise the real host.
  if (hostAndPort.includes("@")) return { ok: false, code: "link-invalid" };
  const parts = HOST_PORT.exec(hostAndPort);
  if (!parts) return { ok: false, code: "link-invalid" };
  const host = parts[1]!.toLowerCase().replace(/\.$/, "");
  const port = parts[2];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return { ok: false, code: "link-invalid" };
  if (blocked(host)) return { ok: false, code: "link-blocked-host" };
  if (!validHost(host)) return { ok: false, code: "link-invalid" };

  return { ok: true, href: `${scheme}://${host}${port ? `:${port}` : ""}${tail}` };
}
