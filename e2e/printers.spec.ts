// /settings/printers (issue 14, spec §2–§5, §8): the owner adds a kitchen printer by its MAC address, reads
// the address to type into it, a simulated Star CloudPRNT printer polls that address and shows online, an
// order placed through the API prints on it (only the printer's production location), the job is marked
// printed in the list, prints again on request, and the printer is deleted after the spec's confirmation.
import { randomBytes } from "node:crypto";
import { test, expect } from "./support/fixtures";
import { seriousViolations, settled } from "./support/axe";
import { db, registerCompany, removeUser } from "./support/emulators";
import { en, enWith, uiMessages } from "./support/messages";
import { createShop, placeOrderViaApi, removeShop, tableOrder } from "./support/orders";
import { login } from "./support/ui";
import { require as tsxRequire } from "tsx/cjs/api";
import {
  printerEditorMessages as e,
  printerListMessages as m,
  printerStateMessages as s,
  printJobMessages as j,
  printJobStatusMessages as status,
} from "../web/src/settings/printers/messages";

// The simulator (functions/tools) imports @comanda/shared, an ES module package of TypeScript with extensionless
// imports: tsx's own require compiles that whole graph, whatever this worker loaded before (Playwright's loader
// resolved it only in some orders of the spec files).
type SimulatorModule = typeof import("../functions/tools/printerSimulator/simulator");
type PrinterSimulator = import("../functions/tools/printerSimulator/simulator").PrinterSimulator;
const { startPrinterSimulator } = tsxRequire("../functions/tools/printerSimulator/simulator.ts", import.meta.url) as SimulatorModule;

// Triggers and the printer's polls run on a busy two-core machine: printing takes seconds, not milliseconds.
const PRINTING = { timeout: 45_000 };

/** A locally administered MAC address no other company has claimed, written as a printer's label may show it. */
function freshMac(): { typed: string; stored: string } {
  const bytes = [0x02, ...randomBytes(5)];
  const hex = bytes.map((b) => b.toString(16).padStart(2, "0"));
  return { typed: hex.join("-"), stored: hex.join(":").toUpperCase() };
}

async function removePrinting(companyId: string, mac: string): Promise<void> {
  for (const collection of ["printers", "printerKeys", "printer-status", "printJobs"]) {
    const snap = await db.collection(collection).where("companyId", "==", companyId).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
  await db.collection("printerMacs").doc(mac).delete();
}

test("the owner adds a printer, the simulated printer comes online with its address, and an order's kitchen ticket prints and shows printed", async ({ page, context, cleanup }) => {
  test.setTimeout(180_000);
  const owner = await registerCompany({ tag: "printers" });
  const mac = freshMac();
  cleanup(() => removeUser(owner));
  cleanup(() => removeShop(owner.uid));
  cleanup(() => removePrinting(owner.uid, mac.stored));
  const shop = await createShop(owner.uid);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  await login(page, owner.email, owner.password);
  await page.goto("/admin/settings/printers");
  await expect(page.getByRole("heading", { name: en(m.title), level: 1 })).toBeVisible();
  await expect(page.getByText(en(m.emptyTitle))).toBeVisible();

  // The editor: a kitchen printer for the Kitchen's items only, its MAC as the label shows it.
  await page.getByRole("button", { name: en(m.newPrinter) }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/printers\/new$/);
  await expect(page.getByText(en(e.addressAfterSave))).toBeVisible();
  await settled(page, page.getByRole("heading", { name: en(e.helpTitle) }));
  expect(await seriousViolations(page, "/settings/printers/new")).toEqual([]);
  await page.getByRole("textbox", { name: en(e.name) }).fill("Kitchen printer");
  await page.getByRole("textbox", { name: en(e.mac) }).fill(mac.typed);
  await page.getByRole("radio", { name: en(e.locationsSelected) }).check();
  const locations = page.getByRole("combobox", { name: en(e.locationsPick) });
  await locations.click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Kitchen" }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: en(uiMessages.save) }).click();

  // Saved: its own page, with the address holding the printer's secret.
  await expect(page).toHaveURL(/\/admin\/settings\/printers\/[^/]+\/edit$/, PRINTING);
  const printerId = /printers\/([^/]+)\/edit$/.exec(page.url())![1]!;
  const address = page.getByRole("textbox", { name: en(e.addressLabel) });
  await expect(address).toHaveValue(new RegExp(`/api/cloudprnt/${printerId}/[^/]{20,}$`));
  const url = await address.inputValue();
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  await page.getByRole("button", { name: en(e.copyAddress) }).click();
  await expect(page.getByText(en(e.copied))).toBeVisible();
  expect(await page.evaluate("navigator.clipboard.readText()")).toBe(url);
  const stored = await db.collection("printers").doc(printerId).get();
  expect(stored.get("mac")).toBe(mac.stored);
  expect(stored.get("locationsFilter")).toEqual([shop.locations.kitchen]);
  await settled(page, address);
  expect(await seriousViolations(page, "/settings/printers/:id/edit")).toEqual([]);

  // The printer is plugged in: it polls the address it was given.
  const printer: PrinterSimulator = startPrinterSimulator({ url, mac: mac.typed, intervalMs: 1_000 });
  cleanup(() => printer.stop());

  await page.getByRole("link", { name: en(e.backToList) }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("button", { name: "Kitchen printer", exact: true }) });
  await expect(row.getByTestId("printer-state")).toHaveText(en(s.online), PRINTING);
  await expect(row.getByRole("cell", { name: "Kitchen", exact: true })).toBeVisible();
  await expect(page.getByText(en(j.empty))).toBeVisible();

  // An order reaches production (paid on site): its kitchen ticket prints with the Kitchen's items only.
  const placed = await placeOrderViaApi(owner, tableOrder(shop));
  await expect.poll(() => printer.printed.length, PRINTING).toBeGreaterThanOrEqual(1);
  const ticket = printer.printed[0]!.text;
  expect(ticket).toContain("Steak");
  expect(ticket).toContain("Tomato soup");
  expect(ticket).not.toContain("Draft beer");

  const jobs = page.getByRole("table", { name: en(j.listLabel) });
  const job = jobs.getByRole("row").filter({ has: page.getByRole("rowheader", { name: enWith(j.orderNumber, { number: placed.number }) }) });
  await expect(job).toHaveCount(1, PRINTING);
  await expect(job.getByTestId("print-job-status")).toHaveText(en(status.printed), PRINTING);
  await expect(job).toContainText(en(j.ticket));
  await expect(row.getByTestId("printer-waiting")).toHaveText(enWith(m.waitingCount, { count: 0 }));
  await settled(page, job);
  expect(await seriousViolations(page, "/settings/printers with a printed job")).toEqual([]);

  // Print again: the same ticket prints a second time and is marked printed again.
  await job.getByRole("button", { name: new RegExp(`^${en(j.printAgain)}`) }).click();
  await expect(page.getByText(en(j.restarted))).toBeVisible();
  await expect.poll(() => printer.printed.length, PRINTING).toBe(2);
  await expect(job.getByTestId("print-job-status")).toHaveText(en(status.printed), PRINTING);

  // The order's detail shows its ticket, printed, with the same actions.
  await page.goto("/admin/orders/list");
  await page.locator(`[data-order-id="${placed.id}"]`).first().click();
  const printing = page.getByTestId("order-detail").getByTestId("order-print-jobs");
  await expect(printing.getByRole("rowheader", { name: "Kitchen printer" })).toBeVisible();
  await expect(printing.getByTestId("print-job-status")).toHaveText(en(status.printed));
  await expect(printing.getByRole("button", { name: new RegExp(`^${en(j.printAgain)}`) })).toBeVisible();

  // On a phone the printers and jobs are cards, the editor one column, and nothing runs off the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const noOverflow = async () =>
    expect(await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")).toBeLessThanOrEqual(0);
  await page.goto("/admin/settings/printers");
  await expect(row.getByTestId("printer-state")).toHaveText(en(s.online));
  await noOverflow();
  await page.goto(`/admin/settings/printers/${printerId}/edit`);
  await expect(address).toHaveValue(url);
  await noOverflow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole("link", { name: en(e.backToList) }).click();

  // Deleted after the confirmation of spec §8; its MAC is free again.
  await row.getByRole("button", { name: enWith(m.deletePrinter, { name: "Kitchen printer" }) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(en(m.deleteConfirm));
  await dialog.getByRole("button", { name: en(m.delete) }).click();
  await expect(page.getByText(en(m.deleted))).toBeVisible();
  await expect(page.getByText(en(m.emptyTitle))).toBeVisible();
  expect((await db.collection("printerMacs").doc(mac.stored).get()).exists).toBe(false);
});
