// The rules of discounts and vouchers that the server applies when an order is placed and the admin shows:
// whether a discount's window is open, why a voucher code is refused, which discount an order gets, and the
// state of a discount from its vouchers. Pure: the server reads the documents in the order's transaction.
import type { DiscountData, DiscountStatus } from "../entities/discount";
import type { Discount } from "../entities/index";
import type { VoucherData } from "../entities/voucher";

/** Where `now` lies against the discount's window (start inclusive, end exclusive; a missing side is open). */
export function discountWindow(discount: Pick<DiscountData, "start" | "end">, now: Date): "not-yet" | "open" | "over" {
  const at = now.getTime();
  if (discount.start && at < Date.parse(discount.start)) return "not-yet";
  if (discount.end && at >= Date.parse(discount.end)) return "over";
  return "open";
}

/** A discount that may apply now: enabled and inside its window. */
export function discountApplies(discount: Pick<DiscountData, "enabled" | "start" | "end">, now: Date): boolean {
  return discount.enabled && discountWindow(discount, now) === "open";
}

/**
 * Why a voucher code cannot be used for an order (each its own message), null when it can:
 * - vouchers-not-accepted: the zone the order is placed in does not take vouchers;
 * - voucher-unknown: no voucher has this code;
 * - voucher-other-company: the code is another company's;
 * - voucher-disabled: its discount is switched off (or is not a voucher discount any more);
 * - voucher-not-yet-valid / voucher-expired: outside its discount's window;
 * - voucher-in-use: an order paid online holds it while its payment is pending;
 * - voucher-already-used: redeemed.
 */
export const VOUCHER_REFUSALS = [
  "vouchers-not-accepted",
  "voucher-unknown",
  "voucher-other-company",
  "voucher-disabled",
  "voucher-not-yet-valid",
  "voucher-expired",
  "voucher-in-use",
  "voucher-already-used",
] as const;
export type VoucherRefusal = (typeof VOUCHER_REFUSALS)[number];

export interface VoucherCheck {
  companyId: string;
  zoneAcceptsVouchers: boolean;
  voucher: Pick<VoucherData, "companyId" | "status"> | null;
  discount: Pick<DiscountData, "companyId" | "enabled" | "validFor" | "start" | "end"> | null;
  now: Date;
}

export function voucherRefusal({ companyId, zoneAcceptsVouchers, voucher, discount, now }: VoucherCheck): VoucherRefusal | null {
  if (!zoneAcceptsVouchers) return "vouchers-not-accepted";
  if (!voucher) return "voucher-unknown";
  if (voucher.companyId !== companyId) return "voucher-other-company";
  if (!discount || discount.companyId !== companyId || !discount.enabled || discount.validFor !== "voucher") return "voucher-disabled";
  const window = discountWindow(discount, now);
  if (window === "not-yet") return "voucher-not-yet-valid";
  if (window === "over") return "voucher-expired";
  if (voucher.status === "inUse") return "voucher-in-use";
  if (voucher.status === "redeemed") return "voucher-already-used";
  return null;
}

export interface DiscountChoice {
  /** The discount the order gets, null for none. */
  applied: Discount | null;
  /** The voucher's discount was the one applied: the voucher is taken (in use, or redeemed). */
  voucherTaken: boolean;
}

/**
 * The order's discount. Discounts do not stack: an order gets one, the largest percentage of those that apply
 * now (the discounts for everyone, the zone's automatic ones, and the voucher's when a valid code was given);
 * on a tie the voucher's wins, so that a customer who typed a code sees it used. A voucher whose discount is
 * not the largest is not taken: it stays unused for another order. A customer whose discounts are switched
 * off gets none, and their voucher is not taken either.
 */
export function chooseDiscount(input: {
  forEveryone: readonly Discount[];
  automatic: readonly Discount[];
  voucherDiscount: Discount | null;
  customerAllowsDiscounts: boolean;
  now: Date;
}): DiscountChoice {
  if (!input.customerAllowsDiscounts) return { applied: null, voucherTaken: false };
  const others = [...input.forEveryone.filter((d) => d.validFor === "everyone"), ...input.automatic].filter((d) => discountApplies(d, input.now));
  const best = others.reduce<Discount | null>((top, d) => (!top || d.percentage > top.percentage ? d : top), null);
  const voucher = input.voucherDiscount && discountApplies(input.voucherDiscount, input.now) ? input.voucherDiscount : null;
  if (voucher && (!best || voucher.percentage >= best.percentage)) return { applied: voucher, voucherTaken: true };
  return { applied: best, voucherTaken: false };
}

/** The counts of a discount's vouchers (the list's columns). */
export interface VoucherCounts {
  unused: number;
  inUse: number;
  redeemed: number;
  total: number;
}

export function voucherCounts(vouchers: ReadonlyArray<Pick<VoucherData, "status">>): VoucherCounts {
  const counts = { unused: 0, inUse: 0, redeemed: 0, total: vouchers.length };
  for (const v of vouchers) {
    if (v.status === "new") counts.unused += 1;
    else if (v.status === "inUse") counts.inUse += 1;
    else counts.redeemed += 1;
  }
  return counts;
}

/**
 * A discount's state from its vouchers: redeemed once every voucher is, distributed once any was handed out
 * (its codes downloaded as CSV or printed), new before. A discount for everyone has no vouchers: new.
 */
export function discountStatus(counts: VoucherCounts, handedOut: boolean): DiscountStatus {
  if (counts.total > 0 && counts.redeemed === counts.total) return "redeemed";
  if (counts.total > 0 && handedOut) return "distributed";
  return "new";
}
