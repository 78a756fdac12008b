// One sender at a time per company: a lease in taxInfos/{companyId}/sending/lease, taken in a transaction before
// anything goes to the agency and given back after. Two runs of the job that overlap (a slow agency, the emulators'
// frequent runs) would otherwise send the same records twice. A run that dies keeps the lease only until it runs
// out; the records it was sending are then found pending or unconfirmed, and the next run sends or looks them up.
// A sub-collection (closed to clients like everything firestore.rules does not open), so that the lease's writes
// never touch the documents an order's transaction reads.
import { randomUUID } from "node:crypto";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@comanda/shared";
import { runTransaction } from "../../transactions";

export interface SendingLease {
  companyId: string;
  holder: string;
  until: string;
}

export const leaseRef = (db: Firestore, companyId: string): DocumentReference => db.collection(COLLECTIONS.taxInfos).doc(companyId).collection("sending").doc("lease");

export interface Lease {
  holder: string;
  /** Extends the lease to `until` (at `now`); false when another sender took it meanwhile. */
  renew(now: Date, until: Date): Promise<boolean>;
  release(): Promise<void>;
}

/** Takes the company's lease until `until` (at `now`), or answers null while another sender holds it. */
export async function takeLease(db: Firestore, companyId: string, now: Date, until: Date): Promise<Lease | null> {
  const holder = randomUUID();
  const ref = leaseRef(db, companyId);
  const claim = (at: Date, to: Date) =>
    runTransaction(db, async (tx) => {
      const current = (await tx.get(ref)).data() as SendingLease | undefined;
      if (current && current.holder !== holder && Date.parse(current.until) > at.getTime()) return false;
      tx.set(ref, { companyId, holder, until: to.toISOString() } satisfies SendingLease);
      return true;
    });
  if (!(await claim(now, until))) return null;
  return {
    holder,
    renew: claim,
    release: () =>
      runTransaction(db, async (tx) => {
        const current = (await tx.get(ref)).data() as SendingLease | undefined;
        if (current?.holder === holder) tx.delete(ref);
      }),
  };
}
