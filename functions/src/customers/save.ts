// The customers of a company (spec §2 customers, §3 Customer, §5 'This email is already in use'): each
// customer and the claim of its e-mail (customerEmails/{companyId}_{sha256 of the e-mail as compared}) are
// written together, so the e-mail is unique in the company even when saves run at the same moment.
import { createHash } from "node:crypto";
import type { Firestore, Transaction } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  addFieldError,
  customerEmailKey,
  customerErrors,
  hasFieldErrors,
  storedCustomer,
  type CustomerData,
  type FieldErrors,
  type SaveCustomerAnswer,
  type SaveCustomerRequest,
} from "@comanda/shared";
import { apiError, firebaseErrorCode, validationError } from "../http/errors";
import { runTransaction } from "../transactions";

export interface CustomerDeps {
  db: Firestore;
}

/** customerEmails/{id}: which customer of the company holds an e-mail. Server only. */
export interface CustomerEmailClaim {
  companyId: string;
  customerId: string;
}

/** The id of an e-mail's claim in a company: the e-mail is hashed (ids stay short and hold no slash). */
export function customerEmailClaimId(companyId: string, email: string): string {
  return `${companyId}_${createHash("sha256").update(customerEmailKey(email)).digest("hex")}`;
}

export const claimRef = (db: Firestore, companyId: string, email: string) => db.collection(COLLECTIONS.customerEmails).doc(customerEmailClaimId(companyId, email));

/** A create() of a document that exists: gRPC ALREADY_EXISTS, as firebase-admin reports it. */
export function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 6 || firebaseErrorCode(error) === "already-exists";
}

/** The displayed lists of a body and the collection their ids must be the company's documents of. */
const DISPLAYED = [
  ["displayedCategories", COLLECTIONS.categories, "category-not-found"],
  ["displayedPages", COLLECTIONS.pages, "page-not-found"],
  ["displayedStories", COLLECTIONS.stories, "story-not-found"],
] as const;

/**
 * Field errors for displayed ids that are not the company's, for every body at once (`prefix(i)` names the
 * body's fields: "" for a single save, "customers.3." for an import row). Reads each id once.
 */
export async function displayedErrors(
  db: Firestore,
  companyId: string,
  bodies: readonly SaveCustomerRequest[],
  prefix: (index: number) => string,
  fields: FieldErrors,
  tx?: Transaction,
): Promise<void> {
  for (const [field, collection, code] of DISPLAYED) {
    const ids = [...new Set(bodies.flatMap((body) => body[field] ?? []))];
    if (ids.length === 0) continue;
    const refs = ids.map((id) => db.collection(collection).doc(id));
    const snaps = tx ? await tx.getAll(...refs) : await db.getAll(...refs);
    const known = new Set(snaps.filter((snap) => snap.exists && snap.get("companyId") === companyId).map((snap) => snap.id));
    bodies.forEach((body, index) => {
      if ((body[field] ?? []).some((id) => !known.has(id))) addFieldError(fields, `${prefix(index)}${field}`, code);
    });
  }
}

/**
 * Creates (no id) or replaces (id) a customer of the company. Another company's customer is answered like
 * a missing one. The e-mail's claim is created in the same transaction: a claim another customer holds (also
 * one created by a save at the same moment) answers 409 email-already-in-use; a changed e-mail releases the
 * old claim.
 */
export async function saveCustomer(deps: CustomerDeps, companyId: string, id: string | undefined, body: SaveCustomerRequest): Promise<SaveCustomerAnswer> {
  const { db } = deps;
  const fields = customerErrors(body);
  if (hasFieldErrors(fields)) throw validationError(fields);
  const customer = storedCustomer(companyId, body);
  const ref = id === undefined ? db.collection(COLLECTIONS.customers).doc() : db.collection(COLLECTIONS.customers).doc(id);
  const newClaim = claimRef(db, companyId, customer.email);
  const claim: CustomerEmailClaim = { companyId, customerId: ref.id };

  try {
    await runTransaction(db, async (tx) => {
      const stored = id === undefined ? undefined : ((await tx.get(ref)).data() as CustomerData | undefined);
      if (id !== undefined && (!stored || stored.companyId !== companyId)) throw apiError("not-found");
      const refused: FieldErrors = {};
      await displayedErrors(db, companyId, [body], () => "", refused, tx);
      if (hasFieldErrors(refused)) throw validationError(refused);

      const sameEmail = stored !== undefined && customerEmailKey(stored.email) === customerEmailKey(customer.email);
      if (sameEmail) {
        // The claim is the customer's already (a customer from before claims gets one now, unless another holds it).
        const held = (await tx.get(newClaim)).data() as CustomerEmailClaim | undefined;
        if (held && held.customerId !== ref.id) throw apiError("email-already-in-use", { email: ["email-already-in-use"] });
        tx.set(newClaim, claim);
      } else {
        if (stored) {
          const oldClaim = claimRef(db, companyId, stored.email);
          const old = (await tx.get(oldClaim)).data() as CustomerEmailClaim | undefined;
          if (old?.customerId === ref.id) tx.delete(oldClaim);
        }
        // Not read: create() fails at commit when any other save holds or took the claim meanwhile.
        tx.create(newClaim, claim);
      }
      tx.set(ref, customer);
    });
  } catch (error) {
    if (isAlreadyExists(error)) throw apiError("email-already-in-use", { email: ["email-already-in-use"] });
    throw error;
  }
  return { id: ref.id };
}

/** Deletes a customer of the company with the claim of its e-mail. */
export async function deleteCustomer(deps: CustomerDeps, companyId: string, id: string): Promise<void> {
  const { db } = deps;
  const ref = db.collection(COLLECTIONS.customers).doc(id);
  await runTransaction(db, async (tx) => {
    const stored = (await tx.get(ref)).data() as CustomerData | undefined;
    if (!stored || stored.companyId !== companyId) throw apiError("not-found");
    const oldClaim = claimRef(db, companyId, stored.email);
    const claim = (await tx.get(oldClaim)).data() as CustomerEmailClaim | undefined;
    if (claim?.customerId === id) tx.delete(oldClaim);
    tx.delete(ref);
  });
}
