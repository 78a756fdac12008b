// The page and story editors: a title and text per content language (tabs unless the company hides them), the
// document sent to the API built from each language's HTML, a server refusal under its field, and the preview
// of what customers see.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ApiError } from "../../../data/api";
import { ContentLanguagesProvider } from "../../../ui/contentLanguage";
import { renderRoutes, SLOW } from "../../../ui/testing";
import * as repository from "../../repository";
import { PageEditorView, StoryEditorView, underContentFields } from "./ContentEditorView";

vi.mock("../../repository", () => ({ useContentEntries: vi.fn(), saveContent: vi.fn(), uploadContentPicture: vi.fn() }));
vi.mock("../../../company", () => ({
  useCompany: () => ({ companyId: "c1", loading: false }),
}));

const repo = vi.mocked(repository);
// The editor is a lazy chunk: its first import in a worker can take seconds on a busy machine.
const EDITOR_LOADED = { timeout: 20_000 };

const ALLERGIES: repository.ContentEntry = {
  id: "p1",
  companyId: "c1",
  name: "allergies",
  sortOrder: 1000,
  showInNavigation: true,
  title: { en: "Allergy policy", es: "Política de alérgenos" },
  content: {
    en: '<h2>Allergens</h2><ul><li><p>Gluten</p></li></ul><p>See <a href="https://example.test/menu" target="_blank" rel="noopener noreferrer nofollow">the menu</a>.</p>',
    es: "<p>Pregunte al <strong>camarero</strong>.</p>",
  },
};

function open(path: string, hideTranslationTabs = false) {
  const wrap = (element: React.ReactNode) => (
    <ContentLanguagesProvider languages={["en", "es"]} defaultLanguage="en" hideTranslationTabs={hideTranslationTabs}>
      {element}
    </ContentLanguagesProvider>
  );
  return renderRoutes(
    [
      { path: "/pages/new", element: wrap(<PageEditorView />) },
      { path: "/pages/:id/edit", element: wrap(<PageEditorView />) },
      { path: "/stories/new", element: wrap(<StoryEditorView />) },
      { path: "/stories/:id/edit", element: wrap(<StoryEditorView />) },
      { path: "/content", element: <p>Content list</p> },
    ],
    path,
  );
}

const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));
const fieldOf = (label: string) => screen.getByText(label, { selector: "label span, label" }).closest(".ant-form-item") as HTMLElement;

beforeEach(() => {
  vi.clearAllMocks();
  repo.useContentEntries.mockReturnValue({ data: [ALLERGIES], loading: false, error: null });
  repo.saveContent.mockResolvedValue("p1");
});

describe("content editor", SLOW, () => {
  it("edits the title and text in a tab per content language, and sends each language's HTML as the editor's document", async () => {
    open("/pages/p1/edit");
    // Each language's text box is named by the field and its tab, and written in its language.
    expect(await screen.findByRole("textbox", { name: "Text EN" }, EDITOR_LOADED)).toHaveAttribute("lang", "en");
    const title = fieldOf("Title");
    expect(within(title).getByRole("tab", { name: "EN" })).toBeInTheDocument();
    fireEvent.click(within(title).getByRole("tab", { name: "ES" }));
    await waitFor(() => expect(screen.getByDisplayValue("Política de alérgenos")).toBeVisible());
    // The tabs are the screen's: ES opens the Spanish text too.
    expect(await screen.findByRole("textbox", { name: "Text ES" })).toHaveAttribute("lang", "es");

    save();
    await waitFor(() => expect(repo.saveContent).toHaveBeenCalledTimes(1));
    const [kind, request, id] = repo.saveContent.mock.calls[0]!;
    expect(kind).toBe("page");
    expect(id).toBe("p1");
    expect(request).toMatchObject({ name: "allergies", picture: null, showInNavigation: true, title: { en: "Allergy policy", es: "Política de alérgenos" } });
    expect(request.content.en).toMatchObject({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Allergens" }] },
        { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Gluten" }] }] }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "See " },
            { type: "text", text: "the menu", marks: [{ type: "link", attrs: { href: "https://example.test/menu" } }] },
            { type: "text", text: "." },
          ],
        },
      ],
    });
    expect(request.content.es).toMatchObject({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Pregunte al " }, { type: "text", text: "camarero", marks: [{ type: "bold" }] }, { type: "text", text: "." }] }] });
  });

  it("shows only the default language, without tabs, when the company hides the translation tabs", async () => {
    open("/stories/new", true);
    await screen.findAllByRole("toolbar", {}, EDITOR_LOADED);
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "New story" })).toBeInTheDocument();
  });

  it("creates a story with only what was written, and opens its edit page", async () => {
    repo.saveContent.mockResolvedValue("s9");
    const router = open("/stories/new");
    await screen.findAllByRole("toolbar", {}, EDITOR_LOADED);
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: " terrace " } });
    fireEvent.change(within(fieldOf("Title")).getAllByRole("textbox")[0]!, { target: { value: "The terrace is back" } });
    save();
    await waitFor(() => expect(repo.saveContent).toHaveBeenCalledWith("story", { name: "terrace", picture: null, showInNavigation: false, title: { en: "The terrace is back" }, content: {} }, undefined));
    await waitFor(() => expect(router.state.location.pathname).toBe("/stories/s9/edit"));
  });

  it("shows the server's refusal of a language's text under that text, keeping what was typed", async () => {
    repo.saveContent.mockRejectedValue(new ApiError("validation", 400, { "content.es.content.0.content.0.marks.0.type": ["rich-text-too-many-nodes"] }));
    open("/pages/p1/edit");
    await screen.findAllByRole("toolbar", {}, EDITOR_LOADED);
    save();
    const text = fieldOf("Text");
    expect(await within(text).findByText("This text has too many paragraphs, list items or formats. Shorten it, or split it into several pages.")).toBeInTheDocument();
    expect(within(text).getByRole("img", { name: /ES/ })).toBeInTheDocument();
    expect((screen.getByDisplayValue("Allergy policy") as HTMLInputElement).value).toBe("Allergy policy");
  });

  it("previews the page as customers see it, in the language being edited", async () => {
    open("/pages/p1/edit");
    await screen.findAllByRole("toolbar", {}, EDITOR_LOADED);
    fireEvent.click(screen.getByRole("button", { name: /Preview/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("As customers see it (EN)")).toBeInTheDocument();
    const article = within(dialog).getByRole("article", { name: "Preview" });
    expect(within(article).getByRole("heading", { level: 1, name: "Allergy policy" })).toBeInTheDocument();
    expect(within(article).getByRole("heading", { level: 2, name: "Allergens" })).toBeInTheDocument();
    expect(within(article).getByRole("listitem")).toHaveTextContent("Gluten");
    expect(within(article).getByRole("link", { name: "the menu" })).toHaveAttribute("href", "https://example.test/menu");
  });
});

describe("underContentFields", () => {
  it("puts a refusal inside a language's document under that language's text, and leaves other fields as they are", () => {
    expect(underContentFields({ "content.en.content.3.type": ["enum"], "content.en": ["rich-text-too-long"], name: ["required"] })).toEqual({
      "content.en": ["enum", "rich-text-too-long"],
      name: ["required"],
    });
  });
});
