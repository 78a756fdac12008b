// The HTML of a page's or story's content, written by us from the editor's document (issue 23): only the
// allow-listed elements exist in the output, every text and attribute is escaped, and a link whose address
// is not http, https, mailto or tel is rendered as its text. The server stores this HTML; the shop shows it.
import { normalizeContentLink } from "./links";
import { RICH_TEXT_LIMITS, type RichTextDoc, type RichTextMark } from "./richText";

/** What a node of any shape may hold, for the walkers that must not trust the shape. */
interface LooseNode {
  type?: unknown;
  text?: unknown;
  attrs?: Record<string, unknown> | null;
  marks?: unknown;
  content?: unknown;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function childrenOf(node: LooseNode): LooseNode[] {
  return Array.isArray(node.content) ? (node.content as unknown[]).filter((c): c is LooseNode => typeof c === "object" && c !== null) : [];
}

function marksOf(node: LooseNode): RichTextMark[] {
  return Array.isArray(node.marks) ? (node.marks as unknown[]).filter((m): m is RichTextMark => typeof m === "object" && m !== null) : [];
}

function has(marks: RichTextMark[], type: RichTextMark["type"]): boolean {
  return marks.some((m) => m.type === type);
}

/** The href a link mark renders with, or null when its address is not allowed. */
function linkOf(marks: RichTextMark[]): string | null {
  const link = marks.find((m) => m.type === "link");
  const href: unknown = link && "attrs" in link ? link.attrs?.href : undefined;
  if (typeof href !== "string") return null;
  const result = normalizeContentLink(href);
  return result.ok ? result.href : null;
}

function renderInline(node: LooseNode): string {
  let html: string;
  if (node.type === "text" && typeof node.text === "string") html = escapeHtml(node.text);
  else if (node.type === "hardBreak") return "<br>";
  else return renderText(node);
  const marks = marksOf(node);
  // A fixed nesting, whatever order the editor listed the marks in: the same content gives the same HTML.
  if (has(marks, "strike")) html = `<s>${html}</s>`;
  if (has(marks, "italic")) html = `<em>${html}</em>`;
  if (has(marks, "bold")) html = `<strong>${html}</strong>`;
  const href = linkOf(marks);
  if (href !== null) html = `<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow" target="_blank">${html}</a>`;
  return html;
}

function renderInlines(node: LooseNode): string {
  return childrenOf(node).map(renderInline).join("");
}

/** A node this renderer does not know: its text only, escaped (the schema refuses such nodes before this). */
function renderText(node: LooseNode): string {
  if (node.type === "text" && typeof node.text === "string") return escapeHtml(node.text);
  return childrenOf(node).map(renderText).join("");
}

function renderBlock(node: LooseNode): string {
  switch (node.type) {
    case "paragraph":
      return `<p>${renderInlines(node)}</p>`;
    case "heading": {
      const level = node.attrs?.level;
      const tag = level === 1 || level === 2 || level === 3 ? `h${level}` : "p";
      return `<${tag}>${renderInlines(node)}</${tag}>`;
    }
    case "bulletList":
      return `<ul>${renderItems(node)}</ul>`;
    case "orderedList": {
      const start = node.attrs?.start;
      const type = node.attrs?.type;
      const startAttr = typeof start === "number" && Number.isInteger(start) && start !== 1 ? ` start="${start}"` : "";
      const typeAttr = typeof type === "string" && /^[1aAiI]$/.test(type) ? ` type="${type}"` : "";
      return `<ol${startAttr}${typeAttr}>${renderItems(node)}</ol>`;
    }
    default: {
      const text = renderText(node);
      return text ? `<p>${text}</p>` : "";
    }
  }
}

function renderItems(list: LooseNode): string {
  return childrenOf(list)
    .map((item) => `<li>${item.type === "listItem" ? childrenOf(item).map(renderBlock).join("") : `<p>${renderText(item)}</p>`}</li>`)
    .join("");
}

/** The document's HTML: allow-listed elements only, every text and attribute escaped. */
export function renderRichText(doc: RichTextDoc): string {
  return childrenOf(doc as LooseNode).map(renderBlock).join("");
}

/** How big a document is: its nodes (the doc itself not counted) and its characters of text. */
export function richTextSize(doc: RichTextDoc): { nodes: number; textLength: number } {
  let nodes = 0;
  let textLength = 0;
  const stack: LooseNode[] = childrenOf(doc as LooseNode);
  while (stack.length > 0) {
    const node = stack.pop()!;
    nodes += 1;
    if (typeof node.text === "string") textLength += node.text.length;
    stack.push(...childrenOf(node));
  }
  return { nodes, textLength };
}

/** Whether the document holds any text that is not blank (an empty editor gives one empty paragraph). */
export function richTextHasText(doc: RichTextDoc): boolean {
  const stack: LooseNode[] = childrenOf(doc as LooseNode);
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node.text === "string" && node.text.trim() !== "") return true;
    stack.push(...childrenOf(node));
  }
  return false;
}

/** The field codes of a document too big to store, under content.<language> (the admin gives each a text). */
export const RICH_TEXT_SIZE_ERRORS = ["rich-text-too-many-nodes", "rich-text-too-long"] as const;
export type RichTextSizeError = (typeof RICH_TEXT_SIZE_ERRORS)[number];

/** Why a document is too big to store, or null (the schema bounds each string, this the whole). */
export function richTextSizeError(doc: RichTextDoc): RichTextSizeError | null {
  const { nodes, textLength } = richTextSize(doc);
  if (nodes > RICH_TEXT_LIMITS.nodes) return "rich-text-too-many-nodes";
  if (textLength > RICH_TEXT_LIMITS.textLength) return "rich-text-too-long";
  return null;
}

