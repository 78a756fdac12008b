import { describe, expect, it } from "vitest";
import { CONTENT_LIMITS, LANGUAGES, RICH_TEXT_LIMITS, type RichTextDoc, type SaveContentRequest } from "@comanda/shared";
import { contentFields } from "./save";

const paragraph = (text: string): RichTextDoc => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
const request = (content: SaveContentRequest["content"], title: SaveContentRequest["title"] = { en: "About us" }): SaveContentRequest => ({ name: "About us", title, content });

describe("contentFields", () => {
  it("trims titles, renders each language and drops the blank ones", () => {
    expect(contentFields(request({ en: paragraph("Hi"), es: { type: "doc", content: [{ type: "paragraph" }] } }, { en: " Hi ", es: " " }))).toEqual({ fields: {}, title: { en: "Hi" }, content: { en: "<p>Hi</p>" } });
  });

  it("refuses HTML that would not fit in one stored document, though each language's text is within its limit", () => {
    // "<" is four bytes once escaped: seven languages of the longest text allowed make about 1.4 MB of HTML.
    const content = Object.fromEntries(LANGUAGES.map((language) => [language, paragraph("<".repeat(RICH_TEXT_LIMITS.textLength))]));
    expect(contentFields(request(content)).fields).toEqual({ content: ["rich-text-too-long"] });
    const fits = Object.fromEntries(LANGUAGES.slice(0, 4).map((language) => [language, paragraph("<".repeat(RICH_TEXT_LIMITS.textLength))]));
    expect(4 * 4 * RICH_TEXT_LIMITS.textLength).toBeLessThan(CONTENT_LIMITS.storedBytes);
    expect(contentFields(request(fits)).fields).toEqual({});
  });
});
