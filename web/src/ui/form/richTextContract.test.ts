// The editor's documents meet the API's contract (shared/src/content/richText.ts): whatever HTML tiptap parses
// with the editor's own extensions (typed, pasted or loaded from a stored page) becomes a document the server's
// schema accepts once sent as JSON, and the HTML the server renders from it holds nothing executable.
import { describe, expect, it } from "vitest";
import { generateJSON } from "@tiptap/react";
import { renderRichText, richTextDocSchema, validator, type RichTextDoc } from "@comanda/shared";
import { richTextExtensions } from "./RichTextEditor";

const validate = validator<RichTextDoc>(richTextDocSchema);
/** The document as the API receives it: tiptap's object through JSON (a NaN list start becomes null). */
const sent = (html: string): unknown => JSON.parse(JSON.stringify(generateJSON(html, richTextExtensions()))) as unknown;

const EDITOR_HTML: readonly string[] = [
  "<p></p>",
  "<h1>One</h1><h2>Two</h2><h3>Three</h3>",
  "<p><strong>b</strong> <em>i</em> <s>s</s> <strong><em><s>all</s></em></strong><br>next line</p>",
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://casa.example.com/menu">menu</a></p>',
  "<ul><li><p>one</p><ul><li><p>nested</p></li></ul></li></ul>",
  '<ol start="3" type="a"><li><p>three</p></li></ol><ol start="abc"><li><p>nan</p></li></ol>',
];

const PASTED_HTML: readonly string[] = [
  '<img src=x onerror="alert(1)"><p onclick="alert(1)" style="color:red">text</p>',
  "<script>alert(1)</script><svg onload=alert(1)></svg><iframe src=javascript:alert(1)></iframe>",
  '<a href="javascript:alert(1)">js</a> <a href="data:text/html,x">data</a> <a href="JaVaScRiPt:alert(1)">mixed</a>',
  '<div style="text-align:center"><span style="font-weight:bold">styled</span></div><table><tr><td>cell</td></tr></table>',
  "<blockquote>quote</blockquote><pre><code>code</code></pre><hr><u>under</u><h4>four</h4>",
  '<p>&lt;script&gt;alert(1)&lt;/script&gt; <b>bold</b> <i>it</i> <del>del</del></p><li>loose item</li>',
];

describe("the editor's documents and the API's schema", () => {
  it.each([...EDITOR_HTML, ...PASTED_HTML].map((html) => [html]))("%s parses to a document the API accepts, rendered harmless", (html) => {
    const doc = sent(html);
    expect(validate(doc)).toMatchObject({ ok: true });
    expect(renderRichText(doc as RichTextDoc)).not.toMatch(/<(script|img|svg|iframe|div|span|table)|\son\w+=|style=|javascript:|data:/i);
  });

  it("keeps the editor's formats through the round trip to the server's HTML", () => {
    const html = '<h2>Allergies</h2><ul><li><p><strong>Gluten</strong></p></li></ul><p><a href="https://casa.example.com/menu">menu</a></p>';
    expect(renderRichText(sent(html) as RichTextDoc)).toBe(
      '<h2>Allergies</h2><ul><li><p><strong>Gluten</strong></p></li></ul><p><a href="https://casa.example.com/menu" rel="noopener noreferrer nofollow" target="_blank">menu</a></p>',
    );
  });
});
