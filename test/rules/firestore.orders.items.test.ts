// The orders rules on an order's items: the board checks one item off or moves it back (done and
// status, as shared/src/orders/board.ts setItemDone writes them); the rest of every item (what the
// receipts, delivery notes and exports print) stays as the server stored it, in orders of any real size.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { doc, updateDoc, type DocumentData } from "firebase/firestore";
import { setItemDone, type OrderData, type OrderItem } from "@comanda/shared";
import { Clients, COMPANY_A, seed, startRulesEnvironment, type Identity } from "./rulesEnv";
import { cookA, ownerA, ownerB, waiterA, waiterB } from "./orderCast";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment("demo-orders-items-rules");
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const item = (n: number): OrderItem => ({
  productId: `product-${n}`,
  name: { en: `Dish ${n}`, es: `Plato ${n}` },
  quantity: 2,
  price: 450,
  vat: 10,
  note: "No onions",
  courseId: "course-mains",
  addons: [{ name: { en: "Cheese" }, price: 100 }],
  options: [{ blockId: "size", valueId: "large" }],
  done: false,
  locationId: "kitchen",
  status: "new",
});
const items = (count: number): OrderItem[] => Array.from({ length: count }, (_, n) => item(n));

const ORDER = "orders/order-1";
const order = (orderItems: OrderItem[]): OrderData => ({
  companyId: COMPANY_A,
  number: 7,
  status: "wip",
  previousStatus: "new",
  statusChangedAt: null,
  dateOrdered: "2026-01-05T12:00:00.000Z",
  zoneId: "zone-1",
  pointofsaleId: "table-4",
  cartTotal: 900 * orderItems.length,
  tip: 0,
  paymentMethod: "onSite",
  paid: false,
  source: "admin",
  staffRemark: "",
  course: null,
  items: orderItems,
  receiptItems: [],
});

const writeItems = (who: Identity, next: unknown[]) => updateDoc(doc(clients.as(who), ORDER), { items: next });
/** The stored items with item `index` replaced by `change` applied to it. */
const withItem = (stored: OrderItem[], index: number, change: (it: OrderItem) => DocumentData): DocumentData[] =>
  stored.map((it, n) => (n === index ? change(it) : it));

describe("checking items off and moving them back", () => {
  const stored = items(3);
  beforeEach(() => seed(env, { [ORDER]: order(stored) }));

  for (const [who, identity] of [
    ["the owner", ownerA],
    ["staff with orders", waiterA],
  ] as const) {
    it(`${who} may check an item off as the board does`, async () => {
      await assertSucceeds(writeItems(identity, setItemDone(stored, 1, "product-1", true)));
    });

    it(`${who} may move a checked-off item back as the board does`, async () => {
      const checked = setItemDone(stored, 1, "product-1", true);
      await seed(env, { [ORDER]: order(checked) });
      await assertSucceeds(writeItems(identity, setItemDone(checked, 1, "product-1", false)));
    });
  }

  it("checking off the first and the last item is accepted", async () => {
    await assertSucceeds(writeItems(waiterA, setItemDone(stored, 0, "product-0", true)));
    await seed(env, { [ORDER]: order(stored) });
    await assertSucceeds(writeItems(waiterA, setItemDone(stored, 2, "product-2", true)));
  });

  it("writing the items back unchanged is accepted", async () => {
    await assertSucceeds(writeItems(waiterA, stored));
  });

  it("checking off the only item of an order is accepted", async () => {
    await seed(env, { [ORDER]: order(items(1)) });
    await assertSucceeds(writeItems(waiterA, setItemDone(items(1), 0, "product-0", true)));
  });
});

describe("what an item was ordered as stays as stored", () => {
  const stored = items(3);
  beforeEach(() => seed(env, { [ORDER]: order(stored) }));

  const forged: ReadonlyArray<[string, (it: OrderItem) => DocumentData]> = [
    ["price", (it) => ({ ...it, price: 1 })],
    ["name", (it) => ({ ...it, name: { en: "Caviar" } })],
    ["name in one language", (it) => ({ ...it, name: { ...it.name, es: "Caviar" } })],
    ["quantity", (it) => ({ ...it, quantity: 20 })],
    ["VAT", (it) => ({ ...it, vat: 0 })],
    ["addons", (it) => ({ ...it, addons: [] })],
    ["addon price", (it) => ({ ...it, addons: [{ name: { en: "Cheese" }, price: 0 }] })],
    ["options", (it) => ({ ...it, options: [{ blockId: "size", valueId: "small" }] })],
    ["product", (it) => ({ ...it, productId: "product-caviar" })],
    ["note", (it) => ({ ...it, note: "Extra caviar" })],
    ["course", (it) => ({ ...it, courseId: "course-desserts" })],
    ["production location", (it) => ({ ...it, locationId: "bar" })],
    ["a new field", (it) => ({ ...it, discount: 100 })],
  ];
  for (const [what, change] of forged) {
    it(`changing an item's ${what} is refused`, async () => {
      await assertFails(writeItems(waiterA, withItem(stored, 1, change)));
    });

    it(`changing an item's ${what} while checking it off is refused, even for the owner`, async () => {
      await assertFails(writeItems(ownerA, withItem(stored, 1, (it) => ({ ...change(it), done: true, status: "ready" }))));
    });
  }

  it("removing an item's VAT is refused", async () => {
    const { vat: _vat, ...withoutVat } = stored[2]!;
    await assertFails(writeItems(waiterA, withItem(stored, 2, () => withoutVat)));
  });

  it("changing one item's price while checking off another is refused", async () => {
    const checked = setItemDone(stored, 0, "product-0", true);
    await assertFails(writeItems(waiterA, withItem(checked, 2, (it) => ({ ...it, price: 1 }))));
  });
});

describe("the list of items stays as stored", () => {
  const stored = items(3);
  beforeEach(() => seed(env, { [ORDER]: order(stored) }));

  it("adding an item is refused", async () => {
    await assertFails(writeItems(waiterA, [...stored, item(3)]));
  });

  it("removing an item is refused", async () => {
    await assertFails(writeItems(waiterA, stored.slice(0, 2)));
  });

  it("replacing an item by another of the same list length is refused", async () => {
    await assertFails(writeItems(waiterA, [stored[0], item(9), stored[2]]));
  });

  it("swapping two items is refused", async () => {
    await assertFails(writeItems(waiterA, [stored[1], stored[0], stored[2]]));
  });

  it("replacing the items by something that is not a list is refused", async () => {
    await assertFails(updateDoc(doc(clients.as(waiterA), ORDER), { items: { 0: stored[0], 1: stored[1], 2: stored[2] } }));
  });

  it("checking off two items in one write is refused (the board writes one per tap)", async () => {
    const both = setItemDone(setItemDone(stored, 0, "product-0", true), 2, "product-2", true);
    await assertFails(writeItems(waiterA, both));
  });
});

describe("the progress fields' values", () => {
  const stored = items(2);
  beforeEach(() => seed(env, { [ORDER]: order(stored) }));

  const bad: ReadonlyArray<[string, DocumentData]> = [
    ["done that is not a yes/no", { done: "yes", status: "ready" }],
    ["an unknown item status", { done: false, status: "cooking" }],
    ["done with an item still in process", { done: true, status: "wip" }],
    ["ready without done", { done: false, status: "ready" }],
  ];
  for (const [what, progress] of bad) {
    it(`${what} is refused`, async () => {
      await assertFails(writeItems(waiterA, withItem(stored, 0, (it) => ({ ...it, ...progress }))));
    });
  }

  it("removing an item's done mark is refused", async () => {
    const { done: _done, ...withoutDone } = stored[0]!;
    await assertFails(writeItems(waiterA, withItem(stored, 0, () => ({ ...withoutDone, status: "wip" }))));
  });
});

describe("a large order (500 items, the most an order can hold)", () => {
  const stored = items(500);
  beforeEach(() => seed(env, { [ORDER]: order(stored) }));

  for (const index of [0, 255, 256, 498, 499]) {
    it(`checking off item ${index + 1} of 500 is accepted`, async () => {
      await assertSucceeds(writeItems(waiterA, setItemDone(stored, index, `product-${index}`, true)));
    });
  }

  it("moving item 500 of 500 back is accepted", async () => {
    const checked = setItemDone(stored, 499, "product-499", true);
    await seed(env, { [ORDER]: order(checked) });
    await assertSucceeds(writeItems(waiterA, setItemDone(checked, 499, "product-499", false)));
  });

  for (const index of [0, 300, 499]) {
    it(`changing the price of item ${index + 1} of 500 is refused`, async () => {
      await assertFails(writeItems(waiterA, withItem(stored, index, (it) => ({ ...it, price: 1 }))));
    });
  }

  it("checking off item 10 while changing the price of item 400 is refused", async () => {
    const checked = setItemDone(stored, 9, "product-9", true);
    await assertFails(writeItems(waiterA, withItem(checked, 399, (it) => ({ ...it, price: 1 }))));
  });
});

describe("past the reach of the rules' search (index 1023)", () => {
  const stored = items(1100);
  beforeEach(() => seed(env, { [ORDER]: order(stored) }));

  it("checking off item 1024 of 1,100 is still accepted", async () => {
    await assertSucceeds(writeItems(waiterA, setItemDone(stored, 1023, "product-1023", true)));
  });

  it("changing the price of item 1,050 of 1,100 is refused, not let through", async () => {
    await assertFails(writeItems(waiterA, withItem(stored, 1049, (it) => ({ ...it, price: 1 }))));
  });
});

describe("every tenant alone", () => {
  const stored = items(2);
  beforeEach(() => seed(env, { [ORDER]: order(stored) }));
  const checkOff = () => setItemDone(stored, 0, "product-0", true);

  it("another company's staff with orders may not check an item off", async () => {
    await assertFails(writeItems(waiterB, checkOff()));
  });

  it("another company's owner may not check an item off", async () => {
    await assertFails(writeItems(ownerB, checkOff()));
  });

  it("staff without orders may not check an item off", async () => {
    await assertFails(writeItems(cookA, checkOff()));
  });
});
