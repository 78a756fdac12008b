// The categories, tags & courses screen (spec §2, §4, §5): building a category tree by dragging, names in
// two languages, reordering courses by dragging and by keyboard, deleting, and each deletion refusal.
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { db, registerCompany, removeUser, setContentLanguages } from "./support/emulators";
import { en, enWith, errorMessages, structureMessages as m } from "./support/messages";
import { login } from "./support/ui";

const SCREEN = "/admin/menu/categories-tags-courses";
const CATALOGUE = ["categories", "tags", "courses", "locations", "products"] as const;
type CatalogueCollection = (typeof CATALOGUE)[number];

interface Stored {
  id: string;
  name: Record<string, string>;
  sortOrder: number;
  parentId?: string | null;
  tags?: string[];
}

async function owner(tag: string, cleanup: (undo: () => Promise<unknown>) => void) {
  const user = await registerCompany({ tag });
  cleanup(() => removeUser(user));
  cleanup(async () => {
    for (const name of CATALOGUE) {
      const snap = await db.collection(name).where("companyId", "==", user.uid).get();
      await Promise.all(snap.docs.map((d) => d.ref.delete()));
    }
  });
  return user;
}

async function seed(collection: CatalogueCollection, companyId: string, data: Record<string, unknown>): Promise<string> {
  const ref = await db.collection(collection).add({ companyId, ...data });
  return ref.id;
}

/** A minimal product that uses the given category, course or tags (what the usage rules read). */
function seedProduct(companyId: string, name: string, uses: { categoryId?: string; courseId?: string; tags?: string[] }) {
  return seed("products", companyId, { name: { en: name }, sortOrder: 1000, type: "regular", hidden: false, categoryId: null, tags: [], ...uses });
}

async function stored(collection: CatalogueCollection, companyId: string): Promise<Map<string, Stored>> {
  const snap = await db.collection(collection).where("companyId", "==", companyId).get();
  return new Map(snap.docs.map((d) => [String(d.get("name.en")), { id: d.id, ...(d.data() as Omit<Stored, "id">) }]));
}


const treeRow = (page: Page, name: string) => page.getByRole("treeitem").filter({ hasText: name });
const listRow = (page: Page, list: string, name: string) => page.getByRole("list", { name: list }).getByRole("listitem").filter({ hasText: name });

async function addItem(page: Page, button: string, title: string, name: string) {
  await page.getByRole("button", { name: button }).first().click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("textbox").fill(name);
  await dialog.getByRole("button", { name: en(m.add) }).click();
  await expect(dialog).toBeHidden();
}

async function confirmDelete(page: Page, row: Locator, title: string) {
  await row.getByRole("button", { name: en(m.delete) }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("button", { name: en(m.delete) }).click();
}

test("an owner builds a category tree: three categories, one dragged into another becomes its sub-category", async ({ page, cleanup }) => {
  const user = await owner("structure-tree", cleanup);
  await login(page, user.email, user.password);
  await page.goto(SCREEN);

  await expect(page.getByText(en(m.emptyCategories))).toBeVisible();
  for (const name of ["Food", "Drinks", "Wine"]) await addItem(page, en(m.addCategory), en(m.newCategory), name);
  await expect(page.getByRole("treeitem")).toHaveText([/Food/, /Drinks/, /Wine/]);

  // Dropped onto the lower half of "Drinks", well to the right of where the drag started: inside it.
  const wine = treeRow(page, "Wine");
  const drinks = treeRow(page, "Drinks");
  const box = (await drinks.boundingBox())!;
  await wine.dragTo(drinks, { sourcePosition: { x: 60, y: box.height / 2 }, targetPosition: { x: 200, y: box.height * 0.75 } });

  await expect(drinks).toHaveAttribute("aria-expanded", "true");
  await expect(wine.locator(".ant-tree-indent-unit")).toHaveCount(1);
  await expect(page.getByRole("treeitem")).toHaveText([/Food/, /Drinks/, /Wine/]);
  await expect
    .poll(async () => {
      const all = await stored("categories", user.uid);
      return ["Food", "Drinks", "Wine"].map((n) => ({ name: n, parentId: all.get(n)?.parentId ?? null, sortOrder: all.get(n)?.sortOrder }));
    })
    .toEqual([
      { name: "Food", parentId: null, sortOrder: 1000 },
      { name: "Drinks", parentId: null, sortOrder: 1500 },
      { name: "Wine", parentId: (await stored("categories", user.uid)).get("Drinks")!.id, sortOrder: 1000 },
    ]);
});

test("a category is renamed in two languages and shown in the chosen content language", async ({ page, cleanup }) => {
  const user = await owner("structure-rename", cleanup);
  await setContentLanguages(user.uid, ["en", "es"]);
  const starters = await seed("categories", user.uid, { name: { en: "Starters" }, sortOrder: 1000, parentId: null });
  await seed("categories", user.uid, { name: { en: "Mains" }, sortOrder: 1500, parentId: null });
  await login(page, user.email, user.password);
  await page.goto(SCREEN);

  await treeRow(page, "Starters").getByRole("button", { name: en(m.rename) }).click();
  const dialog = page.getByRole("dialog", { name: en(m.renameCategory) });
  await dialog.getByRole("textbox").fill("Appetisers");
  await dialog.getByRole("tab", { name: "ES" }).click();
  await dialog.getByRole("textbox").fill("Entrantes");
  await dialog.getByRole("button", { name: en(m.save) }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await db.collection("categories").doc(starters).get()).get("name")).toEqual({ en: "Appetisers", es: "Entrantes" });
  // The Spanish tab of the form chose the content language of the whole screen: names now show in Spanish.
  await expect(page.getByRole("radio", { name: "ES" })).toBeChecked();
  await expect(treeRow(page, "Entrantes")).toBeVisible();
  // "Mains" has no Spanish name yet: it shows in English, marked.
  await expect(treeRow(page, "Mains").getByRole("img", { name: enWith(m.fallbackName, { language: "ES", shown: "EN" }) })).toBeVisible();

  // The segmented control's radio inputs are hidden; a user clicks the visible label.
  await page.getByRole("radiogroup", { name: en(m.namesIn) }).getByText("EN", { exact: true }).click();
  await expect(treeRow(page, "Appetisers")).toBeVisible();
  await expect(page.getByRole("img", { name: enWith(m.fallbackName, { language: "ES", shown: "EN" }) })).toHaveCount(0);
});

test("courses are reordered by dragging a handle and with the keyboard, under the sort order rule", async ({ page, cleanup }) => {
  const user = await owner("structure-courses", cleanup);
  for (const [name, sortOrder] of [["Starters", 1000], ["Mains", 1500], ["Desserts", 2000]] as const) {
    await seed("courses", user.uid, { name: { en: name }, sortOrder });
  }
  await login(page, user.email, user.password);
  await page.goto(`${SCREEN}?tab=courses`);
  const courses = page.getByRole("list", { name: en(m.courses) }).getByRole("listitem");
  await expect(courses).toHaveText([/Starters/, /Mains/, /Desserts/]);

  // Desserts dragged above Starters: placed first, the next one's sortOrder minus 500.
  const handle = listRow(page, en(m.courses), "Desserts").getByRole("button", { name: enWith(m.dragHandle, { name: "Desserts" }) });
  const from = (await handle.boundingBox())!;
  const to = (await listRow(page, en(m.courses), "Starters").boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.up();

  await expect(courses).toHaveText([/Desserts/, /Starters/, /Mains/]);
  await expect.poll(async () => (await stored("courses", user.uid)).get("Desserts")?.sortOrder).toBe(500);

  // Starters moved one down with the keyboard: now last, the previous one's sortOrder plus 500.
  await listRow(page, en(m.courses), "Starters").getByRole("button", { name: enWith(m.dragHandle, { name: "Starters" }) }).focus();
  // Each step waits for what a screen reader announces, as the list measures itself between steps.
  await page.keyboard.press("Space");
  await expect(page.getByText(enWith(m.dragOver, { name: "Starters", position: 2, total: 3 }))).toBeAttached();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByText(enWith(m.dragOver, { name: "Starters", position: 3, total: 3 }))).toBeAttached();
  await page.keyboard.press("Space");
  await expect(courses).toHaveText([/Desserts/, /Mains/, /Starters/]);
  await expect.poll(async () => (await stored("courses", user.uid)).get("Starters")?.sortOrder).toBe(2000);
});

test("deleting a tag asks first, then removes it from the list and from the products that carry it", async ({ page, cleanup }) => {
  const user = await owner("structure-tag", cleanup);
  const vegan = await seed("tags", user.uid, { name: { en: "Vegan" }, sortOrder: 1000 });
  await seed("tags", user.uid, { name: { en: "Spicy" }, sortOrder: 1500 });
  const salad = await seedProduct(user.uid, "Salad", { tags: [vegan] });
  await login(page, user.email, user.password);
  await page.goto(`${SCREEN}?tab=tags`);

  await listRow(page, en(m.tags), "Vegan").getByRole("button", { name: en(m.delete) }).click();
  const dialog = page.getByRole("dialog", { name: en(m.deleteTagTitle) });
  await expect(dialog.getByText(enWith(m.deleteUsedBy, { count: 1 }))).toBeVisible();
  await dialog.getByRole("button", { name: en(m.delete) }).click();

  await expect(page.getByText(enWith(m.deleted, { name: "Vegan" }))).toBeVisible();
  await expect(page.getByRole("list", { name: en(m.tags) }).getByRole("listitem")).toHaveText([/Spicy/]);
  expect((await db.collection("tags").doc(vegan).get()).exists).toBe(false);
  expect((await db.collection("products").doc(salad).get()).get("tags")).toEqual([]);
});

test("deletions that products block are refused with the spec's messages and nothing is deleted", async ({ page, cleanup }) => {
  const user = await owner("structure-refusals", cleanup);
  const food = await seed("categories", user.uid, { name: { en: "Food" }, sortOrder: 1000, parentId: null });
  const pizza = await seed("categories", user.uid, { name: { en: "Pizza" }, sortOrder: 1000, parentId: food });
  const drinks = await seed("categories", user.uid, { name: { en: "Drinks" }, sortOrder: 2000, parentId: null });
  const mains = await seed("courses", user.uid, { name: { en: "Mains" }, sortOrder: 1000 });
  await seedProduct(user.uid, "Margherita", { categoryId: pizza, courseId: mains });
  await seedProduct(user.uid, "Water", { categoryId: drinks });
  await login(page, user.email, user.password);
  await page.goto(SCREEN);

  await confirmDelete(page, treeRow(page, "Drinks"), en(m.deleteCategoryTitle));
  await expect(page.getByText(en(errorMessages.categoryUsed))).toBeVisible();

  // "Food" holds "Pizza", which a product uses; the dialog says the sub-category would go too.
  await treeRow(page, "Food").getByRole("button", { name: en(m.delete) }).click();
  const dialog = page.getByRole("dialog", { name: en(m.deleteCategoryTitle) });
  await expect(dialog.getByText(enWith(m.deleteSubcategories, { count: 1 }))).toBeVisible();
  await dialog.getByRole("button", { name: en(m.delete) }).click();
  await expect(page.getByText(en(errorMessages.subcategoryUsed))).toBeVisible();

  await page.getByRole("tab", { name: en(m.courses) }).click();
  await confirmDelete(page, listRow(page, en(m.courses), "Mains"), en(m.deleteCourseTitle));
  await expect(page.getByText(en(errorMessages.courseUsed))).toBeVisible();

  expect([...(await stored("categories", user.uid)).keys()].sort()).toEqual(["Drinks", "Food", "Pizza"]);
  expect([...(await stored("courses", user.uid)).keys()]).toEqual(["Mains"]);
  await expect(page.getByRole("list", { name: en(m.courses) }).getByRole("listitem")).toHaveText([/Mains/]);
});
