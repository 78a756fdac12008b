import { describe, expect, it } from "vitest";
import type { Order } from "../entities";
import type { OrderItem } from "../entities/order";
import {
  ALL_STATIONS,
  boardLanes,
  isLate,
  keepUnchanged,
  minutesSince,
  openItemsByCourse,
  paymentState,
  setAllDoneAt,
  setItemDone,
  showsOnBoard,
  stationOf,
  type BoardFilter,
} from "./board";

function item(productId: string, extra: Partial<OrderItem> = {}): OrderItem {
  return { productId, name: { en: productId }, quantity: 1, price: 5, done: false, locationId: null, status: "new", ...extra };
}

function order(id: string, extra: Partial<Order> = {}): Order {
  return {
    id,
    companyId: "c1",
    status: "new",
    dateOrdered: "2026-11-22T10:00:00.000Z",
    deliveryType: "table",
    zoneId: "z1",
    pointofsaleId: "p1",
    cartTotal: 10,
    items: [item("burger")],
    receiptItems: [],
    ...extra,
  };
}

const all: BoardFilter = { stations: ALL_STATIONS, location: { kind: "all" } };
const kitchen: BoardFilter = { stations: ALL_STATIONS, location: { kind: "location", id: "kitchen" } };

describe("stations", () => {
  it("counts an order without deliveryType as delivery", () => {
    expect(stationOf({})).toBe("delivery");
    expect(stationOf({ deliveryType: "takeaway" })).toBe("takeaway");
  });

  it("hides the orders of a station that is switched off", () => {
    const filter: BoardFilter = { stations: new Set(["table", "takeaway"]), location: { kind: "all" } };
    expect(showsOnBoard(order("a", { deliveryType: undefined }), filter)).toBe(false);
    expect(showsOnBoard(order("b", { deliveryType: "takeaway" }), filter)).toBe(true);
  });
});

describe("production-location filter", () => {
  it("shows an order at a location only while it has a not-done item there", () => {
    const open = order("a", { items: [item("fries", { locationId: "kitchen" }), item("beer", { locationId: "bar" })] });
    const doneInKitchen = order("b", { items: [item("fries", { locationId: "kitchen", done: true }), item("beer", { locationId: "bar" })] });
    expect(showsOnBoard(open, kitchen)).toBe(true);
    expect(showsOnBoard(doneInKitchen, kitchen)).toBe(false);
  });

  it("shows every open order in the all-locations view, even with all items done", () => {
    expect(showsOnBoard(order("a", { items: [item("fries", { locationId: "kitchen", done: true })] }), all)).toBe(true);
  });

  it("'no location' takes the items without a production location", () => {
    const filter: BoardFilter = { stations: ALL_STATIONS, location: { kind: "none" } };
    expect(showsOnBoard(order("a", { items: [item("fries", { locationId: "kitchen" })] }), filter)).toBe(false);
    expect(showsOnBoard(order("b", { items: [item("bread", { locationId: null })] }), filter)).toBe(true);
  });
});

describe("lanes", () => {
  it("puts each open order in its status lane keeping the order of arrival", () => {
    const lanes = boardLanes([order("a"), order("b", { status: "wip" }), order("c"), order("d", { status: "ready" }), order("e", { status: "done" })], all);
    expect(lanes.new.map((o) => o.id)).toEqual(["a", "c"]);
    expect(lanes.wip.map((o) => o.id)).toEqual(["b"]);
    expect(lanes.ready.map((o) => o.id)).toEqual(["d"]);
  });
});

describe("open items per course", () => {
  it("sums the not-done items per product within each course, in the courses' order, without course last", () => {
    const orders = [
      order("a", { items: [item("soup", { courseId: "starters", quantity: 2 }), item("steak", { courseId: "mains" }), item("bread")] }),
      order("b", { items: [item("soup", { courseId: "starters" }), item("steak", { courseId: "mains", done: true }), item("cake", { courseId: "gone" })] }),
    ];
    expect(openItemsByCourse(orders, { kind: "all" }, ["starters", "mains", "desserts"])).toEqual([
      { courseId: "starters", lines: [{ productId: "soup", name: { en: "soup" }, quantity: 3 }] },
      { courseId: "mains", lines: [{ productId: "steak", name: { en: "steak" }, quantity: 1 }] },
      { courseId: null, lines: [{ productId: "bread", name: { en: "bread" }, quantity: 1 }, { productId: "cake", name: { en: "cake" }, quantity: 1 }] },
    ]);
  });

  it("counts only the items of the chosen location", () => {
    const orders = [order("a", { items: [item("fries", { locationId: "kitchen" }), item("beer", { locationId: "bar", quantity: 4 })] })];
    expect(openItemsByCourse(orders, { kind: "location", id: "bar" }, [])).toEqual([{ courseId: null, lines: [{ productId: "beer", name: { en: "beer" }, quantity: 4 }] }]);
  });
});

describe("checking items off", () => {
  it("marks a checked-off item done and ready, and one moved back not done and in process", () => {
    const items = [item("fries"), item("beer")];
    const done = setItemDone(items, 1, "beer", true);
    expect(done[1]).toMatchObject({ done: true, status: "ready" });
    expect(done[0]).toBe(items[0]);
    expect(setItemDone(done, 1, "beer", false)[1]).toMatchObject({ done: false, status: "wip" });
  });

  it("refuses to tick a line whose product changed meanwhile", () => {
    expect(() => setItemDone([item("fries")], 0, "beer", true)).toThrow("transition-not-allowed");
    expect(() => setItemDone([item("fries")], 3, "fries", true)).toThrow("transition-not-allowed");
  });

  it("checks off all the not-done items of one location and leaves the others", () => {
    const next = setAllDoneAt([item("fries", { locationId: "kitchen" }), item("beer", { locationId: "bar" })], { kind: "location", id: "kitchen" });
    expect(next.map((i) => i.done)).toEqual([true, false]);
  });
});

describe("age and lateness", () => {
  const now = new Date("2026-11-22T10:10:30.000Z");

  it("counts whole minutes since ordering, never below zero", () => {
    expect(minutesSince("2026-11-22T10:00:00.000Z", now)).toBe(10);
    expect(minutesSince("2026-11-22T10:11:00.000Z", now)).toBe(0);
    expect(minutesSince("not a date", now)).toBe(0);
  });

  it("calls a new order late after 10 minutes, but not one that is in process", () => {
    expect(isLate({ status: "new", dateOrdered: "2026-11-22T10:00:00.000Z" }, now)).toBe(true);
    expect(isLate({ status: "new", dateOrdered: "2026-11-22T10:01:00.000Z" }, now)).toBe(false);
    expect(isLate({ status: "wip", dateOrdered: "2026-11-22T09:00:00.000Z" }, now)).toBe(false);
  });
});

describe("payment state", () => {
  it("names test orders first, then paid online, paid, pay on site and unpaid online", () => {
    expect(paymentState({ demo: true, paid: true, paymentMethod: "online" })).toBe("testOrder");
    expect(paymentState({ paid: true, paymentMethod: "online" })).toBe("paidOnline");
    expect(paymentState({ paid: true, paymentMethod: "onSite" })).toBe("paid");
    expect(paymentState({ paid: false, paymentMethod: "onSite" })).toBe("payOnSite");
    expect(paymentState({})).toBe("payOnSite");
    expect(paymentState({ paid: false, paymentMethod: "online" })).toBe("unpaid");
  });
});

describe("stable orders", () => {
  it("keeps the previous object of an unchanged order and takes the new one of a changed order", () => {
    const a = order("a");
    const b = order("b");
    const next = keepUnchanged(new Map([["a", a], ["b", b]]), [order("a"), order("b", { status: "wip" }), order("c")]);
    expect(next[0]).toBe(a);
    expect(next[1]).not.toBe(b);
    expect(next[1]?.status).toBe("wip");
    expect(next[2]?.id).toBe("c");
  });
});
