// Which link a page or story may carry to the customer (issue 23): http and https through the link rule of
// the editor (normalizeLink), plus mailto: and tel:, checked here by hand. Everything else is refused.
import { normalizeLink, type LinkResult } from "../rules/links";
import { RICH_TEXT_LIMITS } from "./richText";

// An address's local part and domain without anything that could end an attribute or start a scheme trick.
const MAILTO = /^mailto:([A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)(\?[A-Za-z0-9%._~=&+-]*)?$/i;
// A phone number as people type it: digits, spaces, dots, dashes, brackets and a leading +.
const TEL = /^tel:(\+?[0-9 ().-]{3,32})$/i;

/** Checks a link of the rich text: the href to render, or why it is refused. */
export function normalizeContentLink(input: string): LinkResult {
  const text = input.trim();
  if (text.length === 0 || text.length > RICH_TEXT_LIMITS.linkLength) return { ok: false, code: "link-invalid" };
  if (/^mailto:/i.test(text)) {
    const match = MAILTO.exec(text);
    return match ? { ok: true, href: `mailto:${match[1]}${match[3] ?? ""}` } : { ok: false, code: "link-invalid" };
  }
  if (/^tel:/i.test(text)) {
    const match = TEL.exec(text);
    return match ? { ok: true, href: `tel:${match[1]!.replace(/[ ().-]/g, "")}` } : { ok: false, code: "link-invalid" };
  }
  return normalizeLink(text);
}
