// The product editor's form values and their mapping to and from the stored product and the API request.
import {
  LANGUAGES,
  roundMoney,
  type Allergen,
  type AvailabilityWindow,
  type LocalizedText,
  type Product,
  type ProductRequest,
  type ProductType,
  type TimeUnit,
  type VatRate,
} from "@comanda/shared";

export interface AddonValues {
  id: string;
  name: LocalizedText;
  price: number | null;
  allergens: Allergen[];
  soldOutUntil: string | null;
}

export interface OptionValueValues {
  id: string;
  name: LocalizedText;
  allergens: Allergen[];
  soldOutUntil: string | null;
}

export interface OptionBlockValues {
  id: string;
  heading: LocalizedText;
  values: OptionValueValues[];
}

export interface SlotItemValues {
  productId: string;
  correction: number | null;
}

export interface SlotValues {
  id: string;
  name: LocalizedText;
  items: SlotItemValues[];
}

export interface ProductionTimeValues {
  /** Empty: the product has no production time. */
  value: number | null;
  unit: TimeUnit;
  limitedToOpeningHours: boolean;
  divisibleAcrossOpeningHours: boolean;
}

/**
 * Field paths follow ProductRequest ("name.en", "slots.0.items.1.productId") so that the API's field
 * errors land under the matching inputs. Numbers an input may leave empty are null; the VAT rate is the
 * select's text value ("21", "5.5").
 */
export interface ProductFormValues {
  type: ProductType;
  name: LocalizedText;
  description: LocalizedText;
  /** Selects are empty when undefined (a null would be shown as a chosen value). */
  categoryId?: string;
  courseId?: string;
  locationId?: string;
  tags: string[];
  hidden: boolean;
  picture: string | null;
  price: number | null;
  vat?: string;
  addons: AddonValues[];
  optionBlocks: OptionBlockValues[];
  slots: SlotValues[];
  productionTime: ProductionTimeValues;
  weight: number | null;
  allergens: Allergen[];
  soldOutUntil: string | null;
  availability: AvailabilityWindow[];
}

/** A fresh id for an addon, option block, option value or slot (unique within the product). */
export function newItemId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The select value of a VAT rate. */
export function vatKey(rate: number): string {
  return String(rate);
}

/** Texts trimmed, languages left empty dropped. */
export function cleanText(text: LocalizedText | null | undefined): LocalizedText {
  const out: LocalizedText = {};
  for (const language of LANGUAGES) {
    const value = text?.[language];
    if (typeof value === "string" && value.trim() !== "") out[language] = value.trim();
  }
  return out;
}

const noProductionTime: ProductionTimeValues = { value: null, unit: "minutes", limitedToOpeningHours: false, divisibleAcrossOpeningHours: false };

/** The values of a new product: regular, visible, with the company's default VAT rate. */
export function newProductValues(defaultVat: number | null): ProductFormValues {
  return {
    type: "regular",
    name: {},
    description: {},
    tags: [],
    hidden: false,
    picture: null,
    price: null,
    vat: defaultVat == null ? undefined : vatKey(defaultVat),
    addons: [],
    optionBlocks: [],
    slots: [],
    productionTime: { ...noProductionTime },
    weight: null,
    allergens: [],
    soldOutUntil: null,
    availability: [],
  };
}

/** The form values of a stored product; fields missing in older documents get their empty value. */
export function productToFormValues(product: Product): ProductFormValues {
  return {
    type: product.type === "combined" ? "combined" : "regular",
    name: { ...product.name },
    description: { ...(product.description ?? {}) },
    categoryId: product.categoryId ?? undefined,
    courseId: product.courseId ?? undefined,
    locationId: product.locationId ?? undefined,
    tags: [...(product.tags ?? [])],
    hidden: product.hidden === true,
    picture: product.picture ?? null,
    price: typeof product.price === "number" ? product.price : null,
    vat: typeof product.vat === "number" ? vatKey(product.vat) : undefined,
    addons: (product.addons ?? []).map((a) => ({
      id: a.id,
      name: { ...a.name },
      price: typeof a.price === "number" ? a.price : null,
      allergens: [...(a.allergens ?? [])],
      soldOutUntil: a.soldOutUntil ?? null,
    })),
    optionBlocks: (product.optionBlocks ?? []).map((b) => ({
      id: b.id,
      heading: { ...b.heading },
      values: (b.values ?? []).map((v) => ({ id: v.id, name: { ...v.name }, allergens: [...(v.allergens ?? [])], soldOutUntil: v.soldOutUntil ?? null })),
    })),
    slots: (product.slots ?? []).map((s) => ({
      id: s.id,
      name: { ...s.name },
      items: (s.items ?? []).map((i) => ({ productId: i.productId, correction: typeof i.correction === "number" ? i.correction : 0 })),
    })),
    productionTime: product.productionTime
      ? {
          value: product.productionTime.value,
          unit: product.productionTime.unit,
          limitedToOpeningHours: product.productionTime.limitedToOpeningHours === true,
          divisibleAcrossOpeningHours: product.productionTime.divisibleAcrossOpeningHours === true,
        }
      : { ...noProductionTime },
    weight: typeof product.weight === "number" ? product.weight : null,
    allergens: [...(product.allergens ?? [])],
    soldOutUntil: product.soldOutUntil ?? null,
    availability: (product.availability ?? []).map((w) => ({ weekdays: [...w.weekdays], from: w.from, to: w.to })),
  };
}

/**
 * The request body for POST /api/products{/:id}. Empty translations are dropped, an empty description
 * is left out, a regular product sends no slots, an empty production time is null. The form's rules
 * have made sure that price and VAT rate are filled in; a missing one is sent as 0 for the server to judge.
 */
export function formValuesToRequest(values: ProductFormValues): ProductRequest {
  const description = cleanText(values.description);
  const vat = values.vat == null ? Number.NaN : Number(values.vat);
  const time = values.productionTime;
  return {
    type: values.type,
    name: cleanText(values.name),
    ...(Object.keys(description).length > 0 ? { description } : {}),
    categoryId: values.categoryId ?? null,
    courseId: values.courseId ?? null,
    locationId: values.locationId ?? null,
    tags: [...new Set(values.tags ?? [])],
    hidden: values.hidden === true,
    picture: values.picture ?? null,
    price: values.price ?? 0,
    vat: Number.isFinite(vat) ? vat : 0,
    addons: (values.addons ?? []).map((a) => ({
      id: a.id,
      name: cleanText(a.name),
      price: a.price ?? 0,
      allergens: [...(a.allergens ?? [])],
      soldOutUntil: a.soldOutUntil ?? null,
    })),
    slots:
      values.type === "combined"
        ? (values.slots ?? []).map((s) => ({
            id: s.id,
            name: cleanText(s.name),
            items: (s.items ?? []).map((i) => ({ productId: i.productId, correction: i.correction ?? 0 })),
          }))
        : [],
    optionBlocks: (values.optionBlocks ?? []).map((b) => ({
      id: b.id,
      heading: cleanText(b.heading),
      values: (b.values ?? []).map((v) => ({ id: v.id, name: cleanText(v.name), allergens: [...(v.allergens ?? [])], soldOutUntil: v.soldOutUntil ?? null })),
    })),
    productionTime:
      time && time.value != null
        ? { value: time.value, unit: time.unit, limitedToOpeningHours: time.limitedToOpeningHours === true, divisibleAcrossOpeningHours: time.divisibleAcrossOpeningHours === true }
        : null,
    weight: values.weight ?? null,
    allergens: [...(values.allergens ?? [])],
    soldOutUntil: values.soldOutUntil ?? null,
    availability: (values.availability ?? []).map((w) => ({ weekdays: [...w.weekdays].sort((a, b) => a - b), from: w.from, to: w.to })),
  };
}

export interface PriceParts {
  net: number;
  vat: number;
}

/** Net price and VAT contained in a price including VAT, rounded to the currency's decimals. */
export function priceParts(gross: number, ratePercent: number, currency: string): PriceParts {
  const net = roundMoney(gross / (1 + ratePercent / 100), currency);
  return { net, vat: roundMoney(gross - net, currency) };
}

export interface VatChoice {
  rate: number;
  /** The name the company gave the rate; null for the default rate without a name. */
  name: string | null;
  isDefault: boolean;
}

/**
 * The VAT rates a product may use: the company's default rate first, then its additional rates, each
 * rate once (a named additional rate equal to the default lends it its name). A product's current rate
 * that the company no longer has is appended so the select can show it; the server refuses it on save.
 */
export function vatChoices(settings: { vat?: number | null; vatRates?: readonly VatRate[] | null } | null, current: number | null = null): VatChoice[] {
  const out: VatChoice[] = [];
  const add = (rate: number, name: string | null, isDefault: boolean) => {
    if (!Number.isFinite(rate)) return;
    const same = out.find((c) => c.rate === rate);
    if (same) {
      if (!same.name && name) same.name = name;
      return;
    }
    out.push({ rate, name, isDefault });
  };
  if (typeof settings?.vat === "number") add(settings.vat, null, true);
  for (const r of settings?.vatRates ?? []) if (typeof r?.rate === "number") add(r.rate, r.name?.trim() || null, false);
  if (current != null && !out.some((c) => c.rate === current)) out.push({ rate: current, name: null, isDefault: false });
  return out;
}

/** Moves the item at `from` to `to` (both within the list), answering a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** An order time whose end is not after its start runs past midnight into the next day (to ≤ from). */
export function runsPastMidnight(window: Pick<AvailabilityWindow, "from" | "to">): boolean {
  const clock = /^([01]\d|2[0-3]):[0-5]\d$/;
  return clock.test(window.from) && clock.test(window.to) && window.to <= window.from;
}
