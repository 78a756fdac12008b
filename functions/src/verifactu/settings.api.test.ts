// The /settings/taxes calls against the Firestore and Auth emulators: the tax information and its refusals, the
// certificate (stored encrypted where no document a client reads holds it), Continue, a record's correction and
// cancellation, the records' CSV, and no company reaching another's records.
import Papa from "papaparse";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_TAX_CERTIFICATE_BYTES, verifyChain, type TaxInfoData, type TaxRecordData } from "@comanda/shared";
import { errorCodeOf, fieldsOf, fixedClock, NOW } from "../orders/testOrders";
import { clearProject, createStaff, db, emulatorConfig } from "../test/emulator";
import { openTaxCertificate } from "./certificates";
import { CERTIFICATE_SUMMARY, ISSUER, OTHER_ISSUER, call, certificateFile, recordsOf, seedOrder, setStatus, taxShop, type TestCertificateFile } from "./testTaxes";

beforeEach(clearProject);

const settings = (overrides: Record<string, unknown> = {}) => ({
  legalName: "Bar Tax SL",
  taxId: ISSUER,
  address: { line1: "Gran Vía 1", line2: null, postalCode: "28013", city: "Madrid", country: "ES" },
  eInvoicingEnabled: true,
  environment: "test",
  series: "T",
  ...overrides,
});

const taxInfoOf = async (id: string) => (await db.collection("taxInfos").doc(id).get()).data() as TaxInfoData | undefined;

/** A company with one ticket of its own, done through the API. */
async function withTicket(info: Partial<TaxInfoData> = {}) {
  const s = await taxShop(info);
  const orderId = await seedOrder(s);
  expect((await setStatus(s, orderId, "done")).status).toBe(200);
  return { s, orderId, recordId: `${orderId}-ticket` };
}

describe("POST /api/settings/taxes", () => {
  it("stores the tax information, the tax id as the agency takes it, and answers it with its defaults", async () => {
    const s = await taxShop({ eInvoicingEnabled: false });
    const res = await call(s.token, "post", "/api/settings/taxes", settings({ taxId: "es b-1234567 4", series: "T27" }));
    expect(res.status).toBe(200);
    const { taxInfo } = (res.body as { data: { taxInfo: TaxInfoData } }).data;
    expect(taxInfo).toMatchObject({ taxId: ISSUER, legalName: "Bar Tax SL", eInvoicingEnabled: true, environment: "test", series: "T27", transmissionPaused: false, errorCount: 0, certificate: CERTIFICATE_SUMMARY });
    expect(await taxInfoOf(s.id)).toMatchObject({ companyId: s.id, taxId: ISSUER, series: "T27", eInvoicingEnabled: true });
  });

  it("refuses a tax id by its control character, a series that is not capitals and digits, and unknown fields", async () => {
    const s = await taxShop();
    expect(fieldsOf(await call(s.token, "post", "/api/settings/taxes", settings({ taxId: "B12345675" })))).toEqual({ taxId: ["tax-id-control"] });
    expect(fieldsOf(await call(s.token, "post", "/api/settings/taxes", settings({ taxId: "hello" })))).toEqual({ taxId: ["tax-id-invalid"] });
    expect(fieldsOf(await call(s.token, "post", "/api/settings/taxes", settings({ series: "t-1" })))).toEqual({ series: ["pattern"] });
    expect(fieldsOf(await call(s.token, "post", "/api/settings/taxes", settings({ companyId: "another" })))).toEqual({ companyId: ["unknown-field"] });
    expect(await taxInfoOf(s.id)).toMatchObject({ taxId: ISSUER, series: "T" });
  });

  it("refuses e-invoicing without a tax id, a legal name or a certificate, and with an expired certificate", async () => {
    const none = await taxShop({ eInvoicingEnabled: false, certificate: null });
    expect(fieldsOf(await call(none.token, "post", "/api/settings/taxes", settings({ taxId: "", legalName: " " })))).toEqual({ taxId: ["tax-id-required"], legalName: ["legal-name-required"] });
    expect(fieldsOf(await call(none.token, "post", "/api/settings/taxes", settings()))).toEqual({ eInvoicingEnabled: ["certificate-required"] });
    const expired = await taxShop({ eInvoicingEnabled: false, certificate: { ...CERTIFICATE_SUMMARY, notAfter: new Date(NOW.getTime() - 1000).toISOString() } });
    expect(fieldsOf(await call(expired.token, "post", "/api/settings/taxes", settings()))).toEqual({ eInvoicingEnabled: ["certificate-expired"] });
    expect((await taxInfoOf(expired.id))?.eInvoicingEnabled).toBe(false);
    // Off, none of it is needed.
    expect((await call(none.token, "post", "/api/settings/taxes", settings({ taxId: "", legalName: "", eInvoicingEnabled: false }))).status).toBe(200);
  });

  it("refuses a tax id the certificate was not issued for", async () => {
    const s = await taxShop();
    expect(fieldsOf(await call(s.token, "post", "/api/settings/taxes", settings({ taxId: OTHER_ISSUER })))).toEqual({ taxId: ["certificate-tax-id-mismatch"] });
  });

  it("locks the tax id once records exist, and lets the series change: a new series starts at 1", async () => {
    const { s } = await withTicket();
    expect(fieldsOf(await call(s.token, "post", "/api/settings/taxes", settings({ taxId: OTHER_ISSUER })))).toEqual(
      expect.objectContaining({ taxId: expect.arrayContaining(["tax-id-locked"]) as unknown }),
    );
    expect((await call(s.token, "post", "/api/settings/taxes", settings({ series: "T27" }))).status).toBe(200);
    const next = await seedOrder(s);
    expect((await setStatus(s, next, "done")).status).toBe(200);
    const records = await recordsOf(s.id);
    expect(records.map((r) => r.number)).toEqual(["T-000001", "T27-000001"]);
    expect(verifyChain(records)).toMatchObject({ ok: true, length: 2 });
  });

  it("is for the owner and staff with settings only", async () => {
    const s = await taxShop();
    const without = await createStaff(s.id, ["orders"]);
    const withSettings = await createStaff(s.id, ["settings"]);
    expect((await call(without.token, "post", "/api/settings/taxes", settings())).status).toBe(403);
    expect((await call(withSettings.token, "post", "/api/settings/taxes", settings())).status).toBe(200);
  });
});

describe("POST /api/settings/taxes/certificate", () => {
  let good: TestCertificateFile;
  beforeAll(() => {
    good = certificateFile();
  });
  const upload = (token: string, file: TestCertificateFile | { file: string; password: string }) =>
    call(token, "post", "/api/settings/taxes/certificate", { file: Buffer.isBuffer(file.file) ? file.file.toString("base64") : file.file, password: file.password });

  it("keeps the certificate encrypted where no client reads it, and shows only its summary", async () => {
    const s = await taxShop({ certificate: null, eInvoicingEnabled: false });
    const res = await upload(s.token, good);
    expect(res.status).toBe(200);
    const { certificate } = (res.body as { data: { certificate: TaxInfoData["certificate"] } }).data;
    expect(certificate).toMatchObject({ holder: "12345678Z ANA PÉREZ (R: B12345674)", taxId: ISSUER, uploadedAt: NOW.toISOString() });
    expect((await taxInfoOf(s.id))?.certificate).toEqual(certificate);

    const stored = (await db.collection("taxCertificates").doc(s.id).get()).data() as Record<string, string>;
    expect(stored).toMatchObject({ companyId: s.id, algorithm: "aes-256-gcm" });
    // Neither the password nor the file is in any document in clear.
    const everything = JSON.stringify([stored, await taxInfoOf(s.id)]);
    expect(everything).not.toContain(good.password);
    expect(everything).not.toContain(good.file.toString("base64").slice(0, 40));
    // The sending job opens it again, as uploaded.
    const opened = await openTaxCertificate({ db, config: emulatorConfig }, s.id);
    expect(opened?.password).toBe(good.password);
    expect(opened?.pfx.equals(good.file)).toBe(true);
  });

  it("does not open a sealed certificate copied into another company's document", async () => {
    const s = await taxShop({ certificate: null });
    const other = await taxShop({ certificate: null }, "Bar Other");
    expect((await upload(s.token, good)).status).toBe(200);
    const sealed = (await db.collection("taxCertificates").doc(s.id).get()).data()!;
    await db.collection("taxCertificates").doc(other.id).set({ ...sealed, companyId: other.id });
    await expect(openTaxCertificate({ db, config: emulatorConfig }, other.id)).rejects.toThrow();
  });

  it("refuses a wrong password, a file that is not PKCS#12 or not base64, a file too large, an expired one and another company's", async () => {
    const s = await taxShop({ certificate: null });
    expect(fieldsOf(await upload(s.token, { ...good, password: "wrong" }))).toEqual({ password: ["certificate-password"] });
    expect(fieldsOf(await upload(s.token, { file: Buffer.from("not a certificate").toString("base64"), password: "x" }))).toEqual({ file: ["certificate-invalid"] });
    expect(fieldsOf(await upload(s.token, { file: "%%% not base64 %%%", password: "x" }))).toEqual({ file: ["certificate-invalid"] });
    expect(fieldsOf(await upload(s.token, { file: Buffer.alloc(MAX_TAX_CERTIFICATE_BYTES + 1).toString("base64"), password: "x" }))).toEqual({ file: ["certificate-too-large"] });
    const expired = certificateFile({ notBefore: new Date(NOW.getTime() - 400 * 86_400_000), validDays: 365 });
    expect(fieldsOf(await upload(s.token, expired))).toEqual({ file: ["certificate-expired"] });
    const another = certificateFile({ taxId: OTHER_ISSUER });
    expect(fieldsOf(await upload(s.token, another))).toEqual({ file: ["certificate-tax-id-mismatch"] });
    expect((await db.collection("taxCertificates").doc(s.id).get()).exists).toBe(false);
    expect((await taxInfoOf(s.id))?.certificate).toBeNull();
  });
});

describe("POST /api/settings/taxes/continue", () => {
  it("resumes a paused transmission, and answers 409 transmission-not-paused when it runs", async () => {
    const s = await taxShop({ transmissionPaused: true, errorCount: 5, pausedAt: NOW.toISOString(), lastError: { code: "timeout", description: null, at: NOW.toISOString() }, nextSendAfter: NOW.toISOString() });
    const res = await call(s.token, "post", "/api/settings/taxes/continue");
    expect(res.status).toBe(200);
    expect(await taxInfoOf(s.id)).toMatchObject({ transmissionPaused: false, errorCount: 0, pausedAt: null, nextSendAfter: null, lastError: { code: "timeout" } });
    const again = await call(s.token, "post", "/api/settings/taxes/continue");
    expect(again.status).toBe(409);
    expect(errorCodeOf(again)).toBe("transmission-not-paused");
  });
});

describe("POST /api/settings/taxes/records/:id/correct and /cancel", () => {
  const correct = (token: string, id: string, body: object = {}) => call(token, "post", `/api/settings/taxes/records/${id}/correct`, body);
  const cancel = (token: string, id: string) => call(token, "post", `/api/settings/taxes/records/${id}/cancel`);

  it("corrects a rejected record with a new record of the same invoice at the end of the chain, and marks it corrected", async () => {
    const { s, recordId } = await withTicket();
    await db.collection("taxRecords").doc(recordId).update({ status: "rejected", answer: { code: "1104", description: "NIF no identificado", csv: null, answeredAt: NOW.toISOString() } });
    const res = await correct(s.token, recordId, { recipient: null });
    expect(res.status).toBe(200);
    const records = await recordsOf(s.id);
    expect(records.map((r) => [r.id, r.position, r.number, r.status, r.subsanacion, r.rechazoPrevio, r.correctionOf])).toEqual([
      [recordId, 1, "T-000001", "corrected", false, false, null],
      [`${recordId}-correction`, 2, "T-000001", "pending", true, true, recordId],
    ]);
    expect(verifyChain(records)).toMatchObject({ ok: true, length: 2 });
    // Corrected already: a second correction is refused, and so is one of a pending record.
    expect(errorCodeOf(await correct(s.token, recordId))).toBe("record-not-correctable");
    expect(errorCodeOf(await correct(s.token, `${recordId}-correction`))).toBe("record-not-correctable");
    expect(await recordsOf(s.id)).toHaveLength(2);
  });

  it("refuses a corrected customer with a tax id that fails its check", async () => {
    const { s, recordId } = await withTicket();
    await db.collection("taxRecords").doc(recordId).update({ status: "acceptedWithErrors" });
    expect(fieldsOf(await correct(s.token, recordId, { recipient: { name: "Ana SL", taxId: "B11223345", country: "ES" } }))).toEqual({ "recipient.taxId": ["tax-id-control"] });
    const res = await correct(s.token, recordId, { recipient: { name: "Ana SL", taxId: "b-11223344", country: "ES" } });
    expect(res.status).toBe(200);
    expect((res.body as { data: { record: TaxRecordData } }).data.record).toMatchObject({ invoiceType: "F1", recipient: { taxId: "B11223344" }, subsanacion: true, rechazoPrevio: false });
  });

  it("cancels an accepted ticket with a RegistroAnulacion at the end of the chain, once", async () => {
    const { s, recordId } = await withTicket();
    expect(errorCodeOf(await cancel(s.token, recordId))).toBe("record-not-cancellable");
    await db.collection("taxRecords").doc(recordId).update({ status: "accepted" });
    const res = await cancel(s.token, recordId);
    expect(res.status).toBe(200);
    const records = await recordsOf(s.id);
    expect(records.map((r) => [r.id, r.kind, r.number, r.totalAmount])).toEqual([
      [recordId, "receipt", "T-000001", "14.50"],
      [`${recordId}-cancellation`, "cancellation", "T-000001", ""],
    ]);
    expect(verifyChain(records)).toMatchObject({ ok: true, length: 2 });
    expect(errorCodeOf(await cancel(s.token, recordId))).toBe("record-not-cancellable");
    expect(errorCodeOf(await cancel(s.token, `${recordId}-cancellation`))).toBe("record-not-cancellable");
  });

  it("answers 404 record-not-found for another company's record and for none, and changes nothing", async () => {
    const { recordId } = await withTicket();
    await db.collection("taxRecords").doc(recordId).update({ status: "rejected" });
    const other = await taxShop({}, "Bar Other");
    for (const res of [await correct(other.token, recordId), await cancel(other.token, recordId), await correct(other.token, "no-such-record")]) {
      expect(res.status).toBe(404);
      expect(errorCodeOf(res)).toBe("record-not-found");
    }
    expect((await db.collection("taxRecords").doc(recordId).get()).get("status")).toBe("rejected");
    expect(await recordsOf(other.id)).toEqual([]);
  });
});

describe("GET /api/settings/taxes/records.csv", () => {
  const csv = (token: string, query = "", language?: string) => {
    const req = call(token, "get", `/api/settings/taxes/records.csv${query}`);
    return (language ? req.set("Accept-Language", language) : req).buffer(true).parse((res, done) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      // Refusals are JSON like every /api answer; the file is text.
      res.on("end", () => done(null, String(res.headers["content-type"]).includes("json") ? (JSON.parse(text) as unknown) : text));
    });
  };
  const rows = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;

  it("lists the company's records in chain order in the language asked for, formula-safe, and no other company's", async () => {
    const { s, recordId } = await withTicket();
    const second = await seedOrder(s);
    expect((await setStatus(s, second, "done")).status).toBe(200);
    await db.collection("taxRecords").doc(recordId).update({ status: "rejected", answer: { code: "1100", description: "=HYPERLINK(\"http://evil\")", csv: null, answeredAt: NOW.toISOString() } });
    await withTicket();

    const res = await csv(s.token, "?language=es");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("tax-records-2026-05-04.csv");
    const [header, ...data] = rows(res.body as string);
    expect(header?.slice(0, 7)).toEqual(["Posición", "Número", "Fecha de expedición", "Registrado el", "Clase", "Tipo de factura", "Estado"]);
    expect(data.map((row) => [row[0], row[1], row[4], row[5], row[6], row[9]])).toEqual([
      ["1", "T-000001", "Factura simplificada", "F2", "Rechazado", "14.50"],
      ["2", "T-000002", "Factura simplificada", "F2", "Pendiente", "14.50"],
    ]);
    expect(data[0]?.[15]).toBe("'=HYPERLINK(\"http://evil\")");
  });

  it("filters by status and period, and speaks the browser's language when none is asked for", async () => {
    const { s, recordId } = await withTicket();
    const second = await seedOrder(s);
    expect((await setStatus(s, second, "done", { now: () => new Date(NOW.getTime() + 86_400_000) })).status).toBe(200);
    await db.collection("taxRecords").doc(recordId).update({ status: "accepted" });

    const accepted = rows((await csv(s.token, "?status=accepted,rejected&from=&to=", "fr-BE, fr;q=0.9")).body as string);
    expect(accepted[0]?.[0]).toBe("Position");
    expect(accepted[0]?.[2]).toBe("Date d'émission");
    expect(accepted.slice(1).map((row) => row[1])).toEqual(["T-000001"]);
    const later = rows((await csv(s.token, `?from=${encodeURIComponent(new Date(NOW.getTime() + 3_600_000).toISOString())}`)).body as string);
    expect(later.slice(1).map((row) => row[1])).toEqual(["T-000002"]);
  });

  it("refuses a query it cannot read with field codes, never a 500", async () => {
    const s = await taxShop();
    expect(fieldsOf(await csv(s.token, "?status=lost"))).toEqual({ status: ["pattern"] });
    expect(fieldsOf(await csv(s.token, "?from=yesterday"))).toEqual({ from: ["format"] });
    expect(fieldsOf(await csv(s.token, "?from=2026-05-04T00:00:00Z&to=2026-05-03T00:00:00Z"))).toEqual({ to: ["export-range-invalid"] });
    expect(fieldsOf(await csv(s.token, "?status=accepted&status=rejected"))).toEqual({ status: ["type"] });
    expect(fieldsOf(await csv(s.token, "?companyId=another"))).toEqual({ companyId: ["unknown-field"] });
  });
});

describe("the tax documents a client can read", () => {
  it("hold no certificate bytes and no password after an upload and a ticket", async () => {
    const s = await taxShop({ certificate: null, eInvoicingEnabled: false });
    const file = certificateFile();
    expect((await call(s.token, "post", "/api/settings/taxes/certificate", { file: file.file.toString("base64"), password: file.password })).status).toBe(200);
    expect((await call(s.token, "post", "/api/settings/taxes", settings())).status).toBe(200);
    const orderId = await seedOrder(s);
    expect((await setStatus(s, orderId, "done", fixedClock)).status).toBe(200);
    // What firestore.rules let the owner read of taxes: taxInfos/{id} and the company's taxRecords.
    const readable = JSON.stringify([await taxInfoOf(s.id), await recordsOf(s.id)]);
    expect(readable).not.toContain(file.password);
    expect(readable).not.toContain(file.file.toString("base64").slice(0, 40));
    expect(await recordsOf(s.id)).toHaveLength(1);
  });
});
