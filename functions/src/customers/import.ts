// POST /api/customers/import: the rows of a CSV file become customers all together or not at all. Every row
// is checked like a single save and against the e-mail claims of the company before anything is written;
// the rows are then written in batches (a customer and its claim per row) whose claim creates fail if a save
// took one of the e-mails meanwhile, in which case the batches already written are taken back. A dry run (the
// admin's preview) stops after the checks: the same refusal, or how many rows would be saved.
import {
  COLLECTIONS,
  addFieldError,
  customerEmailKey,
  customerErrors,
  hasFieldErrors,
  storedCustomer,
  type FieldErrors,
  type ImportCustomersAnswer,
  type ImportCustomersCheckAnswer,
  type ImportCustomersRequest,
} from "@comanda/shared";
import type { DocumentReference } from "firebase-admin/firestore";
import * as logs from "../logs";
import { validationError } from "../http/errors";
import { claimRef, displayedErrors, isAlreadyExists, type CustomerDeps, type CustomerEmailClaim } from "./save";

/** Rows per batch: a customer and its claim each, 400 writes (Firestore takes 500). */
export const IMPORT_BATCH_ROWS = 200;
/** Claims read per call. */
const READ_CHUNK = 300;

const rowPath = (index: number) => `customers.${index}.`;

async function takenClaims(deps: CustomerDeps, refs: readonly DocumentReference[]): Promise<boolean[]> {
  const taken: boolean[] = [];
  for (let i = 0; i < refs.length; i += READ_CHUNK) {
    const snaps = await deps.db.getAll(...refs.slice(i, i + READ_CHUNK));
    for (const snap of snaps) taken.push(snap.exists);
  }
  return taken;
}

/** Every check of an import, without writing: a `validation` refusal whose fields are keyed by row. */
async function checkImport(deps: CustomerDeps, companyId: string, body: ImportCustomersRequest): Promise<void> {
  const { db } = deps;
  const rows = body.customers;
  const fields: FieldErrors = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    for (const [path, codes] of Object.entries(customerErrors(row))) for (const code of codes) addFieldError(fields, `${rowPath(index)}${path}`, code);
    const key = customerEmailKey(row.email);
    if (seen.has(key)) addFieldError(fields, `${rowPath(index)}email`, "email-duplicate-in-file");
    seen.add(key);
  });
  await displayedErrors(db, companyId, rows, rowPath, fields);
  const claims = rows.map((row) => claimRef(db, companyId, row.email));
  const taken = await takenClaims(deps, claims);
  taken.forEach((isTaken, index) => {
    if (isTaken) addFieldError(fields, `${rowPath(index)}email`, "email-already-in-use");
  });
  if (hasFieldErrors(fields)) throw validationError(fields);
}

/** Checks the rows of a file as the import would, and saves nothing. */
export async function checkCustomerImport(deps: CustomerDeps, companyId: string, body: ImportCustomersRequest): Promise<ImportCustomersCheckAnswer> {
  await checkImport(deps, companyId, body);
  return { checked: body.customers.length };
}

export async function importCustomers(deps: CustomerDeps, companyId: string, body: ImportCustomersRequest): Promise<ImportCustomersAnswer> {
  const { db } = deps;
  const rows = body.customers;
  await checkImport(deps, companyId, body);
  const claims = rows.map((row) => claimRef(db, companyId, row.email));

  const refs = rows.map(() => db.collection(COLLECTIONS.customers).doc());
  const written: number[] = [];
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
    const batch = db.batch();
    const end = Math.min(rows.length, start + IMPORT_BATCH_ROWS);
    for (let index = start; index < end; index += 1) {
      const ref = refs[index] as DocumentReference;
      batch.create(claims[index] as DocumentReference, { companyId, customerId: ref.id } satisfies CustomerEmailClaim);
      batch.create(ref, storedCustomer(companyId, rows[index] as ImportCustomersRequest["customers"][number]));
    }
    try {
      await batch.commit();
      written.push(start);
    } catch (error) {
      await takeBack(deps, written, refs, claims);
      if (!isAlreadyExists(error)) throw error;
      // A save took an e-mail of the file meanwhile: name the rows, as the check before would have.
      const now = await takenClaims(deps, claims);
      const refused: FieldErrors = {};
      now.forEach((isTaken, index) => {
        if (isTaken) addFieldError(refused, `${rowPath(index)}email`, "email-already-in-use");
      });
      throw validationError(refused);
    }
  }
  return { ids: refs.map((ref) => ref.id) };
}

/** Deletes the batches written before one failed, so that the import saved nothing. */
async function takeBack(deps: CustomerDeps, starts: readonly number[], refs: readonly DocumentReference[], claims: readonly DocumentReference[]): Promise<void> {
  for (const start of starts) {
    const batch = deps.db.batch();
    for (let index = start; index < Math.min(refs.length, start + IMPORT_BATCH_ROWS); index += 1) {
      batch.delete(refs[index] as DocumentReference);
      batch.delete(claims[index] as DocumentReference);
    }
    try {
      await batch.commit();
    } catch (error) {
      logs.customerImportTakeBackFailed(error);
    }
  }
}
