// The tax records' trigger: a thin wrapper over recordOrderWrite (orderWrites.ts), which tests call directly.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { onDocumentWritten } from "firebase-functions/firestore";
import type { OrderData } from "@comanda/shared";
import { systemClock } from "../clock";
import { REGION } from "../config";
import { recordOrderWrite, type OrderWriteDeps } from "./orderWrites";

function deps(): OrderWriteDeps {
  const app = getApps()[0] ?? initializeApp();
  return { db: getFirestore(app), clock: systemClock };
}

/**
 * Any write of an order: the ticket's or the refund's tax record when the change called for one that no server
 * transaction made (an order marked done on the board). Retried until its transaction commits.
 */
export const chainTaxRecordsOnOrderWrite = onDocumentWritten({ document: "orders/{orderId}", region: REGION, retry: true }, async (event) => {
  const before = (event.data?.before.data() as OrderData | undefined) ?? null;
  const after = (event.data?.after.data() as OrderData | undefined) ?? null;
  await recordOrderWrite(deps(), event.params.orderId, before, after);
});
