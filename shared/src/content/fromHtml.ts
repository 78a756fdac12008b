// The way back from HTML to the editor's document, for a page's or story's text the server did not write
// itself: its HTML machine-translated (issue 23, automatic translation). Any string is read leniently, like a
// browser would, into a RichTextDoc of the allow-listed nodes and marks only; the HTML stored is then
// renderRichText's, so whatever a translation service answers, nothing but the renderer's own markup (every
// text escaped, links only http, https, mailto and tel) can reach a customer. Reading our own rendered HTML
// gives back the same document: headings, lists, bold, italic, strike and links survive a translation.
import { renderRichText, richTextHasText, richTextSizeError } from "./render";
import {
  ORDERED_LIST_TYPES,
  RICH_TEXT_LIMITS,
  type RichTextBlock,
  type RichTextBulletList,
  type RichTextDoc,
  type RichTextHeading,
  type RichTextInline,
  type RichTextListItem,
  type RichTextMark,
  type RichTextOrderedList,
  type RichTextParagraph,
} from "./richText";

type MarkType = "bold" | "italic" | "strike" | "link";

const MARK_OF: Record<string, MarkType> = { b: "bold", strong: "bold", i: "italic", em: "italic", s: "strike", strike: "strike", del: "strike", a: "link" };

/** Elements whose content is never text to show: dropped with everything inside them. */
const DROPPED = new Set(["script", "style", "iframe", "noscript", "noembed", "noframes", "template", "textarea", "title", "xmp", "svg", "math", "object", "head", "select"]);

/** Other elements that start a new block where they open or close (their text goes on in a new paragraph). */
const BREAKS = new Set(["div", "section", "article", "header", "footer", "blockquote", "pre", "table", "tr", "td", "th", "h4", "h5", "h6", "hr", "dl", "dt", "dd", "figure", "address", "main", "nav", "aside"]);

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Text with its character references decoded (unknown names are kept as written). */
function decode(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,8}|#[0-9]{1,9}|[a-zA-Z]{2,8});?/g, (whole, ref: string) => {
    if (ref[0] !== "#") return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
  });
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!(name in attributes)) attributes[name] = decode(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

type Frame = { kind: "doc"; blocks: RichTextBlock[] } | { kind: "list"; list: RichTextBulletList | RichTextOrderedList } | { kind: "item"; item: RichTextListItem };

/** Builds the document from the reader's events: text, opening and closing tags. */
class DocumentBuilder {
  readonly doc: RichTextDoc = { type: "doc", content: [] };
  private readonly stack: Frame[] = [{ kind: "doc", blocks: this.doc.content! }];
  private textBlock: RichTextParagraph | RichTextHeading | null = null;
  private marks: { tag: string; mark: RichTextMark | null }[] = [];
  /** Lists opened beyond the depth limit: ignored, with their closing tags. */
  private ignoredLists = 0;

  private top(): Frame {
    return this.stack[this.stack.length - 1]!;
  }

  /** Where a block goes now: a list's new (implicit) item when a list is open, else the open item or the document. */
  private blocks(): RichTextBlock[] {
    let top = this.top();
    if (top.kind === "list") {
      const item: RichTextListItem = { type: "listItem", content: [] };
      top.list.content.push(item);
      top = { kind: "item", item };
      this.stack.push(top);
    }
    return top.kind === "doc" ? top.blocks : top.kind === "item" ? top.item.content : [];
  }

  private inlines(): RichTextInline[] {
    if (!this.textBlock) {
      this.textBlock = { type: "paragraph", content: [] };
      this.blocks().push(this.textBlock);
    }
    return (this.textBlock.content ??= []);
  }

  private activeMarks(): RichTextMark[] {
    const marks: RichTextMark[] = [];
    for (const { mark } of [...this.marks].reverse()) if (mark && !marks.some((m) => m.type === mark.type)) marks.push(mark);
    return marks;
  }

  private listDepth(): number {
    return this.stack.filter((f) => f.kind === "list").length;
  }

  /** Pops frames down to and including the last one of `kind`, if there is one. */
  private popTo(kind: "list" | "item"): void {
    const index = this.stack.map((f) => f.kind).lastIndexOf(kind);
    if (index > 0) this.stack.length = index;
  }

  text(raw: string): void {
    let text = decode(raw).replace(/[\t\n\f\r ]+/g, " ");
    if (!this.textBlock) text = text.trimStart();
    if (text === "") return;
    const marks = this.activeMarks();
    this.inlines().push(marks.length > 0 ? { type: "text", text, marks } : { type: "text", text });
  }

  open(tag: string, attributes: Record<string, string>): void {
    const mark = MARK_OF[tag];
    if (mark) {
      const href = attributes.href;
      const value: RichTextMark | null = mark !== "link" ? { type: mark } : href !== undefined ? { type: "link", attrs: { href } } : null;
      this.marks.push({ tag: mark, mark: value });
      return;
    }
    if (tag === "br") {
      this.inlines().push({ type: "hardBreak" });
      return;
    }
    if (tag === "p" || tag === "h1" || tag === "h2" || tag === "h3") {
      this.textBlock = tag === "p" ? { type: "paragraph", content: [] } : { type: "heading", attrs: { level: Number(tag[1]) as 1 | 2 | 3 }, content: [] };
      this.blocks().push(this.textBlock);
      return;
    }
    if (tag === "ul" || tag === "ol") {
      this.textBlock = null;
      if (this.listDepth() >= RICH_TEXT_LIMITS.listDepth) {
        this.ignoredLists += 1;
        return;
      }
      const list: RichTextBulletList | RichTextOrderedList = tag === "ul" ? { type: "bulletList", content: [] } : { type: "orderedList", attrs: orderedListAttrs(attributes), content: [] };
      this.blocks().push(list);
      this.stack.push({ kind: "list", list });
      return;
    }
    if (tag === "li") {
      this.textBlock = null;
      if (this.top().kind === "item") this.stack.pop();
      const top = this.top();
      if (top.kind === "list") {
        const item: RichTextListItem = { type: "listItem", content: [] };
        top.list.content.push(item);
        this.stack.push({ kind: "item", item });
      }
      return;
    }
    if (BREAKS.has(tag)) this.textBlock = null;
  }

  close(tag: string): void {
    const mark = MARK_OF[tag];
    if (mark) {
      const index = this.marks.map((m) => m.tag).lastIndexOf(mark);
      if (index >= 0) this.marks.splice(index, 1);
      return;
    }
    if (tag === "ul" || tag === "ol") {
      this.textBlock = null;
      if (this.ignoredLists > 0) this.ignoredLists -= 1;
      else this.popTo("list");
      return;
    }
    if (tag === "li") {
      this.textBlock = null;
      this.popTo("item");
      return;
    }
    if (tag === "p" || tag === "h1" || tag === "h2" || tag === "h3" || BREAKS.has(tag)) this.textBlock = null;
  }
}

function orderedListAttrs(attributes: Record<string, string>): RichTextOrderedList["attrs"] {
  const attrs: NonNullable<RichTextOrderedList["attrs"]> = {};
  const start = attributes.start?.trim();
  if (start && /^-?\d{1,7}$/.test(start) && Math.abs(Number(start)) <= 1_000_000) attrs.start = Number(start);
  const type = attributes.type;
  if ((ORDERED_LIST_TYPES as readonly string[]).includes(type ?? "")) attrs.type = type as (typeof ORDERED_LIST_TYPES)[number];
  return attrs;
}

// A start tag or end tag; quoted attribute values may hold ">". Bounded, so that a "<" with no end costs little.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]{0,30})((?:[^>"']|"[^"]{0,4096}"|'[^']{0,4096}'){0,4096})>/y;

/** Reads any HTML into a document of the allow-listed nodes and marks (everything else is dropped or becomes text). */
export function richTextFromHtml(html: string): RichTextDoc {
  const builder = new DocumentBuilder();
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf("<", at);
    if (lt < 0) {
      builder.text(html.slice(at));
      break;
    }
    if (lt > at) builder.text(html.slice(at, lt));
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      at = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === "!" || html[lt + 1] === "?") {
      const end = html.indexOf(">", lt);
      at = end < 0 ? html.length : end + 1;
      continue;
    }
    TAG.lastIndex = lt;
    const match = TAG.exec(html);
    if (!match) {
      // A "<" that starts no tag is text, as in a browser.
      builder.text("&lt;");
      at = lt + 1;
      continue;
    }
    at = TAG.lastIndex;
    const tag = match[2]!.toLowerCase();
    if (match[1]) {
      builder.close(tag);
      continue;
    }
    if (DROPPED.has(tag)) {
      // Up to its own end tag (or the end of the text); whatever it holds is never shown.
      const endTag = new RegExp(`</${tag}`, "gi");
      endTag.lastIndex = at;
      const end = endTag.exec(html)?.index ?? -1;
      const close = end < 0 ? -1 : html.indexOf(">", end);
      at = close < 0 ? html.length : close + 1;
      continue;
    }
    builder.open(tag, attributesOf(match[3]!));
  }
  return builder.doc;
}

/**
 * HTML from elsewhere (a machine translation of a stored page or story) as it may be stored: read into a
 * document and rendered by the server's renderer, so only the allow-list's markup comes out. Null when no
 * text is left or the document is over the limits of one language.
 */
export function rerenderRichTextHtml(html: string): string | null {
  const doc = richTextFromHtml(html);
  if (!richTextHasText(doc) || richTextSizeError(doc) !== null) return null;
  return renderRichText(doc);
}
