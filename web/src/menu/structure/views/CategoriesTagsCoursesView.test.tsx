import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router-dom";
import type { Category, Course, Location, Product, Tag } from "@comanda/shared";
import { errorMessages } from "../../../i18n/errors";
import { ContentLanguagesProvider } from "../../../ui/contentLanguage";
import { Providers, SLOW } from "../../../ui/testing";
import { structureMessages as m } from "../messages";

const data = vi.hoisted(() => ({
  categories: [] as Category[],
  tags: [] as Tag[],
  courses: [] as Course[],
  locations: [] as Location[],
  products: [] as Product[],
}));
const repo = vi.hoisted(() => ({
  addNamedItem: vi.fn((..._args: unknown[]) => Promise.resolve("new-id")),
  renameNamedItem: vi.fn((..._args: unknown[]) => Promise.resolve()),
  moveNamedItem: vi.fn((..._args: unknown[]) => Promise.resolve()),
  writeSortOrders: vi.fn((..._args: unknown[]) => Promise.resolve()),
  deleteNamedItem: vi.fn((..._args: unknown[]) => Promise.resolve()),
  deleteDetachedItem: vi.fn((..._args: unknown[]) => Promise.resolve()),
}));

const live = <T,>(items: T[]) => ({ data: items, loading: false, error: null });
vi.mock("../../repository", () => ({
  useCategories: () => live(data.categories),
  useTags: () => live(data.tags),
  useCourses: () => live(data.courses),
  useLocations: () => live(data.locations),
  useProducts: () => live(data.products),
  ...repo,
}));
vi.mock("../../../company", () => ({ useCompany: () => ({ companyId: "co" }) }));

const { default: CategoriesTagsCoursesView } = await import("./CategoriesTagsCoursesView");

const named = <T,>(id: string, sortOrder: number, name: Record<string, string>, extra: Partial<T> = {}) => ({ id, companyId: "co", sortOrder, name, ...extra }) as T;

function product(id: string, fields: Partial<Product>): Product {
  return { id, companyId: "co", sortOrder: 1000, name: { en: id }, categoryId: null, tags: [], ...fields } as Product;
}

function renderView(tab = "", languages: ("en" | "es")[] = ["en"]) {
  return render(
    <Providers>
      <ContentLanguagesProvider languages={languages} defaultLanguage="en">
        <MemoryRouter initialEntries={[`/menu/categories-tags-courses${tab ? `?tab=${tab}` : ""}`]}>
          <CategoriesTagsCoursesView />
        </MemoryRouter>
      </ContentLanguagesProvider>
    </Providers>,
  );
}

/** A button's name ends with its text (antd puts the icon's name first). */
const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** Opens the "more actions" menu of a row and picks an action. */
async function rowAction(name: string, action: string) {
  fireEvent.click(screen.getByRole("button", { name: m.actions.defaultMessage.replace("{name}", name) }));
  fireEvent.click(await screen.findByRole("menuitem", { name: new RegExp(action) }));
}

beforeEach(() => {
  data.categories = [
    named<Category>("food", 1000, { en: "Food" }, { parentId: null }),
    named<Category>("pizza", 1000, { en: "Pizza" }, { parentId: "food" }),
    named<Category>("drinks", 2000, { en: "Drinks" }, { parentId: null }),
  ];
  data.tags = [named<Tag>("vegan", 1000, { en: "Vegan" })];
  data.courses = [named<Course>("starter", 1000, { en: "Starters", es: "Entrantes" }), named<Course>("main", 1500, { en: "Mains" }), named<Course>("dessert", 2000, { en: "Desserts" })];
  data.locations = [];
  data.products = [product("p1", { categoryId: "pizza", courseId: "main", tags: ["vegan"] }), product("p2", { categoryId: "pizza" })];
  Object.values(repo).forEach((fn) => fn.mockClear());
});

describe("CategoriesTagsCoursesView", () => {
  it("shows categories as a tree, sub-categories inside their parent, with their product counts", () => {
    renderView();
    const pizza = screen.getByText("Pizza").closest("[role=treeitem]") as HTMLElement;
    expect(within(pizza).getByText("2 products")).toBeInTheDocument();
    const items = screen.getAllByRole("treeitem").map((i) => i.textContent);
    expect(items.findIndex((t) => t?.includes("Pizza"))).toBe(items.findIndex((t) => t?.includes("Food")) + 1);
  }, SLOW.timeout);

  it("adds a top-level category at the end of the top level", async () => {
    renderView();
    fireEvent.click(screen.getByRole("button", { name: endsWith(m.addCategory.defaultMessage) }));
    const dialog = await screen.findByRole("dialog", { name: m.newCategory.defaultMessage });
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "  Desserts " } });
    fireEvent.click(within(dialog).getByRole("button", { name: m.add.defaultMessage }));
    await waitFor(() => expect(repo.addNamedItem).toHaveBeenCalled());
    const [kind, companyId, name, siblings, parentId] = repo.addNamedItem.mock.calls[0]!;
    expect([kind, companyId, name, parentId]).toEqual(["categories", "co", { en: "Desserts" }, null]);
    expect((siblings as { id: string }[]).map((s) => s.id)).toEqual(["food", "drinks"]);
  }, SLOW.timeout);

  it("refuses a category without a name in the default language", async () => {
    renderView();
    fireEvent.click(screen.getByRole("button", { name: endsWith(m.addCategory.defaultMessage) }));
    const dialog = await screen.findByRole("dialog", { name: m.newCategory.defaultMessage });
    fireEvent.click(within(dialog).getByRole("button", { name: m.add.defaultMessage }));
    expect(await within(dialog).findByText(errorMessages.required.defaultMessage)).toBeInTheDocument();
    expect(repo.addNamedItem).not.toHaveBeenCalled();
  }, SLOW.timeout);

  it("makes a category a sub-category of the one above with the row action", async () => {
    renderView();
    await rowAction("Drinks", "Food");
    await waitFor(() => expect(repo.moveNamedItem).toHaveBeenCalledWith("categories", "drinks", 1500, "food"));
  }, SLOW.timeout);

  it("moves a course down between the next two by the midpoint of their sortOrders", async () => {
    renderView("courses");
    await rowAction("Starters", m.moveDown.defaultMessage);
    await waitFor(() => expect(repo.moveNamedItem).toHaveBeenCalledWith("courses", "starter", 1750));
  }, SLOW.timeout);

  it("renames a course in two content languages", async () => {
    renderView("courses", ["en", "es"]);
    await rowAction("Mains", m.rename.defaultMessage);
    const dialog = await screen.findByRole("dialog", { name: m.renameCourse.defaultMessage });
    fireEvent.click(within(dialog).getByRole("tab", { name: /ES/ }));
    const spanish = within(dialog).getAllByRole("textbox").find((input) => input.getAttribute("lang") === "es")!;
    fireEvent.change(spanish, { target: { value: "Principales" } });
    fireEvent.click(within(dialog).getByRole("button", { name: m.save.defaultMessage }));
    await waitFor(() => expect(repo.renameNamedItem).toHaveBeenCalledWith("courses", "main", { en: "Mains", es: "Principales" }));
  }, SLOW.timeout);

  it("shows a name missing in the content language from the default language, marked", async () => {
    renderView("courses", ["en", "es"]);
    fireEvent.click(screen.getByRole("radio", { name: "ES" }));
    expect(await screen.findByText("Entrantes")).toBeInTheDocument();
    const mains = screen.getByText("Mains").closest("li") as HTMLElement;
    expect(within(mains).getByRole("img", { name: "No name in ES yet: shown in EN." })).toBeInTheDocument();
  }, SLOW.timeout);

  it("asks before deleting a course and shows the spec's refusal when a product uses it", async () => {
    repo.deleteNamedItem.mockRejectedValueOnce(Object.assign(new Error("course-used"), { code: "course-used" }));
    renderView("courses");
    await rowAction("Mains", m.delete.defaultMessage);
    const confirm = await screen.findByRole("dialog", { name: m.deleteCourseTitle.defaultMessage });
    fireEvent.click(within(confirm).getByRole("button", { name: m.delete.defaultMessage }));
    expect(await screen.findByText(errorMessages.courseUsed.defaultMessage)).toBeInTheDocument();
    expect(repo.deleteNamedItem).toHaveBeenCalledWith("courses", "main");
  }, SLOW.timeout);

  it("deletes a tag and takes it off the products that carry it", async () => {
    renderView("tags");
    await rowAction("Vegan", m.delete.defaultMessage);
    const confirm = await screen.findByRole("dialog", { name: m.deleteTagTitle.defaultMessage });
    expect(within(confirm).getByText("1 product uses it; it will no longer have it.")).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole("button", { name: m.delete.defaultMessage }));
    await waitFor(() => expect(repo.deleteDetachedItem).toHaveBeenCalledWith("tags", "vegan", ["p1"]));
  }, SLOW.timeout);

  it("invites to add the first production location when there is none", () => {
    renderView("locations");
    expect(screen.getByText(m.emptyLocations.defaultMessage)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: endsWith(m.addLocation.defaultMessage) })).toBeInTheDocument();
  }, SLOW.timeout);
});
