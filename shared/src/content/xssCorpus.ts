// The XSS corpus of the content tests (not exported from the package): known payloads, the documents that
// carry them in every place a rich-text document holds text or an attribute, and the check that rendered
// HTML holds nothing executable. Used by render.test.ts and functions/src/content/content.api.test.ts.
import type { RichTextBlock, RichTextDoc, RichTextMark } from "./richText";

export const XSS_PAYLOADS: readonly string[] = [
  "<script>alert(1)</script>",
  "<ScRiPt>alert(1)</sCrIpT>",
  "<scr<script>ipt>alert(1)</script>",
  "</p><script>alert(1)</script><p>",
  "<!--<script>alert(1)//-->",
  "<img src=x onerror=alert(1)>",
  '"><img src=x onerror=alert(1)>',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onclick="alert(1)">x</div>',
  "<body onload=alert(1)>",
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  "' onfocus='alert(1)' autofocus='",
  '" onmouseover="alert(1)',
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java&#x09;script:alert(1)",
  "\u0000javascript:alert(1)",
  "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)",
  "%6A%61%76%61%73%63%72%69%70%74:alert(1)",
  "javascript&colon;alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DATA:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  'https://example.com" onmouseover="alert(1)',
  'https://example.com/"><script>alert(1)</script>',
  "https://example.com/'><svg onload=alert(1)>",
  "https://example.com/?q=<script>",
  "https://javascript:alert(1)@example.com",
  "mailto:a@example.com?subject=<script>alert(1)</script>",
  'mailto:a@example.com"onmouseover="alert(1)',
  "mailto:javascript:alert(1)",
  'tel:+34 600"><script>alert(1)</script>',
  "tel:javascript:alert(1)",
  "expression(alert(1))",
  "\u2028\u2029<script>alert(1)</script>",
];

const link = (href: string, extra: Record<string, string | null> = {}): RichTextMark => ({ type: "link", attrs: { href, ...extra } });

/**
 * One document carrying every payload in every place the schema lets text or an attribute through: as text in a
 * paragraph, a heading, a list item and under every mark, as a link's address, and as the link attributes
 * tiptap adds (target, rel, class, title; ignored by the renderer). A valid document: the API must accept it.
 */
export function xssDocument(payloads: readonly string[] = XSS_PAYLOADS): RichTextDoc {
  const blocks: RichTextBlock[] = payloads.flatMap((payload): RichTextBlock[] => [
    { type: "paragraph", content: [{ type: "text", text: payload }] },
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: payload, marks: [{ type: "bold" }, { type: "italic" }, { type: "strike" }] }] },
    { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: payload }] }] }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "link", marks: [link(payload)] },
        { type: "hardBreak" },
        { type: "text", text: "attributes", marks: [link("https://example.com/", { target: payload.slice(0, 20), rel: payload, class: payload, title: payload })] },
      ],
    },
  ]);
  return { type: "doc", content: [...blocks, { type: "orderedList", attrs: { start: 3, type: "a" }, content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "fine" }] }] }] }] };
}

/**
 * Documents the schema refuses, with a payload where only the renderer's own defences stand (the renderer
 * must still render them harmlessly): node and mark types, heading levels, list attributes.
 */
export function xssLooseDocument(payload: string): unknown {
  return {
    type: "doc",
    content: [
      { type: payload, content: [{ type: "text", text: "t" }] },
      { type: "heading", attrs: { level: payload }, content: [{ type: "text", text: "h" }] },
      { type: "orderedList", attrs: { start: payload, type: payload }, content: [{ type: "listItem", content: [{ type: "paragraph" }] }, { type: payload }] },
      { type: "paragraph", attrs: { style: payload, onclick: payload }, content: [{ type: "text", text: "p", marks: [{ type: payload }, { type: "link", attrs: { href: 42 } }] }, { type: payload, text: payload }] },
    ],
  };
}

/** The tags the renderer writes; anything else in its output is a defect. */
const ALLOWED_TAG =
  /^<(\/?(p|h[123]|ul|li|strong|em|s)|br|\/ol|ol( start="-?\d+")?( type="[1aAiI]")?|\/a|a href="(https?:\/\/|mailto:|tel:)[^"<>\s]*" rel="noopener noreferrer nofollow" target="_blank")>$/;

/**
 * What in rendered HTML could run in a customer's browser: tags outside the allow-list, event attributes,
 * styles, script-capable schemes. Text is escaped by the renderer, so every "<" starts one of its own tags and
 * payload text (which may well read "javascript:") is never markup.
 */
export function executableMarkup(html: string): string[] {
  const found: string[] = [];
  for (const needle of ["<script", "<iframe", "<svg", "<img", "<style", "<object", "<embed", "<base", "<meta", "<math", "<body", "<div"]) {
    if (html.toLowerCase().includes(needle)) found.push(needle);
  }
  const tags = html.match(/<[^>]*>?/g) ?? [];
  for (const tag of tags) {
    if (!ALLOWED_TAG.test(tag)) found.push(`tag ${tag}`);
    const decoded = tag.replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)));
    // Browsers skip tabs, newlines and other control characters inside a scheme.
    const squeezed = [...decoded.toLowerCase()].filter((c) => c.charCodeAt(0) > 0x20).join("");
    if (/\son[a-z]+\s*=/i.test(decoded)) found.push(`event attribute in ${tag}`);
    if (/style\s*=/i.test(decoded)) found.push(`style in ${tag}`);
    for (const scheme of ["javascript:", "data:", "vbscript:"]) if (squeezed.includes(scheme)) found.push(`${scheme} in ${tag}`);
  }
  return found;
}

/** The text of rendered HTML, the entities the renderer writes decoded (what the customer reads). */
export function renderedText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
