// /settings/taxes (issue 21, spec §2, §3, §8): an owner fills in the tax information, uploads the company's
// certificate (the AEAT stand-in's demo certificate), turns VERI*FACTU on, and from then on a ticket's record
// reaches the tax agency (the local stand-in over mutual TLS, sent by the emulators' job every few seconds):
// accepted, then a refused one with its error modal, corrected and accepted.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { verifactuQrUrl, type TaxRecordData } from "@comanda/shared";
import { test, expect } from "./support/fixtures";
import { BASE_URL, db, registerCompany, removeUser } from "./support/emulators";
import { en, enWith, errorMessages, orderDetailMessages, orderListMessages, uiMessages } from "./support/messages";
import { login } from "./support/ui";
import { createShop, idToken, placeOrderViaApi, removeShop, tableOrder } from "./support/orders";
import { taxesMessages as m, taxRecordStatusMessages as status } from "../web/src/settings/taxes/messages";

// The stand-in writes its demo certificate here when it starts (functions/tools/aeat/certificates.ts,
// DEMO_CERTIFICATE): the company's tax id B65432197, password "comanda-demo".
const CERTIFICATE = join(process.cwd(), ".cache", "aeat", "demo-company.p12");
const CERTIFICATE_PASSWORD = "comanda-demo";
const TAX_ID = "B65432197";
const STAND_IN_CONTROL = "http://127.0.0.1:12114/_standin/behaviour";

/** What the agency stand-in answers from now on (its wait shortened, so that the next batch goes at once). */
async function agencyAnswers(behaviour: { rejectNumbers?: string[] }): Promise<void> {
  const res = await fetch(STAND_IN_CONTROL, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ answer: "accept", waitSeconds: 1, ...behaviour }) });
  expect(res.ok).toBe(true);
}

/** A paid-on-site order placed and handed over (done): the moment it becomes a ticket. */
async function ticket(owner: { email: string; password: string }, shop: Awaited<ReturnType<typeof createShop>>): Promise<string> {
  const placed = await placeOrderViaApi(owner, tableOrder(shop));
  const res = await fetch(new URL(`/api/orders/${placed.id}/status`, BASE_URL), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${await idToken(owner)}` },
    body: JSON.stringify({ status: "done" }),
  });
  expect(res.status).toBe(200);
  return placed.id;
}

const row = (page: Page, recordId: string) => page.locator(`[data-record-id="${recordId}"]`);

/** The emulators run no schedules: the job that sends waiting records runs here as Cloud Scheduler would run it. */
async function sendTaxRecords(): Promise<void> {
  const res = await fetch("http://127.0.0.1:5001/demo-comanda/europe-west1/api/emulator/jobs/send-tax-records", { method: "POST" });
  expect(res.ok).toBe(true);
}

/** Runs the sending job until the record's row shows the status (or fails after 45 s). */
async function untilStatus(page: Page, recordId: string, status: string): Promise<void> {
  await expect(async () => {
    await sendTaxRecords();
    await expect(row(page, recordId).locator("[data-status]")).toHaveAttribute("data-status", status, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

test("an owner turns VERI*FACTU on with the certificate; a ticket's record is accepted, a refused one is corrected and accepted", async ({ page, cleanup }) => {
  test.setTimeout(120_000);
  const owner = await registerCompany({ tag: "taxes" });
  const shop = await createShop(owner.uid);
  // A series of its own: the stand-in knows the demo company's numbers under the same tax id.
  const series = `E${randomBytes(4).toString("hex").toUpperCase().slice(0, 6)}`;
  cleanup(async () => {
    await agencyAnswers({});
    await removeShop(owner.uid);
    for (const collection of ["taxRecords"]) {
      const snap = await db.collection(collection).where("companyId", "==", owner.uid).get();
      await Promise.all(snap.docs.map((d) => d.ref.delete()));
    }
    for (const collection of ["taxInfos", "taxChains", "taxCertificates"]) await db.collection(collection).doc(owner.uid).delete();
    await removeUser(owner);
  });
  await agencyAnswers({});
  // A subscriber: a company in trial mode places test orders, which never become tickets.
  await db.collection("companies").doc(owner.uid).set({ hasAnActiveSubscription: true, subscribedPlan: "basic" }, { merge: true });

  await login(page, owner.email, owner.password);
  await page.goto("/admin/settings/taxes");
  await expect(page.getByRole("heading", { name: en(m.title), level: 1 })).toBeVisible();

  // Tax information, checked in the browser first: a NIF with a wrong control character is refused.
  await page.getByLabel(en(m.legalName)).fill("Casa Comanda S.L.");
  await page.getByLabel(en(m.taxId)).fill("B65432198");
  await page.getByLabel(en(m.line1)).fill("Carrer de la Pau 1");
  await page.getByLabel(en(m.postalCode)).fill("08001");
  await page.getByLabel(en(m.city)).fill("Barcelona");
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(errorMessages.taxIdControl))).toBeVisible();
  await page.getByLabel(en(m.taxId)).fill(TAX_ID);
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(m.saved))).toBeVisible();
  // Its message goes before the next save's comes, so that one is seen on its own.
  await expect(page.getByText(en(m.saved))).toBeHidden();

  // The certificate: uploaded once, its holder and tax id shown.
  await page.locator("input[type=file]").setInputFiles({ name: "company.p12", mimeType: "application/x-pkcs12", buffer: readFileSync(CERTIFICATE) });
  await page.getByLabel(en(m.certificatePassword)).fill(CERTIFICATE_PASSWORD);
  await page.getByRole("button", { name: en(m.uploadCertificate) }).click();
  await expect(page.getByText(en(m.certificateUploaded))).toBeVisible();
  await expect(page.getByText(TAX_ID, { exact: true }).last()).toBeVisible();

  // VERI*FACTU on, test environment, the series.
  await page.getByRole("switch", { name: en(m.eInvoicingEnabled) }).click();
  await page.getByLabel(en(m.series)).fill(series);
  await page.getByRole("button", { name: en(uiMessages.save) }).click();
  await expect(page.getByText(en(m.saved))).toBeVisible();
  await expect.poll(async () => (await db.collection("taxInfos").doc(owner.uid).get()).data()).toMatchObject({ eInvoicingEnabled: true, environment: "test", series, taxId: TAX_ID });
  const stored = (await db.collection("taxInfos").doc(owner.uid).get()).data();
  expect(JSON.stringify(stored)).not.toContain(CERTIFICATE_PASSWORD);

  // A ticket: its record appears, is sent by the job and accepted.
  const first = await ticket(owner, shop);
  const firstRow = row(page, `${first}-ticket`);
  await expect(firstRow).toContainText(`${series}-000001`);
  await expect(firstRow.locator("[data-status]")).toHaveAttribute("data-status", "pending");
  await untilStatus(page, `${first}-ticket`, "accepted");
  await expect(firstRow).toContainText(en(status.accepted));

  // The agency refuses the next one: its error modal names the number and says what to do.
  await agencyAnswers({ rejectNumbers: [`${series}-000002`] });
  const second = await ticket(owner, shop);
  const secondRow = row(page, `${second}-ticket`);
  await untilStatus(page, `${second}-ticket`, "rejected");
  await page.getByRole("button", { name: enWith(m.showErrorOf, { number: `${series}-000002` }) }).click();
  const modal = page.getByRole("dialog", { name: en(m.errorTitle) });
  await expect(modal).toContainText(`${series}-000002`);
  await expect(modal).toContainText("1100");

  // Corrected and sent again (Subsanacion, RechazoPrevio): accepted, and the refused one marked corrected.
  await agencyAnswers({});
  await modal.getByRole("button", { name: en(m.correct) }).click();
  await untilStatus(page, `${second}-ticket-correction`, "accepted");
  await expect(secondRow.locator("[data-status]")).toHaveAttribute("data-status", "corrected");
  const submissions = (await (await fetch("http://127.0.0.1:12114/_standin/records")).json()) as { IDFactura: { NumSerieFactura: string }; subsanacion?: string; rechazoPrevio?: string }[];
  const resent = submissions.find((r) => r.IDFactura.NumSerieFactura === `${series}-000002`);
  expect(resent).toMatchObject({ subsanacion: "S", rechazoPrevio: "X" });

  // The first ticket's printable receipt carries its VeriFactu QR code, as a phone reads it off the screen.
  const record = (await db.collection("taxRecords").doc(`${first}-ticket`).get()).data() as TaxRecordData;
  const number = ((await db.collection("orders").doc(first).get()).data() as { number: number }).number;
  await page.goto("/admin/orders/list");
  await page.getByRole("button", { name: enWith(orderListMessages.actions, { number: String(number) }) }).click();
  await page.getByRole("menuitem", { name: en(orderListMessages.receipt) }).click();
  const taxQr = page.getByRole("img", { name: enWith(orderDetailMessages.taxQrCode, { number }) });
  await expect(taxQr).toBeVisible();
  const src = (await taxQr.getAttribute("src")) ?? "";
  const png = PNG.sync.read(Buffer.from(src.slice(src.indexOf(",") + 1), "base64"));
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(
    verifactuQrUrl({ environment: "test", issuerTaxId: record.issuerTaxId, number: record.number, issuedOn: record.issuedOn, totalAmount: record.totalAmount }),
  );
  await expect(page.locator(".ol-doc-taxqr")).toContainText("QR tributario:");
  await expect(page.locator(".ol-doc-taxqr")).toContainText("VERI*FACTU");
});
