// The print jobs of an order that reached production: for each enabled printer of the company, its kitchen
// ticket (only the items of the printer's locations; none: no ticket) and its receipt, in as many copies as
// the printer says. Each job's id comes from order, printer, kind and copy, and a job is only ever created,
// never overwritten: the trigger may run twice, or twice at once, and still makes each job once.
import type { Firestore } from "firebase-admin/firestore";
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
import type { Clock } from "../clock";
import { isAlreadyExists } from "../orders/notifications";
import { optionText, productsOf } from "../orders/documents";
import { pointOfSaleName, readCompanyContext } from "../orders/orderContext";
import * as logs from "./logs";

export interface PrintJobCreationDeps {
  db: Firestore;
  clock: Clock;
}

export interface PrintJobsCreated {
  /** Jobs this run created. */
  created: string[];
  /** Jobs that were there already (an earlier or parallel run of the trigger). */
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

/** The layouts one printer prints for the order, by kind (a kind it does not print, or an empty ticket, is absent). */
function layoutsFor(printer: PrinterData, base: Omit<TicketInput, "paperWidth" | "locationsFilter">): Array<{ kind: PrintJobKind; copies: number; layout: PrintLayout }> {
  const input: TicketInput = { ...base, paperWidth: printer.paperWidth, locationsFilter: printer.locationsFilter ?? [] };
  const out: Array<{ kind: PrintJobKind; copies: number; layout: PrintLayout }> = [];
  if (printer.printOrderTickets) {
    const ticket = kitchenTicket(input);
    if (ticket) out.push({ kind: "ticket", copies: printer.ticketCopies ?? 1, layout: ticket });
  }
  if (printer.printOrderReceipts) out.push({ kind: "receipt", copies: printer.receiptCopies ?? 1, layout: receipt(input) });
  return out;
}

/** Creates the order's print jobs that do not exist yet (see the top of this file). */
export async function createPrintJobs(deps: PrintJobCreationDeps, orderId: string, order: OrderData): Promise<PrintJobsCreated> {
  const { db } = deps;
  const result: PrintJobsCreated = { created: [], existing: [] };
  // An order reaches production as new (placed, or paid online); one written as already in progress or
  // done (an import, the demo's history) has been through the kitchen and prints nothing.
  if (order.status !== "new") return result;
  const printersSnap = await db.collection(COLLECTIONS.printers).where("companyId", "==", order.companyId).get();
  const printers = printersSnap.docs
    .map((d) => ({ id: d.id, data: d.data() as PrinterData }))
    .filter((p) => p.data.enabled && (p.data.printOrderTickets || p.data.printOrderReceipts));
  if (printers.length === 0) return result;

  // Worded like the receipt PDF: the company's currency, time zone and default language, the point of
  // sale's name, the option names from the products.
  const context = await readCompanyContext(db, order.companyId);
  const language = context.defaultLanguage;
  const [pointOfSale, products, courses] = await Promise.all([
    pointOfSaleName(db, order, language).catch(() => ""),
    productsOf(db, order),
    coursesOf(db, order.companyId),
  ]);
  const base: Omit<TicketInput, "paperWidth" | "locationsFilter"> = {
    order,
    currency: context.currency,
    timezone: context.timezone,
    language,
    defaultLanguage: context.defaultLanguage,
    pointOfSaleName: pointOfSale,
    courses,
    optionName: (item, choice) => optionText(products, item, choice, language, context.defaultLanguage),
    brandName: context.brandName,
  };

  const now = deps.clock.now().toISOString();
  const writes: Array<Promise<void>> = [];
  for (const printer of printers) {
    for (const { kind, copies, layout } of layoutsFor(printer.data, base)) {
      for (let copy = 1; copy <= copies; copy++) {
        const id = printJobId(orderId, printer.id, kind, copy);
        const job: PrintJobData = {
          companyId: order.companyId,
          date: now,
          printerId: printer.id,
          printerName: printer.data.name,
          pointofsaleId: order.pointofsaleId ?? null,
          pointofsaleName: pointOfSale,
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
          updatedAt: now,
          layout,
        };
        writes.push(
          db
            .collection(COLLECTIONS.printJobs)
            .doc(id)
            .create(job)
            .then(
              () => void result.created.push(id),
              (error: unknown) => {
                if (!isAlreadyExists(error)) throw error;
                result.existing.push(id);
              },
            ),
        );
      }
    }
  }
  await Promise.all(writes);
  logs.printJobsCreated(order.companyId, orderId, result.created.length, result.existing.length);
  return result;
}
