import { describe, expect, it } from "vitest";
import { renderRichText, richTextHasText, richTextSizeError } from "./render";
import { RICH_TEXT_LIMITS, type RichTextDoc, type RichTextInline } from "./richText";

const text = (value: string, marks?: Extract<RichTextInline, { type: "text" }>["marks"]): RichTextInline => (marks ? { type: "text", text: value, marks } : { type: "text", text: value });

describe("renderRichText", () => {
  it("renders a heading, a list and a link exactly", () => {
    const doc: RichTextDoc = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [text("Our story")] },
        { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [text("Fresh "), text("fish", [{ type: "bold" }])] }] }] },
        {
          type: "paragraph",
          content: [text("Book at "), text("our site", [{ type: "link", attrs: { href: "https://casa.example.com/book", target: "_blank", rel: "noopener noreferrer nofollow", class: null, title: null } }])],
        },
      ],
    };
    expect(renderRichText(doc)).toBe(
      '<h2>Our story</h2><ul><li><p>Fresh <strong>fish</strong></p></li></ul><p>Book at <a href="https://casa.example.com/book" rel="noopener noreferrer nofollow" target="_blank">our site</a></p>',
    );
  });

  it("renders marks in one fixed nesting, whatever order the editor lists them in", () => {
    const doc: RichTextDoc = { type: "doc", content: [{ type: "paragraph", content: [text("x", [{ type: "strike" }, { type: "bold" }, { type: "italic" }])] }] };
    expect(renderRichText(doc)).toBe("<p><strong><em><s>x</s></em></strong></p>");
  });

  it("renders ordered lists with their start and numbering type, nested lists, line breaks and empty paragraphs", () => {
    const doc: RichTextDoc = {
      type: "doc",
      content: [
        { type: "paragraph" },
        {
          type: "orderedList",
          attrs: { start: 3, type: "a" },
          content: [{ type: "listItem", content: [{ type: "paragraph", content: [text("a"), { type: "hardBreak" }, text("b")] }, { type: "orderedList", attrs: { start: 1, type: null }, content: [{ type: "listItem", content: [{ type: "paragraph", content: [text("c")] }] }] }] }],
        },
      ],
    };
    expect(renderRichText(doc)).toBe('<p></p><ol start="3" type="a"><li><p>a<br>b</p><ol><li><p>c</p></li></ol></li></ol>');
  });

  it("escapes text and keeps it readable", () => {
    const doc: RichTextDoc = { type: "doc", content: [{ type: "paragraph", content: [text(`Fish & chips <b>"today"</b> 'only'`)] }] };
    expect(renderRichText(doc)).toBe("<p>Fish &amp; chips &lt;b&gt;&quot;today&quot;&lt;/b&gt; &#39;only&#39;</p>");
  });

  it("renders mailto and tel links, and a link given without a scheme as https", () => {
    const linked = (href: string): RichTextDoc => ({ type: "doc", content: [{ type: "paragraph", content: [text("x", [{ type: "link", attrs: { href } }])] }] });
    expect(renderRichText(linked("mailto:hola@casa.example.com"))).toContain('href="mailto:hola@casa.example.com"');
    expect(renderRichText(linked("tel:+34 600 11 22 33"))).toContain('href="tel:+34600112233"');
    expect(renderRichText(linked("casa.example.com/menu"))).toContain('href="https://casa.example.com/menu"');
  });

  it("renders a link with another scheme, or to a blocked host, as its text", () => {
    for (const href of ["javascript:alert(1)", "ftp://example.com/x", "http://localhost/admin", "data:text/html,x"]) {
      const doc: RichTextDoc = { type: "doc", content: [{ type: "paragraph", content: [text("click", [{ type: "bold" }, { type: "link", attrs: { href } }])] }] };
      expect(renderRichText(doc)).toBe("<p><strong>click</strong></p>");
    }
  });

  it("escapes the characters of a link's address that HTML gives a meaning", () => {
    const doc: RichTextDoc = { type: "doc", content: [{ type: "paragraph", content: [text("x", [{ type: "link", attrs: { href: "https://example.com/a?b=1&c='2'" } }])] }] };
    expect(renderRichText(doc)).toContain('href="https://example.com/a?b=1&amp;c=&#39;2&#39;"');
  });
});

describe("document size and emptiness", () => {
  const paragraphs = (count: number, each: string): RichTextDoc => ({ type: "doc", content: Array.from({ length: count }, () => ({ type: "paragraph", content: [text(each)] })) });

  it("refuses more nodes than the limit and accepts the limit", () => {
    // Each paragraph is two nodes (the paragraph and its text).
    expect(richTextSizeError(paragraphs(RICH_TEXT_LIMITS.nodes / 2, "a"))).toBeNull();
    expect(richTextSizeError({ type: "doc", content: [...paragraphs(RICH_TEXT_LIMITS.nodes / 2, "a").content!, { type: "paragraph" }] })).toBe("rich-text-too-many-nodes");
  });

  it("refuses more text than the limit and accepts the limit", () => {
    expect(richTextSizeError(paragraphs(10, "a".repeat(RICH_TEXT_LIMITS.textLength / 10)))).toBeNull();
    expect(richTextSizeError(paragraphs(10, "a".repeat(RICH_TEXT_LIMITS.textLength / 10 + 1)))).toBe("rich-text-too-long");
  });

  it("tells a document with text from an empty editor's or one of blanks and line breaks", () => {
    expect(richTextHasText({ type: "doc", content: [{ type: "paragraph" }] })).toBe(false);
    expect(richTextHasText({ type: "doc" })).toBe(false);
    expect(richTextHasText({ type: "doc", content: [{ type: "paragraph", content: [text("  "), { type: "hardBreak" }] }] })).toBe(false);
    expect(richTextHasText({ type: "doc", content: [{ type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [text("x")] }] }] }] })).toBe(true);
  });
});
