// Printing API test helpers: a shop (../orders/testOrders) with production locations, printers saved
// through the API, and calls.
import request from "supertest";
import type { PrinterKeyData, PrintJobData, SavePrinterRequest } from "@comanda/shared";
import type { Clock } from "../clock";
import { fixedClock, shop, type Shop } from "../orders/testOrders";
import { db, testApp } from "../test/emulator";

export interface PrintShop extends Shop {
  /** Production locations: the kitchen (burger, steak, fries) and the bar (water). */
  kitchenId: string;
  barId: string;
}

let macs = 0;

/** A MAC address no other test used: 00:11:62:xx:xx:xx. */
export function freshMac(): string {
  const n = (++macs + Math.floor(Math.random() * 0xffff) * 256) & 0xffffff;
  const hex = n.toString(16).toUpperCase().padStart(6, "0");
  return `00:11:62:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}`;
}

export async function printShop(name = "Bar Ana"): Promise<PrintShop> {
  const s = await shop(name);
  const kitchen = await db.collection("locations").add({ companyId: s.id, name: { en: "Kitchen" }, sortOrder: 1000 });
  const bar = await db.collection("locations").add({ companyId: s.id, name: { en: "Bar" }, sortOrder: 2000 });
  const { burger, steak, fries, water } = s.products;
  await Promise.all([
    ...[burger, steak, fries].map((id) => db.collection("products").doc(id).update({ locationId: kitchen.id })),
    db.collection("products").doc(water).update({ locationId: bar.id }),
  ]);
  return { ...s, kitchenId: kitchen.id, barId: bar.id };
}

export function printerRequest(overrides: Partial<SavePrinterRequest> = {}): SavePrinterRequest {
  return {
    name: "Kitchen",
    paperWidth: 80,
    locationsFilter: [],
    enabled: true,
    mac: freshMac(),
    printOrderTickets: true,
    printOrderReceipts: false,
    ticketCopies: 1,
    receiptCopies: 1,
    ...overrides,
  };
}

export function call(token: string, method: "post" | "delete", path: string, body: object = {}, clock: Clock = fixedClock) {
  const req = request(testApp({ clock }))[method](path).set("Authorization", `Bearer ${token}`);
  return method === "post" ? req.send(body) : req;
}

export function savePrinterCall(token: string, body: unknown, id?: string) {
  return call(token, "post", id ? `/api/printers/${id}` : "/api/printers", body as object);
}

/** Saves a printer through the API and answers its id. */
export async function addPrinter(s: Shop, overrides: Partial<SavePrinterRequest> = {}): Promise<string> {
  const res = await savePrinterCall(s.token, printerRequest(overrides));
  if (res.status !== 201) throw new Error(`saving a printer answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: string } }).data.id;
}

export async function docData<T>(path: string): Promise<T | undefined> {
  return (await db.doc(path).get()).data() as T | undefined;
}

export const keyOf = (printerId: string) => docData<PrinterKeyData>(`printerKeys/${printerId}`);

export async function jobsOf(orderId: string): Promise<Array<PrintJobData & { id: string }>> {
  const snap = await db.collection("printJobs").where("orderId", "==", orderId).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as PrintJobData) })).sort((a, b) => a.id.localeCompare(b.id));
}
