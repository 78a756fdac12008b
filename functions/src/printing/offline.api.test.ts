// The offline-printer alert against the Firestore emulator: the owner is told once when a printer with jobs
// waiting has been offline for 2 minutes; also through the emulators' scheduled-jobs route.
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { NotificationData, PrinterStatusData, PrintJobData } from "@comanda/shared";
import type { Clock } from "../clock";
import { fixedClock, NOW } from "../orders/testOrders";
import { clearProject, db, testApp } from "../test/emulator";
import { alertOfflinePrinters } from "./offline";
import { addPrinter, docData, printShop, type PrintShop } from "./testPrinting";

beforeEach(clearProject);

const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const deps = (clock: Clock = fixedClock) => ({ db, clock });

async function seenAgo(s: PrintShop, printerId: string, ms: number, extra: Partial<PrinterStatusData> = {}) {
  const status: PrinterStatusData = { companyId: s.id, status: "200 OK", lastSeen: ago(ms), pollIntervalMs: 5_000, offlineNotifiedAt: null, ...extra };
  await db.collection("printer-status").doc(printerId).set(status);
}

async function jobFor(s: PrintShop, printerId: string, status: PrintJobData["status"]) {
  const job: PrintJobData = { companyId: s.id, date: ago(300_000), printerId, printerName: "Kitchen", orderId: "order-1", status, kind: "ticket", copy: 1, handout: null };
  await db.collection("printJobs").doc(`${printerId}-${status}`).set(job);
}

async function notificationsOf(companyId: string): Promise<NotificationData[]> {
  return (await db.collection("notifications").where("companyId", "==", companyId).get()).docs.map((d) => d.data() as NotificationData);
}

describe("alertOfflinePrinters", () => {
  it("tells the owner once about a printer offline for 2 minutes with jobs waiting", async () => {
    const s = await printShop();
    const id = await addPrinter(s, { name: "Grill" });
    await seenAgo(s, id, 121_000);
    await jobFor(s, id, "new");

    expect(await alertOfflinePrinters(deps())).toEqual({ alerted: [id], skipped: [] });
    expect(await notificationsOf(s.id)).toEqual([{ companyId: s.id, userId: s.id, date: NOW.toISOString(), read: false, message: "printer-offline", about: "Grill" }]);
    expect(await docData(`printer-status/${id}`)).toMatchObject({ offlineNotifiedAt: NOW.toISOString() });

    const later = { now: () => new Date(NOW.getTime() + 60_000) };
    expect(await alertOfflinePrinters(deps(later))).toEqual({ alerted: [], skipped: [id] });
    expect(await notificationsOf(s.id)).toHaveLength(1);
  });

  it("tells nothing about a printer seen lately, without waiting jobs, told already, or still within its own poll interval", async () => {
    const s = await printShop();
    const recent = await addPrinter(s);
    const idle = await addPrinter(s);
    const told = await addPrinter(s);
    const slow = await addPrinter(s);
    await seenAgo(s, recent, 90_000);
    await seenAgo(s, idle, 180_000);
    await seenAgo(s, told, 180_000, { offlineNotifiedAt: ago(60_000) });
    // Polling every 90 s, it is offline only after 2 × 90 s + 5 s.
    await seenAgo(s, slow, 180_000, { pollIntervalMs: 90_000 });
    for (const id of [recent, told, slow]) await jobFor(s, id, "queued");
    await jobFor(s, idle, "printed");
    await jobFor(s, idle, "canceled");

    const result = await alertOfflinePrinters(deps());
    expect(result.alerted).toEqual([]);
    expect(result.skipped.sort()).toEqual([idle, told, slow].sort());
    expect(await notificationsOf(s.id)).toEqual([]);
  });

  it("tells again after the printer came back (its status cleared the mark) and went away again", async () => {
    const s = await printShop();
    const id = await addPrinter(s, { name: "Bar" });
    await seenAgo(s, id, 150_000);
    await jobFor(s, id, "printing");
    await alertOfflinePrinters(deps());
    // The printer polled again (the endpoint writes offlineNotifiedAt null) and then vanished for 3 minutes.
    const later = new Date(NOW.getTime() + 600_000);
    await db.collection("printer-status").doc(id).update({ lastSeen: new Date(later.getTime() - 180_000).toISOString(), offlineNotifiedAt: null });
    expect((await alertOfflinePrinters(deps({ now: () => later }))).alerted).toEqual([id]);
    expect((await notificationsOf(s.id)).map((n) => n.about)).toEqual(["Bar", "Bar"]);
  });

  it("runs on the emulators through POST /emulator/jobs/alert-offline-printers", async () => {
    const s = await printShop();
    const id = await addPrinter(s);
    const now = new Date();
    await db.collection("printer-status").doc(id).set({ companyId: s.id, status: "200 OK", lastSeen: new Date(now.getTime() - 150_000).toISOString(), offlineNotifiedAt: null });
    await jobFor(s, id, "new");
    const first = await request(testApp()).post("/emulator/jobs/alert-offline-printers");
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { alerted: 1, skipped: 0 } });
    const second = await request(testApp()).post("/emulator/jobs/alert-offline-printers");
    expect(second.body).toEqual({ data: { alerted: 0, skipped: 1 } });
    expect((await notificationsOf(s.id)).map((n) => n.message)).toEqual(["printer-offline"]);
  });
});
