// The product editor (spec §2, §5, §8 and the allergens and sold out): building regular and
// combined products in two languages, the photo rule checked in the browser, the unsaved-changes prompt,
// the name rule and the deletion rule. Each test owns a freshly registered company.
import { deflateSync } from "node:zlib";
import { DateTime } from "luxon";
import type { Page } from "@playwright/test";
import { SOLD_OUT_INDEFINITELY, type ProductData } from "@comanda/shared";
import { test, expect } from "./support/fixtures";
import { db, registerCompany, removeUser, setContentLanguages, type TestUser } from "./support/emulators";
import { en, enWith, errorMessages, productEditorMessages as m, uiMessages } from "./support/messages";
import { login } from "./support/ui";
import { allergenMessages, soldOutMessages, productSelectorMessages } from "../web/src/menu/shared/messages";

interface Catalogue {
  owner: TestUser;
  wineId: string;
  courseId: string;
}

/** A new company with English and Spanish content, a 21 % rate besides the default 10 %, and a category tree. */
async function companyWithCatalogue(tag: string, cleanup: (undo: () => Promise<unknown>) => void): Promise<Catalogue> {
  const owner = await registerCompany({ tag });
  const companyId = owner.uid;
  cleanup(async () => {
    for (const name of ["products", "categories", "courses"]) {
      const docs = await db.collection(name).where("companyId", "==", companyId).get();
      await Promise.all(docs.docs.map((d) => d.ref.delete()));
    }
    await removeUser(owner);
  });
  await setContentLanguages(companyId, ["en", "es"], { vat: 10, vatRates: [{ name: "Standard", rate: 21 }] });
  const drinks = await db.collection("categories").add({ companyId, name: { en: "Drinks", es: "Bebidas" }, sortOrder: 1000, parentId: null });
  const wine = await db.collection("categories").add({ companyId, name: { en: "Wine", es: "Vino" }, sortOrder: 1000, parentId: drinks.id });
  const course = await db.collection("courses").add({ companyId, name: { en: "Main", es: "Principal" }, sortOrder: 1000 });
  return { owner, wineId: wine.id, courseId: course.id };
}

function productData(companyId: string, overrides: Partial<ProductData>): ProductData {
  return {
    companyId, sortOrder: 1000, type: "regular", name: { en: "Product" }, categoryId: null, hidden: false, tags: [],
    price: 5, vat: 10, addons: [], slots: [], optionBlocks: [], ...overrides,
  };
}

async function addProduct(companyId: string, overrides: Partial<ProductData>): Promise<string> {
  return (await db.collection("products").add(productData(companyId, overrides))).id;
}

async function productsOf(companyId: string): Promise<(ProductData & { id: string })[]> {
  const snap = await db.collection("products").where("companyId", "==", companyId).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as ProductData) }));
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  // The label of a required field carries its asterisk, hence no exact match.
  await page.getByRole("combobox", { name: label }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: option }).first().click();
}

/** Switches every translated field of the screen to a content language (the tabs share the choice). */
async function editLanguage(page: Page, code: "EN" | "ES"): Promise<void> {
  await page.getByRole("tab", { name: new RegExp(`^${code}`) }).first().click();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A one-colour RGB PNG of the given size. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([0xc2, 0x41, 0x0c], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(pixels)), chunk("IEND", Buffer.alloc(0))]);
}

test("an owner builds a product with addons and two option blocks in English and Spanish, with allergens and sold out", async ({ page, cleanup }) => {
  const { owner, wineId, courseId } = await companyWithCatalogue("product-editor-full", cleanup);
  await login(page, owner.email, owner.password);
  await page.goto("/admin/menu/products/new");
  await expect(page.getByRole("heading", { name: en(m.titleNew) })).toBeVisible();

  await page.locator("#name_en").fill("Burger");
  await page.locator("#description_en").fill("Beef, bun and pickles");
  await chooseOption(page, en(m.category), "Drinks › Wine");
  await chooseOption(page, en(m.course), "Main");
  await page.getByRole("textbox", { name: en(m.price) }).fill("12,10");
  await chooseOption(page, en(m.vat), "Standard");
  await expect(page.getByText(/Net €10\.00 · VAT €2\.10/)).toBeVisible();

  await page.getByRole("button", { name: en(m.addAddon) }).click();
  const addon = page.getByRole("region", { name: enWith(m.addon, { number: 1 }) });
  await page.locator("#addons_0_name_en").fill("Cheese");
  await addon.getByRole("textbox", { name: enWith(m.addonPriceOf, { number: 1 }) }).fill("1.5");
  await addon.getByRole("button", { name: /^Allergens: Cheese/ }).click();
  await page.getByRole("group", { name: "Allergens: Cheese", exact: true }).getByRole("button", { name: en(allergenMessages.milk) }).click();
  await page.keyboard.press("Escape");
  // The allergen popover closes before the sold-out menu opens: a click on a menu item while the popover is
  // still fading out can land on the popover's layer and choose nothing.
  await expect(page.getByRole("group", { name: "Allergens: Cheese", exact: true })).toBeHidden();
  await addon.getByRole("button", { name: /^Sold out: Cheese/ }).click();
  const indefinitely = page.getByRole("menuitem", { name: en(soldOutMessages.indefinitely) });
  await expect(indefinitely).toBeVisible();
  await indefinitely.click();
  await expect(addon.getByRole("button", { name: `Sold out: Cheese: ${en(soldOutMessages.indefinitely)}` })).toBeVisible();

  await page.getByRole("button", { name: en(m.addBlock) }).click();
  await page.locator("#optionBlocks_0_heading_en").fill("Size");
  await page.locator("#optionBlocks_0_values_0_name_en").fill("Small");
  await page.getByRole("region", { name: enWith(m.block, { number: 1 }) }).getByRole("button", { name: en(m.addValue) }).click();
  await page.locator("#optionBlocks_0_values_1_name_en").fill("Large");
  await page.getByRole("button", { name: en(m.addBlock) }).click();
  await page.locator("#optionBlocks_1_heading_en").fill("Cooking");
  await page.locator("#optionBlocks_1_values_0_name_en").fill("Rare");
  await page.getByRole("region", { name: enWith(m.block, { number: 2 }) }).getByRole("button", { name: en(m.addValue) }).click();
  await page.locator("#optionBlocks_1_values_1_name_en").fill("Well done");

  const allergens = page.getByRole("group", { name: en(m.sectionAllergens), exact: true });
  await allergens.getByRole("button", { name: en(allergenMessages.gluten) }).click();
  await allergens.getByRole("button", { name: en(allergenMessages.mustard) }).click();
  await page.getByRole("button", { name: `${en(m.soldOut)}: ${en(soldOutMessages.available)}` }).click();
  // End of day is the midnight after the click; the moments around it name the day even when midnight
  // passes in between (a run at 23:59 in Madrid).
  const beforePick = new Date();
  await page.getByRole("menuitem", { name: en(soldOutMessages.endOfDay) }).click();
  const afterPick = new Date();

  await editLanguage(page, "ES");
  await page.locator("#name_es").fill("Hamburguesa");
  await page.locator("#addons_0_name_es").fill("Queso");
  await page.locator("#optionBlocks_0_heading_es").fill("Tamaño");
  await page.locator("#optionBlocks_0_values_0_name_es").fill("Pequeña");
  await page.locator("#optionBlocks_0_values_1_name_es").fill("Grande");
  await page.locator("#optionBlocks_1_heading_es").fill("Punto");
  await page.locator("#optionBlocks_1_values_0_name_es").fill("Poco hecha");
  await page.locator("#optionBlocks_1_values_1_name_es").fill("Muy hecha");

  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(m.saved))).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/menu/products");

  const [stored] = await productsOf(owner.uid);
  expect(stored).toMatchObject({
    type: "regular",
    name: { en: "Burger", es: "Hamburguesa" },
    description: { en: "Beef, bun and pickles" },
    categoryId: wineId,
    courseId,
    price: 12.1,
    vat: 21,
    hidden: false,
    allergens: ["gluten", "mustard"],
    addons: [{ name: { en: "Cheese", es: "Queso" }, price: 1.5, allergens: ["milk"], soldOutUntil: SOLD_OUT_INDEFINITELY }],
    slots: [],
  });
  expect(stored!.optionBlocks.map((b) => [b.heading, b.values.map((v) => v.name)])).toEqual([
    [{ en: "Size", es: "Tamaño" }, [{ en: "Small", es: "Pequeña" }, { en: "Large", es: "Grande" }]],
    [{ en: "Cooking", es: "Punto" }, [{ en: "Rare", es: "Poco hecha" }, { en: "Well done", es: "Muy hecha" }]],
  ]);
  const midnightAfter = (at: Date) => DateTime.fromJSDate(at, { zone: "Europe/Madrid" }).startOf("day").plus({ days: 1 }).toUTC().toISO();
  expect([midnightAfter(beforePick), midnightAfter(afterPick)]).toContain(stored!.soldOutUntil);
});

test("a combined product gets a group of two products picked in the selector, which does not offer hidden products", async ({ page, cleanup }) => {
  const { owner } = await companyWithCatalogue("product-editor-combined", cleanup);
  const soup = await addProduct(owner.uid, { name: { en: "Tomato soup" }, price: 6, allergens: ["celery"] });
  const salad = await addProduct(owner.uid, { name: { en: "Green salad" }, price: 7, sortOrder: 1500 });
  await addProduct(owner.uid, { name: { en: "Secret dish" }, hidden: true, sortOrder: 2000 });
  await login(page, owner.email, owner.password);
  await page.goto("/admin/menu/products/new");

  await page.getByText(en(m.typeCombined), { exact: true }).click();
  await page.locator("#name_en").fill("Lunch menu");
  await page.getByRole("textbox", { name: en(m.price) }).fill("15");
  await page.getByRole("button", { name: en(m.addSlot) }).click();
  await page.locator("#slots_0_name_en").fill("Starter");
  await page.getByRole("button", { name: en(m.addProducts) }).click();

  const dialog = page.getByRole("dialog", { name: enWith(m.selectorTitle, { group: "Starter" }) });
  await expect(dialog.getByRole("checkbox", { name: "Tomato soup" })).toBeVisible();
  await expect(dialog.getByText("Secret dish")).toHaveCount(0);
  await dialog.getByRole("checkbox", { name: "Tomato soup" }).check();
  await dialog.getByRole("checkbox", { name: "Green salad" }).check();
  await dialog.getByRole("button", { name: enWith(productSelectorMessages.add, { count: 2 }) }).click();
  await expect(dialog).toBeHidden();

  const group = page.getByRole("region", { name: enWith(m.slot, { number: 1 }) });
  await group.getByRole("group", { name: "Green salad" }).getByRole("textbox", { name: en(m.correction) }).fill("1,5");
  await expect(page.getByRole("group", { name: en(m.slotAllergens) }).getByText(en(allergenMessages.celery))).toBeVisible();

  await page.getByRole("button", { name: en(m.addProducts) }).click();
  await expect(dialog.getByRole("checkbox", { name: "Tomato soup" })).toBeDisabled();
  await dialog.getByRole("button", { name: en(productSelectorMessages.cancel) }).click();

  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/menu/products");
  const menu = (await productsOf(owner.uid)).find((p) => p.type === "combined");
  expect(menu).toMatchObject({ name: { en: "Lunch menu" }, price: 15, slots: [{ name: { en: "Starter" }, items: [{ productId: soup, correction: 0 }, { productId: salad, correction: 1.5 }] }] });
});

test("the photo must be a square of 720 to 1240 px: other sizes are refused in the browser, an 800 px one is stored", async ({ page, cleanup }) => {
  const { owner } = await companyWithCatalogue("product-editor-photo", cleanup);
  await login(page, owner.email, owner.password);
  await page.goto("/admin/menu/products/new");
  const input = page.getByTestId("product-photo-input");

  await input.setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: png(800, 600) });
  await expect(page.getByText(enWith(errorMessages.photoNotSquareOf, { width: 800, height: 600 }))).toBeVisible();
  await input.setInputFiles({ name: "small.png", mimeType: "image/png", buffer: png(500, 500) });
  await expect(page.getByText(enWith(errorMessages.photoTooSmallOf, { width: 500, height: 500, min: 720 }))).toBeVisible();
  await input.setInputFiles({ name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) });
  await expect(page.getByText(en(errorMessages.photoDamaged))).toBeVisible();
  await expect(page.getByRole("img", { name: en(m.photoPreview) })).toHaveCount(0);

  await input.setInputFiles({ name: "square.png", mimeType: "image/png", buffer: png(800, 800) });
  await expect(page.getByRole("img", { name: en(m.photoPreview) })).toBeVisible();
  await expect(page.getByText(en(errorMessages.photoDamaged))).toHaveCount(0);
  await expect(page.getByRole("button", { name: en(m.replacePhoto) })).toBeVisible();

  await page.locator("#name_en").fill("Photo dish");
  await page.getByRole("textbox", { name: en(m.price) }).fill("9");
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/menu/products");
  const [stored] = await productsOf(owner.uid);
  expect(stored!.picture).toMatch(/^https?:\/\/.+\.png/);
});

test("leaving with unsaved changes asks first; staying keeps the typing", async ({ page, cleanup }) => {
  const { owner } = await companyWithCatalogue("product-editor-leave", cleanup);
  await login(page, owner.email, owner.password);
  await page.goto("/admin/menu/products/new");
  await page.locator("#name_en").fill("Half typed");

  await page.getByRole("main").getByRole("link", { name: en(m.backToProducts) }).click();
  const prompt = page.getByRole("dialog").filter({ hasText: en(uiMessages.leavePrompt) });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: en(uiMessages.stay) }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/menu/products/new");
  await expect(page.locator("#name_en")).toHaveValue("Half typed");

  await page.getByRole("main").getByRole("link", { name: en(m.backToProducts) }).click();
  await page.getByRole("dialog").filter({ hasText: en(uiMessages.leavePrompt) }).getByRole("button", { name: en(uiMessages.leave) }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/menu/products");
  expect(await productsOf(owner.uid)).toEqual([]);
});

test("a product without a name in the default language is refused and nothing is stored", async ({ page, cleanup }) => {
  const { owner } = await companyWithCatalogue("product-editor-name", cleanup);
  await login(page, owner.email, owner.password);
  await page.goto("/admin/menu/products/new");
  await page.getByRole("textbox", { name: en(m.price) }).fill("4");
  await editLanguage(page, "ES");
  await page.locator("#name_es").fill("Sopa");

  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(errorMessages.formInvalid))).toBeVisible();
  await expect(page.getByRole("img", { name: "EN: text missing" }).first()).toBeVisible();
  await editLanguage(page, "EN");
  await expect(page.getByText(en(errorMessages.required))).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/menu/products/new");
  expect(await productsOf(owner.uid)).toEqual([]);
});

test("deleting a product used in a combined product is refused; the unused combined product is deleted after confirmation", async ({ page, cleanup }) => {
  const { owner } = await companyWithCatalogue("product-editor-delete", cleanup);
  const soup = await addProduct(owner.uid, { name: { en: "Tomato soup" } });
  const menu = await addProduct(owner.uid, {
    name: { en: "Lunch menu" },
    type: "combined",
    sortOrder: 1500,
    slots: [{ id: "s1", name: { en: "Starter" }, items: [{ productId: soup, correction: 0 }] }],
  });
  await login(page, owner.email, owner.password);

  // Opened and left unchanged: no question on the way out.
  await page.goto(`/admin/menu/products/${soup}/edit`);
  await expect(page.locator("#name_en")).toHaveValue("Tomato soup");
  await page.getByRole("main").getByRole("link", { name: en(m.backToProducts) }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/menu/products");
  await expect(page.getByText(en(uiMessages.leavePrompt))).toHaveCount(0);

  await page.goto(`/admin/menu/products/${soup}/edit`);
  await expect(page.locator("#name_en")).toHaveValue("Tomato soup");
  await page.getByRole("button", { name: en(m.delete) }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: en(m.deleteConfirm) });
  await confirm.getByRole("button", { name: en(m.delete) }).click();
  await expect(page.getByText(en(errorMessages.productInCombined))).toBeVisible();
  expect((await db.collection("products").doc(soup).get()).exists).toBe(true);

  await page.goto(`/admin/menu/products/${menu}/edit`);
  await expect(page.locator("#name_en")).toHaveValue("Lunch menu");
  await page.getByRole("button", { name: en(m.delete) }).click();
  await page.getByRole("dialog").filter({ hasText: en(m.deleteConfirm) }).getByRole("button", { name: en(m.delete) }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/menu/products");
  await expect.poll(async () => (await db.collection("products").doc(menu).get()).exists).toBe(false);
});

test("editing a product saves the change and keeps its place and its other fields", async ({ page, cleanup }) => {
  const { owner } = await companyWithCatalogue("product-editor-edit", cleanup);
  const id = await addProduct(owner.uid, {
    name: { en: "Tomato soup", es: "Sopa de tomate" },
    sortOrder: 2500,
    price: 6,
    addons: [{ id: "bread", name: { en: "Bread" }, price: 1, allergens: ["gluten"], soldOutUntil: null }],
    allergens: ["celery"],
  });
  await login(page, owner.email, owner.password);
  await page.goto(`/admin/menu/products/${id}/edit`);
  await expect(page.getByRole("heading", { name: new RegExp(en(m.titleEdit)) })).toBeVisible();
  await page.getByRole("textbox", { name: en(m.price) }).fill("6.5");
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/menu/products");

  const stored = (await db.collection("products").doc(id).get()).data() as ProductData;
  expect(stored).toMatchObject({
    price: 6.5,
    sortOrder: 2500,
    name: { en: "Tomato soup", es: "Sopa de tomate" },
    allergens: ["celery"],
    addons: [{ id: "bread", name: { en: "Bread" }, price: 1, allergens: ["gluten"], soldOutUntil: null }],
  });
});

