// The print jobs of an order against the Firestore emulator: made in the transaction that places (numbers)
// the order, so they are there when the API answers; one per enabled printer, kind and copy, each created
// once however often (and however concurrently) the transaction runs; kitchen tickets hold only the items of
// the printer's locations and are handed out before the receipt. (Paid online: payments.api.test.ts.)
import { beforeEach, describe, expect, it } from "vitest";
import type { OrderData, PrintJobData, PrintLayout } from "@comanda/shared";
import { cartItem, NOW, placed } from "../orders/testOrders";
import { clearProject, db } from "../test/emulator";
import { runTransaction } from "../transactions";
import { oldestWaitingJob } from "./cloudPrnt/poll";
import { readOrderPrintJobs, ticketWordingOnce, writeOrderPrintJobs } from "./createJobs";
import { addPrinter, jobsOf, printShop, type PrintShop } from "./testPrinting";

beforeEach(clearProject);

function textOf(layout: PrintLayout | undefined): string {
  return (layout?.blocks ?? []).map((b) => (b.kind === "text" ? b.text : b.kind === "qr" ? `[qr ${b.data}]` : "")).join("\n");
}

async function orderOf(id: string): Promise<OrderData> {
  return (await db.collection("orders").doc(id).get()).data() as OrderData;
}

/** The order's jobs made again in a transaction of their own, as its placing transaction makes them. */
function makeJobsAgain(orderId: string, order: OrderData, now = NOW) {
  return runTransaction(db, async (tx) => {
    const jobs = await readOrderPrintJobs(tx, db, orderId, order, now, ticketWordingOnce(db, order));
    writeOrderPrintJobs(tx, db, jobs);
    return { created: jobs.jobs.map((j) => j.id), existing: jobs.existing };
  });
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

describe("the print jobs of an order placed to be paid on site", () => {
  it("are there when the API answers: one per enabled printer, kind and copy; a printer whose locations have no items gets no ticket", async () => {
    const s = await printShop();
    const ids = await printers(s);
    const order = await placed(s, { items: [cartItem(s.products.burger)] });
    // Read right after the answer, nothing else running: the placing request made them.
    const jobs = await jobsOf(order.id);
    expect(summary(jobs)).toEqual(["Bar receipt 1", "Kitchen ticket 1", "Pass receipt 1", "Pass ticket 1", "Pass ticket 2"]);
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
    expect(await jobsOf(order.id)).toEqual([]);
    expect(await makeJobsAgain(order.id, await orderOf(order.id))).toEqual({ created: [], existing: [] });
  });

  it("makes nothing for an order written as already in progress or done (it has been through the kitchen)", async () => {
    const s = await printShop();
    await addPrinter(s, { printOrderReceipts: true });
    for (const status of ["wip", "ready", "done"] as const) {
      const order = await placed(s);
      await db.collection("printJobs").where("orderId", "==", order.id).get().then((q) => Promise.all(q.docs.map((d) => d.ref.delete())));
      await db.collection("orders").doc(order.id).update({ status });
      expect(await makeJobsAgain(order.id, await orderOf(order.id))).toEqual({ created: [], existing: [] });
      expect(await jobsOf(order.id)).toEqual([]);
    }
  });

  it("made again, finds every job there and never overwrites one that moved on", async () => {
    const s = await printShop();
    await printers(s);
    const order = await placed(s, { items: [cartItem(s.products.burger), cartItem(s.products.water)] });
    const before = await jobsOf(order.id);
    const printed = before[0]!.id;
    await db.collection("printJobs").doc(printed).update({ status: "printed", printedAt: NOW.toISOString() });
    const moved = await jobsOf(order.id);
    const again = await makeJobsAgain(order.id, await orderOf(order.id), new Date(NOW.getTime() + 60_000));
    expect(again.created).toEqual([]);
    expect(again.existing.sort()).toEqual(before.map((j) => j.id).sort());
    expect(await jobsOf(order.id)).toEqual(moved);
    expect((await jobsOf(order.id)).find((j) => j.id === printed)?.status).toBe("printed");
  });

  it("made three times at once, makes each missing job once", async () => {
    const s = await printShop();
    await printers(s);
    const order = await placed(s, { items: [cartItem(s.products.burger), cartItem(s.products.water)] });
    const data = await orderOf(order.id);
    const ids = (await jobsOf(order.id)).map((j) => j.id).sort();
    const lost = ids.slice(0, 3);
    await Promise.all(lost.map((id) => db.collection("printJobs").doc(id).delete()));
    const runs = await Promise.all([makeJobsAgain(order.id, data), makeJobsAgain(order.id, data), makeJobsAgain(order.id, data)]);
    expect((await jobsOf(order.id)).map((j) => j.id).sort()).toEqual(ids);
    expect(runs.flatMap((r) => r.created).sort()).toEqual(lost);
  });

  it("hand the kitchen ticket out before the receipt, copy after copy", async () => {
    const s = await printShop();
    const id = await addPrinter(s, { name: "Pass", ticketCopies: 2, printOrderReceipts: true, receiptCopies: 2 });
    const order = await placed(s, { items: [cartItem(s.products.burger)] });
    const handedOut: string[] = [];
    for (let next = await oldestWaitingJob(db, id); next; next = await oldestWaitingJob(db, id)) {
      handedOut.push(`${next.job.kind} ${next.job.copy}`);
      await next.ref.update({ status: "printed" });
    }
    expect(handedOut).toEqual(["ticket 1", "ticket 2", "receipt 1", "receipt 2"]);
    expect((await jobsOf(order.id)).every((j) => j.status === "printed")).toBe(true);
  });

  it("keeps the ticket of an earlier order before the next order's", async () => {
    const s = await printShop();
    const id = await addPrinter(s, { name: "Pass", printOrderReceipts: true });
    const first = await placed(s, { items: [cartItem(s.products.burger)] });
    const second = await placed(s, { items: [cartItem(s.products.fries)] }, { now: () => new Date(NOW.getTime() + 1000) });
    const handedOut: string[] = [];
    for (let next = await oldestWaitingJob(db, id); next; next = await oldestWaitingJob(db, id)) {
      handedOut.push(`${next.job.orderId === first.id ? "first" : next.job.orderId === second.id ? "second" : "?"} ${next.job.kind}`);
      await next.ref.update({ status: "printed" });
    }
    expect(handedOut).toEqual(["first ticket", "first receipt", "second ticket", "second receipt"]);
  });
});
