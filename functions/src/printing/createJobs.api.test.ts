// The print jobs of an order against the Firestore emulator: one per enabled printer, kind and copy, each
// created once however often (and however concurrently) the trigger runs; kitchen tickets hold only the
// items of the printer's locations; the trigger itself, wrapped with firebase-functions-test.
import functionsTest from "firebase-functions-test";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { OrderData, PrintJobData, PrintLayout } from "@comanda/shared";
import { cartItem, fixedClock, NOW, placed } from "../orders/testOrders";
import { clearProject, db, PROJECT_ID } from "../test/emulator";
import { createPrintJobs } from "./createJobs";
import { addPrinter, jobsOf, printShop, type PrintShop } from "./testPrinting";
import { createPrintJobsOnOrderCreated } from "./triggers";

const fft = functionsTest({ projectId: PROJECT_ID });
afterAll(() => fft.cleanup());
beforeEach(clearProject);

const deps = { db, clock: fixedClock };

function textOf(layout: PrintLayout | undefined): string {
  return (layout?.blocks ?? []).map((b) => (b.kind === "text" ? b.text : b.kind === "qr" ? `[qr ${b.data}]` : "")).join("\n");
}

async function orderOf(id: string): Promise<OrderData> {
  return (await db.collection("orders").doc(id).get()).data() as OrderData;
}

/** Kinds and copies of the jobs, per printer name: "Kitchen ticket 1". */
const summary = (jobs: PrintJobData[]) => jobs.map((j) => `${j.printerName} ${j.kind} ${j.copy}`).sort();

/** Printers: all locations (2 tickets, 1 receipt), kitchen only, bar only (ticket and receipt), a disabled one. */
async function printers(s: PrintShop) {
  return {
    all: await addPrinter(s, { name: "Pass", ticketCopies: 2, printOrderReceipts: true, receiptCopies: 1 }),
    kitchen: await addPrinter(s, { name: "Kitchen", locationsFilter: [s.kitchenId], paperWidth: 58 }),
    bar: await addPrinter(s, { name: "Bar", locationsFilter: [s.barId], printOrderReceipts: true }),
    off: await addPrinter(s, { name: "Off", enabled: false, printOrderReceipts: true }),
  };
}

describe("createPrintJobs", () => {
  it("makes one job per enabled printer, kind and copy; a printer whose locations have no items gets no ticket", async () => {
    const s = await printShop();
    const ids = await printers(s);
    const order = await placed(s, { items: [cartItem(s.products.burger)] });
    const result = await createPrintJobs(deps, order.id, await orderOf(order.id));
    const jobs = await jobsOf(order.id);
    expect(summary(jobs)).toEqual(["Bar receipt 1", "Kitchen ticket 1", "Pass receipt 1", "Pass ticket 1", "Pass ticket 2"]);
    expect(result.created.sort()).toEqual(jobs.map((j) => j.id).sort());
    expect(jobs.some((j) => j.printerId === ids.off)).toBe(false);
    expect(jobs.map((j) => j.id)).toContain(`${order.id}_${ids.all}_ticket_2`);
    const ticket = jobs.find((j) => j.printerId === ids.kitchen)!;
    expect(ticket).toMatchObject({
      companyId: s.id,
      date: NOW.toISOString(),
      printerId: ids.kitchen,
      printerName: "Kitchen",
      pointofsaleId: s.tableId,
      pointofsaleName: "Dining room · Mesa 1",
      orderId: order.id,
      orderNumber: order.number,
      kind: "ticket",
      copy: 1,
      status: "new",
      handout: null,
      attempts: 0,
      errorCode: null,
    });
    expect(ticket.layout?.paperWidth).toBe(58);
  });

  it("prints on a kitchen ticket only the items of the printer's locations; receipts hold everything", async () => {
    const s = await printShop();
    const ids = await printers(s);
    const order = await placed(s, { items: [cartItem(s.products.burger), cartItem(s.products.water, { quantity: 2 })] });
    await createPrintJobs(deps, order.id, await orderOf(order.id));
    const jobs = await jobsOf(order.id);
    const layoutOf = (printerId: string, kind: string) => textOf(jobs.find((j) => j.printerId === printerId && j.kind === kind)?.layout);
    // The company prints in its default language (Spanish here), like the receipt PDF.
    expect(layoutOf(ids.kitchen, "ticket")).toContain("Hamburguesa");
    expect(layoutOf(ids.kitchen, "ticket")).not.toContain("Agua");
    expect(layoutOf(ids.bar, "ticket")).toContain("2x Agua");
    expect(layoutOf(ids.bar, "ticket")).not.toContain("Hamburguesa");
    expect(layoutOf(ids.all, "ticket")).toMatch(/Hamburguesa[\s\S]*Agua|Agua[\s\S]*Hamburguesa/);
    for (const receipt of [layoutOf(ids.bar, "receipt"), layoutOf(ids.all, "receipt")]) {
      expect(receipt).toContain("Hamburguesa");
      expect(receipt).toContain("Agua");
      expect(receipt).toMatch(/\[qr .+\]/);
    }
    expect(summary(jobs)).toEqual(["Bar receipt 1", "Bar ticket 1", "Kitchen ticket 1", "Pass receipt 1", "Pass ticket 1", "Pass ticket 2"]);
  });

  it("names options from the product and groups the items under their course, as the receipt PDF does", async () => {
    const s = await printShop();
    const id = await addPrinter(s, { name: "Kitchen" });
    const order = await placed(s, { items: [cartItem(s.products.steak, { options: [{ blockId: "doneness", valueId: "rare" }], note: "No salt" })] });
    await createPrintJobs(deps, order.id, await orderOf(order.id));
    const [job] = await jobsOf(order.id);
    expect(job?.printerId).toBe(id);
    const text = textOf(job?.layout);
    expect(text).toContain("Doneness: Rare");
    expect(text).toContain("Mains");
    expect(text).toContain("No salt");
    expect(text).toContain(`#${order.number}`);
  });

  it("makes nothing for a company without enabled printers", async () => {
    const s = await printShop();
    await addPrinter(s, { enabled: false });
    await addPrinter(s, { printOrderTickets: false, printOrderReceipts: false });
    const order = await placed(s);
    expect(await createPrintJobs(deps, order.id, await orderOf(order.id))).toEqual({ created: [], existing: [] });
    expect(await jobsOf(order.id)).toEqual([]);
  });

  it("makes nothing for an order written as already in progress or done (it has been through the kitchen)", async () => {
    const s = await printShop();
    await addPrinter(s, { printOrderReceipts: true });
    for (const status of ["wip", "ready", "done"] as const) {
      const order = await placed(s);
      await db.collection("orders").doc(order.id).update({ status });
      expect(await createPrintJobs(deps, order.id, await orderOf(order.id))).toEqual({ created: [], existing: [] });
      expect(await jobsOf(order.id)).toEqual([]);
    }
  });

  it("run twice gives the same jobs, and never overwrites one that moved on", async () => {
    const s = await printShop();
    await printers(s);
    const order = await placed(s, { items: [cartItem(s.products.burger), cartItem(s.products.water)] });
    const data = await orderOf(order.id);
    const first = await createPrintJobs(deps, order.id, data);
    const printed = first.created[0]!;
    await db.collection("printJobs").doc(printed).update({ status: "printed", printedAt: NOW.toISOString() });
    const before = await jobsOf(order.id);
    const second = await createPrintJobs({ db, clock: { now: () => new Date(NOW.getTime() + 60_000) } }, order.id, data);
    expect(second.created).toEqual([]);
    expect(second.existing.sort()).toEqual(first.created.sort());
    expect(await jobsOf(order.id)).toEqual(before);
    expect((await jobsOf(order.id)).find((j) => j.id === printed)?.status).toBe("printed");
  });

  it("run twice at the same time makes each job once", async () => {
    const s = await printShop();
    await printers(s);
    const order = await placed(s, { items: [cartItem(s.products.burger), cartItem(s.products.water)] });
    const data = await orderOf(order.id);
    const runs = await Promise.all([createPrintJobs(deps, order.id, data), createPrintJobs(deps, order.id, data), createPrintJobs(deps, order.id, data)]);
    const jobs = await jobsOf(order.id);
    expect(jobs).toHaveLength(6);
    const created = runs.flatMap((r) => r.created).sort();
    expect(created).toEqual(jobs.map((j) => j.id).sort());
    for (const run of runs) expect([...run.created, ...run.existing].sort()).toEqual(created);
  });

  it("the order trigger makes the jobs once when its event is delivered twice", async () => {
    const s = await printShop();
    await printers(s);
    const order = await placed(s, { items: [cartItem(s.products.burger)] });
    const created = fft.wrap(createPrintJobsOnOrderCreated);
    const event = { data: fft.firestore.makeDocumentSnapshot(await orderOf(order.id), `orders/${order.id}`), params: { orderId: order.id } };
    await created(event);
    await created(event);
    expect(summary(await jobsOf(order.id))).toEqual(["Bar receipt 1", "Kitchen ticket 1", "Pass receipt 1", "Pass ticket 1", "Pass ticket 2"]);
  });
});
