// Discount API test helpers: a shop (../orders/testOrders), save requests, calls and reads of what was stored.
import request from "supertest";
import type { DiscountData, SaveDiscountRequest, VoucherData } from "@comanda/shared";
import { shop, type Shop } from "../orders/testOrders";
import type { Clock } from "../clock";
import { db, postForBytes, testApp } from "../test/emulator";

export { shop, type Shop };

export const NOW = new Date("2026-11-27T20:30:00.000Z");
export const clock: Clock = { now: () => NOW };

export function discountRequest(overrides: Partial<SaveDiscountRequest> = {}): SaveDiscountRequest {
  return { name: "Summer", percentage: 10, enabled: true, validFor: "voucher", start: null, end: null, ...overrides };
}

export function call(token: string | null, method: "post" | "delete", path: string, body: unknown = {}) {
  const req = request(testApp({ clock }))[method](path);
  if (token) req.set("Authorization", `Bearer ${token}`);
  return method === "post" ? req.send(body as object) : req;
}

export const saveCall = (token: string | null, body: unknown, id?: string) => call(token, "post", id ? `/api/discounts/${id}` : "/api/discounts", body);
export const deleteCall = (token: string | null, id: string) => call(token, "delete", `/api/discounts/${id}`);
export const vouchersCall = (token: string | null, id: string, body: unknown) => call(token, "post", `/api/discounts/${id}/voucher`, body);
/** The CSV as text (the answer's bytes). */
export async function csvCall(token: string, id: string, body: object = {}) {
  const res = await postForBytes(`/api/discounts/${id}/voucher/csv`, token, body, { clock });
  return { res, text: Buffer.isBuffer(res.body) ? res.body.toString("utf8") : "" };
}

/** The printed voucher sheet (PDF bytes, empty when the answer is not a file). */
export async function pdfCall(token: string, id: string, body: object = {}) {
  const res = await postForBytes(`/api/discounts/${id}/voucher/pdf`, token, body, { clock });
  return { res, bytes: Buffer.isBuffer(res.body) ? new Uint8Array(res.body) : new Uint8Array() };
}

/** Saves a discount through the API and answers its id. */
export async function addDiscount(s: Shop, overrides: Partial<SaveDiscountRequest> = {}): Promise<string> {
  const res = await saveCall(s.token, discountRequest(overrides));
  if (res.status !== 201) throw new Error(`saving a discount answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: string } }).data.id;
}

/** Creates vouchers through the API. */
export async function addVouchers(s: Shop, discountId: string, quantity: number, name = "Flyer"): Promise<void> {
  const res = await vouchersCall(s.token, discountId, { name, quantity });
  if (res.status !== 201) throw new Error(`creating vouchers answered ${res.status}: ${JSON.stringify(res.body)}`);
}

export async function discountOf(id: string): Promise<DiscountData | undefined> {
  return (await db.collection("discounts").doc(id).get()).data() as DiscountData | undefined;
}

export async function vouchersOf(discountId: string): Promise<(VoucherData & { id: string })[]> {
  const snap = await db.collection("discounts").doc(discountId).collection("vouchers").get();
  return snap.docs.map((d) => ({ ...(d.data() as VoucherData), id: d.id }));
}
