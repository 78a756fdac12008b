// The customer file's data (spec §2, §3, §7): the company's customers read live under the security rules
// (owner and staff with `customers`); saved, deleted and imported through /api only, where the e-mail is
// claimed so it stays unique in the company. A customer's recent orders are read where the user may read orders.
import { useMemo } from "react";
import { collection, doc, limit, orderBy, query, where } from "firebase/firestore";
import {
  apiPath,
  type Customer,
  type ImportCustomersAnswer,
  type ImportCustomersCheckAnswer,
  type ImportCustomersRequest,
  type Order,
  type SaveCustomerAnswer,
  type SaveCustomerRequest,
} from "@comanda/shared";
import { ApiError, apiDelete, apiPost } from "../data/api";
import { useLiveDoc, useLiveQuery, type Live } from "../data/live";

/** How many of a customer's latest orders the editor shows. */
export const RECENT_ORDERS_SHOWN = 10;

/** Live: the company's customers by name (index customers companyId + name). */
export function useCustomers(companyId: string | null): Live<Customer[]> {
  const live = useLiveQuery<Customer>(companyId ? (db) => query(collection(db, "customers"), where("companyId", "==", companyId), orderBy("name")) : null, [companyId]);
  // Firestore orders by code point; people read names by their language's order.
  const sorted = useMemo(() => [...live.data].sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1)), [live.data]);
  return useMemo(() => ({ ...live, data: sorted }), [live, sorted]);
}

/** Live: one customer (null when there is none, or it is another company's: the rules refuse it). */
export function useCustomer(id: string | null): Live<Customer | null> {
  return useLiveDoc<Customer>(id ? (db) => doc(db, "customers", id) : null, [id]);
}

/**
 * Live: the latest orders placed with this e-mail, newest first (index orders companyId + email + dateOrdered
 * desc). `null` company (the user may not read orders) or e-mail: nothing is read.
 */
export function useCustomerOrders(companyId: string | null, email: string | null): Live<Order[]> {
  return useLiveQuery<Order>(
    companyId && email
      ? (db) => query(collection(db, "orders"), where("companyId", "==", companyId), where("email", "==", email), orderBy("dateOrdered", "desc"), limit(RECENT_ORDERS_SHOWN))
      : null,
    [companyId, email],
  );
}

/**
 * POST /api/customers/{id?}: creates (no id) or replaces a customer; answers its id. A 409
 * email-already-in-use comes back as a field error of the e-mail, so the form shows it under the field.
 */
export async function saveCustomer(request: SaveCustomerRequest, id?: string): Promise<string> {
  let answer: SaveCustomerAnswer;
  try {
    answer = await apiPost<SaveCustomerAnswer>(apiPath("saveCustomer", id ? { id } : {}), request);
  } catch (error) {
    if (error instanceof ApiError && error.code === "email-already-in-use") throw new ApiError("validation", error.status, { email: ["email-already-in-use"] });
    throw error;
  }
  if (!answer?.id) throw new ApiError("incomplete-return-value", 200);
  return answer.id;
}

/** DELETE /api/customers/:id: the customer and the claim of their e-mail go. */
export async function deleteCustomer(id: string): Promise<void> {
  await apiDelete<unknown>(apiPath("deleteCustomer", { id }));
}

/**
 * POST /api/customers/import: every row saved as a new customer, or none. A refusal is an ApiError
 * `validation` whose fields are keyed "customers.N.field" (shared importErrorsByRow groups them).
 */
/**
 * POST /api/customers/import with dryRun: the import's checks (an e-mail another customer has included),
 * nothing saved. Refused like the import itself; answers how many rows passed.
 */
export async function checkCustomerImport(request: ImportCustomersRequest): Promise<number> {
  const answer = await apiPost<ImportCustomersCheckAnswer>(apiPath("importCustomers"), { ...request, dryRun: true });
  if (typeof answer?.checked !== "number") throw new ApiError("incomplete-return-value", 200);
  return answer.checked;
}

export async function importCustomers(request: ImportCustomersRequest): Promise<string[]> {
  const answer = await apiPost<ImportCustomersAnswer>(apiPath("importCustomers"), request);
  if (!Array.isArray(answer?.ids)) throw new ApiError("incomplete-return-value", 200);
  return answer.ids;
}
