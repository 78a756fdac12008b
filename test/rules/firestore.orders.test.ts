// The orders rules: what the board, the list and their modals may change directly on an order (the
// status flow of shared/src/orders/transitions.ts, items, remark, course, on-site payment), what stays
// the server's, and the catalogue and zones the orders staff may read.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from "firebase/firestore";
import type { OrderData, OrderItem, OrderStatus } from "@comanda/shared";
import { Clients, COMPANY_A, COMPANY_B, seed, startRulesEnvironment, type Identity } from "./rulesEnv";
import { cookA, ownerA, ownerB, waiterA, waiterB } from "./orderCast";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment("demo-orders-rules");
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const item = (name: string): OrderItem => ({
  productId: `product-${name}`,
  name: { en: name },
  quantity: 1,
  price: 450,
  vat: 10,
  done: false,
  locationId: "kitchen",
  status: "new",
});

const ORDER = "orders/order-1";
const order = (overrides: Partial<OrderData> = {}): OrderData => ({
  companyId: COMPANY_A,
  number: 7,
  status: "new",
  previousStatus: null,
  statusChangedAt: null,
  dateOrdered: "2026-01-05T12:00:00.000Z",
  zoneId: "zone-1",
  pointofsaleId: "table-4",
  name: "Ada",
  phone: "+34600000000",
  cartTotal: 900,
  tip: 0,
  paymentMethod: "onSite",
  paid: false,
  source: "admin",
  pickupCode: "ABCDEFGH23",
  staffRemark: "",
  course: null,
  items: [item("Soup"), item("Bread")],
  receiptItems: [],
  ...overrides,
});

const CHANGED_AT = "2026-01-05T12:03:00.000Z";
/** The fields of a status change as statusChangePatch writes them. */
const move = (from: OrderStatus, to: OrderStatus): DocumentData => ({ status: to, previousStatus: from, statusChangedAt: CHANGED_AT });

const update = (who: Identity, data: DocumentData) => updateDoc(doc(clients.as(who), ORDER), data);

describe("status changes allowed by the flow", () => {
  const allowed: ReadonlyArray<[OrderStatus, OrderStatus, OrderStatus | null]> = [
    ["new", "wip", null],
    ["new", "ready", null],
    ["new", "done", null],
    ["wip", "ready", "new"],
    ["wip", "done", "new"],
    ["ready", "done", "wip"],
    ["ready", "wip", "wip"],
    ["done", "wip", "ready"],
    ["done", "ready", "ready"],
    ["done", "new", "new"],
  ];
  for (const [from, to, previous] of allowed) {
    const why = from === "done" && to !== "wip" ? ` (undo, the order was ${previous})` : "";
    it(`staff with orders may move an order from ${from} to ${to}${why}`, async () => {
      await seed(env, { [ORDER]: order({ status: from, previousStatus: previous }) });
      await assertSucceeds(update(waiterA, move(from, to)));
    });
  }

  it("the owner may move an order forward", async () => {
    await seed(env, { [ORDER]: order() });
    await assertSucceeds(update(ownerA, move("new", "wip")));
  });
});

describe("status changes refused", () => {
  const refused: ReadonlyArray<[OrderStatus, OrderStatus, OrderStatus | null]> = [
    ["wip", "new", "new"],
    ["ready", "new", "wip"],
    ["done", "new", "wip"],
    ["done", "ready", "wip"],
    ["done", "new", null],
  ];
  for (const [from, to, previous] of refused) {
    it(`moving an order from ${from} (before: ${previous ?? "none"}) to ${to} is refused`, async () => {
      await seed(env, { [ORDER]: order({ status: from, previousStatus: previous }) });
      await assertFails(update(waiterA, move(from, to)));
    });
  }

  it("moving an order to an unknown status is refused", async () => {
    await seed(env, { [ORDER]: order() });
    await assertFails(update(waiterA, move("new", "archived" as OrderStatus)));
  });

  it("a status change without previousStatus is refused", async () => {
    await seed(env, { [ORDER]: order() });
    await assertFails(update(waiterA, { status: "wip", statusChangedAt: CHANGED_AT }));
  });

  it("a status change recording another previous status than the old one is refused", async () => {
    await seed(env, { [ORDER]: order({ status: "wip", previousStatus: "new" }) });
    await assertFails(update(waiterA, { status: "done", previousStatus: "ready", statusChangedAt: CHANGED_AT }));
  });

  it("a status change without statusChangedAt is refused", async () => {
    await seed(env, { [ORDER]: order() });
    await assertFails(update(waiterA, { status: "wip", previousStatus: "new" }));
  });

  it("a status change whose statusChangedAt is not a timestamp string is refused", async () => {
    await seed(env, { [ORDER]: order() });
    await assertFails(update(waiterA, { status: "wip", previousStatus: "new", statusChangedAt: "soon" }));
  });

  it("a status change whose statusChangedAt is a number is refused", async () => {
    await seed(env, { [ORDER]: order() });
    await assertFails(update(waiterA, { status: "wip", previousStatus: "new", statusChangedAt: 1_767_614_580_000 }));
  });

  it("rewriting previousStatus without a status change is refused (it would open any undo)", async () => {
    await seed(env, { [ORDER]: order({ status: "done", previousStatus: "wip" }) });
    await assertFails(update(waiterA, { previousStatus: "new" }));
  });

  it("rewriting statusChangedAt without a status change is refused", async () => {
    await seed(env, { [ORDER]: order({ status: "wip", previousStatus: "new", statusChangedAt: CHANGED_AT }) });
    await assertFails(update(waiterA, { statusChangedAt: "2026-01-05T12:09:00.000Z" }));
  });
});

describe("items", () => {
  beforeEach(() => seed(env, { [ORDER]: order() }));

  it("checking an item off (same number of items) is accepted", async () => {
    await assertSucceeds(update(waiterA, { items: [{ ...item("Soup"), done: true, status: "ready" }, item("Bread")] }));
  });

  it("adding an item is refused", async () => {
    await assertFails(update(waiterA, { items: [item("Soup"), item("Bread"), item("Wine")] }));
  });

  it("dropping an item is refused", async () => {
    await assertFails(update(waiterA, { items: [item("Soup")] }));
  });

  it("replacing the items by something that is not a list is refused", async () => {
    await assertFails(update(waiterA, { items: { 0: item("Soup"), 1: item("Bread") } }));
  });
});

describe("remark, course and on-site payment", () => {
  it("writing a staff remark is accepted", async () => {
    await seed(env, { [ORDER]: order() });
    await assertSucceeds(update(waiterA, { staffRemark: "Allergic to nuts" }));
  });

  it("a staff remark that is not text is refused", async () => {
    await seed(env, { [ORDER]: order() });
    await assertFails(update(waiterA, { staffRemark: 42 }));
  });

  it("a staff remark longer than 10,000 characters is refused", async () => {
    await seed(env, { [ORDER]: order() });
    await assertFails(update(waiterA, { staffRemark: "x".repeat(10_001) }));
  });

  it("setting the table's course is accepted", async () => {
    await seed(env, { [ORDER]: order() });
    await assertSucceeds(update(waiterA, { course: "course-mains" }));
  });

  it("marking an order paid on site as paid is accepted", async () => {
    await seed(env, { [ORDER]: order() });
    await assertSucceeds(update(waiterA, { paid: true }));
  });

  it("marking an online order paid is refused", async () => {
    await seed(env, { [ORDER]: order({ paymentMethod: "online", paid: false }) });
    await assertFails(update(ownerA, { paid: true }));
  });

  it("marking an online order unpaid is refused", async () => {
    await seed(env, { [ORDER]: order({ paymentMethod: "online", paid: true }) });
    await assertFails(update(ownerA, { paid: false }));
  });

  it("paid that is not a yes/no is refused", async () => {
    await seed(env, { [ORDER]: order() });
    await assertFails(update(waiterA, { paid: "yes" }));
  });

  it("a status change together with the remark and payment is accepted", async () => {
    await seed(env, { [ORDER]: order() });
    await assertSucceeds(update(waiterA, { ...move("new", "done"), paid: true, staffRemark: "Paid cash" }));
  });
});

describe("fields that stay the server's", () => {
  beforeEach(() => seed(env, { [ORDER]: order({ stripePaymentIntentId: "pi_1" }) }));

  const forged: ReadonlyArray<[string, DocumentData]> = [
    ["the payment reference", { stripePaymentIntentId: "pi_forged" }],
    ["the payment method", { paymentMethod: "online" }],
    ["the total", { cartTotal: 1 }],
    ["the order number", { number: 8 }],
    ["the pickup code", { pickupCode: "ZZZZZZZZZZ" }],
    ["the customer's name", { name: "Bob" }],
    ["the demo mark", { demo: false }],
    ["the unprocessed alert mark", { unprocessedAlertAt: CHANGED_AT }],
    ["the order date", { dateOrdered: "2026-01-06T12:00:00.000Z" }],
    ["the company", { companyId: COMPANY_B }],
  ];
  for (const [what, data] of forged) {
    it(`changing ${what} is refused, even for the owner`, async () => {
      await assertFails(update(ownerA, data));
    });
  }

  it("removing the payment reference is refused", async () => {
    await assertFails(update(ownerA, { stripePaymentIntentId: deleteField() }));
  });

  it("a forged field next to an allowed change is refused", async () => {
    await assertFails(update(waiterA, { ...move("new", "wip"), cartTotal: 1 }));
  });

  it("overwriting the whole order is refused", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), ORDER), { ...order(), cartTotal: 1 }));
  });
});

describe("the refund of an online payment stays the server's", () => {
  const paidOnline = order({ paymentMethod: "online", paid: true, stripePaymentIntentId: "pi_1", stripeAccountId: "acct_1" });
  const refund = { amount: 9, reason: "Cold", status: "succeeded", refundId: "re_1", at: CHANGED_AT, by: "owner-a", attempt: 1 };

  it("the owner may not record a refund", async () => {
    await seed(env, { [ORDER]: paidOnline });
    await assertFails(update(ownerA, { refund }));
  });

  it("staff with orders may not record a refund next to a status change", async () => {
    await seed(env, { [ORDER]: paidOnline });
    await assertFails(update(waiterA, { ...move("new", "wip"), refund }));
  });

  it("the owner may not remove or change a refund the server recorded", async () => {
    await seed(env, { [ORDER]: { ...paidOnline, refund, refundAttempts: 1 } });
    await assertFails(update(ownerA, { refund: null }));
    await assertFails(update(ownerA, { refund: deleteField() }));
    await assertFails(update(ownerA, { "refund.amount": 1 }));
    await assertFails(update(ownerA, { refundAttempts: 0 }));
  });

  it("the owner may not change the account that took the payment", async () => {
    await seed(env, { [ORDER]: paidOnline });
    await assertFails(update(ownerA, { stripeAccountId: "acct_forged" }));
  });

  it("staff with orders still move a refunded order along the flow and read it", async () => {
    await seed(env, { [ORDER]: { ...paidOnline, refund, refundAttempts: 1 } });
    await assertSucceeds(update(waiterA, move("new", "wip")));
    await assertSucceeds(getDoc(doc(clients.as(waiterA), ORDER)));
  });
});

describe("orders awaiting their online payment", () => {
  const pending = { companyId: COMPANY_A, order: order({ paymentMethod: "online" }), requestedTime: null, expiresAt: CHANGED_AT, accountId: "acct_1", paymentIntentId: "pi_1", amount: 900, currency: "eur" };

  it("are seen by no client, not even the owner (the board and the list never show them)", async () => {
    await seed(env, { "pendingOrders/order-2": pending });
    await assertFails(getDoc(doc(clients.as(ownerA), "pendingOrders/order-2")));
    await assertFails(getDocs(query(collection(clients.as(waiterA), "pendingOrders"), where("companyId", "==", COMPANY_A))));
  });

  it("cannot be created, paid or moved by a client", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), "pendingOrders/order-3"), pending));
    await seed(env, { "pendingOrders/order-2": pending });
    await assertFails(updateDoc(doc(clients.as(ownerA), "pendingOrders/order-2"), { "order.paid": true }));
    await assertFails(deleteDoc(doc(clients.as(ownerA), "pendingOrders/order-2")));
  });
});

describe("orders are placed and removed by the server only", () => {
  it("the owner may not create an order", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), "orders/new-order"), order()));
  });

  it("staff with orders may not create an order", async () => {
    await assertFails(setDoc(doc(clients.as(waiterA), "orders/new-order"), order()));
  });

  it("the owner may not delete an order", async () => {
    await seed(env, { [ORDER]: order() });
    await assertFails(deleteDoc(doc(clients.as(ownerA), ORDER)));
  });

  it("no client reads the order counter, not even the owner", async () => {
    await seed(env, { [`orderCounters/${COMPANY_A}`]: { companyId: COMPANY_A, lastNumber: 7 } });
    await assertFails(getDoc(doc(clients.as(ownerA), `orderCounters/${COMPANY_A}`)));
  });

  it("no client writes the order counter, not even the owner", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), `orderCounters/${COMPANY_A}`), { companyId: COMPANY_A, lastNumber: 0 }));
  });
});

describe("every tenant alone", () => {
  beforeEach(() => seed(env, { [ORDER]: order() }));
  const ordersOf = (db: Firestore, companyId: string) => query(collection(db, "orders"), where("companyId", "==", companyId));

  it("staff with orders reads their company's order", async () => {
    await assertSucceeds(getDoc(doc(clients.as(waiterA), ORDER)));
  });

  it("staff with orders lists their company's orders", async () => {
    await assertSucceeds(getDocs(ordersOf(clients.as(waiterA), COMPANY_A)));
  });

  it("staff without orders may not read an order", async () => {
    await assertFails(getDoc(doc(clients.as(cookA), ORDER)));
  });

  it("staff without orders may not move an order", async () => {
    await assertFails(update(cookA, move("new", "wip")));
  });

  it("another company's staff with orders may not read the order", async () => {
    await assertFails(getDoc(doc(clients.as(waiterB), ORDER)));
  });

  it("another company's staff with orders may not list the orders", async () => {
    await assertFails(getDocs(ordersOf(clients.as(waiterB), COMPANY_A)));
  });

  it("another company's staff with orders may not move the order", async () => {
    await assertFails(update(waiterB, move("new", "wip")));
  });

  it("another company's owner may not mark the order paid", async () => {
    await assertFails(update(ownerB, { paid: true }));
  });
});

describe("what the orders screens read", () => {
  const catalogue: Readonly<Record<string, DocumentData>> = {
    "zones/zone-1": { companyId: COMPANY_A, name: "Terrace", sortOrder: 1000, pointsOfSale: [] },
    "products/product-1": { companyId: COMPANY_A, name: { en: "Soup" }, sortOrder: 1000 },
    "categories/category-1": { companyId: COMPANY_A, name: { en: "Starters" }, sortOrder: 1000 },
    "courses/course-1": { companyId: COMPANY_A, name: { en: "Mains" }, sortOrder: 1000 },
    "locations/location-1": { companyId: COMPANY_A, name: { en: "Kitchen" }, sortOrder: 1000 },
  };
  beforeEach(() => seed(env, catalogue));

  for (const path of Object.keys(catalogue)) {
    const name = path.split("/")[0] ?? path;
    it(`staff with only orders reads ${name}`, async () => {
      await assertSucceeds(getDoc(doc(clients.as(waiterA), path)));
    });

    it(`staff with only orders lists their company's ${name}`, async () => {
      await assertSucceeds(getDocs(query(collection(clients.as(waiterA), name), where("companyId", "==", COMPANY_A))));
    });

    it(`staff with only orders may not change ${name}`, async () => {
      await assertFails(updateDoc(doc(clients.as(waiterA), path), { sortOrder: 2000 }));
    });

    it(`another company's staff with orders may not read ${name}`, async () => {
      await assertFails(getDoc(doc(clients.as(waiterB), path)));
    });
  }

  it("staff with only orders may not create a zone", async () => {
    await assertFails(setDoc(doc(clients.as(waiterA), "zones/zone-2"), { companyId: COMPANY_A, name: "Bar", sortOrder: 2000 }));
  });

  it("staff with only orders may not read discounts", async () => {
    await seed(env, { "discounts/discount-1": { companyId: COMPANY_A, name: "Summer", percentage: 10 } });
    await assertFails(getDoc(doc(clients.as(waiterA), "discounts/discount-1")));
  });
});
