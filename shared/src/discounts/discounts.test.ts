// Voucher codes and the discount rules: what an order gets, why a code is refused, a discount's state.
import { describe, expect, it } from "vitest";
import {
  VOUCHER_ALPHABET,
  VOUCHER_CODE_LENGTH,
  chooseDiscount,
  discountStatus,
  discountWindow,
  formatVoucherCode,
  newVoucherCode,
  newVoucherCodes,
  normalizeVoucherCode,
  voucherCounts,
  voucherRefusal,
  type VoucherCheck,
} from "./index";
import type { Discount } from "../entities/index";

const NOW = new Date("2026-11-27T12:00:00.000Z");
const discount = (id: string, percentage: number, changes: Partial<Discount> = {}): Discount => ({
  id,
  companyId: "co",
  name: id,
  percentage,
  enabled: true,
  validFor: "everyone",
  start: null,
  end: null,
  ...changes,
});

describe("voucher codes", () => {
  it("are 12 letters of the alphabet without look-alikes (no I, L, O, no digits)", () => {
    for (const code of newVoucherCodes(500)) {
      expect(code).toMatch(new RegExp(`^[${VOUCHER_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`));
      expect(code).not.toMatch(/[ILO01]/);
    }
    expect(VOUCHER_ALPHABET).toHaveLength(23);
  });

  it("draw every letter about equally often (rejection sampling, no bias towards the first letters)", () => {
    const seen = new Map<string, number>();
    for (const code of newVoucherCodes(2_000)) for (const letter of code) seen.set(letter, (seen.get(letter) ?? 0) + 1);
    const expected = (2_000 * VOUCHER_CODE_LENGTH) / VOUCHER_ALPHABET.length;
    expect(seen.size).toBe(VOUCHER_ALPHABET.length);
    for (const count of seen.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.12);
  });

  it("skip the bytes above the last whole alphabet (253 to 255), which would favour the first letters", () => {
    // 23 × 11 = 253: the bytes 253, 254 and 255 are skipped; 0 → A, 22 → Z, 24 → B, 252 → Z.
    let call = 0;
    const bytes = (n: number) => (call++ === 0 ? new Uint8Array(n).fill(255) : Uint8Array.from({ length: n }, (_, i) => [0, 22, 24, 252][i % 4]!));
    expect(newVoucherCode(bytes)).toBe("AZBZAZBZAZBZ");
  });

  it("are distinct and avoid the company's existing codes", () => {
    const taken = new Set(newVoucherCodes(50));
    const made = newVoucherCodes(1_000, taken);
    expect(new Set(made).size).toBe(1_000);
    expect(made.some((c) => taken.has(c))).toBe(false);
  });

  it("are shown in groups of four and read back however they were typed", () => {
    expect(formatVoucherCode("KQTMXRAPHZWB")).toBe("KQTM-XRAP-HZWB");
    expect(normalizeVoucherCode("kqtm-xrap-hzwb")).toBe("KQTMXRAPHZWB");
    expect(normalizeVoucherCode(" KQTM XRAP HZWB ")).toBe("KQTMXRAPHZWB");
    expect(normalizeVoucherCode("ＫＱＴＭＸＲＡＰＨＺＷＢ")).toBe("KQTMXRAPHZWB");
  });

  it("refuse without a look-up what cannot be a code", () => {
    for (const text of ["", "KQTM", "KQTMXRAPHZWBA", "KQTMXRAPHZW0", "KQTMXRAPHZWI", "<script>", 42, null]) expect(normalizeVoucherCode(text)).toBeNull();
  });
});

describe("a discount's window", () => {
  it("opens at its start and closes at its end, either side open when missing", () => {
    const window = { start: "2026-11-27T00:00:00.000Z", end: "2026-11-28T00:00:00.000Z" };
    expect(discountWindow(window, new Date("2026-11-26T23:59:59.999Z"))).toBe("not-yet");
    expect(discountWindow(window, new Date("2026-11-27T00:00:00.000Z"))).toBe("open");
    expect(discountWindow(window, new Date("2026-11-28T00:00:00.000Z"))).toBe("over");
    expect(discountWindow({ start: null, end: null }, NOW)).toBe("open");
    expect(discountWindow({ start: null, end: "2026-11-27T11:00:00.000Z" }, NOW)).toBe("over");
  });
});

describe("voucherRefusal", () => {
  const valid: VoucherCheck = {
    companyId: "co",
    zoneAcceptsVouchers: true,
    voucher: { companyId: "co", status: "new" },
    discount: { companyId: "co", enabled: true, validFor: "voucher", start: null, end: null },
    now: NOW,
  };

  it("accepts an unused voucher of an enabled voucher discount inside its window", () => {
    expect(voucherRefusal(valid)).toBeNull();
  });

  it("names each reason of a refusal apart", () => {
    expect(voucherRefusal({ ...valid, zoneAcceptsVouchers: false })).toBe("vouchers-not-accepted");
    expect(voucherRefusal({ ...valid, voucher: null })).toBe("voucher-unknown");
    expect(voucherRefusal({ ...valid, voucher: { companyId: "other", status: "new" } })).toBe("voucher-other-company");
    expect(voucherRefusal({ ...valid, discount: { ...valid.discount!, enabled: false } })).toBe("voucher-disabled");
    expect(voucherRefusal({ ...valid, discount: { ...valid.discount!, validFor: "everyone" } })).toBe("voucher-disabled");
    expect(voucherRefusal({ ...valid, discount: { ...valid.discount!, companyId: "other" } })).toBe("voucher-disabled");
    expect(voucherRefusal({ ...valid, discount: null })).toBe("voucher-disabled");
    expect(voucherRefusal({ ...valid, discount: { ...valid.discount!, start: "2026-12-01T00:00:00.000Z" } })).toBe("voucher-not-yet-valid");
    expect(voucherRefusal({ ...valid, discount: { ...valid.discount!, end: "2026-11-27T12:00:00.000Z" } })).toBe("voucher-expired");
    expect(voucherRefusal({ ...valid, voucher: { companyId: "co", status: "inUse" } })).toBe("voucher-in-use");
    expect(voucherRefusal({ ...valid, voucher: { companyId: "co", status: "redeemed" } })).toBe("voucher-already-used");
  });
});

describe("chooseDiscount: one discount an order, the largest", () => {
  it("does not stack: the largest of the discounts for everyone and the zone's automatic ones", () => {
    const choice = chooseDiscount({ forEveryone: [discount("a", 5)], automatic: [discount("b", 15), discount("c", 10)], voucherDiscount: null, customerAllowsDiscounts: true, now: NOW });
    expect(choice).toEqual({ applied: expect.objectContaining({ id: "b" }), voucherTaken: false });
  });

  it("takes the voucher when its discount is the largest or equal, and leaves it unused when another is larger", () => {
    const voucher = discount("v", 15, { validFor: "voucher" });
    expect(chooseDiscount({ forEveryone: [discount("a", 15)], automatic: [], voucherDiscount: voucher, customerAllowsDiscounts: true, now: NOW })).toEqual({ applied: voucher, voucherTaken: true });
    const larger = chooseDiscount({ forEveryone: [discount("a", 20)], automatic: [], voucherDiscount: voucher, customerAllowsDiscounts: true, now: NOW });
    expect(larger).toEqual({ applied: expect.objectContaining({ id: "a" }), voucherTaken: false });
  });

  it("skips disabled discounts, those outside their window, and voucher discounts listed for everyone", () => {
    const choice = chooseDiscount({
      forEveryone: [discount("off", 50, { enabled: false }), discount("later", 40, { start: "2026-12-01T00:00:00.000Z" }), discount("code", 30, { validFor: "voucher" }), discount("ok", 5)],
      automatic: [discount("over", 35, { end: "2026-11-01T00:00:00.000Z" })],
      voucherDiscount: null,
      customerAllowsDiscounts: true,
      now: NOW,
    });
    expect(choice.applied?.id).toBe("ok");
  });

  it("gives none to a customer whose discounts are off, and takes none of their vouchers", () => {
    const choice = chooseDiscount({ forEveryone: [discount("a", 10)], automatic: [], voucherDiscount: discount("v", 20, { validFor: "voucher" }), customerAllowsDiscounts: false, now: NOW });
    expect(choice).toEqual({ applied: null, voucherTaken: false });
  });
});

describe("a discount's state from its vouchers", () => {
  it("counts unused, in use and redeemed vouchers", () => {
    expect(voucherCounts([{ status: "new" }, { status: "inUse" }, { status: "redeemed" }, { status: "new" }])).toEqual({ unused: 2, inUse: 1, redeemed: 1, total: 4 });
  });

  it("is new until handed out, distributed once printed or downloaded, redeemed once all are used", () => {
    const some = voucherCounts([{ status: "new" }, { status: "redeemed" }]);
    expect(discountStatus(some, false)).toBe("new");
    expect(discountStatus(some, true)).toBe("distributed");
    expect(discountStatus(voucherCounts([{ status: "redeemed" }, { status: "redeemed" }]), false)).toBe("redeemed");
    expect(discountStatus(voucherCounts([]), true)).toBe("new");
  });
});
