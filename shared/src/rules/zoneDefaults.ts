// Zone defaults (spec §3, §9): unset fields of a stored or new zone are filled in before use.
import { FIRST_SORT_ORDER } from "./sortOrder";
import { ZONE_BOOLEAN_FIELDS, type ZoneData } from "../entities/zone";

/** The booleans that default to on; every other zone boolean defaults to off. */
const ON_BY_DEFAULT: ReadonlySet<string> = new Set(["enableOnlinePayment", "enablePickup"]);

/** The values of a zone nobody has set anything on (fresh lists and maps on every call). */
export function zoneDefaults(): ZoneData {
  const booleans = Object.fromEntries(ZONE_BOOLEAN_FIELDS.map((f) => [f, ON_BY_DEFAULT.has(f)])) as Record<(typeof ZONE_BOOLEAN_FIELDS)[number], boolean>;
  return {
    companyId: "",
    sortOrder: FIRST_SORT_ORDER,
    name: "",
    description: {},
    ...booleans,
    checkoutNotice: {},
    frontpageNotice: {},
    orderOptionsNotice: {},
    pointsOfSale: [],
    categoryVisibilityRule: "all",
    categoryVisibilityConfig: [],
    pagesVisibilityRule: "all",
    pagesVisibilityConfig: [],
    storiesVisibilityRule: "all",
    storiesVisibilityConfig: [],
    autoAppliedDiscounts: [],
    displayDeliveryTimeRule: "always",
    displayDeliveryTimeTreshold: null,
    displayDeliveryTimeTresholdUnit: "days",
    allowedOrdersPerSlot: null,
    averageDeliveryTime: null,
    deliveryHoursRule: "sameAsOpeningHours",
    deliveryHours: [],
    orderLimitWarning: { enabled: false, maxOpenOrders: null, text: {} },
  };
}

/** Fields where null is a real value (no threshold, no limit) rather than "unset". */
const NULL_IS_A_VALUE: ReadonlySet<string> = new Set(["displayDeliveryTimeTreshold", "allowedOrdersPerSlot", "averageDeliveryTime"]);

/**
 * A complete zone from a partial one (old documents, a new zone form): every field that is undefined,
 * or null where null is not a value, takes its default; the order-limit warning is completed field by
 * field. Set values are kept as they are (the schema judges them), and so are fields a zone does not
 * know, so that validation can refuse them.
 */
export function coerceZone(partial: Partial<ZoneData> | Readonly<Record<string, unknown>>): ZoneData {
  const defaults = zoneDefaults();
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(partial)) {
    if (value === undefined || (value === null && !NULL_IS_A_VALUE.has(key))) continue;
    out[key] = value;
  }
  const warning = out.orderLimitWarning;
  if (warning !== null && typeof warning === "object" && !Array.isArray(warning)) {
    const merged: Record<string, unknown> = { ...defaults.orderLimitWarning };
    for (const [key, value] of Object.entries(warning)) if (value !== undefined) merged[key] = value;
    out.orderLimitWarning = merged;
  }
  return out as unknown as ZoneData;
}
