// Reading HTML back into the editor's document (what a machine translation of a page or story goes through).
import { describe, expect, it } from "vitest";
import { richTextFromHtml, rerenderRichTextHtml } from "./fromHtml";
import { renderRichText } from "./render";
import type { RichTextDoc } from "./richText";
import { XSS_PAYLOADS, executableMarkup, renderedText, xssDocument } from "./xssCorpus";

/** A page as the demo's allergy policy is written: every node and mark of the toolbar. */
const ALLERGIES: RichTextDoc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Allergies & intolerances" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Tell us " },
        { type: "text", text: "before", marks: [{ type: "bold" }] },
        { type: "text", text: " you order: " },
        { type: "text", text: "write", marks: [{ type: "italic" }, { type: "link", attrs: { href: "mailto:hola@example.com" } }] },
        { type: "hardBreak" },
        { type: "text", text: "or call", marks: [{ type: "link", attrs: { href: "tel:+34931234567" } }] },
        { type: "text", text: " — old rules", marks: [{ type: "strike" }] },
      ],
    },
    { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "The 14 allergens" }] },
    {
      type: "bulletList",
      content: [
        { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Gluten <wheat>" }] }] },
        {
          type: "listItem",
          content: [
            { type: "paragraph", content: [{ type: "text", text: "Nuts" }] },
            { type: "orderedList", attrs: { start: 3, type: "a" }, content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "\"Almonds\" 'raw'" }] }] }] },
          ],
        },
      ],
    },
    { type: "paragraph", content: [{ type: "text", text: "See ", marks: [] }, { type: "text", text: "the law", marks: [{ type: "bold" }, { type: "link", attrs: { href: "https://eur-lex.europa.eu/eli/reg/2011/1169/oj?x=1&y=2" } }] }] },
  ],
};

describe("reading HTML back into the document", () => {
  it("gives back the document of the renderer's own HTML: the same HTML again, markup and escapes kept", () => {
    const html = renderRichText(ALLERGIES);
    expect(renderRichText(richTextFromHtml(html))).toBe(html);
    expect(rerenderRichTextHtml(html)).toBe(html);
    expect(html).toContain("<h1>Allergies &amp; intolerances</h1>");
    expect(html).toContain('<ol start="3" type="a">');
  });

  it("reads a translation's HTML as a browser would: other tags dropped, loose text in paragraphs, whitespace collapsed", () => {
    const translated = '<h2 class="x">Alergias</h2>\n<div>Díganos <b>antes</b></div> [es]<ul><li>Gluten<li>Frutos <EM>secos</EM></ul><p>a &lt; b &amp;&nbsp;c &#x263A; &bogus; <br/>fin';
    expect(rerenderRichTextHtml(translated)).toBe(
      "<h2>Alergias</h2><p>Díganos <strong>antes</strong></p><p>[es]</p><ul><li><p>Gluten</p></li><li><p>Frutos <em>secos</em></p></li></ul><p>a &lt; b &amp;\u00a0c ☺ &amp;bogus; <br>fin</p>",
    );
  });

  it("answers null when nothing readable is left", () => {
    expect(rerenderRichTextHtml("<script>alert(1)</script><p> </p>")).toBeNull();
    expect(rerenderRichTextHtml("")).toBeNull();
  });

  it("nests lists no deeper than the schema allows", () => {
    const deep = "<ul><li>".repeat(20) + "deep" + "</li></ul>".repeat(20) + "<p>after</p>";
    const html = rerenderRichTextHtml(deep)!;
    expect(html.match(/<ul>/g)).toHaveLength(8);
    expect(html.endsWith("<p>after</p>")).toBe(true);
  });

  it.each(XSS_PAYLOADS.map((payload) => [JSON.stringify(payload), payload] as const))("a translation answering %s stores nothing executable", (_, payload) => {
    // The payload as the whole answer, inside the page's markup, and in the link a translation could rewrite.
    const answers = [payload, `<h2>Alergias</h2><p>${payload}</p><ul><li>${payload}</li></ul>`, `<p><a href="${payload}" onclick="alert(1)">x</a> <a href='${payload}'>y</a></p>`];
    for (const answer of answers) expect(executableMarkup(rerenderRichTextHtml(answer) ?? "")).toEqual([]);
  });

  it("the whole corpus rendered, then answered back with its text unescaped, stays harmless", () => {
    const unescaped = renderedText(renderRichText(xssDocument()));
    expect(executableMarkup(rerenderRichTextHtml(unescaped) ?? "")).toEqual([]);
    expect(executableMarkup(rerenderRichTextHtml(renderRichText(xssDocument())) ?? "")).toEqual([]);
  });
});
