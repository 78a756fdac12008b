// Rich text shown read-only (and loaded into the editor) keeps only what the editor's toolbar can produce.
import { normalizeContentLink } from "@comanda/shared";

/** Tags the rich-text toolbar produces; anything else is unwrapped to its text. */
const ALLOWED = new Set(["P", "BR", "STRONG", "B", "EM", "I", "S", "STRIKE", "H1", "H2", "H3", "UL", "OL", "LI", "A"]);
/** Elements dropped with their content (code, styles, embedded documents, forms). */
const DROPPED = new Set(["SCRIPT", "STYLE", "IFRAME", "OBJECT", "EMBED", "TEMPLATE", "NOSCRIPT", "SVG", "MATH", "FORM", "INPUT", "TEXTAREA", "SELECT", "BUTTON", "LINK", "META", "BASE", "IMG", "VIDEO", "AUDIO", "HEAD", "TITLE"]);

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? "")];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (DROPPED.has(tag)) return [];
  const children = Array.from(el.childNodes).flatMap((c) => clean(c, doc));
  if (!ALLOWED.has(tag)) return children;
  const out = doc.createElement(tag.toLowerCase());
  if (tag === "A") {
    const href = normalizeContentLink(el.getAttribute("href") ?? "");
    if (!href.ok) return children;
    out.setAttribute("href", href.href);
    out.setAttribute("target", "_blank");
    out.setAttribute("rel", "noopener noreferrer nofollow");
  }
  for (const c of children) out.appendChild(c);
  return [out];
}

/** Returns HTML holding only the editor's tags, no attributes except safe link targets. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  // DOMParser never runs scripts or loads resources of the parsed document.
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, "text/html");
  const doc = document.implementation.createHTMLDocument("");
  const container = doc.createElement("div");
  for (const n of Array.from(parsed.body.childNodes).flatMap((c) => clean(c, doc))) container.appendChild(n);
  return container.innerHTML;
}

/** True when rich text has no visible text (the editor's empty document is "<p></p>"). */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, "text/html");
  return (parsed.body.textContent ?? "").trim() === "";
}
