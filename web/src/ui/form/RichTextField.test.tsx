import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "antd";
import { Editor } from "@tiptap/react";
import { renderWithProviders, SLOW } from "../testing";
import { FormKit, RichTextField } from "./index";
import { richTextExtensions } from "./RichTextEditor";
import { applyLink, editorHtml, isToolActive, removeLink, toggleTool } from "./richTextCommands";

// The editor is a lazy chunk: its first import in a worker can take seconds on a busy machine.
const EDITOR_LOADED = { timeout: 20_000 };

interface Story {
  body?: string;
}

function StoryForm({ onSubmit, body, readOnly }: { onSubmit?: (v: Story) => Promise<void>; body?: string; readOnly?: boolean }) {
  return (
    <FormKit<Story> initialValues={{ body }} readOnly={readOnly} onSubmit={onSubmit ?? (async () => {})}>
      <RichTextField name="body" label="Text" />
      <Button htmlType="submit">Save</Button>
    </FormKit>
  );
}

describe("RichTextField in the form", SLOW, () => {
  it("toggles bold on the selection from the toolbar and submits the HTML", async () => {
    const onSubmit = vi.fn(async (_: Story) => {});
    renderWithProviders(<StoryForm body="<p>Soup</p>" onSubmit={onSubmit} />);
    const bold = await screen.findByRole("button", { name: "Bold" }, EDITOR_LOADED);
    expect(bold).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(screen.getByRole("textbox"));
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute("aria-pressed", "true"));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ body: "<p><strong>Soup</strong></p>" }));
  });

  it("names every toolbar button", async () => {
    renderWithProviders(<StoryForm />);
    await screen.findByRole("button", { name: "Bold" }, EDITOR_LOADED);
    for (const name of ["Italic", "Strikethrough", "Heading 1", "Heading 2", "Heading 3", "Bulleted list", "Numbered list", "Add link", "Remove link"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
  });

  it("refuses an ftp link with a translated error and adds https to a bare address", async () => {
    const onSubmit = vi.fn(async (_: Story) => {});
    renderWithProviders(<StoryForm body="<p>Menu</p>" onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole("textbox"));
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(screen.getByRole("button", { name: "Add link" }));
    const address = await screen.findByLabelText("Web address");
    await userEvent.type(address, "ftp://example.com");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only http and https links are allowed.");
    await userEvent.clear(address);
    await userEvent.type(address, "example.com/menu");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].body).toContain('href="https://example.com/menu"');
  });

  it("shows sanitised HTML in read-only mode", () => {
    renderWithProviders(<StoryForm readOnly body={'<p onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script><a href="javascript:alert(1)">bad</a>'} />);
    const para = screen.getByText("Hi", { exact: false });
    expect(para.tagName).toBe("P");
    expect(para).not.toHaveAttribute("onclick");
    expect(screen.getByText("there").tagName).toBe("STRONG");
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByText("bad").closest("a")).toBeNull();
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();
  });
});

describe("rich-text commands on a bare editor", () => {
  let editor: Editor | undefined;
  afterEach(() => editor?.destroy());
  const make = (html: string) => {
    editor = new Editor({ extensions: richTextExtensions(), content: html });
    editor.commands.selectAll();
    return editor;
  };

  it("toggles bold on and off", () => {
    const e = make("<p>Soup</p>");
    toggleTool(e, "bold");
    expect(editorHtml(e)).toBe("<p><strong>Soup</strong></p>");
    expect(isToolActive(e, "bold")).toBe(true);
    toggleTool(e, "bold");
    expect(editorHtml(e)).toBe("<p>Soup</p>");
  });

  it("turns a paragraph into a level 2 heading", () => {
    const e = make("<p>Starters</p>");
    toggleTool(e, "heading2");
    expect(editorHtml(e)).toBe("<h2>Starters</h2>");
  });

  it("links the selection to https when no scheme is typed", () => {
    const e = make("<p>Menu</p>");
    expect(applyLink(e, "example.com")).toBeNull();
    expect(editorHtml(e)).toContain('href="https://example.com"');
  });

  it.each([
    ["ftp://example.com", "link-protocol"],
    ["mailto:chef", "link-invalid"],
    ["javascript:alert(1)", "link-protocol"],
    ["localhost:3000", "link-blocked-host"],
  ])("refuses %s with %s and leaves the text unlinked", (typed, code) => {
    const e = make("<p>Menu</p>");
    expect(applyLink(e, typed)).toBe(code);
    expect(editorHtml(e)).toBe("<p>Menu</p>");
  });

  it.each([
    ["mailto:chef@example.com", 'href="mailto:chef@example.com"'],
    ["tel:+34 933 12 34 56", 'href="tel:+34933123456"'],
  ])("links the selection to %s, as a page or story may", (typed, href) => {
    const e = make("<p>Call us</p>");
    expect(applyLink(e, typed)).toBeNull();
    expect(editorHtml(e)).toContain(href);
  });

  it("keeps a pasted mailto link and drops a pasted data link", () => {
    const e = make('<p><a href="mailto:chef@example.com">Mail</a> <a href="data:text/html,x">Data</a></p>');
    expect(editorHtml(e)).toContain('href="mailto:chef@example.com"');
    expect(editorHtml(e)).not.toContain("data:");
  });

  it("removes a link", () => {
    const e = make('<p><a href="https://example.com">Menu</a></p>');
    removeLink(e);
    expect(editorHtml(e)).toBe("<p>Menu</p>");
  });

  it("drops a pasted javascript link", () => {
    const e = make('<p><a href="javascript:alert(1)">Menu</a></p>');
    expect(editorHtml(e)).toBe("<p>Menu</p>");
  });
});
