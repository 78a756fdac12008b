// The content list: pages and stories in two tabs kept in the address, each row's title in the content language
// and its navigation flag, a reorder by keyboard written as the moved entry's sortOrder, and delete only after
// the confirmation, through the API.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ContentKind } from "@comanda/shared";
import { ContentLanguagesProvider } from "../../../ui/contentLanguage";
import { renderRoutes, SLOW } from "../../../ui/testing";
import * as repository from "../../repository";
import ContentView from "./ContentView";

vi.mock("../../repository", () => ({ useContentEntries: vi.fn(), writeContentSortOrders: vi.fn(), deleteContent: vi.fn() }));
vi.mock("../../../company", () => ({ useCompany: () => ({ companyId: "c1", loading: false }) }));

const repo = vi.mocked(repository);

const entry = (id: string, name: string, sortOrder: number, title: Record<string, string>, more: Partial<repository.ContentEntry> = {}): repository.ContentEntry => ({
  id,
  companyId: "c1",
  name,
  sortOrder,
  title,
  content: {},
  ...more,
});

const PAGES = [
  entry("p1", "allergies", 1000, { en: "Allergy policy", es: "Política de alérgenos" }, { showInNavigation: true, picture: "https://example.test/a.png" }),
  entry("p2", "find-us", 2000, { en: "How to find us" }),
];
const STORIES = [
  entry("s1", "opening", 1000, { en: "We opened" }),
  entry("s2", "terrace", 2000, { en: "The terrace is back" }),
  entry("s3", "wine", 3000, { en: "New wines" }),
];

function open(path = "/content") {
  return renderRoutes(
    [
      {
        path: "/content",
        element: (
          <ContentLanguagesProvider languages={["en", "es"]} defaultLanguage="en">
            <ContentView />
          </ContentLanguagesProvider>
        ),
      },
      { path: "/pages/:id/edit", element: <p>Page editor</p> },
      { path: "/stories/new", element: <p>New story editor</p> },
    ],
    path,
  );
}

const rowTitles = (list: string) => within(screen.getByRole("list", { name: list })).queryAllByRole("listitem").map((li) => li.getAttribute("aria-label"));

// jsdom lays nothing out: each row stands 60 px below the one before it, so dnd-kit's keyboard moves find
// their neighbours.
const realRect = HTMLElement.prototype.getBoundingClientRect;
beforeEach(() => {
  vi.clearAllMocks();
  repo.useContentEntries.mockImplementation((_company: string | null, kind: ContentKind) => ({ data: kind === "page" ? PAGES : STORIES, loading: false, error: null }));
  repo.writeContentSortOrders.mockResolvedValue(undefined);
  repo.deleteContent.mockResolvedValue(undefined);
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const row = this.closest("li.content-row");
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    return new DOMRect(0, index * 60, 600, 50);
  };
});
afterEach(() => {
  HTMLElement.prototype.getBoundingClientRect = realRect;
});

describe("ContentView", SLOW, () => {
  it("shows the pages with their title in the content language and navigation flag, and the stories in their own tab kept in the address", async () => {
    const router = open();
    expect(rowTitles("Pages in display order")).toEqual(["Allergy policy", "How to find us"]);
    const allergies = screen.getByRole("listitem", { name: "Allergy policy" });
    expect(within(allergies).getByText("In the navigation")).toBeInTheDocument();
    expect(within(allergies).getByText("allergies")).toBeInTheDocument();
    expect(within(screen.getByRole("listitem", { name: "How to find us" })).getByText("Not in the navigation")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /New page/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("tab", { name: "Stories" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=stories"));
    await waitFor(() => expect(rowTitles("Stories in display order")).toEqual(["We opened", "The terrace is back", "New wines"]));
    fireEvent.click(screen.getByRole("button", { name: /New story/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/stories/new"));
  });

  it("opens on the stories tab from the address, and the editor from a title", async () => {
    const router = open("/content?tab=stories");
    expect(screen.getByRole("tab", { name: "Stories", selected: true })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "Pages" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    fireEvent.click(screen.getByRole("button", { name: "How to find us" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pages/p2/edit"));
  });

  it("moves a story down by keyboard (space, arrow down, space) and writes only its new sortOrder", async () => {
    open("/content?tab=stories");
    const handle = screen.getByRole("button", { name: "Move We opened" });
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { key: " ", code: "Space" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { key: "ArrowDown", code: "ArrowDown" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? handle, { key: " ", code: "Space" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // Between "The terrace is back" (2000) and "New wines" (3000).
    await waitFor(() => expect(repo.writeContentSortOrders).toHaveBeenCalledWith("story", { s1: 2500 }));
  });

  it("deletes a page only after the confirmation, through the API", async () => {
    open();
    fireEvent.click(screen.getByRole("button", { name: "Delete How to find us" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("How to find us disappears from the shop at once. This cannot be undone.")).toBeInTheDocument();
    expect(repo.deleteContent).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(repo.deleteContent).toHaveBeenCalledWith("page", "p2"));
    expect(await screen.findByText("Page deleted.")).toBeInTheDocument();
  });
});
