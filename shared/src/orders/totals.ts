// Pricing a cart against the catalogue: the order's item snapshots, receipt lines and totals (VAT per
// rate, the discount, delivery fee, tip), or the per-item refusals. The server prices every manual order with
// it (never trusting the client's figures) and the admin's add-order modal uses it for its preview.
// Amounts are added in the currency's minor unit (cents; whole yen for JPY), so that sums never drift.
import { isSoldOut } from "../catalogue/soldOut";
import { chooseDiscount } from "../discounts/rules";
import { formatVoucherCode } from "../discounts/vouchers";
import type { CartItem, OptionChoice } from "../entities/cartItem";
import type { WithId } from "../entities/common";
import type { CompanySettingsData } from "../entities/companySettings";
import type { DiscountData } from "../entities/discount";
import type { AppliedDiscount, OrderAddon, OrderItem, OrderTotals, ReceiptItem, VatLine } from "../entities/order";
import type { ProductData } from "../entities/product";
import type { ZoneData } from "../entities/zone";
import { DEFAULT_LANGUAGE, localized, type LanguageCode } from "../languages";
import { fromMinorUnits, toMinorUnits } from "../rules/money";
import { addFieldError, hasFieldErrors, type FieldErrors, type Validation } from "../validation";

/** A discount that applies to the order: a percentage off the items (never off the delivery fee or the tip). */
export interface PricingDiscount {
  id: string;
  /** The name the customer reads (orderDiscount takes it in the order's language). */
  name: string;
  percentage: number;
  /** The voucher code that brought it, formatted in groups ("KQTM-XRAP-HZWB"), and that voucher's document id. */
  voucherCode?: string;
  voucherId?: string;
}

export interface PriceCartInput {
  /** The company's products (at least those in the cart and in its combined products' slots). */
  products: readonly WithId<ProductData>[];
  items: readonly CartItem[];
  settings: Pick<CompanySettingsData, "vat" | "tipIsTaxed" | "vatForTips">;
  /** The company's course ids; when given, an item's course must be one of them. */
  courseIds?: readonly string[];
  /** The order's discount (orderDiscount: one at most; several given are taken one after the other). */
  discounts?: readonly PricingDiscount[];
  /** The company's currency: amounts are rounded to its minor unit (none for JPY). Missing: two decimals. */
  currency?: string;
  /** Delivery fee including VAT (taxed at the standard rate). */
  deliveryFee?: number;
  /** Tip including VAT (taxed at vatForTips only when tipIsTaxed). */
  tip?: number;
  /** Sold-out checks are made at this instant. */
  now: Date;
  /** Language of the receipt lines (the default language's text when missing in it). */
  language?: LanguageCode;
  defaultLanguage?: LanguageCode;
}

export interface PricedCart {
  items: OrderItem[];
  receiptItems: ReceiptItem[];
  totals: OrderTotals;
  /** Items after discounts plus the delivery fee; the tip comes on top. */
  cartTotal: number;
  discounts: AppliedDiscount[];
  /** Grams, for the delivery fee (products without a weight count 0). */
  weight: number;
}

export type ItemRefusal =
  | "product-not-found"
  | "product-hidden"
  | "product-sold-out"
  | "addon-not-found"
  | "addon-sold-out"
  | "option-required"
  | "option-not-found"
  | "option-sold-out"
  | "slot-choice-required"
  | "slot-choice-invalid"
  | "course-not-found";

/** Money is added in whole minor units of the currency (cents, or yen) so that sums never drift. */
interface Money {
  toMinor(amount: number): number;
  fromMinor(minor: number): number;
}
function moneyOf(currency: string | undefined): Money {
  return { toMinor: (amount) => toMinorUnits(amount, currency), fromMinor: (minor) => fromMinorUnits(minor, currency) };
}

interface PricedItem {
  item: OrderItem;
  receipt: ReceiptItem;
  lineCents: number;
  vat: number;
  weight: number;
}

type ProductIndex = ReadonlyMap<string, WithId<ProductData>>;

function available(product: WithId<ProductData> | undefined, now: Date): product is WithId<ProductData> {
  return !!product && !product.hidden && !isSoldOut(product.soldOutUntil, now);
}

/** The picked value of each option block, or the refusal; blocks without values need no pick. */
function pickedOptions(product: ProductData, choices: readonly OptionChoice[], now: Date): OptionChoice[] | ItemRefusal {
  const blocks = product.optionBlocks ?? [];
  const seen = new Set<string>();
  for (const choice of choices) {
    const block = blocks.find((b) => b.id === choice.blockId);
    const value = block?.values.find((v) => v.id === choice.valueId);
    if (!block || !value || seen.has(choice.blockId)) return "option-not-found";
    if (isSoldOut(value.soldOutUntil, now)) return "option-sold-out";
    seen.add(choice.blockId);
  }
  const options: OptionChoice[] = [];
  for (const block of blocks) {
    if (block.values.length === 0) continue;
    const choice = choices.find((c) => c.blockId === block.id);
    if (!choice) return "option-required";
    options.push({ blockId: choice.blockId, valueId: choice.valueId });
  }
  return options;
}

/** The products picked in the slots of a combined product, as addons priced at their correction. */
function slotAddons(product: ProductData, item: CartItem, products: ProductIndex, now: Date): { addons: OrderAddon[]; weight: number } | ItemRefusal {
  const slots = product.slots ?? [];
  const choices = item.slotChoices ?? [];
  const seen = new Set<string>();
  for (const choice of choices) {
    const slot = slots.find((s) => s.id === choice.slotId);
    const entry = slot?.items.find((i) => i.productId === choice.productId);
    if (!slot || !entry || seen.has(choice.slotId) || !available(products.get(choice.productId), now)) return "slot-choice-invalid";
    seen.add(choice.slotId);
  }
  const addons: OrderAddon[] = [];
  let weight = 0;
  for (const slot of slots) {
    if (slot.items.length === 0) continue;
    const choice = choices.find((c) => c.slotId === slot.id);
    if (!choice) return "slot-choice-required";
    const entry = slot.items.find((i) => i.productId === choice.productId);
    const chosen = products.get(choice.productId);
    if (!entry || !chosen) return "slot-choice-invalid";
    addons.push({ name: chosen.name, price: entry.correction });
    weight += chosen.weight ?? 0;
  }
  return { addons, weight };
}

interface ItemContext {
  products: ProductIndex;
  courseIds: ReadonlySet<string> | null;
  now: Date;
  language: LanguageCode;
  defaultLanguage: LanguageCode;
  money: Money;
}

function priceItem(cart: CartItem, context: ItemContext): PricedItem | { field: string; refusal: ItemRefusal } {
  const { products, now } = context;
  const { toMinor, fromMinor } = context.money;
  const product = products.get(cart.productId);
  if (!product) return { field: "productId", refusal: "product-not-found" };
  if (product.hidden) return { field: "productId", refusal: "product-hidden" };
  if (isSoldOut(product.soldOutUntil, now)) return { field: "productId", refusal: "product-sold-out" };

  const addons: OrderAddon[] = [];
  for (const addonId of cart.addonIds ?? []) {
    const addon = (product.addons ?? []).find((a) => a.id === addonId);
    if (!addon) return { field: "addonIds", refusal: "addon-not-found" };
    if (isSoldOut(addon.soldOutUntil, now)) return { field: "addonIds", refusal: "addon-sold-out" };
    addons.push({ name: addon.name, price: addon.price });
  }

  const options = pickedOptions(product, cart.options ?? [], now);
  if (typeof options === "string") return { field: "options", refusal: options };

  const slots = slotAddons(product, cart, products, now);
  if (typeof slots === "string") return { field: "slotChoices", refusal: slots };

  const courseId = cart.courseId !== undefined ? cart.courseId : (product.courseId ?? null);
  if (cart.courseId != null && context.courseIds && !context.courseIds.has(cart.courseId)) return { field: "courseId", refusal: "course-not-found" };

  const allAddons = [...slots.addons, ...addons];
  const unitCents = toMinor(product.price) + allAddons.reduce((sum, a) => sum + toMinor(a.price), 0);
  const quantity = cart.quantity;
  const note = cart.note?.trim();
  const item: OrderItem = {
    productId: product.id,
    name: product.name,
    quantity,
    price: fromMinor(unitCents),
    vat: product.vat,
    ...(note ? { note } : {}),
    courseId,
    addons: allAddons,
    options,
    done: false,
    locationId: product.locationId ?? null,
    status: "new",
  };

  const text = (value: ProductData["name"]) => localized(value, context.language, context.defaultLanguage);
  const optionNames = options.map((choice) => {
    const block = product.optionBlocks.find((b) => b.id === choice.blockId);
    return text(block?.values.find((v) => v.id === choice.valueId)?.name ?? {});
  });
  const details = [...allAddons.map((a) => text(a.name)), ...optionNames].filter((s) => s.length > 0);
  const receipt: ReceiptItem = {
    name: details.length > 0 ? `${text(product.name)} (${details.join(", ")})` : text(product.name),
    quantity,
    price: fromMinor(unitCents),
    vat: product.vat,
  };
  return { item, receipt, lineCents: unitCents * quantity, vat: product.vat, weight: ((product.weight ?? 0) + slots.weight) * quantity };
}

/**
 * Shares `total` cents over `weights` in proportion, every share a whole cent and the shares summing to
 * `total` exactly (largest remainders get the leftover cents).
 */
export function spreadCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left--;
  }
  return shares;
}

/**
 * The VAT line of a gross amount in minor units (cents) at a rate: net = gross / (1 + rate/100), rounded to the
 * currency's minor unit (the cent; the yen for JPY). Without a currency: cents.
 */
export function vatLine(rate: number, grossCents: number, currency?: string): VatLine {
  const { fromMinor } = moneyOf(currency);
  const netCents = Math.round(grossCents / (1 + rate / 100));
  return { rate, net: fromMinor(netCents), vat: fromMinor(grossCents - netCents), gross: fromMinor(grossCents) };
}

/** Discounts as a percentage off the items, never more than the items: the amount of each in cents. */
function discountAmounts(itemsCents: number, discounts: readonly PricingDiscount[]): number[] {
  let left = itemsCents;
  return discounts.map((discount) => {
    const amount = Math.min(left, Math.round((itemsCents * Math.max(0, discount.percentage)) / 100));
    left -= amount;
    return amount;
  });
}

/** Prices the cart, or answers the refusals as field errors (`items.N.productId`: ["product-sold-out"], …). */
export function priceCart(input: PriceCartInput): Validation<PricedCart> {
  const defaultLanguage = input.defaultLanguage ?? DEFAULT_LANGUAGE;
  const context: ItemContext = {
    products: new Map(input.products.map((p) => [p.id, p])),
    courseIds: input.courseIds ? new Set(input.courseIds) : null,
    now: input.now,
    language: input.language ?? defaultLanguage,
    defaultLanguage,
    money: moneyOf(input.currency),
  };
  const { toMinor, fromMinor } = context.money;
  const fields: FieldErrors = {};
  const priced: PricedItem[] = [];
  input.items.forEach((cart, index) => {
    if (!Number.isInteger(cart.quantity) || cart.quantity < 1) {
      addFieldError(fields, `items.${index}.quantity`, "minimum");
      return;
    }
    const result = priceItem(cart, context);
    if ("refusal" in result) addFieldError(fields, `items.${index}.${result.field}`, result.refusal);
    else priced.push(result);
  });
  if (hasFieldErrors(fields)) return { ok: false, fields };

  const itemsCents = priced.reduce((sum, p) => sum + p.lineCents, 0);
  const discounts = input.discounts ?? [];
  const amounts = discountAmounts(itemsCents, discounts);
  const discountCents = amounts.reduce((a, b) => a + b, 0);

  // Items per VAT rate, then the discount spread over the rates in proportion to their amounts.
  const grossByRate = new Map<number, number>();
  for (const p of priced) grossByRate.set(p.vat, (grossByRate.get(p.vat) ?? 0) + p.lineCents);
  const rates = [...grossByRate.keys()];
  const shares = spreadCents(discountCents, rates.map((rate) => grossByRate.get(rate) ?? 0));
  rates.forEach((rate, i) => grossByRate.set(rate, (grossByRate.get(rate) ?? 0) - (shares[i] ?? 0)));

  const deliveryCents = Math.max(0, toMinor(input.deliveryFee ?? 0));
  const tipCents = Math.max(0, toMinor(input.tip ?? 0));
  if (deliveryCents > 0) grossByRate.set(input.settings.vat, (grossByRate.get(input.settings.vat) ?? 0) + deliveryCents);
  if (tipCents > 0 && input.settings.tipIsTaxed) {
    grossByRate.set(input.settings.vatForTips, (grossByRate.get(input.settings.vatForTips) ?? 0) + tipCents);
  }
  const vat = [...grossByRate.entries()]
    .filter(([, gross]) => gross !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => vatLine(rate, gross, input.currency));

  const cartCents = itemsCents - discountCents + deliveryCents;
  const totals: OrderTotals = {
    items: fromMinor(itemsCents),
    discount: fromMinor(discountCents),
    deliveryFee: fromMinor(deliveryCents),
    tip: fromMinor(tipCents),
    total: fromMinor(cartCents + tipCents),
    vat,
  };
  return {
    ok: true,
    value: {
      items: priced.map((p) => p.item),
      receiptItems: priced.map((p) => p.receipt),
      totals,
      cartTotal: fromMinor(cartCents),
      discounts: discounts.map((d, i) => ({
        discountId: d.id,
        name: d.name,
        percentage: d.percentage,
        amount: fromMinor(amounts[i] ?? 0),
        ...(d.voucherCode ? { voucherCode: d.voucherCode } : {}),
        ...(d.voucherId ? { voucherId: d.voucherId } : {}),
      })),
      weight: priced.reduce((sum, p) => sum + p.weight, 0),
    },
  };
}

/** The weight (grams) of a cart before pricing, for the delivery fee; unknown products count 0. */
export function cartWeight(products: readonly WithId<ProductData>[], items: readonly CartItem[]): number {
  const byId = new Map(products.map((p) => [p.id, p]));
  return items.reduce((sum, item) => {
    const product = byId.get(item.productId);
    const slotWeight = (item.slotChoices ?? []).reduce((w, choice) => w + (byId.get(choice.productId)?.weight ?? 0), 0);
    return sum + ((product?.weight ?? 0) + slotWeight) * Math.max(0, item.quantity);
  }, 0);
}

/** The name of a discount the customer reads, in the order's language: its customerName, else the owner's name. */
export function discountCustomerName(discount: Pick<DiscountData, "name" | "customerName">, language: LanguageCode, defaultLanguage: LanguageCode = DEFAULT_LANGUAGE): string {
  return localized(discount.customerName, language, defaultLanguage).trim() || discount.name;
}

function pricingDiscount(discount: WithId<DiscountData>, language: LanguageCode, defaultLanguage: LanguageCode, voucher?: { code: string; id?: string }): PricingDiscount {
  return {
    id: discount.id,
    name: discountCustomerName(discount, language, defaultLanguage),
    percentage: discount.percentage,
    ...(voucher ? { voucherCode: formatVoucherCode(voucher.code) } : {}),
    ...(voucher?.id ? { voucherId: voucher.id } : {}),
  };
}

/** The discounts a zone lists to apply by itself that may apply now: enabled, valid for everyone, inside their window. */
function zoneDiscounts(zone: Pick<ZoneData, "autoAppliedDiscounts"> | null | undefined, discounts: readonly WithId<DiscountData>[]): WithId<DiscountData>[] {
  const byId = new Map(discounts.map((d) => [d.id, d]));
  const listed: WithId<DiscountData>[] = [];
  for (const id of new Set(zone?.autoAppliedDiscounts ?? [])) {
    const discount = byId.get(id);
    if (discount && discount.validFor === "everyone") listed.push(discount);
  }
  return listed;
}

export interface OrderDiscountInput {
  zone: Pick<ZoneData, "autoAppliedDiscounts"> | null | undefined;
  /** The company's discounts (at least those the zone lists). */
  discounts: readonly WithId<DiscountData>[];
  /** The discount of a voucher the customer gave, checked (shared/src/discounts/rules.ts voucherRefusal), its code and document id. */
  voucher?: { discount: WithId<DiscountData>; code: string; id?: string } | null;
  /** False for a customer whose discounts are switched off: no discount, and their voucher is not taken. */
  customerAllowsDiscounts?: boolean;
  now: Date;
  language?: LanguageCode;
  defaultLanguage?: LanguageCode;
}

/**
 * The order's one discount (shared/src/discounts/rules.ts chooseDiscount: discounts do not stack; the largest of
 * the zone's automatic discounts and the voucher's, the voucher's on a tie), named for the customer in the
 * order's language, and whether the voucher was taken. The discounts for everyone apply where a zone lists them
 * (its autoAppliedDiscounts): a discount for everyone that no zone lists applies nowhere.
 */
export function orderDiscount(input: OrderDiscountInput): { discounts: PricingDiscount[]; voucherTaken: boolean } {
  const defaultLanguage = input.defaultLanguage ?? DEFAULT_LANGUAGE;
  const language = input.language ?? defaultLanguage;
  const choice = chooseDiscount({
    forEveryone: [],
    automatic: zoneDiscounts(input.zone, input.discounts),
    voucherDiscount: input.voucher?.discount ?? null,
    customerAllowsDiscounts: input.customerAllowsDiscounts !== false,
    now: input.now,
  });
  if (!choice.applied) return { discounts: [], voucherTaken: false };
  const voucher = choice.voucherTaken ? input.voucher : null;
  return { discounts: [pricingDiscount(choice.applied, language, defaultLanguage, voucher ?? undefined)], voucherTaken: choice.voucherTaken };
}

/**
 * The discount a zone applies by itself, as a list of at most one: discounts do not stack, so of those listed
 * in its autoAppliedDiscounts that are enabled, valid for everyone and running at `now` (start inclusive, end
 * exclusive), the largest; on a tie the first the zone lists.
 */
export function autoAppliedDiscounts(
  zone: Pick<ZoneData, "autoAppliedDiscounts"> | null | undefined,
  discounts: readonly WithId<DiscountData>[],
  now: Date,
  language?: LanguageCode,
  defaultLanguage?: LanguageCode,
): PricingDiscount[] {
  return orderDiscount({ zone, discounts, now, language, defaultLanguage }).discounts;
}
