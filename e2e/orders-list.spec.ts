// Browser tests of the order list (/orders/list, /orders/open): the week in the company's time zone (here
// Auckland, far from the browser's Madrid), presets, search, the status filter and its red icon, clearing,
// reopening, the staff remark, the receipt's QR code, the PDF and the CSV export.
// The browser's clock stays at the moment the orders were dated: a day or week that begins in Auckland while
// the file runs (the suite runs at any hour) would move the list's range away from the orders.
import { readFileSync } from "node:fs";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { dateRangeFor, type OrderData } from "@comanda/shared";
import { expect, test } from "./support/fixtures";
import { readDoc, registerCompany, removeUser } from "./support/emulators";
import { en, enWith, orderDetailMessages, orderListMessages as m } from "./support/messages";
import { chooseOption, listOrder, orderId, setCompanyTimezone, shownOrderIds, writeOrders } from "./support/orders-list";
import { login } from "./support/ui";
import { orderStatusMessages } from "../web/src/orders/shared/messages";
import { staffRemarkMessages } from "../web/src/orders/shared/staffRemarkMessages";

const ZONE = "Pacific/Auckland";
const PICKUP_CODE = "K7M2P9QXRT";

interface Fixture {
  owner: Awaited<ReturnType<typeof registerCompany>>;
  /** The moment the orders are dated from, and the browser's clock in every test. */
  now: Date;
  ids: Record<"mondayEarly" | "sundayLate" | "lastMonday" | "yesterday" | "now" | "reopen", string>;
  orders: Record<string, OrderData>;
  removeOrders: () => Promise<void>;
}

let fx: Fixture;

const inRange = (iso: string, range: { from: string; to: string }) => iso >= range.from && iso < range.to;
const expectedIn = (range: { from: string; to: string }) =>
  Object.entries(fx.orders)
    .filter(([, o]) => inRange(o.dateOrdered, range))
    .map(([id]) => id)
    .sort();

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const owner = await registerCompany({ tag: "orders-list" });
  await setCompanyTimezone(owner.uid, ZONE);
  const now = new Date();
  const week = dateRangeFor("thisWeek", now, ZONE);
  const lastWeek = dateRangeFor("lastWeek", now, ZONE);
  const yesterday = dateRangeFor("yesterday", now, ZONE);
  const today = dateRangeFor("today", now, ZONE);
  const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
  const ids = {
    mondayEarly: orderId("monday-early"),
    sundayLate: orderId("sunday-late"),
    lastMonday: orderId("last-monday"),
    yesterday: orderId("yesterday"),
    now: orderId("now"),
    reopen: orderId("reopen"),
  };
  const o = (over: Partial<OrderData> & Pick<OrderData, "dateOrdered" | "status">) => listOrder(owner.uid, over);
  const orders: Record<string, OrderData> = {
    // Monday 00:30 and Sunday 23:30 in Auckland: both sides of the week's start.
    [ids.mondayEarly]: o({ number: 101, status: "new", dateOrdered: at(week.from, 30), name: "Zoë Álvarez", email: "zoe@example.com" }),
    [ids.sundayLate]: o({ number: 102, status: "done", dateOrdered: at(week.from, -30), name: "Bruno Sunday" }),
    // Last week's Monday noon: never yesterday, so "Last week" and "Yesterday" never show the same orders
    // (on a Monday, yesterday is last week's Sunday).
    [ids.lastMonday]: o({ number: 106, status: "ready", dateOrdered: at(lastWeek.from, 12 * 60), name: "Lola Lastweek" }),
    [ids.yesterday]: o({ number: 103, status: "ready", dateOrdered: at(yesterday.from, 12 * 60), name: "Yara Yesterday" }),
    // Always today (in the first minutes of a day, later today): in this week and never yesterday, so going
    // back from "Yesterday" to this week always changes the rows (on a Tuesday just after midnight, five
    // minutes ago was Monday, and both ranges held the same orders).
    [ids.now]: o({ number: 104, status: "wip", dateOrdered: new Date(Math.max(now.getTime() - 5 * 60_000, Date.parse(today.from) + 50 * 60_000)).toISOString(), name: "Nora Now", phone: "+64 21 555 0199" }),
    [ids.reopen]: o({ number: 105, status: "done", previousStatus: "ready", dateOrdered: at(week.from, 45), name: "Rita Reopen", pickupCode: PICKUP_CODE }),
  };
  const removeOrders = await writeOrders(orders);
  fx = { owner, now, ids, orders, removeOrders };
});

test.afterAll(async () => {
  await fx?.removeOrders();
  if (fx) await removeUser(fx.owner);
});

async function openList(page: import("@playwright/test").Page, query = "") {
  // Only the browser's clock: the list reads the orders itself, the server's time plays no part.
  await page.clock.setFixedTime(fx.now);
  await login(page, fx.owner.email, fx.owner.password);
  await page.goto(`/admin/orders/list${query}`);
  await expect(page.getByRole("heading", { name: en(m.title) })).toBeVisible();
}

const filterIcon = (page: import("@playwright/test").Page) => page.getByRole("img", { name: en(m.filterActive) });
const noFilterIcon = (page: import("@playwright/test").Page) => page.getByRole("img", { name: en(m.noFilter) });

test("the list defaults to the current week in the company's time zone and the presets move it", async ({ page }) => {
  const now = fx.now;
  await openList(page);
  await expect.poll(() => shownOrderIds(page)).toEqual(expectedIn(dateRangeFor("thisWeek", now, ZONE)));
  expect(await shownOrderIds(page)).toContain(fx.ids.mondayEarly);
  expect(await shownOrderIds(page)).not.toContain(fx.ids.sundayLate);
  await expect(noFilterIcon(page)).toBeVisible();

  await chooseOption(page, en(m.dateRange), en(m.presetLastWeek));
  await expect(page).toHaveURL(/range=lastWeek/);
  await expect.poll(() => shownOrderIds(page)).toEqual(expectedIn(dateRangeFor("lastWeek", now, ZONE)));
  expect(await shownOrderIds(page)).toContain(fx.ids.sundayLate);
  await expect(filterIcon(page)).toBeVisible();
  await expect(filterIcon(page)).toHaveCSS("color", "rgb(207, 19, 34)");

  expect(await shownOrderIds(page)).toContain(fx.ids.lastMonday);

  await chooseOption(page, en(m.dateRange), en(m.presetYesterday));
  await expect(page).toHaveURL(/range=yesterday/);
  await expect.poll(() => shownOrderIds(page)).toEqual(expectedIn(dateRangeFor("yesterday", now, ZONE)));
  expect(await shownOrderIds(page)).toContain(fx.ids.yesterday);
  expect(await shownOrderIds(page)).not.toContain(fx.ids.lastMonday);

  await page.getByRole("button", { name: en(m.clearFilters) }).click();
  await expect(page).not.toHaveURL(/range=/);
  await expect.poll(() => shownOrderIds(page)).toEqual(expectedIn(dateRangeFor("thisWeek", now, ZONE)));
  await expect(noFilterIcon(page)).toBeVisible();
});

test("search finds an order by the name without accents and by its number; the status filter shows a red icon until cleared", async ({ page }) => {
  await openList(page);
  const search = page.getByLabel(en(m.searchLabel));
  await search.fill("zoe alvarez");
  await expect.poll(() => shownOrderIds(page)).toEqual([fx.ids.mondayEarly]);
  await expect(filterIcon(page)).toBeVisible();
  await expect(page).toHaveURL(/q=zoe/);

  await search.fill("#104");
  await expect.poll(() => shownOrderIds(page)).toEqual([fx.ids.now]);
  await search.fill("");

  await chooseOption(page, en(m.statusFilter), en(orderStatusMessages.done));
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/status=done/);
  await expect.poll(() => shownOrderIds(page)).toEqual([fx.ids.reopen]);
  await expect(filterIcon(page)).toBeVisible();

  await page.getByRole("button", { name: en(m.clearFilters) }).click();
  await expect(noFilterIcon(page)).toBeVisible();
  await expect.poll(async () => (await shownOrderIds(page)).length).toBeGreaterThan(1);
});

test("a done order is reopened to in process and the staff remark is saved", async ({ page }) => {
  await openList(page);
  await page.getByRole("button", { name: enWith(m.actions, { number: "105" }) }).click();
  await page.getByRole("menuitem", { name: en(m.reopen) }).click();
  await expect(page.getByText(enWith(m.reopened, { number: 105 }))).toBeVisible();
  await expect.poll(async () => (await readDoc("orders", fx.ids.reopen))?.status).toBe("wip");
  await expect(page.locator(`[data-order-id="${fx.ids.reopen}"]`)).toContainText(en(orderStatusMessages.wip));

  await page.getByRole("button", { name: enWith(m.actions, { number: "104" }) }).click();
  await page.getByRole("menuitem", { name: en(m.staffRemark) }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(en(staffRemarkMessages.label)).fill("Allergic to nuts: told the kitchen");
  await dialog.getByRole("button", { name: en(staffRemarkMessages.save) }).click();
  await expect.poll(async () => (await readDoc("orders", fx.ids.now))?.staffRemark).toBe("Allergic to nuts: told the kitchen");

  // The detail shows it with the items, their addons and notes, and the VAT per rate.
  await page.locator(`[data-order-id="${fx.ids.now}"]`).click();
  const detail = page.getByTestId("order-detail");
  await expect(detail).toContainText("Allergic to nuts: told the kitchen");
  await expect(detail).toContainText("+ Honey");
  await expect(detail).toContainText("very hot");
  await expect(detail).toContainText(enWith(orderDetailMessages.vatRate, { rate: 10 }));
});

test("the receipt's printable view shows the order's QR code; its PDF and the CSV export download", async ({ page }) => {
  await openList(page);
  await page.getByRole("button", { name: enWith(m.actions, { number: "105" }) }).click();
  await page.getByRole("menuitem", { name: en(m.receipt) }).click();
  const qr = page.getByRole("img", { name: enWith(orderDetailMessages.qrCode, { number: 105 }) });
  await expect(qr).toBeVisible();
  const src = (await qr.getAttribute("src")) ?? "";
  expect(src.startsWith("data:image/png;base64,")).toBe(true);
  const png = PNG.sync.read(Buffer.from(src.slice(src.indexOf(",") + 1), "base64"));
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(`COMANDA-ORDER:${PICKUP_CODE}`);
  await expect(page.locator(".print-block")).toContainText("Green tea");

  const pdf = page.waitForEvent("download");
  await page.getByRole("button", { name: en(m.downloadPdf) }).click();
  const pdfFile = await pdf;
  const pdfBytes = readFileSync((await pdfFile.path()) ?? "");
  expect(pdfBytes.subarray(0, 5).toString()).toBe("%PDF-");
  await page.keyboard.press("Escape");
  await expect(qr).toBeHidden();

  const csv = page.waitForEvent("download");
  await page.getByRole("button", { name: en(m.exportCsv) }).click();
  const csvText = readFileSync((await (await csv).path()) ?? "", "utf8");
  expect(csvText).toContain("Rita Reopen");
  expect(csvText).not.toContain("Bruno Sunday");
});
