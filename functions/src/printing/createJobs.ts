// The print jobs of an order, made in the transaction where the order becomes printable: the one that numbers
// an order placed to be paid on site (orders/place.ts) and the one that moves an order paid online into
// orders (payments/pendingOrders.ts). No trigger stands between an order and its tickets, so the first order
// after a quiet night prints as fast as the next one, and an order never exists without its jobs.
// For each enabled printer of the company: its kitchen ticket (only the items of the printer's locations;
// none: no ticket) and its receipt, in as many copies as the printer says. Each job's id comes from order,
// printer, kind and copy, and a job is only ever created, never overwritten.
// A printer hands its jobs out oldest `date` first (cloudPrnt/poll.ts): the jobs of one order for one printer
// are dated a millisecond apart, kitchen tickets first, so the kitchen's ticket comes out before the receipt.
import type { Firestore, Transaction } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  kitchenTicket,
  printJobId,
  receipt,
  type OrderData,
  type PrintCourse,
  type PrinterData,
  type PrintJobData,
  type PrintJobKind,
  type PrintLayout,
  type TicketInput,
} from "@comanda/shared";
import { optionText, productsOf } from "../orders/documents";
import { pointOfSaleName, readCompanyContext } from "../orders/orderContext";
import * as logs from "./logs";

/** How an order's tickets are worded (everything of a TicketInput but the order and the printer's own). */
export type TicketWording = Omit<TicketInput, "order" | "paperWidth" | "locationsFilter" | "taxQrUrl">;

/** A printer of the company that prints orders. */
export interface OrderPrinter {
  id: string;
  data: PrinterData;
}

/** The print jobs an order gets, read inside its transaction (see readOrderPrintJobs). */
export interface OrderPrintJobs {
  companyId: string;
  orderId: string;
  /** Jobs to create (none of them exists). */
  jobs: Array<{ id: string; job: PrintJobData }>;
  /** Ids of jobs that exist already (left as they are). */
  existing: string[];
}

/** The company's courses in their order (the kitchen ticket groups items by them). */
async function coursesOf(db: Firestore, companyId: string): Promise<PrintCourse[]> {
  const snap = await db.collection(COLLECTIONS.courses).where("companyId", "==", companyId).get();
  return snap.docs
    .map((d) => ({ id: d.id, name: d.get("name") as PrintCourse["name"], sortOrder: Number(d.get("sortOrder") ?? 0) }))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(({ id, name }) => ({ id, name }));
}

/**
 * Worded like the receipt PDF: the company's currency, time zone and default language, the point of sale's
 * name, the option names from the products. Plain reads (not the transaction's): the wording of a ticket is
 * what it was when the order was made, and the numbering transaction keeps no more documents locked.
 */
export async function readTicketWording(db: Firestore, order: Pick<OrderData, "companyId" | "zoneId" | "pointofsaleId" | "items">): Promise<TicketWording> {
  const context = await readCompanyContext(db, order.companyId);
  const language = context.defaultLanguage;
  const [pointOfSale, products, courses] = await Promise.all([
    pointOfSaleName(db, order, language).catch(() => ""),
    productsOf(db, order),
    coursesOf(db, order.companyId),
  ]);
  return {
    currency: context.currency,
    timezone: context.timezone,
    language,
    defaultLanguage: context.defaultLanguage,
    pointOfSaleName: pointOfSale,
    courses,
    optionName: (item, choice) => optionText(products, item, choice, language, context.defaultLanguage),
    brandName: context.brandName,
  };
}

/** The wording, read once however often the transaction is attempted, and only if some printer needs it. */
export function ticketWordingOnce(db: Firestore, order: Pick<OrderData, "companyId" | "zoneId" | "pointofsaleId" | "items">): () => Promise<TicketWording> {
  let wording: Promise<TicketWording> | undefined;
  return () => (wording ??= readTicketWording(db, order));
}

/** The layouts one printer prints for the order, kitchen tickets first (a kind it does not print, or an empty ticket, is absent). */
function layoutsFor(printer: PrinterData, input: Omit<TicketInput, "paperWidth" | "locationsFilter">): Array<{ kind: PrintJobKind; copies: number; layout: PrintLayout }> {
  const full: TicketInput = { ...input, paperWidth: printer.paperWidth, locationsFilter: printer.locationsFilter ?? [] };
  const out: Array<{ kind: PrintJobKind; copies: number; layout: PrintLayout }> = [];
  if (printer.printOrderTickets) {
    const ticket = kitchenTicket(full);
    if (ticket) out.push({ kind: "ticket", copies: printer.ticketCopies ?? 1, layout: ticket });
  }
  if (printer.printOrderReceipts) out.push({ kind: "receipt", copies: printer.receiptCopies ?? 1, layout: receipt(full) });
  return out;
}

/**
 * The jobs of a numbered order for the given printers. Per printer, in the order they are to print (kitchen
 * ticket copies, then receipt copies), each dated a millisecond after the one before it.
 */
export function printJobsOf(
  orderId: string,
  order: OrderData,
  printers: readonly OrderPrinter[],
  wording: TicketWording,
  now: Date,
  taxQrUrl: string | null = null,
): Array<{ id: string; job: PrintJobData }> {
  const out: Array<{ id: string; job: PrintJobData }> = [];
  for (const printer of printers) {
    let position = 0;
    for (const { kind, copies, layout } of layoutsFor(printer.data, { ...wording, order, taxQrUrl })) {
      for (let copy = 1; copy <= copies; copy++) {
        const date = new Date(now.getTime() + position++).toISOString();
        out.push({
          id: printJobId(orderId, printer.id, kind, copy),
          job: {
            companyId: order.companyId,
            date,
            printerId: printer.id,
            printerName: printer.data.name,
            pointofsaleId: order.pointofsaleId ?? null,
            pointofsaleName: wording.pointOfSaleName,
            orderId,
            orderNumber: order.number ?? null,
            kind,
            copy,
            status: "new",
            handout: null,
            attempts: 0,
            errorCode: null,
            errorAt: null,
            printedAt: null,
            updatedAt: date,
            layout,
          },
        });
      }
    }
  }
  return out;
}

/** In a transaction: the company's enabled printers that print tickets or receipts. */
export async function orderPrintersIn(tx: Transaction, db: Firestore, companyId: string): Promise<OrderPrinter[]> {
  const snap = await tx.get(db.collection(COLLECTIONS.printers).where("companyId", "==", companyId));
  return snap.docs
    .map((d) => ({ id: d.id, data: d.data() as PrinterData }))
    .filter((p) => p.data.enabled && (p.data.printOrderTickets || p.data.printOrderReceipts));
}

/**
 * Among a transaction's reads, once the order's number is known: the print jobs the order gets (the
 * company's printers are read in the transaction, and so are the jobs' ids, so that a job that exists is
 * never written again). Write them with writeOrderPrintJobs among the transaction's writes.
 * An order reaches production as new; one written as already in progress or done has been through the
 * kitchen and prints nothing.
 */
export async function readOrderPrintJobs(
  tx: Transaction,
  db: Firestore,
  orderId: string,
  order: OrderData,
  now: Date,
  wording: () => Promise<TicketWording>,
  /** The VeriFactu QR code's address when the order's ticket record is made in the same transaction: the receipt starts with it. */
  taxQrUrl: string | null = null,
): Promise<OrderPrintJobs> {
  const none: OrderPrintJobs = { companyId: order.companyId, orderId, jobs: [], existing: [] };
  if (order.status !== "new") return none;
  const printers = await orderPrintersIn(tx, db, order.companyId);
  if (printers.length === 0) return none;
  const planned = printJobsOf(orderId, order, printers, await wording(), now, taxQrUrl);
  if (planned.length === 0) return none;
  const snaps = await tx.getAll(...planned.map(({ id }) => db.collection(COLLECTIONS.printJobs).doc(id)));
  const exists = new Set(snaps.filter((s) => s.exists).map((s) => s.id));
  return { ...none, jobs: planned.filter(({ id }) => !exists.has(id)), existing: [...exists] };
}

/** Among the transaction's writes: creates the jobs read by readOrderPrintJobs. */
export function writeOrderPrintJobs(tx: Transaction, db: Firestore, jobs: OrderPrintJobs): void {
  for (const { id, job } of jobs.jobs) tx.create(db.collection(COLLECTIONS.printJobs).doc(id), job);
  if (jobs.jobs.length + jobs.existing.length > 0) logs.printJobsCreated(jobs.companyId, jobs.orderId, jobs.jobs.length, jobs.existing.length);
}
