// Customer API test helpers: a shop (../orders/testOrders), save requests and calls.
import request from "supertest";
import type { CustomerData, SaveCustomerRequest } from "@comanda/shared";
import { shop, type Shop } from "../orders/testOrders";
import { db, testApp } from "../test/emulator";
import { customerEmailClaimId, type CustomerEmailClaim } from "./save";

export { shop, type Shop };

let emails = 0;

/** An e-mail no other test used. */
export function freshEmail(name = "ana"): string {
  return `${name}.${++emails}.${Date.now()}@example.com`;
}

export function customerRequest(overrides: Partial<SaveCustomerRequest> = {}): SaveCustomerRequest {
  return { name: "Ana Pérez", email: freshEmail(), enabled: true, addresses: [], ...overrides };
}

export function call(token: string | null, method: "post" | "delete", path: string, body: unknown = {}) {
  const req = request(testApp())[method](path);
  if (token) req.set("Authorization", `Bearer ${token}`);
  return method === "post" ? req.send(body as object) : req;
}

export const saveCall = (token: string | null, body: unknown, id?: string) => call(token, "post", id ? `/api/customers/${id}` : "/api/customers", body);
export const deleteCall = (token: string | null, id: string) => call(token, "delete", `/api/customers/${id}`);
export const importCall = (token: string | null, customers: unknown[]) => call(token, "post", "/api/customers/import", { customers });
/** The admin's preview: the import's checks only (dryRun). */
export const checkImportCall = (token: string | null, customers: unknown[]) => call(token, "post", "/api/customers/import", { customers, dryRun: true });

/** Saves a customer through the API and answers its id. */
export async function addCustomer(s: Shop, overrides: Partial<SaveCustomerRequest> = {}): Promise<string> {
  const res = await saveCall(s.token, customerRequest(overrides));
  if (res.status !== 201) throw new Error(`saving a customer answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: string } }).data.id;
}

export async function customerOf(id: string): Promise<CustomerData | undefined> {
  return (await db.collection("customers").doc(id).get()).data() as CustomerData | undefined;
}

export async function claimOf(companyId: string, email: string): Promise<CustomerEmailClaim | undefined> {
  return (await db.collection("customerEmails").doc(customerEmailClaimId(companyId, email)).get()).data() as CustomerEmailClaim | undefined;
}

export async function customersOf(companyId: string): Promise<(CustomerData & { id: string })[]> {
  const snap = await db.collection("customers").where("companyId", "==", companyId).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as CustomerData) }));
}

export async function claimsOf(companyId: string): Promise<CustomerEmailClaim[]> {
  return (await db.collection("customerEmails").where("companyId", "==", companyId).get()).docs.map((d) => d.data() as CustomerEmailClaim);
}
