import { describe, expect, it } from "vitest";
import type { WithId } from "../entities/common";
import type { TaxRecordData } from "../entities/taxRecord";
import { chainStateOf, verifyChain } from "./chain";
import { recordHash } from "./hash";
import { cancellationRecord, correctionRecord, refundRecord } from "./records";
import { built, context, ticketChain } from "./testFixtures";

/** A chain of 50 tickets, then a refund, a cancellation and a correction, as the server would store them. */
function storedChain(): WithId<TaxRecordData>[] {
  const tickets = ticketChain(50);
  const records = [...tickets.records];
  const at = (position: number) => records[position - 1] as WithId<TaxRecordData>;
  const refund = built(refundRecord({ orderId: "order-3", original: at(3), amount: 5 }, context(tickets.chain)));
  records.push({ ...refund.record, id: "refund" });
  const cancellation = built(cancellationRecord({ orderId: "order-4", cancelled: at(4) }, context(refund.chain)));
  records.push({ ...cancellation.record, id: "cancellation" });
  const correction = built(correctionRecord({ original: { ...at(5), status: "rejected" } }, context(cancellation.chain)));
  records.push({ ...correction.record, id: "correction" });
  return records;
}

/** The stored chain with one record replaced (the record at `position`, 1-based). */
function tampered(records: WithId<TaxRecordData>[], position: number, change: Partial<TaxRecordData>): WithId<TaxRecordData>[] {
  return records.map((record) => (record.position === position ? { ...record, ...change } : record));
}

describe("verifyChain", () => {
  const records = storedChain();

  it("accepts a whole chain of tickets, refund, cancellation and correction from its first record", () => {
    expect(verifyChain(records)).toEqual({ ok: true, length: 53, lastHash: records[52]?.hash });
  });

  it("accepts the records in any order", () => {
    expect(verifyChain([...records].reverse()).ok).toBe(true);
  });

  it("accepts an empty chain", () => {
    expect(verifyChain([])).toEqual({ ok: true, length: 0, lastHash: null });
  });

  it("finds a missing record as a gap at its position", () => {
    expect(verifyChain(records.filter((r) => r.position !== 17))).toEqual({ ok: false, break: { kind: "position-gap", position: 17, recordId: null } });
  });

  it("finds a chain that does not start at 1", () => {
    expect(verifyChain(records.filter((r) => r.position !== 1))).toEqual({ ok: false, break: { kind: "position-gap", position: 1, recordId: null } });
  });

  it("finds two records at one position (a fork)", () => {
    const fork = { ...(records[9] as WithId<TaxRecordData>), id: "fork" };
    const result = verifyChain([...records, fork]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.break).toMatchObject({ kind: "position-duplicate", position: 10 });
  });

  it("finds a record that does not carry its predecessor's hash", () => {
    const other = records[20]?.hash ?? "";
    expect(verifyChain(tampered(records, 30, { previousHash: other }))).toEqual({ ok: false, break: { kind: "previous-hash", position: 30, recordId: "record-30" } });
  });

  it("finds a first record that claims a predecessor", () => {
    const result = verifyChain(tampered(records, 1, { previousHash: records[5]?.hash ?? null }));
    expect(result).toEqual({ ok: false, break: { kind: "previous-hash", position: 1, recordId: "record-1" } });
  });

  it("finds a record that names another invoice as its predecessor", () => {
    const previous = { ...(records[40]?.previous ?? { issuerTaxId: "", number: "", issuedOn: "" }), number: "T-000099" };
    expect(verifyChain(tampered(records, 42, { previous }))).toEqual({ ok: false, break: { kind: "previous-record", position: 42, recordId: "record-42" } });
  });

  it("finds a record whose registered amount was changed after it was hashed", () => {
    expect(verifyChain(tampered(records, 25, { totalAmount: "1.00" }))).toEqual({ ok: false, break: { kind: "hash", position: 25, recordId: "record-25" } });
  });

  it("finds a change that was rehashed but no longer chains to the next record", () => {
    const changed = { ...(records[24] as WithId<TaxRecordData>), totalAmount: "1.00" };
    const rehashed = tampered(records, 25, { totalAmount: "1.00", hash: recordHash(changed) });
    expect(verifyChain(rehashed)).toEqual({ ok: false, break: { kind: "previous-hash", position: 26, recordId: "record-26" } });
  });

  it("finds a changed cancellation", () => {
    expect(verifyChain(tampered(records, 52, { number: "T-000005" }))).toMatchObject({ ok: false, break: { kind: "hash", position: 52 } });
  });
});

describe("chainStateOf", () => {
  it("rebuilds the state the server keeps: last position and record, and each series' counter", () => {
    const records = storedChain();
    const last = records[52] as WithId<TaxRecordData>;
    expect(chainStateOf(records)).toEqual({
      position: 53,
      last: { issuerTaxId: last.issuerTaxId, number: last.number, issuedOn: last.issuedOn, hash: last.hash },
      counters: { T: 50, "T-R": 1 },
    });
  });

  it("answers the empty state for no records", () => {
    expect(chainStateOf([])).toEqual({ position: 0, last: null, counters: {} });
  });

  it("equals the state the builders handed on", () => {
    const { records, chain } = ticketChain(7);
    expect(chainStateOf(records)).toEqual(chain);
  });
});
