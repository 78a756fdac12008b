// Zones and their points of sale as a new owner sets up a restaurant: the empty /zones screen, ten tables
// added at once in a zone's editor, a table's QR code (shown, copied, downloaded) and the zone's printable
// PDF read back to the tables' addresses; on /zones hide, close, reorder by keyboard and delete.
import { readFile } from "node:fs/promises";
import { expect, test } from "./support/fixtures";
import { readDoc, registerCompany, removeUser } from "./support/emulators";
import { en, enWith } from "./support/messages";
import { login } from "./support/ui";
import { createZoneViaApi, decodeQrDataUrl, decodeQrPng, pdfQrPayloads, posMessages, removeZones, storedZone, zoneListMessages, zoneSharedMessages } from "./support/zones";

test.describe.configure({ timeout: 180_000 });

test("an owner adds ten tables at once and prints their QR codes", async ({ page, context, cleanup }) => {
  const owner = await registerCompany({ tag: "zones-pos" });
  cleanup(() => removeUser(owner));
  cleanup(() => removeZones(owner.uid));
  const zone = await createZoneViaApi(owner, { name: "Dining room", enableTableService: true });
  const slug = ((await readDoc("companyInfos", owner.uid))?.slug as string | null | undefined) ?? null;

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await login(page, owner.email, owner.password);
  await page.goto(`/admin/zones/${zone.id}/edit`);
  const panel = page.locator("section.pos-panel");
  await expect(panel.getByRole("heading", { name: en(posMessages.title) })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText(en(posMessages.empty))).toBeVisible();

  // Ten tables at once: 'Table' becomes Table 1 … Table 10.
  await panel.getByRole("button", { name: en(posMessages.add) }).click();
  const dialog = page.getByRole("dialog", { name: en(posMessages.addTitle) });
  await dialog.getByRole("textbox", { name: en(posMessages.name) }).fill("Table");
  await dialog.getByRole("spinbutton", { name: en(posMessages.quantity) }).or(dialog.getByRole("textbox", { name: en(posMessages.quantity) })).fill("10");
  await expect(dialog.getByText(enWith(posMessages.quantityHelp, { max: 200, first: "Table 1", last: "Table 10" }))).toBeVisible();
  await dialog.getByRole("button", { name: enWith(posMessages.addSubmit, { count: 10 }) }).click();
  await expect(page.getByText(enWith(posMessages.added, { count: 10 }))).toBeVisible();
  await expect(dialog).toBeHidden();

  const list = panel.getByRole("list", { name: enWith(posMessages.list, { zone: "Dining room" }) });
  const names = Array.from({ length: 10 }, (_, i) => `Table ${i + 1}`);
  await expect(list.getByRole("listitem")).toHaveCount(10);
  for (const name of names) await expect(list.getByRole("listitem", { name, exact: true })).toBeVisible();
  const stored = await storedZone(zone.id);
  expect(stored.pointsOfSale.map((p) => p.name)).toEqual(names);
  const table3 = stored.pointsOfSale[2]!;

  // Table 3's QR code decodes to the catalogue opened at Table 3.
  await list.getByRole("button", { name: enWith(posMessages.openQr, { name: "Table 3" }) }).click();
  const qr = page.getByRole("dialog", { name: enWith(posMessages.qrTitle, { name: "Table 3" }) });
  const image = qr.getByRole("img", { name: enWith(posMessages.qrAlt, { name: "Table 3" }) });
  await expect(image).toBeVisible();
  const address = decodeQrDataUrl((await image.getAttribute("src")) ?? "");
  expect(address).toMatch(new RegExp(`/${slug ?? owner.uid}/\\?pos=${table3.id}$`));
  await expect(qr.getByTestId("pos-qr-address")).toHaveText(address!);

  await qr.getByRole("button", { name: en(posMessages.copyLink) }).click();
  await expect(page.getByText(en(posMessages.copied))).toBeVisible();
  expect(await page.evaluate<string>("navigator.clipboard.readText()")).toBe(address);

  const [png] = await Promise.all([page.waitForEvent("download"), qr.getByRole("button", { name: en(posMessages.downloadPng) }).click()]);
  expect(png.suggestedFilename()).toBe("Table 3.png");
  expect(decodeQrPng(await readFile((await png.path())!))).toBe(address);
  await qr.getByRole("button", { name: en(posMessages.close), exact: true }).last().click();
  await expect(qr).toBeHidden();

  // The zone's PDF: one readable QR code per table, each with the table's address (as the admin shows it).
  const addressOf = (id: string) => address!.replace(/\?pos=.*$/, `?pos=${id}`);
  const [pdf] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: en(zoneSharedMessages.downloadPdf) }).click()]);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const payloads = (await pdfQrPayloads(bytes)).filter((p): p is string => p !== null);
  expect(payloads.sort()).toEqual(stored.pointsOfSale.map((p) => addressOf(p.id)).sort());
});

test("an owner hides, closes, reorders and deletes zones on /zones", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "zones-list" });
  cleanup(() => removeUser(owner));
  cleanup(() => removeZones(owner.uid));

  await login(page, owner.email, owner.password);
  // A new company has no zones: the screen invites creating the first one.
  await page.goto("/admin/pointsofsale");
  await expect(page).toHaveURL(/\/admin\/zones$/);
  await expect(page.getByText(en(zoneListMessages.emptyTitle))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: en(zoneListMessages.createFirst) })).toBeVisible();

  const terrace = await createZoneViaApi(owner, { name: "Terrace", pointsOfSale: [{ name: "Table 1" }, { name: "Table 2" }] });
  const dining = await createZoneViaApi(owner, { name: "Dining room", enableDelivery: true });
  const list = page.getByRole("list", { name: en(zoneListMessages.listLabel) });
  const rows = list.getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAccessibleName("Terrace");
  await expect(rows.nth(0).getByText(enWith(zoneSharedMessages.pointsOfSaleCount, { count: 2 }))).toBeVisible();
  await expect(rows.nth(1).getByText(en(zoneListMessages.delivery))).toBeVisible();

  // Hide and close save at once.
  const terraceRow = list.getByRole("listitem", { name: "Terrace" });
  await terraceRow.getByRole("switch", { name: enWith(zoneListMessages.hideZone, { name: "Terrace" }) }).click();
  await expect(terraceRow.getByText(en(zoneListMessages.hidden), { exact: true })).toBeVisible();
  await expect.poll(async () => (await storedZone(terrace.id)).hidden).toBe(true);
  await terraceRow.getByRole("switch", { name: enWith(zoneListMessages.closeZone, { name: "Terrace" }) }).click();
  await expect(terraceRow.getByText(en(zoneListMessages.closed), { exact: true })).toBeVisible();
  await expect.poll(async () => (await storedZone(terrace.id)).closed).toBe(true);

  // Reorder with the keyboard: Dining room moves above Terrace.
  const handle = list.getByRole("button", { name: enWith(zoneListMessages.dragHandle, { name: "Dining room" }) });
  await handle.focus();
  // Each step waits for what a screen reader hears, as the list measures itself between steps.
  await page.keyboard.press("Space");
  await expect(page.getByText(enWith(zoneListMessages.dragOver, { name: "Dining room", position: 2, total: 2 }))).toBeAttached();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText(enWith(zoneListMessages.dragOver, { name: "Dining room", position: 1, total: 2 }))).toBeAttached();
  await page.keyboard.press("Space");
  await expect(rows.nth(0)).toHaveAccessibleName("Dining room");
  await expect.poll(async () => (await storedZone(dining.id)).sortOrder < (await storedZone(terrace.id)).sortOrder).toBe(true);
  await page.reload();
  await expect(rows.nth(0)).toHaveAccessibleName("Dining room", { timeout: 20_000 });

  // Delete is a soft delete after a confirmation that says orders keep their history.
  await terraceRow.getByRole("button", { name: enWith(zoneListMessages.deleteZone, { name: "Terrace" }) }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: enWith(zoneListMessages.deleteConfirm, { name: "Terrace" }) });
  await expect(confirm.getByText(en(zoneListMessages.deleteHint))).toBeVisible();
  await confirm.getByRole("button", { name: en(zoneSharedMessages.delete) }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText(en(zoneListMessages.deleted))).toBeVisible();
  expect((await storedZone(terrace.id)).archived).toBe(true);
});
