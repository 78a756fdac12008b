import { describe, expect, it } from "vitest";
import type { OrderRefund } from "../entities/order";
import { becomesRefund, becomesTicket, type TicketOrder } from "./ticket";

const online = (changes: Partial<TicketOrder> = {}): TicketOrder => ({ status: "new", paymentMethod: "online", paid: false, demo: false, ...changes });
const onSite = (changes: Partial<TicketOrder> = {}): TicketOrder => ({ status: "new", paymentMethod: "onSite", paid: false, demo: false, ...changes });

describe("becomesTicket: paid online", () => {
  it("issues the ticket when the payment succeeds", () => {
    expect(becomesTicket(online(), online({ paid: true }))).toBe(true);
  });

  it("issues it when the order is created already paid (the settling transaction creates it)", () => {
    expect(becomesTicket(null, online({ paid: true }))).toBe(true);
  });

  it("issues nothing while unpaid, even when the order is done", () => {
    expect(becomesTicket(null, online())).toBe(false);
    expect(becomesTicket(online(), online({ status: "done" }))).toBe(false);
  });

  it("issues nothing again when a paid order moves on to done", () => {
    expect(becomesTicket(online({ paid: true }), online({ paid: true, status: "done" }))).toBe(false);
  });
});

describe("becomesTicket: paid on site", () => {
  it("issues the ticket when the order is marked done", () => {
    expect(becomesTicket(onSite({ status: "ready" }), onSite({ status: "done" }))).toBe(true);
    expect(becomesTicket(onSite(), onSite({ status: "done" }))).toBe(true);
  });

  it("issues it for an order added already done", () => {
    expect(becomesTicket(null, onSite({ status: "done" }))).toBe(true);
  });

  it("issues nothing when staff only mark it paid", () => {
    expect(becomesTicket(onSite({ status: "ready" }), onSite({ status: "ready", paid: true }))).toBe(false);
  });

  it("issues nothing when a done order changes again while done", () => {
    expect(becomesTicket(onSite({ status: "done" }), onSite({ status: "done", paid: true }))).toBe(false);
  });

  it("treats an order without a payment method as paid on site", () => {
    const legacy = { status: "wip", paid: false } as const;
    expect(becomesTicket(legacy, { ...legacy, status: "done" })).toBe(true);
    expect(becomesTicket(legacy, { ...legacy, paid: true })).toBe(false);
  });
});

describe("becomesTicket: test orders", () => {
  it("never issues a ticket for a demo order, paid or done", () => {
    expect(becomesTicket(online({ demo: true }), online({ demo: true, paid: true }))).toBe(false);
    expect(becomesTicket(onSite({ demo: true }), onSite({ demo: true, status: "done" }))).toBe(false);
  });
});

describe("becomesRefund", () => {
  const refund = (status: OrderRefund["status"]): OrderRefund => ({ amount: 5, reason: "", status, refundId: "re_1", at: "2026-01-01T10:00:00.000Z", by: "u1", attempt: 1 });

  it("records the refund once the provider accepted it (pending) or it succeeded", () => {
    expect(becomesRefund({ refund: refund("processing") }, { refund: refund("pending") })).toBe(true);
    expect(becomesRefund({ refund: null }, { refund: refund("succeeded") })).toBe(true);
  });

  it("records nothing while processing, or when pending becomes succeeded", () => {
    expect(becomesRefund({ refund: null }, { refund: refund("processing") })).toBe(false);
    expect(becomesRefund({ refund: refund("pending") }, { refund: refund("succeeded") })).toBe(false);
  });

  it("records nothing for a demo order", () => {
    expect(becomesRefund({ refund: null, demo: true }, { refund: refund("succeeded"), demo: true })).toBe(false);
  });
});
