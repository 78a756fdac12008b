// The VeriFactu QR code of a ticket (the agency's address with the issuer, number, date and total of its
// record): what the receipt PDF and the printed receipt carry once the order has a record.
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore";
import { verifactuQrUrl, type TaxRecordData } from "@comanda/shared";
import { taxRecordIds, taxRecordRef, type PlannedRecord } from "./chain";

/** The QR code's address of a ticket's record. */
export function taxQrUrl(record: Pick<TaxRecordData, "environment" | "issuerTaxId" | "number" | "issuedOn" | "totalAmount">): string {
  return verifactuQrUrl({ environment: record.environment, issuerTaxId: record.issuerTaxId, number: record.number, issuedOn: record.issuedOn, totalAmount: record.totalAmount });
}

/** The QR code's address of a record just planned in a transaction (null: none). */
export function taxQrOf(planned: PlannedRecord | null): string | null {
  return planned ? taxQrUrl(planned.record) : null;
}

type Reader = (ref: DocumentReference) => Promise<DocumentSnapshot>;

async function ticketQrUrl(read: Reader, db: Firestore, companyId: string, orderId: string): Promise<string | null> {
  let snap = await read(taxRecordRef(db, taxRecordIds.ticket(orderId)));
  let record = snap.data() as TaxRecordData | undefined;
  if (!record || record.companyId !== companyId) return null;
  for (let step = 0; step < 10 && record.status === "corrected"; step++) {
    const next = await read(taxRecordRef(db, taxRecordIds.correction(snap.id)));
    const data = next.data() as TaxRecordData | undefined;
    if (!data) break;
    snap = next;
    record = data;
  }
  return taxQrUrl(record);
}

/**
 * The QR code's address of an order's ticket: its record (of the order's company), or null when the order has
 * none. A corrected record is followed by its correction (the invoice's current data).
 */
export function orderTaxQrUrl(db: Firestore, companyId: string, orderId: string): Promise<string | null> {
  return ticketQrUrl((ref) => ref.get(), db, companyId, orderId);
}

/** The same, read in a transaction (among its reads). */
export function orderTaxQrUrlIn(tx: Transaction, db: Firestore, companyId: string, orderId: string): Promise<string | null> {
  return ticketQrUrl((ref) => tx.get(ref), db, companyId, orderId);
}
