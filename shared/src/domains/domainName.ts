// The rule of a custom domain's name (spec §2 custom domains, §3): what the owner types becomes the one
// host name Firebase Hosting is asked to serve, or a reason it cannot be one. Pure: the admin checks it
// as the owner types, the server again before anything is claimed.

/**
 * Domains the product itself serves from: Firebase Hosting's own (every *.web.app and *.firebaseapp.com
 * site is Google's) and the product's. A company cannot connect them, nor any name under them.
 */
export const RESERVED_DOMAIN_SUFFIXES = ["web.app", "firebaseapp.com", "comanda.app"] as const;

/** At most this many custom domains per company (each is a site on the product's Hosting). */
export const MAX_DOMAINS_PER_COMPANY = 5;

export const DOMAIN_NAME_ERRORS = [
  /** Not a host name: an empty label, a character no domain holds, a label over 63 characters, no top-level domain… */
  "invalid-domain",
  /** A scheme, a path, a port, a user or a query: the owner typed an address, not a domain. */
  "domain-not-host",
  /** An IP address instead of a name. */
  "domain-ip-address",
  /** One of the product's own hosting domains (RESERVED_DOMAIN_SUFFIXES) or a name under it. */
  "domain-reserved",
] as const;
export type DomainNameError = (typeof DOMAIN_NAME_ERRORS)[number];

export type DomainNameResult = { domain: string; error?: undefined } | { domain?: undefined; error: DomainNameError };

// shared/ has no DOM or Node typings; the WHATWG URL parser is global in browsers and in Node alike.
declare const URL: new (input: string) => { hostname: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The ASCII (punycode) form of a host name through the WHATWG URL parser (IDNA, as browsers do); null if it refuses. */
function toAscii(host: string): string | null {
  try {
    const url = new URL(`http://${host}/`);
    return url.hostname;
  } catch {
    return null;
  }
}

/**
 * The domain as Hosting is asked for it: trimmed, lower case, without a final dot, international names in
 * their punycode (xn--) form. Refused: addresses (scheme, path, port, user, query), IP addresses, names that
 * are not host names (labels of letters, digits and inner dashes, 1–63 characters, at least two labels, a
 * top-level domain that is not a number, 253 characters in all) and the product's own hosting domains.
 */
export function normalizeDomainName(input: string): DomainNameResult {
  let text = input.trim().toLowerCase();
  if (text === "") return { error: "invalid-domain" };
  if (/[/:?#@\\]/.test(text)) {
    // "[::1]" or "1:2::3": an IPv6 address rather than an address with a port.
    if (/^\[?[0-9a-f:]+\]?$/.test(text) && text.includes("::")) return { error: "domain-ip-address" };
    if (/^\[[0-9a-f:.]+\]$/.test(text)) return { error: "domain-ip-address" };
    return { error: "domain-not-host" };
  }
  if (text.endsWith(".")) text = text.slice(0, -1);
  if (IPV4.test(text)) return { error: "domain-ip-address" };
  if (/\s|_|\*|%/.test(text)) return { error: "invalid-domain" };
  const ascii = toAscii(text);
  if (ascii === null || ascii === "") return { error: "invalid-domain" };
  // The URL parser reads "1.2.3" or "0x7f.1" as IPv4 too.
  if (IPV4.test(ascii)) return { error: "domain-ip-address" };
  if (ascii.length > 253) return { error: "invalid-domain" };
  const labels = ascii.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return { error: "invalid-domain" };
  const tld = labels[labels.length - 1] ?? "";
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return { error: "invalid-domain" };
  if (RESERVED_DOMAIN_SUFFIXES.some((suffix) => ascii === suffix || ascii.endsWith(`.${suffix}`))) return { error: "domain-reserved" };
  return { domain: ascii };
}

/** The key of a company's custom domain document: one document per company and domain. */
export function customDomainDocId(companyId: string, domain: string): string {
  return `${companyId}_${domain}`;
}
