// A new owner's start: the dashboard's first steps and the sample menu registration gave the company; the
// owner changes one sample product, deletes the sample data after confirming, and the changed product stays
// (now the owner's, which ticks the products step) while the other samples are gone; hidden, the first
// steps stay hidden.
import { test, expect } from "./support/fixtures";
import { AccessibilityReport } from "./support/axe";
import { db, registerCompany, removeUser } from "./support/emulators";
import { en, enWith, productEditorMessages, productListMessages, uiMessages } from "./support/messages";
import { login } from "./support/ui";
import { introMessages as m } from "../web/src/intro/messages";

test.describe.configure({ timeout: 180_000 });

async function productId(companyId: string, name: string): Promise<string> {
  const products = await db.collection("products").where("companyId", "==", companyId).get();
  const found = products.docs.find((d) => (d.get("name") as { en?: string }).en === name);
  if (!found) throw new Error(`no product ${name}`);
  return found.id;
}

test("a new owner sees the first steps and the sample menu, changes a sample and deletes the rest", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "intro", sampleData: true });
  cleanup(() => removeUser(owner));
  cleanup(async () => {
    for (const collection of ["products", "categories", "courses"]) {
      const docs = await db.collection(collection).where("companyId", "==", owner.uid).get();
      await Promise.all(docs.docs.map((d) => d.ref.delete()));
    }
  });

  await login(page, owner.email, owner.password);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: en(m.title) })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(enWith(m.progress, { done: 0, total: 5 }))).toBeVisible();
  const report = new AccessibilityReport(page);
  await report.check("dashboard with the first steps");
  const productsStep = page.locator('[data-step="products"]');
  await expect(productsStep).toContainText(en(m.stepOpen));
  await expect(productsStep.getByRole("link", { name: en(m.products) })).toBeVisible();

  // On a 360 px phone the checklist and its buttons fit the screen's width.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  for (const part of [page.locator(".intro-card"), page.getByRole("button", { name: en(m.deleteSamples) }), page.getByRole("button", { name: en(m.hideLabel) })]) {
    const box = await part.boundingBox();
    expect(box, "visible").not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }
  if (desktop) await page.setViewportSize(desktop);

  // The sample menu.
  await productsStep.getByRole("link", { name: en(m.products) }).click();
  await expect(page.getByRole("heading", { name: en(productListMessages.title) })).toBeVisible();
  await expect(page.getByText("Margherita pizza").first()).toBeVisible();
  await expect(page.getByText("Espresso").first()).toBeVisible();

  // The owner raises the pizza's price.
  await page.goto(`/admin/menu/products/${await productId(owner.uid, "Margherita pizza")}/edit`);
  await expect(page.getByRole("heading", { name: en(productEditorMessages.titleEdit) })).toBeVisible();
  await page.getByRole("textbox", { name: en(productEditorMessages.price) }).fill("10,50");
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(productEditorMessages.saved))).toBeVisible();

  // Delete the sample data, confirmed first.
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: en(m.deleteSamples) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(en(m.confirmBody))).toBeVisible();
  await dialog.getByRole("button", { name: en(m.confirmOk) }).click();
  const result = page.getByRole("status").filter({ hasText: enWith(m.removed, { products: 4, categories: 1, courses: 0 }) });
  await expect(result).toBeVisible();
  await expect(result).toContainText(enWith(m.keptProducts, { count: 1 }));
  await expect(page.getByRole("button", { name: en(m.deleteSamples) })).toHaveCount(0);
  // The changed pizza is the owner's now.
  await expect(productsStep).toContainText(en(m.stepDone));
  await report.check("first steps after deleting the sample data");
  report.expectClean();

  await page.goto("/admin/menu/products");
  await expect(page.getByText("Margherita pizza").first()).toBeVisible();
  await expect(page.getByText("Espresso")).toHaveCount(0);
  await expect(page.getByText("Burger with fries")).toHaveCount(0);
  const stored = await db.collection("products").where("companyId", "==", owner.uid).get();
  expect(stored.docs.map((d) => ({ name: (d.get("name") as { en: string }).en, price: d.get("price") as number }))).toEqual([{ name: "Margherita pizza", price: 10.5 }]);

  // Hidden, the first steps stay hidden after a reload, as on any other device: the company keeps the choice.
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: en(m.hideLabel) }).click();
  await expect(page.getByRole("heading", { name: en(m.title) })).toHaveCount(0);
  await page.reload();
  // The company's documents are there (the shell shows its name) and the checklist still does not show.
  await expect(page.getByText(owner.companyname).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: en(m.title) })).toHaveCount(0);
  expect((await db.collection("companies").doc(owner.uid).get()).get("introHidden")).toBe(true);
});
