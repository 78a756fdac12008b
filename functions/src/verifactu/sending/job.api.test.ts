// The sending job over every company (what the schedule and npm start's emulator job run), on the emulators
// against the agency's stand-in: the companies with records waiting found and drained, a ticket made by an order's
// own transaction accepted by the agency, and the emulator route wired to the stand-in's address and CA.
import "./testProject";
import { join } from "node:path";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { vatLine, type OrderData } from "@comanda/shared";
import { systemClock } from "../../clock";
import { db, testApp } from "../../test/emulator";
import { companiesWithWaitingRecords, sendWaitingRecords } from "./job";
import { agencyForSuite, post, queueRecords, recordsOf, sendingDeps, verifactuCompany } from "./testSending";

const agency = agencyForSuite();

describe("the sending job", { timeout: 30_000 }, () => {
  it("finds each company with records waiting once, and none whose records are all answered", async () => {
    const a = await verifactuCompany(agency.standIn);
    const b = await verifactuCompany(agency.standIn);
    const quiet = await verifactuCompany(agency.standIn);
    await queueRecords(a.id, 3);
    await queueRecords(b.id, 1);
    await queueRecords(quiet.id, 1);
    await db.collection("taxRecords").doc(`${quiet.id}-order-1-ticket`).update({ status: "accepted" });

    expect(await companiesWithWaitingRecords(db)).toEqual([a.id, b.id].sort());
  });

  it("drains every company with records waiting, leaving a company with VeriFactu off alone", async () => {
    const a = await verifactuCompany(agency.standIn);
    const b = await verifactuCompany(agency.standIn);
    const off = await verifactuCompany(agency.standIn);
    await queueRecords(a.id, 3);
    await queueRecords(b.id, 2);
    await queueRecords(off.id, 1);
    await db.collection("taxInfos").doc(off.id).update({ eInvoicingEnabled: false });

    const report = await sendWaitingRecords(sendingDeps(agency.standIn, 10_000, systemClock));

    expect(report).toMatchObject({ companies: 3, submissions: 2, records: 5, accepted: 5, failed: 0 });
    expect((await recordsOf(a.id)).map((r) => r.status)).toEqual(["accepted", "accepted", "accepted"]);
    expect((await recordsOf(b.id)).map((r) => r.status)).toEqual(["accepted", "accepted"]);
    expect((await recordsOf(off.id)).map((r) => r.status)).toEqual(["pending"]);
  });

  it("gets the ticket an order's own transaction chained accepted by the agency", async () => {
    const company = await verifactuCompany(agency.standIn);
    const orderId = `${company.id}-order`;
    const order: Partial<OrderData> = {
      companyId: company.id,
      number: 1,
      status: "ready",
      previousStatus: "wip",
      statusChangedAt: new Date().toISOString(),
      dateOrdered: new Date().toISOString(),
      deliveryType: "table",
      cartTotal: 14.5,
      tip: 0,
      totals: { items: 14.5, discount: 0, deliveryFee: 0, tip: 0, total: 14.5, vat: [vatLine(21, 1250), vatLine(10, 200)] },
      paymentMethod: "onSite",
      paid: false,
      source: "admin",
      demo: false,
      items: [],
      receiptItems: [],
    };
    await db.collection("orders").doc(orderId).set(order);
    expect((await post(company.token, `/api/orders/${orderId}/status`, { status: "done" })).status).toBe(200);

    await sendWaitingRecords(sendingDeps(agency.standIn, 10_000, systemClock));

    const [record] = await recordsOf(company.id);
    expect([record?.id, record?.invoiceType, record?.status, record?.totalAmount]).toEqual([`${orderId}-ticket`, "F2", "accepted", "14.50"]);
    expect(agency.standIn.records().map((r) => [r.IDFactura.NumSerieFactura, r.estado, r.huella])).toEqual([[record?.number, "Correcto", record?.hash]]);
  });

  it("runs on the emulators' job route against the stand-in named by AEAT_ENDPOINT, trusting its CA", async () => {
    const company = await verifactuCompany(agency.standIn);
    await queueRecords(company.id, 2);
    const saved = { endpoint: process.env.AEAT_ENDPOINT, ca: process.env.AEAT_STANDIN_CA_FILE };
    process.env.AEAT_ENDPOINT = agency.standIn.endpoint;
    process.env.AEAT_STANDIN_CA_FILE = join(agency.dir, "ca.pem");
    try {
      const res = await request(testApp()).post("/emulator/jobs/send-tax-records");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { companies: 1, submissions: 1, records: 2, accepted: 2, rejected: 0, busy: 0, failed: 0 } });
    } finally {
      for (const [name, value] of [["AEAT_ENDPOINT", saved.endpoint], ["AEAT_STANDIN_CA_FILE", saved.ca]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    expect((await recordsOf(company.id)).map((r) => r.status)).toEqual(["accepted", "accepted"]);
  });
});
