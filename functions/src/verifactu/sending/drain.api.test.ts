// Sending a company's records against the agency's stand-in over real mutual TLS, the company's certificate
// opened from the encrypted store, on the Firestore emulator: each way the agency can answer, the lost answer
// looked up, the pause after five failures and the owner's Continue, the agency's wait, late records.
import "./testProject";
import { describe, expect, it } from "vitest";
import { PAUSE_AFTER_FAILURES, verifyChain, type NotificationData, type TaxInfoData } from "@comanda/shared";
import { db } from "../../test/emulator";
import { drainCompany, SET_ASIDE_CODE } from "./drain";
import { agencyForSuite, later, post, queueRecords, recordsOf, sendingDeps, verifactuCompany } from "./testSending";

// 2004 for a record made over 240 s ago that comes without Incidencia, as the agency answers.
const agency = agencyForSuite({ generationMarginSeconds: 240 });

const taxInfoOf = async (companyId: string) => (await db.collection("taxInfos").doc(companyId).get()).data() as TaxInfoData;
const statuses = async (companyId: string) => (await recordsOf(companyId)).map((r) => [r.number, r.status]);
const submissions = () => agency.standIn.submissions().map((s) => [s.records, s.outcome]);

describe("drainCompany against the agency's stand-in", { timeout: 30_000 }, () => {
  it("sends the waiting records in chain order and keeps each answer: accepted, the CSV, one attempt, and the agency's wait", async () => {
    const company = await verifactuCompany(agency.standIn);
    await queueRecords(company.id, 3);
    agency.standIn.configure({ waitSeconds: 75 });
    const now = new Date();

    const report = await drainCompany(sendingDeps(agency.standIn), company.id, now);

    expect(report).toMatchObject({ outcome: "wait", submissions: 1, sent: 3, accepted: 3 });
    const records = await recordsOf(company.id);
    expect(records.map((r) => [r.number, r.status, r.attempts, r.incidencia])).toEqual([
      ["T-000001", "accepted", 1, false],
      ["T-000002", "accepted", 1, false],
      ["T-000003", "accepted", 1, false],
    ]);
    // The stand-in recomputes every Huella (2000 otherwise): the chain as stored is the chain it received.
    expect(records.every((r) => r.answer?.code === null && /^A-[A-Z0-9]{14}$/.test(r.answer?.csv ?? ""))).toBe(true);
    expect(verifyChain(records).ok).toBe(true);
    expect(agency.standIn.records().map((r) => [r.IDFactura.NumSerieFactura, r.estado, r.huella])).toEqual(records.map((r) => [r.number, "Correcto", r.hash]));
    expect(await taxInfoOf(company.id)).toMatchObject({ errorCount: 0, transmissionPaused: false, nextSendAfter: later(now, 75).toISOString() });
  });

  it("keeps the agency's code and text of records accepted with errors", async () => {
    const company = await verifactuCompany(agency.standIn);
    await queueRecords(company.id, 2);
    agency.standIn.configure({ answer: "accept-with-errors" });

    await drainCompany(sendingDeps(agency.standIn), company.id, new Date());

    const records = await recordsOf(company.id);
    expect(records.map((r) => [r.status, r.answer?.code])).toEqual([
      ["acceptedWithErrors", "2005"],
      ["acceptedWithErrors", "2005"],
    ]);
    expect(records[0]?.answer?.description).toMatch(/ImporteTotal/);
    expect(records[0]?.answer?.csv).toMatch(/^A-/);
  });

  it("marks the one record the agency rejects, with its code, while the rest of its batch is accepted", async () => {
    const company = await verifactuCompany(agency.standIn);
    await queueRecords(company.id, 3);
    agency.standIn.configure({ rejectNumbers: ["T-000002"], rejectError: { code: 1104, description: "El valor del campo NumSerieFactura es incorrecto." } });

    const report = await drainCompany(sendingDeps(agency.standIn), company.id, new Date());

    expect(report).toMatchObject({ submissions: 1, accepted: 2, rejected: 1 });
    const records = await recordsOf(company.id);
    expect(records.map((r) => [r.number, r.status, r.answer?.code ?? null])).toEqual([
      ["T-000001", "accepted", null],
      ["T-000002", "rejected", "1104"],
      ["T-000003", "accepted", null],
    ]);
    // A refused record was not stored: it has no CSV of the submission.
    expect(records[1]?.answer?.csv).toBeNull();
    // A rejection is no failure of the transmission.
    expect((await taxInfoOf(company.id)).errorCount).toBe(0);
  });

  it("sets aside a record the agency's schema would refuse and sends the rest of the batch without it", async () => {
    const company = await verifactuCompany(agency.standIn);
    // Thirteen VAT lines: the schema allows twelve (the hash does not cover them, so the record stays in its chain).
    await queueRecords(company.id, 3, new Date(), (r) => (r.position === 2 ? { ...r, vat: Array.from({ length: 13 }, () => ({ rate: 10, base: "1.00", tax: "0.10" })) } : r));

    const report = await drainCompany(sendingDeps(agency.standIn), company.id, new Date());

    expect(report).toMatchObject({ submissions: 1, setAside: 1, accepted: 2 });
    expect(submissions()).toEqual([[2, "Correcto"]]);
    const records = await recordsOf(company.id);
    expect(records.map((r) => [r.number, r.status, r.answer?.code ?? null, r.attempts])).toEqual([
      ["T-000001", "accepted", null, 1],
      ["T-000002", "rejected", SET_ASIDE_CODE, 0],
      ["T-000003", "accepted", null, 1],
    ]);
    expect(records[1]?.answer?.description).toMatch(/Desglose: 1 to 12 lines/);
  });

  it("keeps every record in the queue when the agency refuses the whole message, counting the failure and waiting 60 s", async () => {
    const company = await verifactuCompany(agency.standIn);
    await queueRecords(company.id, 2);
    agency.standIn.configure({ answer: "reject-batch", times: 1 });
    const now = new Date();

    const report = await drainCompany(sendingDeps(agency.standIn), company.id, now);

    expect(report).toMatchObject({ outcome: "failed", submissions: 1 });
    expect((await recordsOf(company.id)).map((r) => [r.status, r.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    const info = await taxInfoOf(company.id);
    expect(info).toMatchObject({ errorCount: 1, transmissionPaused: false, nextSendAfter: later(now, 60).toISOString() });
    expect(info.lastError).toMatchObject({ code: "4104" });
    expect(info.lastError?.description).toMatch(/ObligadoEmision/);

    // Not before the retry delay; after it, the same records go again and are taken in.
    expect(await drainCompany(sendingDeps(agency.standIn), company.id, later(now, 30))).toMatchObject({ outcome: "wait", submissions: 0 });
    await drainCompany(sendingDeps(agency.standIn), company.id, later(now, 61));
    expect(await statuses(company.id)).toEqual([
      ["T-000001", "accepted"],
      ["T-000002", "accepted"],
    ]);
    expect((await taxInfoOf(company.id)).errorCount).toBe(0);
  });

  it("looks records up when the answer was lost after the agency stored them, and never sends them twice", async () => {
    const company = await verifactuCompany(agency.standIn);
    await queueRecords(company.id, 3);
    agency.standIn.configure({ answer: "timeout-after-storing", times: 1 });
    const now = new Date();

    const lost = await drainCompany(sendingDeps(agency.standIn, 1_000), company.id, now);

    expect(lost).toMatchObject({ outcome: "failed", submissions: 1, unanswered: 3 });
    expect((await recordsOf(company.id)).map((r) => [r.status, r.attempts])).toEqual([
      ["unconfirmed", 1],
      ["unconfirmed", 1],
      ["unconfirmed", 1],
    ]);
    expect((await taxInfoOf(company.id)).lastError?.code).toBe("timeout");
    expect(agency.standIn.records()).toHaveLength(3);

    const found = await drainCompany(sendingDeps(agency.standIn), company.id, later(now, 61));

    expect(found).toMatchObject({ lookUps: 1, found: 3, submissions: 0 });
    expect(await statuses(company.id)).toEqual([
      ["T-000001", "accepted"],
      ["T-000002", "accepted"],
      ["T-000003", "accepted"],
    ]);
    // One submission in all: the query answered, nothing was sent again.
    expect(submissions()).toEqual([[3, "held"]]);
    expect(agency.standIn.records()).toHaveLength(3);
  });

  for (const serverError of ["fault", "html"] as const) {
    it(`sends again, after looking the records up, when the agency failed with a 5xx (${serverError === "fault" ? "a SOAP Fault Server" : "an HTML 503"})`, async () => {
      const company = await verifactuCompany(agency.standIn);
      await queueRecords(company.id, 2);
      agency.standIn.configure({ answer: "server-error", serverError, times: 1 });
      const now = new Date();

      await drainCompany(sendingDeps(agency.standIn), company.id, now);
      expect((await recordsOf(company.id)).map((r) => r.status)).toEqual(["unconfirmed", "unconfirmed"]);
      expect((await taxInfoOf(company.id)).lastError?.code).toBe(serverError === "fault" ? "102" : "server-error-503");

      const again = await drainCompany(sendingDeps(agency.standIn), company.id, later(now, 61));

      expect(again).toMatchObject({ lookUps: 1, notFound: 2, submissions: 1, accepted: 2 });
      expect((await recordsOf(company.id)).map((r) => [r.status, r.attempts])).toEqual([
        ["accepted", 2],
        ["accepted", 2],
      ]);
      expect(submissions()).toEqual([
        [2, "server-error"],
        [2, "Correcto"],
      ]);
    });
  }

  it(`pauses after ${PAUSE_AFTER_FAILURES} failures in a row, tells the owner once, and Continue resumes from where it stopped`, async () => {
    const company = await verifactuCompany(agency.standIn);
    await db.collection("users").doc(company.id).set({ companyId: company.id, email: "owner@casa.test", language: "es" });
    await queueRecords(company.id, 3);
    agency.standIn.configure({ answer: "server-error" });
    const start = new Date();
    let now = start;
    for (let attempt = 1; attempt <= PAUSE_AFTER_FAILURES; attempt++) {
      await drainCompany(sendingDeps(agency.standIn), company.id, now);
      expect((await taxInfoOf(company.id)).errorCount).toBe(attempt);
      now = later(now, 61);
    }
    const paused = await taxInfoOf(company.id);
    expect(paused).toMatchObject({ transmissionPaused: true, errorCount: PAUSE_AFTER_FAILURES, pausedAt: later(start, 61 * (PAUSE_AFTER_FAILURES - 1)).toISOString() });
    const notifications = (await db.collection("notifications").where("userId", "==", company.id).get()).docs.map((d) => d.data() as NotificationData);
    expect(notifications.map((n) => [n.companyId, n.message, n.read])).toEqual([[company.id, "tax-transmission-paused", false]]);
    expect(notifications[0]?.about).toMatch(/^102: /);
    // And by e-mail, in the owner's language, with the last error and the address of the tax settings.
    const mails = (await db.collection("mail").where("to", "==", "owner@casa.test").get()).docs.map((d) => d.data() as { message: { subject: string; text: string } });
    expect(mails.map((m) => m.message.subject)).toEqual(["Se ha detenido el envío a la Agencia Tributaria"]);
    expect(mails[0]?.message.text).toContain(`Tras ${PAUSE_AFTER_FAILURES} intentos fallidos`);
    expect(mails[0]?.message.text).toMatch(/Último error: 102: /);
    expect(mails[0]?.message.text).toMatch(/\/admin\/settings\/taxes$/);

    // Paused: nothing goes, however long it waits, and the owner is not told again.
    expect(await drainCompany(sendingDeps(agency.standIn), company.id, later(now, 3600))).toMatchObject({ outcome: "paused", submissions: 0, lookUps: 0 });
    expect(agency.standIn.submissions()).toHaveLength(PAUSE_AFTER_FAILURES);

    agency.standIn.configure({ answer: "accept" });
    const continued = await post(company.token, "/api/settings/taxes/continue");
    expect(continued.status).toBe(200);
    const resumed = await drainCompany(sendingDeps(agency.standIn), company.id, later(now, 3601));

    expect(resumed).toMatchObject({ lookUps: 1, submissions: 1, accepted: 3 });
    expect(await statuses(company.id)).toEqual([
      ["T-000001", "accepted"],
      ["T-000002", "accepted"],
      ["T-000003", "accepted"],
    ]);
    expect(await taxInfoOf(company.id)).toMatchObject({ transmissionPaused: false, errorCount: 0, pausedAt: null });
    expect((await db.collection("notifications").where("userId", "==", company.id).get()).size).toBe(1);
    expect((await db.collection("mail").where("to", "==", "owner@casa.test").get()).size).toBe(1);
  });

  it("honours the agency's wait: records made meanwhile go after it, not before", async () => {
    const company = await verifactuCompany(agency.standIn);
    await queueRecords(company.id, 2);
    agency.standIn.configure({ waitSeconds: 30 });
    const now = new Date();
    await drainCompany(sendingDeps(agency.standIn), company.id, now);
    await queueRecords(company.id, 2);

    const early = await drainCompany(sendingDeps(agency.standIn), company.id, later(now, 29));

    expect(early).toMatchObject({ outcome: "wait", submissions: 0 });
    expect(agency.standIn.submissions()).toHaveLength(1);
    expect((await statuses(company.id)).map(([, status]) => status)).toEqual(["accepted", "accepted", "pending", "pending"]);

    const due = await drainCompany(sendingDeps(agency.standIn), company.id, later(now, 31));

    expect(due).toMatchObject({ submissions: 1, accepted: 2 });
    expect(submissions()).toEqual([
      [2, "Correcto"],
      [2, "Correcto"],
    ]);
  });

  it("sends a late record with Incidencia S in its own submission, and timely ones without it", async () => {
    const company = await verifactuCompany(agency.standIn);
    const now = new Date();
    // Made ten minutes ago: past the agency's 240 s, which it answers 2004 unless the message says Incidencia.
    await queueRecords(company.id, 2, later(now, -600));
    await queueRecords(company.id, 1, now);
    agency.standIn.configure({ waitSeconds: 0 });

    const report = await drainCompany(sendingDeps(agency.standIn), company.id, now);

    expect(report).toMatchObject({ submissions: 2, accepted: 3, acceptedWithErrors: 0 });
    expect(agency.standIn.records().map((r) => [r.IDFactura.NumSerieFactura, r.estado, r.incidencia ?? "N"])).toEqual([
      ["T-000001", "Correcto", "S"],
      ["T-000002", "Correcto", "S"],
      ["T-000003", "Correcto", "N"],
    ]);
    expect((await recordsOf(company.id)).map((r) => [r.status, r.incidencia])).toEqual([
      ["accepted", true],
      ["accepted", true],
      ["accepted", false],
    ]);
  });

  it("lets one sender at a time send a company's records: a second drain at the same moment sends nothing", async () => {
    const company = await verifactuCompany(agency.standIn);
    await queueRecords(company.id, 3);

    const reports = await Promise.all([drainCompany(sendingDeps(agency.standIn), company.id, new Date()), drainCompany(sendingDeps(agency.standIn), company.id, new Date())]);

    expect(reports.map((r) => r.submissions).sort()).toEqual([0, 1]);
    expect(submissions()).toEqual([[3, "Correcto"]]);
    expect(await statuses(company.id)).toEqual([
      ["T-000001", "accepted"],
      ["T-000002", "accepted"],
      ["T-000003", "accepted"],
    ]);
  });

  it("sends nothing for a company with VeriFactu off", async () => {
    const company = await verifactuCompany(agency.standIn);
    await queueRecords(company.id, 1);
    await db.collection("taxInfos").doc(company.id).update({ eInvoicingEnabled: false });

    expect(await drainCompany(sendingDeps(agency.standIn), company.id, new Date())).toMatchObject({ outcome: "off", submissions: 0 });
    expect(await statuses(company.id)).toEqual([["T-000001", "pending"]]);
  });
});
