// /settings/general (spec §2, §3): the owner moves the restaurant to another time zone and currency, and the
// order list shows the same order at the new local time and its price in the new currency; the VAT change
// is logged and shown under the taxes; cash payments need the cash terms confirmed. A VAT rate added here is
// offered for products, and once a product uses it, it cannot be removed: the refusal names the product.
import { test, expect } from "./support/fixtures";
import { db, readDoc, registerCompany, removeUser } from "./support/emulators";
import { en, enWith, errorMessages, productEditorMessages, uiMessages } from "./support/messages";
import { listOrder, orderId, writeOrders } from "./support/orders-list";
import { login } from "./support/ui";
import { generalSettingsMessages as m } from "../web/src/settings/general/messages";

/** "HH:mm" of an instant in a zone, as the admin's 24-hour clock shows it. */
const clock = (iso: string, timeZone: string) => new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

/** The local time the screen shows for a zone: this minute or the one before (it refreshes every 30 s). */
const nowIn = (timeZone: string) => new RegExp(`${clock(new Date().toISOString(), timeZone)}|${clock(new Date(Date.now() - 60_000).toISOString(), timeZone)}`);

async function choose(page: import("@playwright/test").Page, label: string, typed: string, option: string) {
  const box = page.getByRole("combobox", { name: label });
  await box.click();
  await box.fill(typed);
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: option }).first().click();
}

test("the owner's new time zone and currency change the order list's times and prices at once", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "settings-general" });
  cleanup(() => removeUser(owner));
  // Cash payments are for subscribers.
  await db.collection("companies").doc(owner.uid).set({ hasAnActiveSubscription: true, subscribedPlan: "basic" }, { merge: true });
  // An order of a minute ago is in "this week" whatever the company's zone.
  const dateOrdered = new Date(Date.now() - 60_000).toISOString();
  const id = orderId("general");
  cleanup(await writeOrders({ [id]: listOrder(owner.uid, { dateOrdered, status: "new" }) }));

  await login(page, owner.email, owner.password);
  await page.goto("/admin/orders/list");
  const row = page.locator(`[data-order-id="${id}"]`);
  await expect(row).toContainText(clock(dateOrdered, "Europe/Madrid"));
  await expect(row).toContainText("€12.50");

  await page.goto("/admin/settings/general");
  await expect(page.getByRole("heading", { name: en(m.title) })).toBeVisible();
  await choose(page, en(m.timezone), "Tokyo", "Asia/Tokyo");
  await expect(page.getByTestId("local-time")).toHaveText(nowIn("Asia/Tokyo"));
  await choose(page, en(m.currency), "USD", "USD");
  await expect(page.getByTestId("currency-example")).toContainText("$12.50");

  // Cash payments without the terms confirmed are refused under the checkbox, and nothing typed is lost.
  await page.getByLabel(en(m.enableOfflinePayments)).check();
  await page.getByLabel(en(m.vat), { exact: true }).fill("21");
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(String(errorMessages.cashTermsRequired.defaultMessage))).toBeVisible();
  await expect(page.getByTestId("local-time")).toHaveText(nowIn("Asia/Tokyo"));
  await expect(page.getByLabel(en(m.vat), { exact: true })).toHaveValue("21");
  await page.getByLabel(en(m.cashPaymentsAuthorised)).check();
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(m.saved))).toBeVisible();
  await expect(page.getByTestId("vat-log")).toContainText("0 % → 21 %");

  const stored = await readDoc("companySettings", owner.uid);
  expect(stored).toMatchObject({ timezone: "Asia/Tokyo", currency: "USD", vat: 21, enableOfflinePayments: true, cashPaymentsAuthorised: true });

  await page.goto("/admin/orders/list");
  await expect(row).toContainText(clock(dateOrdered, "Asia/Tokyo"));
  await expect(row).toContainText("$12.50");
  await expect(row).not.toContainText("€");
});

test("a VAT rate added in the general settings is used on a product, and then cannot be removed", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "settings-vat" });
  cleanup(() => removeUser(owner));
  const category = await db.collection("categories").add({ companyId: owner.uid, name: { en: "Tapas" }, sortOrder: 1000, parentId: null });
  const product = await db.collection("products").add({
    companyId: owner.uid, sortOrder: 1000, type: "regular", name: { en: "Tortilla" }, categoryId: category.id, hidden: false, tags: [],
    price: 6, vat: 0, addons: [], slots: [], optionBlocks: [],
  });
  cleanup(() => Promise.all([product.delete(), category.delete()]));

  await login(page, owner.email, owner.password);
  await page.goto("/admin/settings/general");
  await page.getByRole("button", { name: new RegExp(en(m.addVatRate)) }).click();
  await page.getByLabel(enWith(m.vatRateName, { index: 1 })).fill("Reduced");
  await page.getByLabel(enWith(m.vatRateValue, { index: 1 }), { exact: true }).fill("4");
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(m.saved))).toBeVisible();

  await page.goto(`/admin/menu/products/${product.id}/edit`);
  await page.getByRole("combobox", { name: en(productEditorMessages.vat) }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Reduced" }).first().click();
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/menu/products");
  expect((await readDoc("products", product.id))?.vat).toBe(4);

  await page.goto("/admin/settings/general");
  await page.getByRole("button", { name: enWith(m.removeVatRate, { index: 1 }) }).click();
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(String(errorMessages.vatRateInUse.defaultMessage))).toBeVisible();
  await expect(page.getByTestId("vat-in-use").getByRole("link", { name: "Tortilla" })).toBeVisible();
  expect((await readDoc("companySettings", owner.uid))?.vatRates).toEqual([{ name: "Reduced", rate: 4 }]);
});
