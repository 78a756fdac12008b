// The products list (/menu/products, spec §2, §4, §5): products with prices in the company currency,
// filters kept in the URL, the shop visibility switch, reordering by drag, keyboard and move actions
// under the sort order rule, deletion with confirmation and its refusal for a product in a combined one.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { SOLD_OUT_INDEFINITELY, type CategoryData, type ProductData, type TagData } from "@comanda/shared";
import { test, expect } from "./support/fixtures";
import { db, readDoc, registerCompany, removeUser } from "./support/emulators";
import { en, enWith, productListMessages as m } from "./support/messages";
import { login } from "./support/ui";

const money = new Intl.NumberFormat("en", { style: "currency", currency: "GBP" });

interface Menu {
  companyId: string;
  email: string;
  password: string;
  /** Document ids by short name. */
  ids: Record<"drinks" | "wines" | "food" | "vegan" | "cola" | "burger" | "rioja" | "salad" | "menu", string>;
}

function product(companyId: string, data: Partial<ProductData> & Pick<ProductData, "name" | "sortOrder" | "categoryId" | "price">): ProductData {
  return { companyId, type: "regular", hidden: false, tags: [], vat: 10, addons: [], slots: [], optionBlocks: [], ...data };
}

/**
 * A fresh company (GBP) with Drinks › Wines and Food, the tag Vegan and five products in this order:
 * Cola (Drinks), Burger (Food, hidden, sold out), Rioja (Wines, vegan), Salad (Food, vegan) and Menu
 * (Food, combined, offering the Salad).
 */
async function seedMenu(cleanup: (undo: () => Promise<unknown>) => void): Promise<Menu> {
  const owner = await registerCompany({ tag: "plist" });
  const companyId = owner.uid;
  const key = randomUUID().slice(0, 8);
  const id = (name: string) => `e2e-plist-${key}-${name}`;
  const ids: Menu["ids"] = {
    drinks: id("drinks"), wines: id("wines"), food: id("food"), vegan: id("vegan"),
    cola: id("cola"), burger: id("burger"), rioja: id("rioja"), salad: id("salad"), menu: id("menu"),
  };
  cleanup(async () => {
    const batch = db.batch();
    for (const name of ["drinks", "wines", "food"] as const) batch.delete(db.collection("categories").doc(ids[name]));
    batch.delete(db.collection("tags").doc(ids.vegan));
    for (const name of ["cola", "burger", "rioja", "salad", "menu"] as const) batch.delete(db.collection("products").doc(ids[name]));
    await batch.commit();
    await removeUser({ uid: owner.uid, email: owner.email });
  });

  const categories: Record<string, CategoryData> = {
    [ids.drinks]: { companyId, name: { en: "Drinks" }, sortOrder: 1000, parentId: null },
    [ids.wines]: { companyId, name: { en: "Wines" }, sortOrder: 1000, parentId: ids.drinks },
    [ids.food]: { companyId, name: { en: "Food" }, sortOrder: 1500, parentId: null },
  };
  const tag: TagData = { companyId, name: { en: "Vegan" }, sortOrder: 1000 };
  const products: Record<string, ProductData> = {
    [ids.cola]: product(companyId, { name: { en: "Cola" }, sortOrder: 1000, categoryId: ids.drinks, price: 2.5 }),
    [ids.burger]: product(companyId, { name: { en: "Burger" }, sortOrder: 1500, categoryId: ids.food, price: 12.9, hidden: true, soldOutUntil: SOLD_OUT_INDEFINITELY }),
    [ids.rioja]: product(companyId, { name: { en: "Rioja" }, sortOrder: 2000, categoryId: ids.wines, price: 18, tags: [ids.vegan] }),
    [ids.salad]: product(companyId, { name: { en: "Crème salad", es: "Ensalada" }, sortOrder: 2500, categoryId: ids.food, price: 9.5, tags: [ids.vegan] }),
    [ids.menu]: product(companyId, {
      name: { en: "Lunch menu" },
      sortOrder: 3000,
      categoryId: ids.food,
      price: 14,
      type: "combined",
      slots: [{ id: "starter", name: { en: "Starter" }, items: [{ productId: ids.salad, correction: 0 }] }],
    }),
  };
  const batch = db.batch();
  batch.set(db.collection("companySettings").doc(companyId), { currency: "GBP" }, { merge: true });
  for (const [docId, data] of Object.entries(categories)) batch.set(db.collection("categories").doc(docId), data);
  batch.set(db.collection("tags").doc(ids.vegan), tag);
  for (const [docId, data] of Object.entries(products)) batch.set(db.collection("products").doc(docId), data);
  await batch.commit();
  return { companyId, email: owner.email, password: owner.password, ids };
}

async function openList(page: Page, menu: Menu, query = ""): Promise<void> {
  await login(page, menu.email, menu.password);
  await page.goto(`/admin/menu/products${query}`);
  await expect(page.getByRole("heading", { name: en(m.title) })).toBeVisible();
}

/** The product names in the order the list shows them. */
function shownNames(page: Page) {
  return page.getByRole("list").getByRole("listitem").getByRole("link");
}

function visibilityOption(page: Page, name: string) {
  return page.getByRole("radio", { name }).locator("xpath=..");
}

async function sortOrderOf(id: string): Promise<unknown> {
  return (await readDoc("products", id))?.sortOrder;
}

test("the list shows the products in sortOrder with prices in the company's currency and their state", async ({ page, cleanup }) => {
  const menu = await seedMenu(cleanup);
  await openList(page, menu);

  await expect(shownNames(page)).toHaveText(["Cola", "Burger", "Rioja", "Crème salad", "Lunch menu"]);
  await expect(page.getByText(enWith(m.count, { count: 5 }))).toBeVisible();
  const cola = page.getByRole("listitem").filter({ hasText: "Cola" });
  await expect(cola).toContainText(money.format(2.5));
  await expect(cola).toContainText("Drinks");
  await expect(page.getByRole("listitem").filter({ hasText: "Rioja" })).toContainText("Drinks › Wines");
  const burger = page.getByRole("listitem").filter({ hasText: "Burger" });
  await expect(burger).toContainText(money.format(12.9));
  await expect(burger).toContainText(en(m.hidden));
  await expect(burger).toContainText(en(m.soldOutIndefinitely));
  await expect(page.getByRole("listitem").filter({ hasText: "Lunch menu" })).toContainText(en(m.combined));
});

test("filters by category with its sub-categories, tag, visibility and search, and keeps them in the URL", async ({ page, cleanup }) => {
  const menu = await seedMenu(cleanup);
  await openList(page, menu);

  await page.getByRole("combobox", { name: en(m.category) }).click();
  await page.locator(".ant-select-tree").getByTitle("Drinks", { exact: true }).click();
  await expect(shownNames(page)).toHaveText(["Cola", "Rioja"]);
  await expect(page.getByText(enWith(m.countFiltered, { shown: 2, total: 5 }))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`category=${menu.ids.drinks}`));
  await page.reload();
  await expect(shownNames(page)).toHaveText(["Cola", "Rioja"]);

  await page.getByRole("button", { name: en(m.clearFilters) }).click();
  await expect(shownNames(page)).toHaveCount(5);
  await page.goBack();
  await expect(shownNames(page)).toHaveText(["Cola", "Rioja"]);
  await page.getByRole("button", { name: en(m.clearFilters) }).click();

  await page.getByRole("combobox", { name: en(m.tag) }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "Vegan" }).click();
  await expect(shownNames(page)).toHaveText(["Rioja", "Crème salad"]);
  await page.getByRole("button", { name: en(m.clearFilters) }).click();

  // The segmented control's radio inputs are invisible; its label is what a user clicks.
  await visibilityOption(page, en(m.visibilityHidden)).click();
  await expect(shownNames(page)).toHaveText(["Burger"]);
  await visibilityOption(page, en(m.visibilityVisible)).click();
  await expect(shownNames(page)).toHaveText(["Cola", "Rioja", "Crème salad", "Lunch menu"]);
  await page.getByRole("button", { name: en(m.clearFilters) }).click();

  const search = page.getByRole("searchbox", { name: en(m.search) });
  await search.fill("CREME");
  await expect(shownNames(page)).toHaveText(["Crème salad"]);
  await search.fill("ensalada");
  await expect(shownNames(page)).toHaveText(["Crème salad"]);
  await expect(page).toHaveURL(/q=ensalada/);
  await search.fill("nothing like this");
  await expect(page.getByText(en(m.noMatches))).toBeVisible();
});

test("the visibility switch hides and shows a product in the stored data", async ({ page, cleanup }) => {
  const menu = await seedMenu(cleanup);
  await openList(page, menu);

  const colaSwitch = page.getByRole("switch", { name: enWith(m.showInShop, { name: "Cola" }) });
  await expect(colaSwitch).toBeChecked();
  await colaSwitch.click();
  await expect(colaSwitch).not.toBeChecked();
  await expect.poll(async () => (await readDoc("products", menu.ids.cola))?.hidden).toBe(true);
  await expect(page.getByRole("listitem").filter({ hasText: "Cola" })).toContainText(en(m.hidden));

  const burgerSwitch = page.getByRole("switch", { name: enWith(m.showInShop, { name: "Burger" }) });
  await burgerSwitch.click();
  await expect.poll(async () => (await readDoc("products", menu.ids.burger))?.hidden).toBe(false);
});

test("dragging a product by its handle places it at the midpoint of its new neighbours", async ({ page, cleanup }) => {
  const menu = await seedMenu(cleanup);
  await openList(page, menu);

  const handle = page.getByRole("button", { name: enWith(m.reorder, { name: "Cola" }) });
  const target = page.getByRole("listitem").filter({ hasText: "Rioja" });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the activation distance first, then onto the middle of the Rioja row in small steps.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 4, { steps: 15 });
  await page.mouse.up();

  await expect(shownNames(page)).toHaveText(["Burger", "Rioja", "Cola", "Crème salad", "Lunch menu"]);
  // Between Rioja (2000) and Crème salad (2500).
  await expect.poll(() => sortOrderOf(menu.ids.cola)).toBe(2250);
});

test("the keyboard moves a product to the top: the next product's sortOrder minus 500", async ({ page, cleanup }) => {
  const menu = await seedMenu(cleanup);
  await openList(page, menu);

  await expect(shownNames(page)).toHaveText(["Cola", "Burger", "Rioja", "Crème salad", "Lunch menu"]);
  const handle = page.getByRole("button", { name: enWith(m.reorder, { name: "Lunch menu" }) });
  await handle.focus();
  // Each step waits for what a screen reader hears, as the list measures itself between steps.
  const heard = (position: number) => page.getByText(enWith(m.dragOver, { name: "Lunch menu", position, count: 5 }));
  await page.keyboard.press("Space");
  await expect(heard(5)).toBeAttached();
  for (const position of [4, 3, 2, 1]) {
    await page.keyboard.press("ArrowUp");
    // On a loaded machine a key pressed while the list is still measuring after the previous step moves
    // nothing (the announcement still names the old position): it is pressed again, never past the target.
    await expect(async () => {
      try {
        await expect(heard(position)).toBeAttached({ timeout: 2_000 });
      } catch (error) {
        if ((await heard(position + 1).count()) > 0) await page.keyboard.press("ArrowUp");
        throw error;
      }
    }).toPass({ timeout: 10_000 });
  }
  await page.keyboard.press("Space");

  await expect(shownNames(page)).toHaveText(["Lunch menu", "Cola", "Burger", "Rioja", "Crème salad"]);
  await expect.poll(() => sortOrderOf(menu.ids.menu)).toBe(500);
});

test("with a category filter, Move up places the product right before the shown product it passes", async ({ page, cleanup }) => {
  const menu = await seedMenu(cleanup);
  await openList(page, menu, `?category=${menu.ids.food}`);
  await expect(shownNames(page)).toHaveText(["Burger", "Crème salad", "Lunch menu"]);

  await page.getByRole("button", { name: enWith(m.moreActions, { name: "Lunch menu" }) }).click();
  await page.getByRole("menuitem", { name: en(m.moveUp) }).click();

  await expect(shownNames(page)).toHaveText(["Burger", "Lunch menu", "Crème salad"]);
  // Right before Crème salad (2500) in the full order, after Rioja (2000), which the filter hides.
  await expect.poll(() => sortOrderOf(menu.ids.menu)).toBe(2250);
  await page.getByRole("button", { name: en(m.clearFilters) }).click();
  await expect(shownNames(page)).toHaveText(["Cola", "Burger", "Rioja", "Lunch menu", "Crème salad"]);
});

test("deleting a product asks 'Delete product permanently?' and removes it", async ({ page, cleanup }) => {
  const menu = await seedMenu(cleanup);
  await openList(page, menu);

  await page.getByRole("button", { name: enWith(m.moreActions, { name: "Cola" }) }).click();
  await page.getByRole("menuitem", { name: en(m.delete) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(en(m.deleteConfirm));
  await dialog.getByRole("button", { name: en(m.delete) }).click();

  await expect(page.getByText(en(m.deleted))).toBeVisible();
  await expect(shownNames(page)).toHaveText(["Burger", "Rioja", "Crème salad", "Lunch menu"]);
  await expect.poll(async () => (await db.collection("products").doc(menu.ids.cola).get()).exists).toBe(false);
});

