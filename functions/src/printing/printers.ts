// The printers of a company (spec §2, §7 POST /api/printers/{id?}): each printer, its CloudPRNT key and the
// claim of its MAC address (unique across all companies) are written together in one transaction.
import { randomBytes } from "node:crypto";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  WAITING_PRINT_JOB_STATUSES,
  addFieldError,
  cloudPrntPath,
  hasFieldErrors,
  normalizeMac,
  type FieldErrors,
  type PrinterData,
  type PrinterKeyData,
  type PrinterSecretAnswer,
  type SavePrinterAnswer,
  type SavePrinterRequest,
} from "@comanda/shared";
import type { Clock } from "../clock";
import { apiError, validationError } from "../http/errors";
import { runTransaction } from "../transactions";

export interface PrinterDeps {
  db: Firestore;
  clock: Clock;
}

/** The claim of a MAC address: which printer (of which company) holds it. */
export interface PrinterMacClaim {
  printerId: string;
  companyId: string;
}

/** A new secret for a printer's address: 24 random bytes, 32 characters of base64url. */
export function newPrinterSecret(): string {
  return randomBytes(24).toString("base64url");
}

const refsOf = (db: Firestore, printerId: string) => ({
  printer: db.collection(COLLECTIONS.printers).doc(printerId),
  key: db.collection(COLLECTIONS.printerKeys).doc(printerId),
  status: db.collection(COLLECTIONS.printerStatus).doc(printerId),
});

const macRef = (db: Firestore, mac: string) => db.collection(COLLECTIONS.printerMacs).doc(mac);

/** The company's printer, read in the transaction; another company's printer is answered like a missing one. */
async function companyPrinter(tx: Transaction, ref: DocumentReference, companyId: string): Promise<PrinterData> {
  const printer = (await tx.get(ref)).data() as PrinterData | undefined;
  if (!printer || printer.companyId !== companyId) throw apiError("not-found");
  return printer;
}

/** The ids among `ids` that are production locations of the company. */
async function companyLocationIds(tx: Transaction, db: Firestore, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const snaps = await tx.getAll(...unique.map((id) => db.collection(COLLECTIONS.locations).doc(id)));
  return new Set(snaps.filter((s) => s.exists && s.get("companyId") === companyId).map((s) => s.id));
}

/**
 * Creates (no id) or replaces (id) a printer of the company. Field errors: mac "invalid-mac";
 * locationsFilter "location-not-found" (like the product editor's locationId). The MAC is claimed in the
 * same transaction (409 printer-mac-already-added when another printer, of any company, holds it); a
 * changed MAC releases the old claim. A new printer gets a fresh secret; a saved one keeps its own.
 */
export async function savePrinter(deps: PrinterDeps, companyId: string, id: string | undefined, body: SavePrinterRequest): Promise<SavePrinterAnswer> {
  const { db } = deps;
  const mac = normalizeMac(body.mac);
  const printerRef = id === undefined ? db.collection(COLLECTIONS.printers).doc() : db.collection(COLLECTIONS.printers).doc(id);
  const refs = refsOf(db, printerRef.id);
  const secret = newPrinterSecret();

  await runTransaction(db, async (tx) => {
    const stored = id === undefined ? null : await companyPrinter(tx, refs.printer, companyId);
    const key = id === undefined ? undefined : ((await tx.get(refs.key)).data() as PrinterKeyData | undefined);
    const fields: FieldErrors = {};
    if (!mac) addFieldError(fields, "mac", "invalid-mac");
    const known = await companyLocationIds(tx, db, companyId, body.locationsFilter);
    if (body.locationsFilter.some((location) => !known.has(location))) addFieldError(fields, "locationsFilter", "location-not-found");
    if (hasFieldErrors(fields) || !mac) throw validationError(fields);

    const claim = (await tx.get(macRef(db, mac))).data() as PrinterMacClaim | undefined;
    if (claim && claim.printerId !== printerRef.id) throw apiError("printer-mac-already-added");
    const oldMac = stored && stored.mac !== mac ? stored.mac : null;
    const oldClaim = oldMac ? ((await tx.get(macRef(db, oldMac))).data() as PrinterMacClaim | undefined) : undefined;

    const now = deps.clock.now().toISOString();
    const printer: PrinterData = {
      companyId,
      name: body.name,
      paperWidth: body.paperWidth,
      locationsFilter: [...new Set(body.locationsFilter)],
      enabled: body.enabled,
      mac,
      printOrderTickets: body.printOrderTickets,
      printOrderReceipts: body.printOrderReceipts,
      ticketCopies: body.ticketCopies,
      receiptCopies: body.receiptCopies,
      createdAt: stored?.createdAt ?? now,
      updatedAt: now,
    };
    const keyData: PrinterKeyData = { companyId, secret: key?.secret ?? secret, mac, enabled: body.enabled, paperWidth: body.paperWidth };
    tx.set(refs.printer, printer);
    tx.set(refs.key, keyData);
    tx.set(macRef(db, mac), { printerId: printerRef.id, companyId } satisfies PrinterMacClaim);
    if (oldMac && oldClaim?.printerId === printerRef.id) tx.delete(macRef(db, oldMac));
  });
  return { id: printerRef.id };
}

/** How many waiting jobs of a deleted printer one transaction cancels (the rest after it, in batches). */
const CANCEL_BATCH = 400;

function waitingJobsOf(db: Firestore, printerId: string) {
  return db.collection(COLLECTIONS.printJobs).where("printerId", "==", printerId).where("status", "in", [...WAITING_PRINT_JOB_STATUSES]).limit(CANCEL_BATCH);
}

/** Deletes a printer with its key, its MAC claim and its status; its waiting jobs become canceled. */
export async function deletePrinter(deps: PrinterDeps, companyId: string, id: string): Promise<void> {
  const { db } = deps;
  const refs = refsOf(db, id);
  const canceled = (now: string) => ({ status: "canceled", handout: null, updatedAt: now });
  const more = await runTransaction(db, async (tx) => {
    const printer = await companyPrinter(tx, refs.printer, companyId);
    const claim = (await tx.get(macRef(db, printer.mac))).data() as PrinterMacClaim | undefined;
    const waiting = await tx.get(waitingJobsOf(db, id));
    const now = deps.clock.now().toISOString();
    tx.delete(refs.printer);
    tx.delete(refs.key);
    tx.delete(refs.status);
    if (claim?.printerId === id) tx.delete(macRef(db, printer.mac));
    for (const job of waiting.docs) tx.update(job.ref, canceled(now));
    return waiting.size >= CANCEL_BATCH;
  });
  // Only a printer with hundreds of jobs waiting gets here; its key is gone, so none of them is handed out.
  for (let left = more; left; ) {
    const waiting = await waitingJobsOf(db, id).get();
    const batch = db.batch();
    const now = deps.clock.now().toISOString();
    for (const job of waiting.docs) batch.update(job.ref, canceled(now));
    await batch.commit();
    left = waiting.size >= CANCEL_BATCH;
  }
}

/** A new secret for a printer's address: the old address stops working at once. */
export async function regeneratePrinterSecret(deps: PrinterDeps, companyId: string, id: string): Promise<PrinterSecretAnswer> {
  const { db } = deps;
  const refs = refsOf(db, id);
  const secret = newPrinterSecret();
  await runTransaction(db, async (tx) => {
    const printer = await companyPrinter(tx, refs.printer, companyId);
    const key: PrinterKeyData = { companyId, secret, mac: printer.mac, enabled: printer.enabled, paperWidth: printer.paperWidth };
    tx.set(refs.key, key);
  });
  return { path: cloudPrntPath(id, secret) };
}
