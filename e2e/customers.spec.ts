// /customers (issue 15, spec §2, §3, §5): the owner creates a customer with a company address, edits them,
// finds them by a search without accents, downloads the list as CSV, and imports a file: the first file has
// a row whose e-mail the customer file already holds, refused with that row's error and nothing saved; the
// corrected file imports every row.
import { readFile } from "node:fs/promises";
import { test, expect } from "./support/fixtures";
import { db, registerCompany, removeUser } from "./support/emulators";
import { en, enWith, errorMessages, uiMessages } from "./support/messages";
import { login } from "./support/ui";
import { customerEditorMessages as e, customerImportMessages as i, customerListMessages as m } from "../web/src/customers/messages";

async function removeCustomers(companyId: string): Promise<void> {
  for (const collection of ["customers", "customerEmails"]) {
    const snap = await db.collection(collection).where("companyId", "==", companyId).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
}

async function customersOf(companyId: string) {
  const snap = await db.collection("customers").where("companyId", "==", companyId).get();
  return snap.docs.map((d) => d.data());
}

const csvFile = (name: string, lines: string[]) => ({ name, mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n") + "\r\n", "utf8") });

test("the owner creates, edits, finds, downloads and imports customers; a file with a wrong row saves nothing until it is corrected", async ({ page, cleanup }) => {
  test.setTimeout(150_000);
  const owner = await registerCompany({ tag: "customers" });
  cleanup(() => removeUser(owner));
  cleanup(() => removeCustomers(owner.uid));

  await login(page, owner.email, owner.password);
  await page.goto("/admin/customers");
  await expect(page.getByRole("heading", { name: en(m.title), level: 1 })).toBeVisible();
  await expect(page.getByText(en(m.empty))).toBeVisible();

  // Created with a company address and its VAT id; the e-mail is typed with stray spaces.
  await page.getByRole("button", { name: en(m.add) }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/new$/);
  // The address changes before the editor's code has loaded: the list's search box ("Search by name…") is
  // still there for a moment and its name holds "name", so the fields are filled once the editor's heading shows.
  await expect(page.getByRole("heading", { name: en(e.titleNew), level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: en(e.name) }).fill("José Núñez");
  await page.getByRole("textbox", { name: en(e.email) }).fill(" jose@example.com ");
  await page.getByRole("textbox", { name: en(e.internalNote) }).fill("Pays on Fridays");
  await page.getByRole("button", { name: en(e.addAddress) }).click();
  const address = page.getByRole("group", { name: enWith(e.address, { number: 1 }) });
  await address.getByRole("combobox", { name: en(e.addressType) }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: en(e.company) }).click();
  await address.getByRole("textbox", { name: en(e.companyName) }).fill("Bar Núñez SL");
  await address.getByRole("textbox", { name: en(e.vatId) }).fill("ESB12345678");
  await address.getByRole("textbox", { name: en(e.addressName) }).fill("José Núñez");
  await address.getByRole("textbox", { name: en(e.street) }).fill("Carrer Gran 1");
  await address.getByRole("textbox", { name: en(e.zip) }).fill("08001");
  await address.getByRole("textbox", { name: en(e.city) }).fill("Barcelona");
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(e.created))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/customers\/[^/]+\/edit$/);
  await expect.poll(async () => (await customersOf(owner.uid)).map((c) => [c.email, c.addresses?.[0]?.vatId])).toEqual([["jose@example.com", "ESB12345678"]]);

  // Edited: a phone number added, the change stored. The editor starts again for the stored customer once the
  // address names it: the phone is typed once the edit heading shows, not into the new-customer form on its way out.
  await expect(page.getByRole("heading", { name: en(e.titleEdit), level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: en(e.phone) }).fill("+34 600 111 222");
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(e.saved))).toBeVisible();
  await expect.poll(async () => (await customersOf(owner.uid))[0]?.phone).toBe("+34 600 111 222");

  // Found without accents, and downloaded.
  await page.locator("a.cu-back-link", { hasText: en(e.back) }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.getByRole("textbox", { name: en(m.search) }).fill("jose nunez");
  await expect(page.getByRole("listitem").filter({ hasText: "José Núñez" })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: en(m.download) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString("utf8");
  expect(csv).toContain("Name,Email,Phone,Enabled,Discounts,Fixed address,Internal note,Address type,Company,VAT ID");
  // The phone number as it is: only a cell that starts a formula is neutralised.
  expect(csv).toContain("José Núñez,jose@example.com,+34 600 111 222,Yes,No,No,Pays on Fridays,Company,Bar Núñez SL,ESB12345678");
  await page.getByRole("textbox", { name: en(m.search) }).fill("");

  // Imported: the second row's e-mail is José's (in another case): the preview says so before anything is
  // offered (the server's dry run), names the row by its line in the file, and nothing is saved.
  await page.getByRole("button", { name: en(m.import) }).click();
  const dialog = page.getByRole("dialog", { name: en(i.title) });
  await expect(dialog).toBeVisible();
  const header = "Name,Email,Phone,Enabled,City,Country";
  await dialog.getByLabel(en(i.choose), { exact: true }).setInputFiles(csvFile("customers.csv", [header, "Ana Torres,ana@example.com,,Yes,,", "Pepe,JOSE@example.com,,Yes,,"]));
  const refusedRow = dialog.getByRole("row").filter({ hasText: "Pepe" });
  await expect(refusedRow.getByText(`Email: ${en(errorMessages.emailInUse)}`)).toBeVisible();
  await expect(refusedRow.getByRole("cell").first()).toHaveText("3");
  await expect(dialog.getByText(enWith(i.summaryErrors, { count: 1 }))).toBeVisible();
  await expect(dialog.getByRole("button", { name: enWith(i.startBlocked, { count: 1 }) })).toBeDisabled();
  expect(await customersOf(owner.uid)).toHaveLength(1);

  // The corrected file imports both rows.
  await dialog.getByLabel(en(i.choose), { exact: true }).setInputFiles(csvFile("customers.csv", [header, "Ana Torres,ana@example.com,,Yes,,", "Pepe Ruiz,pepe@example.com,,No,,"]));
  await expect(dialog.getByText(enWith(i.summaryOk, { count: 2 }))).toBeVisible();
  await dialog.getByRole("button", { name: enWith(i.start, { count: 2 }) }).click();
  await expect(page.getByText(enWith(i.done, { count: 2 }))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(enWith(m.count, { shown: 3, total: 3 }))).toBeVisible();
  expect((await customersOf(owner.uid)).map((c) => [c.email, c.enabled]).sort()).toEqual([
    ["ana@example.com", true],
    ["jose@example.com", true],
    ["pepe@example.com", false],
  ]);
});
