// The zone editor (spec §2–§5, issue 5): creating a zone through the form and finding it again after a
// reload, the unique zone name, delivery on invoice tied to on-site payment, and an unknown zone. Each test
// owns a freshly registered company.
import { test, expect } from "./support/fixtures";
import { en, enWith, errorMessages, uiMessages, zoneEditorMessages as m } from "./support/messages";
import { createStaff, db, removeUser } from "./support/emulators";
import { login } from "./support/ui";
import { addZone, chooseOption, freshOwner, selectItem, setOfflinePayments, zonesOf } from "./support/zones-editor";

const EDIT_URL = /\/admin\/zones\/([^/]+)\/edit$/;

test("an owner creates a zone through the form, lands on its edit page and finds the values after a reload", async ({ page, cleanup }) => {
  const owner = await freshOwner("zone-create", cleanup);
  await login(page, owner.email, owner.password);
  await page.goto("/admin/zones/new");
  await expect(page.getByText(en(m.newZoneHint))).toBeVisible();

  await page.getByRole("textbox", { name: en(m.name) }).fill("Terraza");
  await page.getByRole("checkbox", { name: en(m.enableTableService) }).check();
  await page.getByRole("checkbox", { name: en(m.allowItemNotes) }).check();
  await page.getByRole("checkbox", { name: en(m.enableDelivery), exact: true }).check();
  await chooseOption(page, en(m.displayDeliveryTimeRule), en(m.displayLongerThan));
  await page.getByRole("textbox", { name: en(m.threshold) }).fill("2");
  await chooseOption(page, en(m.unit), en(m.unitHours));
  await page.locator("#frontpageNotice_en").fill("Welcome to the terrace");
  await page.getByRole("button", { name: en(uiMessages.save) }).click();

  await expect(page).toHaveURL(EDIT_URL);
  await expect(page.getByText(en(m.created))).toBeVisible();
  const zoneId = EDIT_URL.exec(new URL(page.url()).pathname)![1]!;
  const [stored] = await zonesOf(owner.uid);
  expect(stored).toMatchObject({ id: zoneId, name: "Terraza", enableTableService: true, allowItemNotes: true, enableDelivery: true, displayDeliveryTimeRule: "longerThan", displayDeliveryTimeTreshold: 2, displayDeliveryTimeTresholdUnit: "hours", frontpageNotice: { en: "Welcome to the terrace" } });

  await page.reload();
  await expect(page.getByRole("textbox", { name: en(m.name) })).toHaveValue("Terraza");
  await expect(page.getByRole("checkbox", { name: en(m.enableTableService) })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: en(m.allowItemNotes) })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: en(m.enableDelivery), exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: en(m.enablePickup), exact: true })).toBeChecked();
  await expect(selectItem(page, en(m.displayDeliveryTimeRule))).toContainText(en(m.displayLongerThan));
  await expect(page.getByRole("textbox", { name: en(m.threshold) })).toHaveValue("2");
  await expect(selectItem(page, en(m.unit))).toContainText(en(m.unitHours));
  await expect(page.locator("#frontpageNotice_en")).toHaveValue("Welcome to the terrace");
});

test("a second zone whose name differs only in case, accents and spaces is refused under the name", async ({ page, cleanup }) => {
  const owner = await freshOwner("zone-name", cleanup);
  await addZone(owner.uid, { name: "Terraza" });
  await login(page, owner.email, owner.password);
  await page.goto("/admin/zones/new");

  const name = page.getByRole("textbox", { name: en(m.name) });
  await name.fill("  térraza ");
  await page.locator("#frontpageNotice_en").fill("Typed before the refusal");
  await page.getByRole("button", { name: en(uiMessages.save) }).click();

  const nameItem = page.locator(".ant-form-item", { has: name });
  await expect(nameItem.getByText(en(errorMessages.zoneNameTaken))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/zones\/new$/);
  // Nothing typed is lost.
  await expect(name).toHaveValue("  térraza ");
  await expect(page.locator("#frontpageNotice_en")).toHaveValue("Typed before the refusal");
  expect(await zonesOf(owner.uid)).toHaveLength(1);
});

test("delivery on invoice can be ticked only while on-site payment is on in the general settings and in the zone", async ({ page, cleanup }) => {
  const owner = await freshOwner("zone-invoice", cleanup);
  await setOfflinePayments(owner.uid, false);
  await login(page, owner.email, owner.password);
  await page.goto("/admin/zones/new");

  const invoice = page.getByRole("checkbox", { name: en(m.allowDeliveryOnInvoice) });
  await page.getByRole("textbox", { name: en(m.name) }).fill("Delivery");
  await page.getByRole("checkbox", { name: en(m.enableOfflinePayment) }).check();
  await expect(invoice).toBeDisabled();
  // The checkbox's hint links to where on-site payment is switched on (the cash warning above links there too).
  await expect(page.locator("#allowDeliveryOnInvoice_extra").getByRole("link", { name: "general settings" })).toHaveAttribute("href", "/admin/settings/general");

  // The general settings arrive live.
  await setOfflinePayments(owner.uid, true);
  await expect(invoice).toBeEnabled();
  await page.getByRole("checkbox", { name: en(m.enableOfflinePayment) }).uncheck();
  await expect(invoice).toBeDisabled();
  await page.getByRole("checkbox", { name: en(m.enableOfflinePayment) }).check();
  await invoice.check();
  await page.getByRole("button", { name: en(uiMessages.save) }).click();

  await expect(page).toHaveURL(EDIT_URL);
  await expect.poll(async () => (await zonesOf(owner.uid))[0]).toMatchObject({ enableOfflinePayment: true, allowDeliveryOnInvoice: true });
});

test("staff with only the zones permission edit a zone whose pages they may not read, and the stored pages stay", async ({ page, cleanup }) => {
  const owner = await freshOwner("zone-staff", cleanup);
  const pageId = `about-us-${owner.uid}`;
  await db.collection("pages").doc(pageId).set({ companyId: owner.uid, name: "About us", sortOrder: 1000, title: { en: "About us" }, content: { en: "" } });
  cleanup(() => db.collection("pages").doc(pageId).delete());
  const zoneId = await addZone(owner.uid, { name: "Bar", pagesVisibilityRule: "onlySelected", pagesVisibilityConfig: [pageId] });
  const staff = await createStaff(owner.uid, ["zones"]);
  cleanup(() => removeUser(staff));
  await page.goto(`/admin/token-login?token=${encodeURIComponent(staff.qrToken)}`);
  await expect(page).not.toHaveURL(/token-login/);

  await page.goto(`/admin/zones/${zoneId}/edit`);
  await expect(page.getByText(enWith(m.listUnreadable, { count: 1 })).first()).toBeVisible();
  await expect(page.getByText(enWith(m.unavailableEntry, { id: pageId }))).toBeVisible();
  await page.getByRole("textbox", { name: en(m.name) }).fill("Bar and lounge");
  await page.getByRole("button", { name: en(uiMessages.save) }).click();

  await expect(page.getByText(en(m.saved))).toBeVisible();
  await expect.poll(async () => (await zonesOf(owner.uid))[0]).toMatchObject({ name: "Bar and lounge", pagesVisibilityRule: "onlySelected", pagesVisibilityConfig: [pageId] });
});
