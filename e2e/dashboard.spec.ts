// Browser journey of the statistics dashboard (issue 12): the demo owner lands on /dashboard after login,
// picks last week, and the dashboard's orders and revenue (summed from the day documents the server keeps)
// equal what the order list shows for the same week (its rows and the totals less the refunds of its CSV export; test orders
// are listed there but never counted as business). Reads the demo data (npm run seed) only; writes nothing.
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { expect, test } from "./support/fixtures";
import { DEMO_PASSWORD } from "./support/emulators";
import { en, orderListMessages } from "./support/messages";
import { chooseOption } from "./support/orders-list";
import { login } from "./support/ui";
import { dashboardMessages as m } from "../web/src/dashboard/messages";

/** "€1,234.50" → 1234.5 (the admin writes English with a dot for decimals). */
const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ""));

test("the dashboard's orders and revenue of last week equal the order list's for the same week", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "owner@comanda.test", DEMO_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/dashboard");

  await chooseOption(page, en(m.dateRange), en(orderListMessages.presetLastWeek));
  await expect(page).toHaveURL((url) => url.searchParams.get("range") === "lastWeek");
  const ordersFigure = page.getByRole("listitem", { name: en(m.orders), exact: true });
  const revenueFigure = page.getByRole("listitem", { name: en(m.revenue), exact: true });
  await expect(ordersFigure).toBeVisible();
  // The charts are drawn, each with its table for screen readers.
  await expect(page.getByRole("table", { name: en(m.perWeekday) })).toBeAttached();
  await expect(page.locator(".dash-chart[data-drawn]").first()).toBeVisible();
  const dashboardOrders = amount((await ordersFigure.locator(".dash-figure-value").textContent()) ?? "");
  const dashboardRevenue = amount((await revenueFigure.locator(".dash-figure-value").textContent()) ?? "");
  expect(dashboardOrders).toBeGreaterThan(0);

  // The order list of the same week, as the owner would open it.
  await page.goto("/admin/orders/list?range=lastWeek");
  const rows = page.locator("[data-order-id]");
  await expect(rows.first()).toBeVisible();
  const csv = page.waitForEvent("download");
  await page.getByRole("button", { name: en(orderListMessages.exportCsv) }).click();
  const text = readFileSync((await (await csv).path()) ?? "", "utf8").replace(/^\uFEFF/, "");
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  const business = parsed.data.filter((row) => row["Test order"] === "no");
  // Revenue is net of refunds on both sides: the dashboard counts what was paid minus what was given back.
  const listRevenue = Math.round(business.reduce((sum, row) => sum + Number(row.Total) - Number(row.Refunded), 0) * 100) / 100;
  // The list's count line names every order of the week, test orders too: the export holds the same orders.
  await expect(page.locator(".ol-count")).toContainText(`${parsed.data.length}`);

  expect(dashboardOrders).toBe(business.length);
  expect(dashboardRevenue).toBeCloseTo(listRevenue, 2);
});
