// /menu/discounts (issue 22, spec §2, §3, §4): the owner creates a discount valid for voucher codes with its window
// typed on the company's clock, adds 20 vouchers, sees them listed with their codes, downloads them as CSV (every
// code once, in the owner's language), prints them as a PDF sheet (one card per code) and finds the discount
// distributed in the list. A customer then orders from the catalogue with one of the codes typed loosely: the
// order gets the discount, the order detail and its printable receipt show it with the code, the voucher is redeemed, and the same code
// is refused for the next order. One journey in steps that share what they made (`journey`).
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { formatVoucherCode, type CustomerOrderAnswer, type CustomerOrderRequest } from "@comanda/shared";
import { test, expect } from "./support/fixtures";
import { BASE_URL, db, registerCompany, removeUser } from "./support/emulators";
import { en, enWith, uiMessages } from "./support/messages";
import { cartItem, createShop, removeShop } from "./support/orders";
import { orderDetailMessages as d, orderListMessages as ol } from "../web/src/orders/list/messages";
import { login } from "./support/ui";
import {
  addVouchersMessages as a,
  discountEditorMessages as e,
  discountListMessages as l,
  discountStateMessages as s,
  voucherMessages as v,
} from "../web/src/menu/discounts/messages";

/** The company's discounts, with their vouchers (a subcollection). */
async function removeDiscounts(companyId: string): Promise<void> {
  const snap = await db.collection("discounts").where("companyId", "==", companyId).get();
  await Promise.all(snap.docs.map((d) => db.recursiveDelete(d.ref)));
}

async function discountOf(id: string) {
  return (await db.collection("discounts").doc(id).get()).data();
}

async function codesOf(discountId: string): Promise<string[]> {
  const snap = await db.collection("discounts").doc(discountId).collection("vouchers").get();
  return snap.docs.map((d) => d.get("code") as string).sort();
}

/** Types a day and time into a date field as the interface language writes it, then takes it with Enter. */
async function typeDateTime(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(text);
  await field.press("Enter");
}

test("the owner creates a voucher discount, adds 20 vouchers, sees them listed and downloads their codes as CSV", async ({ page, cleanup }) => {
  test.setTimeout(90_000);
  const owner = await registerCompany({ tag: "discounts" });
  cleanup(() => removeUser(owner));
  cleanup(() => removeDiscounts(owner.uid));
  // The company's clock is not the browser's (Madrid): the window is typed and shown in the company's time zone.
  await db.collection("companySettings").doc(owner.uid).update({ timezone: "Atlantic/Canary" });

  /** What the steps made, for the steps after them. */
  const journey = { discountId: "", codes: [] as string[] };

  await test.step("create a discount valid for voucher codes, its start on the company's clock", async () => {
    await login(page, owner.email, owner.password);
    await page.goto("/admin/menu/discounts");
    await expect(page.getByRole("heading", { name: en(l.title), level: 1 })).toBeVisible();
    await expect(page.getByText(en(l.emptyTitle))).toBeVisible();
    await page.getByRole("button", { name: en(l.add) }).click();
    await expect(page.getByRole("heading", { name: en(e.titleNew), level: 1 })).toBeVisible();
    await expect(page.getByText(enWith(e.timezone, { timezone: "Atlantic/Canary" }))).toBeVisible();
    // By the label's own text: a required field's accessible name also holds the mark antd draws before it.
    await page.getByLabel(en(e.name), { exact: true }).fill("Market flyers");
    await page.getByLabel(en(e.percentage), { exact: true }).fill("15");
    await typeDateTime(page, en(e.start), "01/12/2026 18:00");
    await expect(page.getByText(en(v.saveFirst))).toBeVisible();
    await page.getByRole("button", { name: en(uiMessages.save) }).click();
    await expect(page.getByText(en(e.created))).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/menu\/discounts\/[^/]+\/edit$/);
    journey.discountId = /\/discounts\/([^/]+)\/edit$/.exec(new URL(page.url()).pathname)?.[1] ?? "";
    // 18:00 in the Canaries in December is 18:00 UTC (in Madrid it would have been 17:00 UTC).
    await expect.poll(async () => await discountOf(journey.discountId)).toMatchObject({ name: "Market flyers", percentage: 15, validFor: "voucher", start: "2026-12-01T18:00:00.000Z", end: null, status: "new" });
  });

  await test.step("add 20 vouchers and see them listed with their codes", async () => {
    await page.getByRole("button", { name: en(v.add) }).click();
    const dialog = page.getByRole("dialog", { name: en(a.title) });
    await dialog.getByLabel(en(a.name), { exact: true }).fill("Flyers");
    await dialog.getByLabel(en(a.quantity), { exact: true }).fill("20");
    await dialog.getByRole("button", { name: en(a.submit) }).click();
    await expect(page.getByText(enWith(a.done, { count: 20 }))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(enWith(s.counts, { unused: 20, inUse: 0, redeemed: 0, total: 20 }))).toBeVisible();
    journey.codes = await codesOf(journey.discountId);
    expect(journey.codes).toHaveLength(20);
    const list = page.getByRole("region", { name: en(v.listLabel) });
    await list.scrollIntoViewIfNeeded();
    await expect(list.getByRole("listitem")).toHaveCount(20);
    const shown = (await list.locator(".discounts-voucher-code").allTextContents()).sort();
    expect(shown).toEqual(journey.codes.map(formatVoucherCode).sort());
  });

  await test.step("download the codes as CSV: every code once, in the owner's language; the discount is distributed", async () => {
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: en(v.downloadCsv) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^vouchers-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(header).toBe("Code,Name,Status,Created");
    expect(rows).toHaveLength(20);
    const cells = rows.map((row) => row.split(","));
    expect(cells.map(([code]) => code).sort()).toEqual(journey.codes.map(formatVoucherCode).sort());
    for (const [, name, status, created] of cells) {
      expect([name, status]).toEqual(["Flyers", "Unused"]);
      expect(created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
    await expect.poll(async () => (await discountOf(journey.discountId))?.handedOutAt).toEqual(expect.any(String));

    await page.locator("a.screen-back-link", { hasText: en(e.backToList) }).click();
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Market flyers" }) });
    await expect(row.getByText(en(s.distributed))).toBeVisible();
    await expect(row.getByText(enWith(s.counts, { unused: 20, inUse: 0, redeemed: 0, total: 20 }))).toBeVisible();
    await expect(row.getByText("1 Dec 2026, 18:00", { exact: false })).toBeVisible();
  });

  await test.step("print the codes as a PDF sheet: ten cards a page, 20 codes on two pages", async () => {
    await discountRow(page, "Market flyers").getByRole("button", { name: "Market flyers", exact: true }).click();
    await expect(page.getByRole("heading", { name: en(e.titleEdit), level: 1 })).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: en(v.printPdf) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await PDFDocument.load(await readFile(await download.path()));
    expect(pdf.getPageCount()).toBe(2);
  });

  await test.step("a catalogue order with a code gets the discount once, inside the window; the code is refused for the next order", async () => {
    // The restaurant's shop: a zone taking vouchers and payment on site, at an address the catalogue calls.
    const shop = await createShop(owner.uid);
    cleanup(() => removeShop(owner.uid));
    await db.collection("zones").doc(shop.zoneId).update({ enableCheckout: true, enableOfflinePayment: true, enableVouchers: true });
    const slug = `e2e-vou-${owner.uid.slice(0, 8).toLowerCase()}`;
    await db.collection("companyInfos").doc(owner.uid).set({ slug }, { merge: true });
    await db.collection("companySettings").doc(owner.uid).set({ isOpen: true }, { merge: true });
    const code = journey.codes[0] ?? "";
    const order = (voucherCode: string): Promise<Response> => {
      const body: CustomerOrderRequest = { pointofsaleId: shop.counterId, deliveryType: "takeaway", name: "Grace Hopper", items: [cartItem(shop.products.steak, { options: [{ blockId: "doneness", valueId: "rare" }] })], paymentMethod: "onSite", voucherCode };
      // Its own caller address: refused codes count against the caller, not against other journeys.
      return fetch(new URL(`/api/shops/${slug}/orders`, BASE_URL), { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.22" }, body: JSON.stringify(body) });
    };

    // Before its window opens the code is refused; the owner moves the start to the past in the editor.
    const early = await order(code);
    expect(early.status).toBe(400);
    expect(((await early.json()) as { error: { fields: Record<string, string[]> } }).error.fields.voucherCode).toEqual(["voucher-not-yet-valid"]);
    await typeDateTime(page, en(e.start), "20/11/2026 09:00");
    await page.getByRole("button", { name: en(uiMessages.save) }).click();
    await expect(page.getByText(en(e.saved))).toBeVisible();
    await expect.poll(async () => (await discountOf(journey.discountId))?.start).toBe("2026-11-20T09:00:00.000Z");

    // Typed as a customer might: lower case, the groups apart.
    const placed = await order(formatVoucherCode(code).toLowerCase().replaceAll("-", " "));
    expect(placed.status).toBe(201);
    const answer = ((await placed.json()) as { data: CustomerOrderAnswer }).data;
    // Steak 22.00 less 15 %: 18.70.
    expect(answer.cartTotal).toBe(18.7);
    await page.goto("/admin/orders/list");
    await page.locator(`[data-order-id="${answer.id}"]`).first().click();
    const detail = page.getByTestId("order-detail");
    await expect(detail.getByText(enWith(d.discountNamed, { name: "Market flyers", percentage: "15" }))).toBeVisible();
    await expect(detail.getByText(enWith(d.voucherCode, { code: formatVoucherCode(code) }))).toBeVisible();
    // The printable receipt says the same.
    await detail.getByRole("button", { name: en(ol.receipt) }).click();
    const receipt = page.locator(".print-block");
    await expect(receipt).toContainText(enWith(d.discountNamed, { name: "Market flyers", percentage: "15" }));
    await expect(receipt).toContainText(enWith(d.voucherCode, { code: formatVoucherCode(code) }));
    await page.keyboard.press("Escape");

    await page.goto(`/admin/menu/discounts/${journey.discountId}/edit`);
    await expect(page.getByText(enWith(s.counts, { unused: 19, inUse: 0, redeemed: 1, total: 20 }))).toBeVisible();

    const again = await order(code);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { fields: Record<string, string[]> } }).error.fields.voucherCode).toEqual(["voucher-already-used"]);
  });
});

function discountRow(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
}
