import { describe, expect, it } from "vitest";
import type { Address } from "../entities/address";
import type { WithId } from "../entities/common";
import { taxRecordSchema, type TaxRecordData } from "../entities/taxRecord";
import { validator } from "../validation";
import { altaHash, anulacionHash } from "./hash";
import {
  EMPTY_TAX_CHAIN,
  breakdownTotals,
  cancellationRecord,
  correctionRecord,
  invoiceNumber,
  recipientOf,
  recordTimes,
  rectifyingNumber,
  refundRecord,
  ticketRecord,
} from "./records";
import { ISSUER, NOW, TOTALS, built, context, ticketChain } from "./testFixtures";

const validRecord = validator<TaxRecordData>(taxRecordSchema);
const billing = (changes: Partial<Address> = {}): Address => ({
  name: "Ana García",
  street: "Gran Vía 1",
  zip: "28013",
  city: "Madrid",
  country: "ES",
  type: "company",
  vatId: "B11223344",
  companyName: "Distribuciones Ana SL",
  ...changes,
});
const withId = (record: TaxRecordData, id: string): WithId<TaxRecordData> => ({ ...record, id });

describe("ticketRecord", () => {
  const first = built(ticketRecord({ orderId: "order-1", order: { totals: TOTALS, billingAddress: null } }, context()));

  it("makes the first ticket a simplified invoice at position 1 of a new chain, numbered 1 in its series", () => {
    expect(first.record).toMatchObject({
      kind: "receipt",
      invoiceType: "F2",
      number: "T-000001",
      position: 1,
      previous: null,
      previousHash: null,
      issuerTaxId: ISSUER,
      orderId: "order-1",
      status: "pending",
      environment: "test",
    });
    expect(first.chain).toEqual({ position: 1, last: { issuerTaxId: ISSUER, number: "T-000001", issuedOn: "29-03-2026", hash: first.record.hash }, counters: { T: 1 } });
  });

  it("takes the VAT breakdown from the order's totals, and leaves the untaxed tip out of the invoice", () => {
    expect(first.record.vat).toEqual([
      { rate: 10, base: "20.00", tax: "2.00" },
      { rate: 21, base: "10.00", tax: "2.10" },
    ]);
    expect(first.record.totalTax).toBe("4.10");
    expect(first.record.totalAmount).toBe("34.10");
  });

  it("dates the record in the company's time zone, with its offset", () => {
    expect(first.record.issuedOn).toBe("29-03-2026");
    expect(first.record.generatedAt).toBe("2026-03-29T00:30:00+01:00");
    expect(first.record.date).toBe(NOW.toISOString());
  });

  it("hashes the record as an alta of its own fields", () => {
    expect(first.record.hash).toBe(
      altaHash({ issuerTaxId: ISSUER, number: "T-000001", issuedOn: "29-03-2026", invoiceType: "F2", totalTax: "4.10", totalAmount: "34.10", previousHash: null, generatedAt: "2026-03-29T00:30:00+01:00" }),
    );
  });

  it("continues the chain it is given: next position, previous record and hash, next number", () => {
    const second = built(ticketRecord({ orderId: "order-2", order: { totals: TOTALS, billingAddress: null } }, context(first.chain)));
    expect(second.record.position).toBe(2);
    expect(second.record.number).toBe("T-000002");
    expect(second.record.previousHash).toBe(first.record.hash);
    expect(second.record.previous).toEqual({ issuerTaxId: ISSUER, number: "T-000001", issuedOn: "29-03-2026" });
    expect(second.record.hash).not.toBe(first.record.hash);
    expect(second.chain.counters).toEqual({ T: 2 });
  });

  it("passes the shared schema of tax records", () => {
    expect(validRecord(first.record)).toEqual({ ok: true, value: first.record });
  });

  it("makes an invoice (F1) made out to a customer who gave a valid tax id", () => {
    const { record } = built(ticketRecord({ orderId: "order-1", order: { totals: TOTALS, billingAddress: billing() } }, context()));
    expect(record.kind).toBe("invoice");
    expect(record.invoiceType).toBe("F1");
    expect(record.recipient).toEqual({ name: "Distribuciones Ana SL", taxId: "B11223344", country: "ES" });
  });

  it("keeps a simplified invoice when the customer's tax id fails its check", () => {
    const { record } = built(ticketRecord({ orderId: "order-1", order: { totals: TOTALS, billingAddress: billing({ vatId: "B11223345" }) } }, context()));
    expect(record.invoiceType).toBe("F2");
    expect(record.recipient).toBeNull();
  });

  it("counts each series on its own, so a new series starts at 1", () => {
    const next = built(ticketRecord({ orderId: "order-2", order: { totals: TOTALS, billingAddress: null } }, context(first.chain, { taxInfo: { taxId: ISSUER, series: "T27" } })));
    expect(next.record.number).toBe("T27-000001");
    expect(next.record.position).toBe(2);
    expect(next.chain.counters).toEqual({ T: 1, T27: 1 });
  });

  it("uses the default series T and the test environment when the company chose none", () => {
    const { record } = built(ticketRecord({ orderId: "o", order: { totals: TOTALS, billingAddress: null } }, context(EMPTY_TAX_CHAIN, { taxInfo: { taxId: ISSUER } })));
    expect(record.number).toBe("T-000001");
    expect(record.environment).toBe("test");
  });

  it("refuses without the company's tax id, with a series that is not capitals and digits, or an unknown time zone", () => {
    const order = { orderId: "o", order: { totals: TOTALS, billingAddress: null } };
    expect(ticketRecord(order, context(EMPTY_TAX_CHAIN, { taxInfo: { taxId: null } }))).toEqual({ ok: false, code: "issuer-tax-id-missing" });
    expect(ticketRecord(order, context(EMPTY_TAX_CHAIN, { taxInfo: { taxId: ISSUER, series: "t-1" } }))).toEqual({ ok: false, code: "series-invalid" });
    expect(ticketRecord(order, context(EMPTY_TAX_CHAIN, { timezone: "Mars/Olympus" }))).toEqual({ ok: false, code: "timezone-invalid" });
  });

  it("refuses an order without totals, or with nothing taxed", () => {
    expect(ticketRecord({ orderId: "o", order: { billingAddress: null } }, context())).toEqual({ ok: false, code: "order-without-totals" });
    expect(ticketRecord({ orderId: "o", order: { totals: { ...TOTALS, vat: [] }, billingAddress: null } }, context())).toEqual({ ok: false, code: "nothing-to-invoice" });
  });
});

describe("refundRecord", () => {
  const ticket = built(ticketRecord({ orderId: "order-1", order: { totals: TOTALS, billingAddress: null } }, context()));
  const original = withId(ticket.record, "record-1");

  it("rectifies a whole refund of a simplified invoice with an R5 of the same lines, negative", () => {
    const { record, chain } = built(refundRecord({ orderId: "order-1", original, amount: 34.1 }, context(ticket.chain)));
    expect(record).toMatchObject({ kind: "rectifying", invoiceType: "R5", number: "T-R000001", position: 2, previousHash: original.hash, recipient: null });
    expect(record.vat).toEqual([
      { rate: 10, base: "-20.00", tax: "-2.00" },
      { rate: 21, base: "-10.00", tax: "-2.10" },
    ]);
    expect(record.totalTax).toBe("-4.10");
    expect(record.totalAmount).toBe("-34.10");
    expect(record.reference).toEqual({ recordId: "record-1", issuerTaxId: ISSUER, number: "T-000001", issuedOn: "29-03-2026" });
    expect(chain.counters).toEqual({ T: 1, "T-R": 1 });
    expect(validRecord(record).ok).toBe(true);
  });

  it("spreads a partial refund over the rates in proportion, to the cent", () => {
    const { record } = built(refundRecord({ orderId: "order-1", original, amount: 10 }, context(ticket.chain)));
    // 22.00 : 12.10 of 10.00 is 6.45 and 3.55.
    expect(record.vat).toEqual([
      { rate: 10, base: "-5.86", tax: "-0.59" },
      { rate: 21, base: "-2.93", tax: "-0.62" },
    ]);
    expect(record.totalAmount).toBe("-10.00");
  });

  it("never rectifies more than the invoice counts (a refunded untaxed tip is not in it)", () => {
    const { record } = built(refundRecord({ orderId: "order-1", original, amount: 35.6 }, context(ticket.chain)));
    expect(record.totalAmount).toBe("-34.10");
  });

  it("rectifies an F1 with an R1 made out to the same customer", () => {
    const f1 = built(ticketRecord({ orderId: "order-1", order: { totals: TOTALS, billingAddress: billing() } }, context()));
    const { record } = built(refundRecord({ orderId: "order-1", original: withId(f1.record, "r1"), amount: 5 }, context(f1.chain)));
    expect(record.invoiceType).toBe("R1");
    expect(record.recipient).toEqual(f1.record.recipient);
  });

  it("numbers rectifying invoices in their own series, gapless", () => {
    const one = built(refundRecord({ orderId: "order-1", original, amount: 1 }, context(ticket.chain)));
    const two = built(refundRecord({ orderId: "order-1", original, amount: 1 }, context(one.chain)));
    expect([one.record.number, two.record.number]).toEqual(["T-R000001", "T-R000002"]);
  });

  it("refuses a refund of nothing, and the rectification of a cancellation", () => {
    expect(refundRecord({ orderId: "o", original, amount: 0 }, context(ticket.chain))).toEqual({ ok: false, code: "nothing-to-refund" });
    const cancellation = built(cancellationRecord({ orderId: "o", cancelled: original }, context(ticket.chain)));
    expect(refundRecord({ orderId: "o", original: withId(cancellation.record, "c"), amount: 1 }, context(cancellation.chain))).toEqual({ ok: false, code: "not-rectifiable" });
  });
});

describe("cancellationRecord", () => {
  const tickets = ticketChain(2);
  const cancelled = tickets.records[1] as WithId<TaxRecordData>;
  const later = new Date(NOW.getTime() + 60_000);
  const { record, chain } = built(cancellationRecord({ orderId: "order-2", cancelled }, context(tickets.chain, { now: later })));

  it("names the cancelled invoice, carries no amounts, and continues the chain", () => {
    expect(record).toMatchObject({ kind: "cancellation", invoiceType: null, number: "T-000002", issuedOn: "29-03-2026", totalTax: "", totalAmount: "", vat: [], position: 3 });
    expect(record.reference).toEqual({ recordId: cancelled.id, issuerTaxId: ISSUER, number: "T-000002", issuedOn: "29-03-2026" });
    expect(validRecord(record).ok).toBe(true);
  });

  it("hashes the record as an anulación", () => {
    expect(record.hash).toBe(anulacionHash({ issuerTaxId: ISSUER, number: "T-000002", issuedOn: "29-03-2026", previousHash: cancelled.hash, generatedAt: "2026-03-29T00:31:00+01:00" }));
  });

  it("uses no number of its own", () => {
    expect(chain.counters).toEqual(tickets.chain.counters);
  });

  it("refuses to cancel a cancellation", () => {
    expect(cancellationRecord({ orderId: "o", cancelled: withId(record, "c") }, context(chain))).toEqual({ ok: false, code: "not-cancellable" });
  });
});

describe("correctionRecord", () => {
  const tickets = ticketChain(2);
  const first = tickets.records[0] as WithId<TaxRecordData>;

  it("corrects a rejected record with a new record of the same invoice at the end of the chain: Subsanacion=S, RechazoPrevio=X", () => {
    const { record, chain } = built(correctionRecord({ original: { ...first, status: "rejected" }, recipient: recipientOf(billing()) }, context(tickets.chain)));
    expect(record).toMatchObject({ number: first.number, issuedOn: first.issuedOn, position: 3, previousHash: tickets.chain.last?.hash, subsanacion: true, rechazoPrevio: true, correctionOf: first.id, status: "pending" });
    expect(record.invoiceType).toBe("F1");
    expect(chain.counters).toEqual(tickets.chain.counters);
    expect(validRecord(record).ok).toBe(true);
  });

  it("corrects a record accepted with errors with Subsanacion=S alone", () => {
    const { record } = built(correctionRecord({ original: { ...first, status: "acceptedWithErrors" } }, context(tickets.chain)));
    expect(record.subsanacion).toBe(true);
    expect(record.rechazoPrevio).toBe(false);
    expect(record.vat).toEqual(first.vat);
  });

  it("recomputes the totals of a corrected breakdown", () => {
    const vat = [{ rate: 10, base: "20.00", tax: "2.00" }];
    const { record } = built(correctionRecord({ original: { ...first, status: "rejected" }, vat }, context(tickets.chain)));
    expect([record.totalTax, record.totalAmount]).toEqual(["2.00", "22.00"]);
  });

  it("refuses to correct an accepted or pending record", () => {
    expect(correctionRecord({ original: { ...first, status: "accepted" } }, context(tickets.chain))).toEqual({ ok: false, code: "not-correctable" });
    expect(correctionRecord({ original: first }, context(tickets.chain))).toEqual({ ok: false, code: "not-correctable" });
  });
});

describe("helpers", () => {
  it("numbers invoices and rectifying invoices so that they can never meet", () => {
    expect(invoiceNumber("T", 42)).toBe("T-000042");
    expect(invoiceNumber("T", 1234567)).toBe("T-1234567");
    expect(rectifyingNumber("T", 3)).toBe("T-R000003");
  });

  it("answers no time for an unknown time zone", () => {
    expect(recordTimes(NOW, "Nowhere/Zone")).toBeNull();
    expect(recordTimes(new Date("2026-07-01T10:00:00Z"), "Atlantic/Canary")).toEqual({ issuedOn: "01-07-2026", generatedAt: "2026-07-01T11:00:00+01:00" });
  });

  it("sums a breakdown's taxes and amounts in cents", () => {
    expect(breakdownTotals([{ rate: 10, base: "0.10", tax: "0.01" }, { rate: 21, base: "0.20", tax: "0.04" }])).toEqual({ totalTax: "0.05", totalAmount: "0.35" });
  });

  it("makes out an invoice to another EU country's customer with the VAT prefix", () => {
    expect(recipientOf(billing({ country: "DE", vatId: "123456789", companyName: null, name: "Hans Müller" }))).toEqual({ name: "Hans Müller", taxId: "DE123456789", country: "DE" });
    expect(recipientOf(billing({ vatId: null }))).toBeNull();
    expect(recipientOf(null)).toBeNull();
  });
});
