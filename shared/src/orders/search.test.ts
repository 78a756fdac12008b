import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../entities/order";
import { DEFAULT_ORDER_SORT, matchesTokens, normalizeSearchText, orderComparator, orderSearchText, searchTokens, selectOrders } from "./search";

const text = (query: string, order: Parameters<typeof orderSearchText>[0], pos?: string) => matchesTokens(orderSearchText(order, pos), searchTokens(query));

describe("order search", () => {
  it("ignores accents and case in both the order and the query", () => {
    expect(normalizeSearchText("  José   NÚÑEZ ")).toBe("jose nunez");
    expect(text("jose nunez", { name: "José Núñez" })).toBe(true);
    expect(text("NÚÑEZ", { name: "Jose Nunez" })).toBe(true);
  });

  it("needs every word of the query, in any field and any order", () => {
    const order = { name: "Ana García", email: "ana@example.com", number: 42 };
    expect(text("garcia ana", order)).toBe(true);
    expect(text("garcia 42", order)).toBe(true);
    expect(text("garcia lopez", order)).toBe(false);
  });

  it("finds the e-mail, the order number with or without # and the point of sale", () => {
    const order = { name: "Ana", email: "ana.g@example.com", number: 1207 };
    expect(text("example.com", order)).toBe(true);
    expect(text("#1207", order)).toBe(true);
    expect(text("1207", order)).toBe(true);
    expect(text("terraza", order, "Mesa 4 – Terraza")).toBe(true);
  });

  it("finds a phone number typed without its spaces and signs", () => {
    expect(text("600123456", { phone: "+34 600 12 34 56" })).toBe(true);
    expect(text("600 12", { phone: "+34 600 12 34 56" })).toBe(true);
  });

  it("a word never matches across two fields", () => {
    expect(text("ana1207", { name: "Ana", number: 1207 })).toBe(false);
  });

  it("an empty or blank query matches every order", () => {
    expect(searchTokens("   ")).toEqual([]);
    expect(text("", {})).toBe(true);
  });
});

const order = (id: string, status: OrderStatus, dateOrdered: string) => ({ id, status, dateOrdered });

describe("order list sort", () => {
  const orders = [
    order("done-old", "done", "2026-11-16T08:00:00.000Z"),
    order("new-late", "new", "2026-11-20T10:00:00.000Z"),
    order("ready", "ready", "2026-11-18T10:00:00.000Z"),
    order("done-new", "done", "2026-11-21T08:00:00.000Z"),
    order("new-early", "new", "2026-11-19T10:00:00.000Z"),
    order("wip", "wip", "2026-11-17T10:00:00.000Z"),
  ];

  it("by status descending puts new first, then in process, ready and done; open ones oldest first, done newest first", () => {
    expect([...orders].sort(orderComparator(DEFAULT_ORDER_SORT)).map((o) => o.id)).toEqual(["new-early", "new-late", "wip", "ready", "done-new", "done-old"]);
  });

  it("by status ascending is the exact reverse", () => {
    expect([...orders].sort(orderComparator({ field: "status", direction: "asc" })).map((o) => o.id)).toEqual([
      "done-old",
      "done-new",
      "ready",
      "wip",
      "new-late",
      "new-early",
    ]);
  });

  it("by date descending is newest first whatever the status", () => {
    expect([...orders].sort(orderComparator({ field: "date", direction: "desc" })).map((o) => o.id)).toEqual([
      "done-new",
      "new-late",
      "new-early",
      "ready",
      "wip",
      "done-old",
    ]);
  });

  it("selectOrders keeps only the chosen statuses and leaves the input untouched", () => {
    const input = [...orders];
    const shown = selectOrders(input, { tokens: [], statuses: ["done", "ready"], sort: DEFAULT_ORDER_SORT }, () => "");
    expect(shown.map((o) => o.id)).toEqual(["ready", "done-new", "done-old"]);
    expect(input.map((o) => o.id)).toEqual(orders.map((o) => o.id));
  });

  it("selectOrders without a sort keeps the given order", () => {
    const shown = selectOrders(orders, { tokens: [], statuses: ["done", "new"], sort: null }, () => "");
    expect(shown.map((o) => o.id)).toEqual(["done-old", "new-late", "done-new", "new-early"]);
  });

  it("selectOrders matches the tokens against each order's search text", () => {
    const texts = new Map([["wip", "maria lopez"], ["ready", "mario rossi"]]);
    const shown = selectOrders(orders, { tokens: ["mari", "lop"], statuses: [], sort: DEFAULT_ORDER_SORT }, (o) => texts.get(o.id) ?? "");
    expect(shown.map((o) => o.id)).toEqual(["wip"]);
  });
});
