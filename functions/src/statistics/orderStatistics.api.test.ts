// The order trigger keeps the day documents exact: each order counts once on its local day, however often
// and in whatever order its events arrive, and the result is always what a rebuild from the orders gives.
import "./testProject";
import { beforeEach, describe, expect, it } from "vitest";
import { rollupDays, orderContribution, type OrderContribution, type OrderData, type OrderRefund, type StatisticsData } from "@comanda/shared";
import { systemClock } from "../clock";
import { clearProject, db } from "../test/emulator";
import { updateOrderStatistics, type StatisticsDeps } from "./orderStatistics";
import { rebuildStatistics } from "./rebuild";
import { company, daysOf, item, orderOf } from "./testStatistics";
import { statisticsOnOrderWrite, statisticsOnSettingsUpdate } from "./triggers";

const deps: StatisticsDeps = { db, clock: systemClock };
const A = "company-a";
const B = "company-b";
const handler = statisticsOnOrderWrite(() => deps);

beforeEach(async () => {
  await clearProject();
  await company(db, A, { timezone: "Europe/Madrid" });
  await company(db, B, { timezone: "Pacific/Auckland" });
});

/** Writes the order as stored and remembers the payload an event of this write would carry. */
async function write(id: string, order: OrderData): Promise<OrderData> {
  await db.collection("orders").doc(id).set(order);
  return order;
}

/** An event of the order, as Firestore would deliver it (its payload may be stale by the time it runs). */
async function deliver(id: string, before: OrderData | null, after: OrderData | null): Promise<void> {
  const event = { params: { orderId: id }, data: { before: { exists: before !== null, data: () => before }, after: { exists: after !== null, data: () => after } } };
  await handler(event);
}

/** The days a rebuild from the orders gives, which leaves the days as they were when they were right. */
async function rebuilt(companyId: string): Promise<Record<string, StatisticsData>> {
  await rebuildStatistics(deps, companyId);
  return daysOf(db, companyId);
}

async function updateTimes(companyId: string): Promise<string[]> {
  const days = await db.collection("statistics").where("companyId", "==", companyId).get();
  const records = await db.collection("statisticsOrders").where("companyId", "==", companyId).get();
  return [...days.docs, ...records.docs].map((d) => `${d.ref.path}@${d.updateTime.toMillis()}`).sort();
}

describe("an order event delivered twice or out of order", () => {
  it("the same creation event twice counts the order once, and the second delivery writes nothing", async () => {
    const order = await write("o1", orderOf(A));
    await deliver("o1", null, order);
    const once = await daysOf(db, A);
    const times = await updateTimes(A);
    await deliver("o1", null, order);
    expect(await daysOf(db, A)).toEqual(once);
    expect(await updateTimes(A)).toEqual(times);
    expect(once["2026-11-20"]).toMatchObject({ orders: 1, totals: 13, weekdays: [0, 0, 0, 0, 0, 1, 0] });
    expect(once["2026-11-20"]?.zones).toEqual({ [`${A}-terrace`]: { name: "Terrace", orders: 1, revenue: 13 } });
    expect(await rebuilt(A)).toEqual(once);
  });

  it("an edit's event before the creation's (and the creation's again) leaves the edited order counted once", async () => {
    const created = await write("o1", orderOf(A));
    const edited = await write("o1", orderOf(A, { items: [item("bravas", 4, 4.5)], cartTotal: 18, tip: 0 }));
    await deliver("o1", created, edited);
    await deliver("o1", null, created);
    await deliver("o1", null, created);
    const days = await daysOf(db, A);
    expect(days["2026-11-20"]).toMatchObject({ orders: 1, totals: 18, products: { bravas: { name: "bravas", units: 4, revenue: 18 } } });
    expect(await rebuilt(A)).toEqual(days);
  });

  it("a deletion's event before a stale edit's: the order is gone from the statistics and stays gone", async () => {
    const order = await write("o1", orderOf(A));
    await deliver("o1", null, order);
    await db.collection("orders").doc("o1").delete();
    await deliver("o1", order, null);
    await deliver("o1", null, order);
    expect(await daysOf(db, A)).toEqual({});
    expect((await db.collection("statisticsOrders").doc("o1").get()).exists).toBe(false);
    expect(await rebuilt(A)).toEqual({});
  });

  it("fifteen orders, each delivered three times in a shuffled order and in parallel, give exactly the rebuild's days", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      const id = `o${i}`;
      ids.push(id);
      await write(id, orderOf(A, {
        dateOrdered: new Date(Date.parse("2026-11-18T08:00:00.000Z") + i * 3 * 3_600_000).toISOString(),
        email: `guest${i % 4}@example.com`,
        deliveryType: (["table", "takeaway", "delivery"] as const)[i % 3],
        items: [item(`p${i % 5}`, 1 + (i % 3), 1.1 * (1 + (i % 4)))],
        cartTotal: 0.1 * i + 0.2,
        tip: 0,
      }));
    }
    const deliveries = [...ids, ...ids, ...ids].map((id, n) => ({ id, key: (n * 7919) % 45 })).sort((a, b) => a.key - b.key);
    await Promise.all(deliveries.map(({ id }) => updateOrderStatistics(deps, id)));
    const days = await daysOf(db, A);
    expect(Object.values(days).reduce((sum, d) => sum + d.orders, 0)).toBe(15);
    expect(await rebuilt(A)).toEqual(days);
  });
});

describe("an order changed later moves its contribution", () => {
  it("changed items and total: the day's figures follow, never counting the order twice", async () => {
    await write("o1", orderOf(A));
    expect(await updateOrderStatistics(deps, "o1")).toBe("moved");
    await write("o1", orderOf(A, { items: [item("cana", 3, 3.3)], cartTotal: 9.9, tip: 1 }));
    expect(await updateOrderStatistics(deps, "o1")).toBe("moved");
    const day = (await daysOf(db, A))["2026-11-20"];
    expect(day).toMatchObject({ orders: 1, totals: 10.9, products: { cana: { name: "cana", units: 3, revenue: 9.9 } } });
    expect(day?.topProductsByUnits.map((p) => p.productId)).toEqual(["cana"]);
  });

  it("moved to another day (Madrid's midnight): taken from the first day, added to the second", async () => {
    await write("o1", orderOf(A, { dateOrdered: "2026-11-20T22:59:00.000Z" }));
    await updateOrderStatistics(deps, "o1");
    expect((await daysOf(db, A))["2026-11-20"]?.orders).toBe(1);
    await write("o1", orderOf(A, { dateOrdered: "2026-11-20T23:00:00.000Z" }));
    await updateOrderStatistics(deps, "o1");
    const days = await daysOf(db, A);
    expect(days["2026-11-20"]).toBeUndefined();
    expect(days["2026-11-21"]).toMatchObject({ orders: 1, totals: 13, weekdays: [0, 0, 0, 0, 0, 0, 1] });
    expect(days["2026-11-21"]?.hours[0]).toBe(1);
    expect((await db.collection("statisticsOrders").doc("o1").get()).get("date")).toBe("2026-11-21");
  });

  it("a status change (or any field the statistics do not count) writes nothing", async () => {
    await write("o1", orderOf(A));
    await updateOrderStatistics(deps, "o1");
    const times = await updateTimes(A);
    await write("o1", orderOf(A, { status: "done", staffRemark: "window table", paid: true }));
    expect(await updateOrderStatistics(deps, "o1")).toBe("unchanged");
    expect(await updateTimes(A)).toEqual(times);
  });
});

describe("a refund of an order paid online", () => {
  const paidOnline: Partial<OrderData> = { paymentMethod: "online", paid: true, stripePaymentIntentId: "pi_1", stripeAccountId: "acct_1" };
  const refund = (status: OrderRefund["status"]): OrderRefund => ({ amount: 4.35, reason: "cold", status, refundId: status === "processing" ? null : "re_1", at: "2026-11-23T09:00:00.000Z", by: "staff-1", attempt: 1 });

  it("lowers the order's day by the refunded amount exactly once, even when the event is delivered twice; a claim still processing lowers nothing", async () => {
    const paid = await write("o1", orderOf(A, paidOnline));
    await deliver("o1", null, paid);
    const before = (await daysOf(db, A))["2026-11-20"];
    expect(before).toMatchObject({ orders: 1, totals: 13 });

    // The claim (the provider has not answered yet) counts for nothing.
    const claimed = await write("o1", orderOf(A, { ...paidOnline, refund: refund("processing"), refundAttempts: 1 }));
    await deliver("o1", paid, claimed);
    expect((await daysOf(db, A))["2026-11-20"]).toEqual(before);

    const refunded = await write("o1", orderOf(A, { ...paidOnline, refund: refund("succeeded"), refundAttempts: 1 }));
    await deliver("o1", claimed, refunded);
    const after = await daysOf(db, A);
    const times = await updateTimes(A);
    // Redelivered, and a stale event of the claim arriving late: nothing moves again.
    await deliver("o1", claimed, refunded);
    await deliver("o1", paid, claimed);
    expect(await updateTimes(A)).toEqual(times);
    expect(await daysOf(db, A)).toEqual(after);

    const day = after["2026-11-20"];
    // Refunded on the 23rd, counted on the order's day (the 20th); only the revenue figures change.
    expect(Object.keys(after)).toEqual(["2026-11-20"]);
    expect(day).toMatchObject({ orders: 1, totals: 8.65 });
    expect(day?.stations).toEqual({ table: { orders: 1, revenue: 8.65 } });
    expect(day?.zones).toEqual({ [`${A}-terrace`]: { name: "Terrace", orders: 1, revenue: 8.65 } });
    expect(day?.products).toEqual(before?.products);
    expect(await rebuilt(A)).toEqual(after);
  });

  it("the days a rebuild gives equal the incremental ones, with refunded, pending and processing orders among others", async () => {
    const statuses = ["succeeded", "pending", "processing", null] as const;
    for (let i = 0; i < 8; i += 1) {
      const status = statuses[i % 4] ?? null;
      await write(`o${i}`, orderOf(A, { ...paidOnline, dateOrdered: `2026-11-${18 + (i % 3)}T12:00:00.000Z`, refund: status ? { ...refund(status), amount: 1.1 * (i + 1) } : null }));
      await updateOrderStatistics(deps, `o${i}`);
    }
    const days = await daysOf(db, A);
    // 8 orders of 13: refunds of 1.1 (o0), 2.2 (o1, pending), 5.5 (o4), 6.6 (o5, pending) count; o2, o6 are processing.
    expect(Object.values(days).reduce((sum, d) => sum + d.totals, 0)).toBeCloseTo(8 * 13 - 1.1 - 2.2 - 5.5 - 6.6, 2);
    expect(await rebuilt(A)).toEqual(days);
  });
});

describe("test orders", () => {
  it("never count, and an order marked as a test order later leaves the statistics", async () => {
    await write("test", orderOf(A, { demo: true }));
    await write("real", orderOf(A));
    await updateOrderStatistics(deps, "test");
    await updateOrderStatistics(deps, "real");
    expect((await daysOf(db, A))["2026-11-20"]).toMatchObject({ orders: 1, totals: 13 });
    expect((await db.collection("statisticsOrders").doc("test").get()).exists).toBe(false);

    await write("real", orderOf(A, { demo: true }));
    await updateOrderStatistics(deps, "real");
    expect(await daysOf(db, A)).toEqual({});
    expect(await rebuilt(A)).toEqual({});
  });
});

describe("tenants", () => {
  it("another company's days stay as they were, through its neighbour's orders, moves and rebuild", async () => {
    await write("b1", orderOf(B, { dateOrdered: "2026-11-20T11:30:00.000Z" }));
    await updateOrderStatistics(deps, "b1");
    const before = await updateTimes(B);
    const daysBefore = await daysOf(db, B);
    // Auckland's day: 11:30 UTC is 00:30 on the 21st there.
    expect(Object.keys(daysBefore)).toEqual(["2026-11-21"]);

    await write("a1", orderOf(A, { dateOrdered: "2026-11-20T11:30:00.000Z" }));
    await updateOrderStatistics(deps, "a1");
    await write("a1", orderOf(A, { dateOrdered: "2026-11-21T11:30:00.000Z" }));
    await updateOrderStatistics(deps, "a1");
    await rebuildStatistics(deps, A);

    expect(await updateTimes(B)).toEqual(before);
    expect(await daysOf(db, B)).toEqual(daysBefore);
  });
});

describe("rebuildStatistics", () => {
  it("repairs broken days from the orders, keeps the views already folded and removes a day no order is left on", async () => {
    await write("o1", orderOf(A));
    await write("o2", orderOf(A, { dateOrdered: "2026-11-21T12:00:00.000Z", email: null }));
    await db.collection("statistics").doc(`${A}_2026-11-20`).set({ companyId: A, date: "2026-11-20", orders: 99, views: 40, totals: 1 });
    await db.collection("statistics").doc(`${A}_2026-11-19`).set({ companyId: A, date: "2026-11-19", orders: 3, views: 0, totals: 5 });
    await db.collection("statistics").doc(`${A}_2026-11-18`).set({ companyId: A, date: "2026-11-18", orders: 3, views: 7, totals: 5 });

    expect(await rebuildStatistics(deps, A)).toEqual({ orders: 2, days: 4 });

    const context = { timezone: "Europe/Madrid", language: "en" as const, zoneName: () => "Terrace" };
    const expected = rollupDays(A, ["o1", "o2"].map((id, i) => orderContribution(i === 0 ? orderOf(A) : orderOf(A, { dateOrdered: "2026-11-21T12:00:00.000Z", email: null }), context) as OrderContribution));
    const days = await daysOf(db, A);
    expect(days["2026-11-20"]).toEqual({ ...expected.get("2026-11-20"), views: 40 });
    expect(days["2026-11-21"]).toEqual(expected.get("2026-11-21"));
    expect(days["2026-11-19"]).toBeUndefined();
    expect(days["2026-11-18"]).toMatchObject({ orders: 0, views: 7, totals: 0 });
    // The records it wrote let the trigger carry on: the same orders again change nothing.
    const times = await updateTimes(A);
    expect(await updateOrderStatistics(deps, "o1")).toBe("unchanged");
    expect(await updateTimes(A)).toEqual(times);
  });
});

describe("a rebuild while orders arrive", () => {
  it("orders placed and moved during a rebuild stay counted exactly once: the days equal a rebuild afterwards", async () => {
    const at = (i: number) => new Date(Date.parse("2026-11-18T10:00:00.000Z") + i * 5 * 3_600_000).toISOString();
    for (let i = 0; i < 10; i += 1) {
      await write(`old${i}`, orderOf(A, { dateOrdered: at(i), items: [item(`p${i % 3}`, 1, 2.5)], cartTotal: 2.5, tip: 0 }));
      await updateOrderStatistics(deps, `old${i}`);
    }
    const arriving = async (i: number) => {
      await write(`new${i}`, orderOf(A, { dateOrdered: at(i + 3), items: [item("p9", 2, 1.2)], cartTotal: 2.4, tip: 0.1 }));
      await updateOrderStatistics(deps, `new${i}`);
      await write(`old${i}`, orderOf(A, { dateOrdered: at(i + 7), items: [item(`p${i % 3}`, 3, 2.5)], cartTotal: 7.5, tip: 0 }));
      await updateOrderStatistics(deps, `old${i}`);
    };
    await Promise.all([rebuildStatistics(deps, A), ...Array.from({ length: 8 }, (_, i) => arriving(i))]);
    const days = await daysOf(db, A);
    expect(Object.values(days).reduce((sum, d) => sum + d.orders, 0)).toBe(18);
    expect(await rebuilt(A)).toEqual(days);
  });
});

describe("a new time zone", () => {
  it("counts the company's orders again on their local days in it; other settings changes rebuild nothing", async () => {
    const onSettings = statisticsOnSettingsUpdate(() => deps);
    // 11:30 UTC: 12:30 on the 20th in Madrid, 00:30 on the 21st in Auckland.
    await write("o1", orderOf(A, { dateOrdered: "2026-11-20T11:30:00.000Z" }));
    await updateOrderStatistics(deps, "o1");
    expect(Object.keys(await daysOf(db, A))).toEqual(["2026-11-20"]);

    const settings = db.collection("companySettings").doc(A);
    const before = await settings.get();
    await settings.update({ timezone: "Pacific/Auckland" });
    const after = await settings.get();
    expect(await onSettings({ params: { companyId: A }, data: { before, after } } as never)).toBe(true);
    const days = await daysOf(db, A);
    expect(Object.keys(days)).toEqual(["2026-11-21"]);
    expect(days["2026-11-21"]?.hours[0]).toBe(1);
    expect(days["2026-11-21"]?.weekdays).toEqual([0, 0, 0, 0, 0, 0, 1]);

    const times = await updateTimes(A);
    await settings.update({ isOpen: false });
    expect(await onSettings({ params: { companyId: A }, data: { before: after, after: await settings.get() } } as never)).toBe(false);
    expect(await updateTimes(A)).toEqual(times);
  });
});
