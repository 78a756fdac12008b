// Who is calling the CloudPRNT address: the printer id and secret of the path, and the MAC the printer
// sends. One read (printerKeys/{printerId}); an unknown printer, a wrong secret, a wrong MAC and a disabled
// printer all get the same 404, before anything is written, so the address teaches a stranger nothing.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, normalizeMac, type PrinterKeyData } from "@comanda/shared";
import { apiError } from "../../http/errors";

/** Ids and secrets are base64url or Firestore auto ids: anything else cannot be a printer's. */
const PATH_PART = /^[A-Za-z0-9_-]{1,200}$/;

export interface PrinterCall {
  printerId: string;
  key: PrinterKeyData;
}

/** The same 404 for every way of not being the printer. */
export function notThePrinter(): Error {
  return apiError("not-found");
}

/** Secrets compared in constant time (hashed first, so different lengths take the same time too). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

/** The MAC a printer sent, upper case with colons; 400 when it is missing or is no MAC (the printer is not read). */
export function macOf(value: unknown): string {
  const mac = typeof value === "string" && value.length <= 40 ? normalizeMac(value) : null;
  if (!mac) throw apiError("bad-request");
  return mac;
}

/** The printer's key when the path's secret and the MAC are its own and it is enabled; else the 404. */
export async function authenticatePrinter(db: Firestore, printerId: string | undefined, secret: string | undefined, mac: string): Promise<PrinterCall> {
  // Firestore's reserved ids ("__…__") name no document: not read at all.
  if (!printerId || !secret || !PATH_PART.test(printerId) || !PATH_PART.test(secret) || /^__.*__$/.test(printerId)) throw notThePrinter();
  const snap = await db.collection(COLLECTIONS.printerKeys).doc(printerId).get();
  const key = snap.data() as PrinterKeyData | undefined;
  // Compare the secret even for an unknown printer, so that the answer takes the same time.
  const secretOk = sameSecret(secret, typeof key?.secret === "string" ? key.secret : "\u0000no printer");
  if (!key || !secretOk || key.enabled !== true || normalizeMac(String(key.mac ?? "")) !== mac) throw notThePrinter();
  return { printerId, key };
}
