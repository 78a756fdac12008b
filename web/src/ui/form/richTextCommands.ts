// The rich-text toolbar's commands, kept apart from React so that they can be tested on a bare editor.
import type { Editor } from "@tiptap/react";
import { normalizeContentLink, type LinkError } from "@comanda/shared";

export type RichTextMark = "bold" | "italic" | "strike";
export type RichTextBlock = "heading1" | "heading2" | "heading3" | "bulletList" | "orderedList";
export type RichTextTool = RichTextMark | RichTextBlock | "link";

export const TOOLBAR: readonly RichTextTool[] = ["bold", "italic", "strike", "heading1", "heading2", "heading3", "bulletList", "orderedList", "link"];

/** Whether the tool's format applies at the cursor (the button's pressed state). */
export function isToolActive(editor: Editor, tool: RichTextTool): boolean {
  switch (tool) {
    case "heading1":
      return editor.isActive("heading", { level: 1 });
    case "heading2":
      return editor.isActive("heading", { level: 2 });
    case "heading3":
      return editor.isActive("heading", { level: 3 });
    default:
      return editor.isActive(tool);
  }
}

/** Toggles a format on the selection. */
export function toggleTool(editor: Editor, tool: RichTextMark | RichTextBlock): boolean {
  const chain = editor.chain().focus();
  switch (tool) {
    case "bold":
      return chain.toggleBold().run();
    case "italic":
      return chain.toggleItalic().run();
    case "strike":
      return chain.toggleStrike().run();
    case "heading1":
      return chain.toggleHeading({ level: 1 }).run();
    case "heading2":
      return chain.toggleHeading({ level: 2 }).run();
    case "heading3":
      return chain.toggleHeading({ level: 3 }).run();
    case "bulletList":
      return chain.toggleBulletList().run();
    case "orderedList":
      return chain.toggleOrderedList().run();
  }
}

/**
 * Links the selection (or the link at the cursor) to a typed address after the link rule; with nothing
 * selected the address itself is inserted as linked text. Returns the error code when the address is refused.
 */
export function applyLink(editor: Editor, typed: string): LinkError | null {
  const link = normalizeContentLink(typed);
  if (!link.ok) return link.code;
  const { empty } = editor.state.selection;
  if (empty && !editor.isActive("link")) {
    editor
      .chain()
      .focus()
      .insertContent({ type: "text", text: link.href, marks: [{ type: "link", attrs: { href: link.href } }] })
      .unsetMark("link")
      .run();
  } else {
    editor.chain().focus().extendMarkRange("link").setLink({ href: link.href }).run();
  }
  return null;
}

export function removeLink(editor: Editor): void {
  editor.chain().focus().extendMarkRange("link").unsetLink().run();
}

/** The address of the link at the cursor, to edit it. */
export function currentLink(editor: Editor): string {
  const href: unknown = editor.getAttributes("link").href;
  return typeof href === "string" ? href : "";
}

/** The editor's HTML as stored: "" for an empty document, without the empty paragraph the editor keeps at the end. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML().replace(/(<p><\/p>)+$/, "");
}
