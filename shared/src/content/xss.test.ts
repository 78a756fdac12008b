// The XSS corpus against the renderer: every payload in every place a document carries text or an attribute.
import { describe, expect, it } from "vitest";
import { validator } from "../validation";
import { renderRichText } from "./render";
import { richTextDocSchema, type RichTextDoc } from "./richText";
import { XSS_PAYLOADS, executableMarkup, renderedText, xssDocument, xssLooseDocument } from "./xssCorpus";

describe("the XSS corpus", () => {
  it("is a document the schema accepts (the API stores it; the renderer must defuse it)", () => {
    expect(validator(richTextDocSchema)(xssDocument())).toMatchObject({ ok: true });
  });

  it.each(XSS_PAYLOADS.map((payload) => [JSON.stringify(payload), payload] as const))("%s leaves nothing executable, and shows as the text typed", (_, payload) => {
    const html = renderRichText(xssDocument([payload]));
    expect(executableMarkup(html)).toEqual([]);
    // Text is escaped, so no tag of a payload survives anywhere (a style= or javascript: in the text is inert text).
    expect(html).not.toMatch(/<script|<iframe|<svg|<img/i);
    // The text in the paragraph, heading and list item reads exactly as typed.
    expect(renderedText(html).split(payload).length - 1).toBeGreaterThanOrEqual(3);
  });

  it.each(XSS_PAYLOADS.map((payload) => [JSON.stringify(payload), payload] as const))("%s in a node or mark type, a level or a list attribute is harmless too", (_, payload) => {
    const html = renderRichText(xssLooseDocument(payload) as RichTextDoc);
    expect(executableMarkup(html)).toEqual([]);
  });

  it("the check finds what it is there to find", () => {
    expect(executableMarkup('<p onclick="x">a</p>')).not.toEqual([]);
    expect(executableMarkup('<a href="javascript:alert(1)" rel="noopener noreferrer nofollow" target="_blank">a</a>')).not.toEqual([]);
    expect(executableMarkup('<a href="java&#x09;script:x">a</a>')).not.toEqual([]);
    expect(executableMarkup("<img src=x>")).not.toEqual([]);
    expect(executableMarkup('<p style="color:red">a</p>')).not.toEqual([]);
    expect(executableMarkup('<a href="https://e.com" rel="noopener noreferrer nofollow" target="_blank">a</a>')).toEqual([]);
  });
});
