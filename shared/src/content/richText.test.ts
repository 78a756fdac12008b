import { describe, expect, it } from "vitest";
import { validator } from "../validation";
import { RICH_TEXT_LIMITS, richTextDocSchema, type RichTextBlock, type RichTextDoc } from "./richText";

const validate = validator<RichTextDoc>(richTextDocSchema);
const fieldsOf = (doc: unknown) => {
  const result = validate(doc);
  return result.ok ? null : result.fields;
};

describe("richTextDocSchema", () => {
  it("accepts what tiptap's getJSON gives for every tool, with tiptap's own extra attributes", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Title" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "b", marks: [{ type: "bold" }, { type: "italic" }, { type: "strike" }] },
            { type: "hardBreak", marks: [{ type: "bold" }] },
            { type: "text", text: "l", marks: [{ type: "link", attrs: { href: "https://example.com", target: "_blank", rel: "noopener noreferrer nofollow", class: null, title: null } }] },
          ],
        },
        { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph" }] }] },
        { type: "orderedList", attrs: { start: 1, type: null }, content: [{ type: "listItem", content: [{ type: "paragraph" }, { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph" }] }] }] }] },
        { type: "paragraph" },
      ],
    };
    expect(fieldsOf(doc)).toBeNull();
  });

  it("refuses other nodes, marks, attributes and heading levels, each at its path", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "codeBlock", content: [] },
        { type: "paragraph", attrs: { textAlign: "left" } },
        { type: "heading", attrs: { level: 4 } },
        { type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "underline" }, { type: "bold", attrs: {} }, { type: "link", attrs: { href: "https://e.com", onclick: "x" } }] }] },
        { type: "paragraph", content: [{ type: "image", attrs: { src: "x" } }] },
      ],
    };
    expect(fieldsOf(doc)).toEqual({
      "content.0.type": ["enum"],
      "content.1.attrs": ["unknown-field"],
      "content.2.attrs.level": ["enum"],
      "content.3.content.0.marks.0.type": ["enum"],
      "content.3.content.0.marks.1.attrs": ["unknown-field"],
      "content.3.content.0.marks.2.attrs.onclick": ["unknown-field"],
      "content.4.content.0.type": ["enum"],
    });
  });

  it("refuses a link longer than the limit, an empty text, an empty list and a list item outside a list", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: `https://e.com/${"a".repeat(RICH_TEXT_LIMITS.linkLength)}` } }] }] },
        { type: "paragraph", content: [{ type: "text", text: "" }] },
        { type: "bulletList", content: [] },
        { type: "listItem", content: [{ type: "paragraph" }] },
      ],
    };
    expect(fieldsOf(doc)).toEqual({
      "content.0.content.0.marks.0.attrs.href": ["maxLength"],
      "content.1.content.0.text": ["minLength"],
      "content.2.content": ["minItems"],
      "content.3.type": ["enum"],
    });
  });

  it("accepts lists nested to the limit and refuses a deeper one, however deep, without exhausting the stack", () => {
    const nested = (depth: number): RichTextBlock => {
      let block: RichTextBlock = { type: "paragraph" };
      for (let i = 0; i < depth; i++) block = { type: "bulletList", content: [{ type: "listItem", content: [block] }] };
      return block;
    };
    expect(fieldsOf({ type: "doc", content: [nested(RICH_TEXT_LIMITS.listDepth)] })).toBeNull();
    const tooDeep = fieldsOf({ type: "doc", content: [nested(RICH_TEXT_LIMITS.listDepth + 1)] });
    expect(Object.values(tooDeep ?? {})).toEqual([["enum"]]);
    expect(fieldsOf({ type: "doc", content: [nested(20_000)] })).not.toBeNull();
  });

  it("refuses anything but a doc at the top", () => {
    expect(fieldsOf({ type: "paragraph" })).toEqual({ type: ["const"] });
    expect(fieldsOf("<p>x</p>")).toEqual({ _: ["type"] });
  });
});
