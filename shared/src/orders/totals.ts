// Pricing a cart against the catalogue: the order's item snapshots, receipt lines and totals (VAT per
// rate, discounts, delivery fee, tip), or the per-item refusals. The server prices every manual order with
// it (never trusting the client's figures) and the admin's add-order modal uses it for its preview.
import { isSoldOut } from "../catalogue/soldOut";
import type { CartItem, OptionChoice } from "../entities/cartItem";
import type { WithId } from "../entities/common";
import type { CompanySettingsData } from "../entities/companySettings";
import type { DiscountData } from "../entities/discount";
import type { AppliedDiscount, OrderAddon, OrderItem, OrderTotals, ReceiptItem, VatLine } from "../entities/order";
import type { ProductData } from "../entities/product";
import type { ZoneData } from "../entities/zone";
import { DEFAULT_LANGUAGE, localized, type LanguageCode } from "../languages";
import { addFieldError, hasFieldErrors, type FieldErrors, type Validation } from "../validation";

/** A discount that applies to the order: a percentage off the items. */
export interface PricingDiscount {
  id: string;
  name: string;
  percentage: number;
}

export interface PriceCartInput {
  /** The company's products (at least those in the cart and in its combined products' slots). */
  products: readonly WithId<ProductData>[];
  items: readonly CartItem[];
  settings: Pick<CompanySettingsData, "vat" | "tipIsTaxed" | "vatForTips">;
  /** The company's course ids; when given, an item's course must be one of them. */
  courseIds?: readonly string[];
  discounts?: readonly PricingDiscount[];
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

/** Money is added in whole cents so that sums never drift. */
function toCents(amount: number): number {
  return Math.round(amount * 100);
}
function fromCents(cents: number): number {
  return cents / 100;
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
}

function priceItem(cart: CartItem, context: ItemContext): PricedItem | { field: string; refusal: ItemRefusal } {
  const { products, now } = context;
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
  const unitCents = toCents(product.price) + allAddons.reduce((sum, a) => sum + toCents(a.price), 0);
  const quantity = cart.quantity;
  const note = cart.note?.trim();
  const item: OrderItem = {
    productId: product.id,
    name: product.name,
    quantity,
    price: fromCents(unitCents),
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
    price: fromCents(unitCents),
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

/** The VAT line of a gross amount (cents) at a rate: net = gross / (1 + rate/100), rounded to the cent. */
export function vatLine(rate: number, grossCents: number): VatLine {
  const netCents = Math.round(grossCents / (1 + rate / 100));
  return { rate, net: fromCents(netCents), vat: fromCents(grossCents - netCents), gross: fromCents(grossCents) };
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
  };
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

  const deliveryCents = Math.max(0, toCents(input.deliveryFee ?? 0));
  const tipCents = Math.max(0, toCents(input.tip ?? 0));
  if (deliveryCents > 0) grossByRate.set(input.settings.vat, (grossByRate.get(input.settings.vat) ?? 0) + deliveryCents);
  if (tipCents > 0 && input.settings.tipIsTaxed) {
    grossByRate.set(input.settings.vatForTips, (grossByRate.get(input.settings.vatForTips) ?? 0) + tipCents);
  }
  const vat = [...grossByRate.entries()]
    .filter(([, gross]) => gross !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => vatLine(rate, gross));

  const cartCents = itemsCents - discountCents + deliveryCents;
  const totals: OrderTotals = {
    items: fromCents(itemsCents),
    discount: fromCents(discountCents),
    deliveryFee: fromCents(deliveryCents),
    tip: fromCents(tipCents),
    total: fromCents(cartCents + tipCents),
    vat,
  };
  return {
    ok: true,
    value: {
      items: priced.map((p) => p.item),
      receiptItems: priced.map((p) => p.receipt),
      totals,
      cartTotal: fromCents(cartCents),
      discounts: discounts.map((d, i) => ({ discountId: d.id, name: d.name, percentage: d.percentage, amount: fromCents(amounts[i] ?? 0) })),
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

/**
 * The discounts a zone applies by itself: those listed in its autoAppliedDiscounts that are enabled,
 * valid for everyone and running at `now` (start inclusive, end exclusive), in the zone's order.
 */
export function autoAppliedDiscounts(
  zone: Pick<ZoneData, "autoAppliedDiscounts"> | null | undefined,
  discounts: readonly WithId<DiscountData>[],
  now: Date,
): PricingDiscount[] {
  const byId = new Map(discounts.map((d) => [d.id, d]));
  const time = now.getTime();
  const result: PricingDiscount[] = [];
  for (const id of new Set(zone?.autoAppliedDiscounts ?? [])) {
    const discount = byId.get(id);
    if (!discount || !discount.enabled || discount.validFor !== "everyone") continue;
    if (discount.start && !(Date.parse(discount.start) <= time)) continue;
    if (discount.end && !(time < Date.parse(discount.end))) continue;
    result.push({ id: discount.id, name: discount.name, percentage: discount.percentage });
  }
  return result;
}
