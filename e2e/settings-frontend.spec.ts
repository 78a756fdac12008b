// /settings/frontend and automatic translation (spec §1, §2): the owner turns automatic translation on, creates
// a product named in English only, and the product editor then shows the name in Spanish and German. The
// Functions emulator runs the translation trigger with the real Cloud Translation client, answered by the local
// stand-in (functions/tools/translate.ts: "Soup" → "Sopa", "Suppe"); Catalan, enabled too, stays empty.
import type { Page } from "@playwright/test";
import { AccessibilityReport } from "./support/axe";
import { test, expect } from "./support/fixtures";
import { db, readDoc, registerCompany, removeUser, setContentLanguages } from "./support/emulators";
import { en, productEditorMessages as pe, uiMessages } from "./support/messages";
import { login } from "./support/ui";
import { frontendSettingsMessages as m } from "../web/src/settings/frontend/messages";

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: option }).first().click();
}

test("with automatic translation on, a product named in English gets its Spanish and German names, never a Catalan one", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "auto-translation" });
  const companyId = owner.uid;
  cleanup(async () => {
    for (const name of ["products", "categories"]) {
      const docs = await db.collection(name).where("companyId", "==", companyId).get();
      await Promise.all(docs.docs.map((d) => d.ref.delete()));
    }
    await removeUser(owner);
  });
  // Catalan is enabled too: automatic translation must leave it to the owner.
  await setContentLanguages(companyId, ["en", "es", "de", "ca"], { vat: 10 });
  await db.collection("categories").add({ companyId, name: { en: "Starters", es: "Entrantes", de: "Vorspeisen", ca: "Entrants" }, sortOrder: 1000, parentId: null });

  await login(page, owner.email, owner.password);
  await page.goto("/admin/settings/frontend");
  await expect(page.getByRole("checkbox", { name: "Español" })).toBeChecked();
  const axe = new AccessibilityReport(page);
  await axe.check("settings-frontend", page.getByRole("heading", { name: en(m.title) }));
  axe.expectClean();
  await page.getByRole("switch", { name: en(m.automaticTranslation) }).click();
  await expect(page.getByText(en(m.catalanNotTranslated))).toBeVisible();
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(m.saved))).toBeVisible();
  await expect.poll(async () => (await readDoc("companySettings", companyId))?.i18n?.enableAutomaticTranslation).toBe(true);

  await page.goto("/admin/menu/products/new");
  await expect(page.getByRole("heading", { name: en(pe.titleNew) })).toBeVisible();
  await page.locator("#name_en").fill("Soup");
  await chooseOption(page, en(pe.category), "Starters");
  await page.getByRole("textbox", { name: en(pe.price) }).fill("4,50");
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page).toHaveURL(/\/admin\/menu\/products$/);

  const products = await db.collection("products").where("companyId", "==", companyId).get();
  expect(products.docs).toHaveLength(1);
  const productId = products.docs[0]!.id;

  // The translation runs after the save: the editor shows it once it is there (the editor loads the product
  // when it opens, so the owner opens it again).
  await expect(async () => {
    await page.goto(`/admin/menu/products/${productId}/edit`);
    await page.getByRole("tab", { name: /^ES/ }).first().click();
    await expect(page.locator("#name_es")).toHaveValue("Sopa", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole("tab", { name: /^DE/ }).first().click();
  await expect(page.locator("#name_de")).toHaveValue("Suppe");
  await page.getByRole("tab", { name: /^CA/ }).first().click();
  await expect(page.locator("#name_ca")).toHaveValue("");
  await page.getByRole("tab", { name: /^EN/ }).first().click();
  await expect(page.locator("#name_en")).toHaveValue("Soup");
});
