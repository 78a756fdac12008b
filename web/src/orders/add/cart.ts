// The add-order modal's rules without React: points of sale grouped by zone, the station a zone starts
// with, the cart's price preview, the request sent to POST /api/orders and where the server's field
// errors go (the form's fields, or one cart line).
import {
  localized,
  type Address,
  type CartItem,
  type DeliveryType,
  type FieldErrors,
  type LanguageCode,
  type PlaceOrderRequest,
  type Product,
  type Zone,
} from "@comanda/shared";

/** A cart item with a key of its own: lines keep their identity while others are edited or removed. */
export interface CartLine extends CartItem {
  key: string;
}

export interface AddOrderValues {
  pointofsaleId: string | null;
  deliveryType: DeliveryType;
  items: CartLine[];
  name: string;
  phone: string;
  email: string;
  note: string;
  staffRemark: string;
  tip: number | null;
  /** Used only for a delivery. */
  addresses: AddressesValue;
  /** The chosen slot's start (ISO instant); null: as soon as possible. */
  requestedTime: string | null;
}

export interface AddressesValue {
  deliveryAddress: Address | null;
  billingAddress: Address | null;
}

export function emptyOrder(pointofsaleId: string | null, deliveryType: DeliveryType): AddOrderValues {
  return {
    pointofsaleId,
    deliveryType,
    items: [],
    name: "",
    phone: "",
    email: "",
    note: "",
    staffRemark: "",
    tip: null,
    addresses: { deliveryAddress: null, billingAddress: null },
    requestedTime: null,
  };
}

export interface PointOfSaleGroup {
  label: string;
  options: { value: string; label: string }[];
}

/** The select's options: one group per zone that is not archived, in the zones' order. */
export function pointOfSaleGroups(zones: readonly Zone[], language: LanguageCode, fallback?: LanguageCode): PointOfSaleGroup[] {
  return zones
    .filter((zone) => zone.archived !== true && (zone.pointsOfSale ?? []).length > 0)
    .map((zone) => ({
      label: zone.name,
      options: (zone.pointsOfSale ?? []).map((pos) => ({ value: pos.id, label: localized(pos.name, language, fallback) || pos.id })),
    }));
}

/** The zone (not archived) a point of sale belongs to. */
export function zoneOfPointOfSale(zones: readonly Zone[], pointofsaleId: string | null | undefined): Zone | null {
  if (!pointofsaleId) return null;
  return zones.find((zone) => zone.archived !== true && (zone.pointsOfSale ?? []).some((pos) => pos.id === pointofsaleId)) ?? null;
}

/** Table service when the zone serves tables, else takeaway when it allows pickup, else delivery. */
export function defaultStation(zone: Zone | null): DeliveryType {
  if (!zone) return "table";
  if (zone.enableTableService) return "table";
  if (zone.enablePickup !== false) return "takeaway";
  if (zone.enableDelivery) return "delivery";
  return "takeaway";
}

/** The company's default point of sale, when it still exists in a zone that is not archived. */
export function initialPointOfSale(zones: readonly Zone[], defaultPointofsaleId: string | null | undefined): string | null {
  return zoneOfPointOfSale(zones, defaultPointofsaleId) ? defaultPointofsaleId! : null;
}

/**
 * Unit price as the cart previews it: the product, its picked addons and the product-group corrections.
 * The server computes the real prices from the catalogue; this only helps the waiter while typing.
 */
export function unitPricePreview(line: CartItem, products: ReadonlyMap<string, Product>): number {
  const product = products.get(line.productId);
  if (!product) return 0;
  const addons = (product.addons ?? []).filter((a) => line.addonIds.includes(a.id)).reduce((sum, a) => sum + a.price, 0);
  const corrections = (line.slotChoices ?? []).reduce((sum, choice) => {
    const slot = (product.slots ?? []).find((s) => s.id === choice.slotId);
    return sum + (slot?.items.find((i) => i.productId === choice.productId)?.correction ?? 0);
  }, 0);
  return roundMoney(product.price + addons + corrections);
}

export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Sum of unit prices × quantities, plus the tip. */
export function previewTotal(lines: readonly CartItem[], products: ReadonlyMap<string, Product>, tip: number | null | undefined): number {
  const items = lines.reduce((sum, line) => sum + unitPricePreview(line, products) * line.quantity, 0);
  return roundMoney(items + (tip && tip > 0 ? tip : 0));
}

function text(value: string | null | undefined): string | undefined {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? undefined : trimmed;
}

function cleanAddress(address: Address | null | undefined): Address | null {
  if (!address) return null;
  const isCompany = address.type === "company";
  return {
    name: address.name.trim(),
    street: address.street.trim(),
    zip: address.zip.trim(),
    city: address.city.trim(),
    country: address.country,
    type: address.type,
    vatId: isCompany ? (text(address.vatId) ?? null) : null,
    companyName: isCompany ? (text(address.companyName) ?? null) : null,
  };
}

/** What the modal sends: a manual order paid on site; addresses only for a delivery. */
export function toPlaceOrderRequest(values: AddOrderValues, language: LanguageCode): PlaceOrderRequest {
  const delivery = values.deliveryType === "delivery";
  return {
    pointofsaleId: values.pointofsaleId ?? "",
    deliveryType: values.deliveryType,
    items: values.items.map(({ key: _key, ...item }) => {
      const out: CartItem = { productId: item.productId, quantity: item.quantity, addonIds: [...item.addonIds] };
      const note = text(item.note);
      if (note) out.note = note;
      if (item.courseId) out.courseId = item.courseId;
      if (item.options?.length) out.options = item.options.map((o) => ({ ...o }));
      if (item.slotChoices?.length) out.slotChoices = item.slotChoices.map((s) => ({ ...s }));
      return out;
    }),
    name: text(values.name) ?? null,
    phone: text(values.phone) ?? null,
    email: text(values.email) ?? null,
    note: text(values.note) ?? "",
    staffRemark: text(values.staffRemark) ?? "",
    tip: values.tip && values.tip > 0 ? roundMoney(values.tip) : 0,
    deliveryAddress: delivery ? cleanAddress(values.addresses.deliveryAddress) : null,
    billingAddress: delivery ? cleanAddress(values.addresses.billingAddress) : null,
    paymentMethod: "onSite",
    language,
    requestedTime: values.requestedTime ?? null,
  };
}

export interface SplitErrors {
  /** Errors for the form's own fields (pointofsaleId, items, name, …); addresses collapse onto "addresses". */
  form: FieldErrors;
  /** Address errors as the addresses modal's fields name them ("deliveryAddress.zip"). */
  addresses: FieldErrors;
  /** Error codes per cart line key ("items.2.addonIds" → the third line). */
  lines: Record<string, string[]>;
}

/** Sorts the server's field errors ({"items.1.productId": ["product-sold-out"]}) to where the modal shows them. */
export function splitServerErrors(fields: FieldErrors, lines: readonly CartLine[]): SplitErrors {
  const form: FieldErrors = {};
  const byLine: Record<string, string[]> = {};
  const addresses: FieldErrors = {};
  const add = (target: Record<string, string[]>, key: string, codes: readonly string[]) => {
    const list = (target[key] ??= []);
    for (const code of codes) if (!list.includes(code)) list.push(code);
  };
  for (const [path, codes] of Object.entries(fields)) {
    const line = /^items\.(\d+)(?:\.|$)/.exec(path);
    if (line) {
      const target = lines[Number(line[1])];
      if (target) add(byLine, target.key, codes);
      else add(form, "items", codes);
      continue;
    }
    if (/^(deliveryAddress|billingAddress)(?:\.|$)/.test(path)) {
      add(form, "addresses", codes);
      add(addresses, path, codes);
      continue;
    }
    add(form, path, codes);
  }
  return { form, lines: byLine, addresses };
}

let counter = 0;
/** A key for a new cart line, unique in this tab. */
export function newLineKey(): string {
  counter += 1;
  return `line-${Date.now().toString(36)}-${counter}`;
}
