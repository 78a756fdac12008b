// POST /api/settings/taxes/records/:id/correct and …/cancel: the records that follow one of the company's
// records, chained at the end in a transaction with it, as the agency prescribes (records are never edited,
// only followed): the correction (subsanación) of a record the agency rejected or accepted with errors, which
// marks the original corrected; the RegistroAnulacion of an invoice the agency holds. Each has a deterministic
// id from the record it follows, so a double click or a retried call never makes two.
import {
  addFieldError,
  cancellationRecord,
  correctionRecord,
  hasFieldErrors,
  normalizeTaxId,
  taxIdError,
  type CorrectTaxRecordRequest,
  type FieldErrors,
  type TaxRecipient,
  type TaxRecordAnswer,
  type TaxRecordData,
  type TaxRecordStatus,
  type WithId,
} from "@comanda/shared";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import { apiError, validationError } from "../http/errors";
import { NUMBERING_MAX_ATTEMPTS } from "../orders/place";
import { runTransaction } from "../transactions";
import { plannedOf, readChain, readCompanyTaxContext, taxRecordIds, writePlannedRecord } from "./chain";

/** Only a record the agency holds can be cancelled (its cancellation names what the agency registered). */
const CANCELLABLE: readonly TaxRecordStatus[] = ["accepted", "acceptedWithErrors"];

/** The company's record, or 404 record-not-found (another company's record is answered like a missing one). */
function ownRecord(snap: DocumentSnapshot | undefined, companyId: string): WithId<TaxRecordData> {
  const data = snap?.data() as TaxRecordData | undefined;
  if (!snap || !data || data.companyId !== companyId) throw apiError("record-not-found");
  return { ...data, id: snap.id };
}

/** The corrected customer as the agency takes it, or the refusals under recipient.*. */
function recipientOf(body: CorrectTaxRecordRequest): TaxRecipient | null | undefined {
  const recipient = body.recipient;
  if (!recipient) return recipient;
  const fields: FieldErrors = {};
  const error = taxIdError(recipient.taxId, recipient.country);
  if (error) addFieldError(fields, "recipient.taxId", error);
  if (hasFieldErrors(fields)) throw validationError(fields);
  return { name: recipient.name.trim(), taxId: normalizeTaxId(recipient.taxId, recipient.country), country: recipient.country };
}

export async function correctTaxRecord(deps: AppDeps, companyId: string, recordId: string, body: CorrectTaxRecordRequest): Promise<TaxRecordAnswer> {
  const recipient = recipientOf(body);
  const id = taxRecordIds.correction(recordId);
  return runTransaction(
    deps.db,
    async (tx) => {
      const { context, records } = await readCompanyTaxContext(tx, deps.db, companyId, recordId, id);
      const original = ownRecord(records[0], companyId);
      if (records[1]?.exists) throw apiError("record-not-correctable");
      const chain = await readChain(tx, deps.db, companyId);
      const now = deps.clock.now();
      const planned = plannedOf(id, () =>
        correctionRecord(recipient === undefined ? { original } : { original, recipient }, { companyId, taxInfo: context.taxInfo, timezone: context.timezone, now, chain }),
      );
      if ("refused" in planned) throw apiError("record-not-correctable");
      writePlannedRecord(tx, deps.db, planned, now);
      tx.update(records[0]!.ref, { status: "corrected" });
      return { record: { ...planned.record, id } };
    },
    { maxAttempts: NUMBERING_MAX_ATTEMPTS },
  );
}

export async function cancelTaxRecord(deps: AppDeps, companyId: string, recordId: string): Promise<TaxRecordAnswer> {
  const id = taxRecordIds.cancellation(recordId);
  return runTransaction(
    deps.db,
    async (tx) => {
      const { context, records } = await readCompanyTaxContext(tx, deps.db, companyId, recordId, id);
      const cancelled = ownRecord(records[0], companyId);
      if (records[1]?.exists || cancelled.kind === "cancellation" || !CANCELLABLE.includes(cancelled.status)) throw apiError("record-not-cancellable");
      const chain = await readChain(tx, deps.db, companyId);
      const now = deps.clock.now();
      const planned = plannedOf(id, () => cancellationRecord({ orderId: cancelled.orderId, cancelled }, { companyId, taxInfo: context.taxInfo, timezone: context.timezone, now, chain }));
      if ("refused" in planned) throw apiError("record-not-cancellable");
      writePlannedRecord(tx, deps.db, planned, now);
      return { record: { ...planned.record, id } };
    },
    { maxAttempts: NUMBERING_MAX_ATTEMPTS },
  );
}
