// Sales zone (dining room, terrace, takeaway counter…) with its points of sale and checkout options.
// Unset fields are coerced to defaults by rules/zoneDefaults.
import type { LocalizedText } from "../languages";
import {
  booleanSchema,
  countSchema,
  idListSchema,
  idSchema,
  localizedTextSchema,
  nameSchema,
  nullable,
  objectSchema,
  sortOrderSchema,
  timeUnitSchema,
  type JsonSchema,
  type TimeUnit,
} from "./common";
import { openingHoursSchema, type OpeningHoursRange } from "./openingHours";
import { pointOfSaleSchema, type PointOfSale } from "./pointOfSale";

/** all; onlySelected: only the listed ids; allExceptSelected: all but the listed ids. */
export const VISIBILITY_RULES = ["all", "onlySelected", "allExceptSelected"] as const;
export type VisibilityRule = (typeof VISIBILITY_RULES)[number];
/** always; never; longerThan: only when the delivery time is longer than the threshold. */
export const DISPLAY_DELIVERY_TIME_RULES = ["always", "never", "longerThan"] as const;
export type DisplayDeliveryTimeRule = (typeof DISPLAY_DELIVERY_TIME_RULES)[number];
/** sameAsOpeningHours, or the zone's own deliveryHours. */
export const DELIVERY_HOURS_RULES = ["sameAsOpeningHours", "different"] as const;
export type DeliveryHoursRule = (typeof DELIVERY_HOURS_RULES)[number];

export interface OrderLimitWarning {
  enabled: boolean;
  maxOpenOrders: number | null;
  text: LocalizedText;
}

export interface ZoneData {
  companyId: string;
  sortOrder: number;
  name: string;
  description: LocalizedText;
  hidden: boolean;
  closed: boolean;
  /** Deleting a zone sets archived. */
  archived: boolean;
  isDefault: boolean;
  checkoutNotice: LocalizedText;
  frontpageNotice: LocalizedText;
  orderOptionsNotice: LocalizedText;
  collectPhoneNumber: boolean;
  collectCustomerName: boolean;
  collectBillingAddress: boolean;
  enableGeneralNote: boolean;
  enableVouchers: boolean;
  enableOnlinePayment: boolean;
  enableOfflinePayment: boolean;
  enableDelivery: boolean;
  enablePickup: boolean;
  enableTableService: boolean;
  enableCheckout: boolean;
  /** Without a subscription (spec §1): checkout can be tried in this zone; its orders are test orders. */
  checkoutTestMode: boolean;
  showProgressIndicator: boolean;
  allowItemNotes: boolean;
  showCourseSorting: boolean;
  pointsOfSale: PointOfSale[];
  categoryVisibilityRule: VisibilityRule;
  categoryVisibilityConfig: string[];
  pagesVisibilityRule: VisibilityRule;
  pagesVisibilityConfig: string[];
  storiesVisibilityRule: VisibilityRule;
  storiesVisibilityConfig: string[];
  autoAppliedDiscounts: string[];
  displayDeliveryTimeRule: DisplayDeliveryTimeRule;
  displayDeliveryTimeTreshold: number | null;
  displayDeliveryTimeTresholdUnit: TimeUnit;
  allowCustomPickupTime: boolean;
  allowCustomDeliveryTime: boolean;
  /** Only when on-site payment is allowed in the general and the zone settings. */
  allowDeliveryOnInvoice: boolean;
  enableSlotLimits: boolean;
  allowedOrdersPerSlot: number | null;
  /** Minutes. */
  averageDeliveryTime: number | null;
  deliveryHoursRule: DeliveryHoursRule;
  deliveryHours: OpeningHoursRange[];
  orderLimitWarning: OrderLimitWarning;
}

const visibilityRuleSchema: JsonSchema = { type: "string", enum: [...VISIBILITY_RULES] };

export const orderLimitWarningSchema = objectSchema(
  { enabled: booleanSchema, maxOpenOrders: nullable({ type: "integer", minimum: 1 }), text: localizedTextSchema },
  ["enabled", "maxOpenOrders", "text"],
);

export const ZONE_BOOLEAN_FIELDS = [
  "hidden", "closed", "archived", "isDefault", "collectPhoneNumber", "collectCustomerName", "collectBillingAddress",
  "enableGeneralNote", "enableVouchers", "enableOnlinePayment", "enableOfflinePayment", "enableDelivery", "enablePickup",
  "enableTableService", "enableCheckout", "checkoutTestMode", "showProgressIndicator", "allowItemNotes", "showCourseSorting",
  "allowCustomPickupTime", "allowCustomDeliveryTime", "allowDeliveryOnInvoice", "enableSlotLimits",
] as const satisfies readonly (keyof ZoneData)[];

export const zoneSchema = objectSchema(
  {
    companyId: idSchema,
    sortOrder: sortOrderSchema,
    name: nameSchema,
    description: localizedTextSchema,
    ...Object.fromEntries(ZONE_BOOLEAN_FIELDS.map((field) => [field, booleanSchema])),
    checkoutNotice: localizedTextSchema,
    frontpageNotice: localizedTextSchema,
    orderOptionsNotice: localizedTextSchema,
    pointsOfSale: { type: "array", items: pointOfSaleSchema, maxItems: 2000 },
    categoryVisibilityRule: visibilityRuleSchema,
    categoryVisibilityConfig: idListSchema,
    pagesVisibilityRule: visibilityRuleSchema,
    pagesVisibilityConfig: idListSchema,
    storiesVisibilityRule: visibilityRuleSchema,
    storiesVisibilityConfig: idListSchema,
    autoAppliedDiscounts: idListSchema,
    displayDeliveryTimeRule: { type: "string", enum: [...DISPLAY_DELIVERY_TIME_RULES] },
    displayDeliveryTimeTreshold: nullable({ type: "number", minimum: 0 }),
    displayDeliveryTimeTresholdUnit: timeUnitSchema,
    allowedOrdersPerSlot: nullable({ ...countSchema, minimum: 1 }),
    averageDeliveryTime: nullable({ type: "number", minimum: 0 }),
    deliveryHoursRule: { type: "string", enum: [...DELIVERY_HOURS_RULES] },
    deliveryHours: openingHoursSchema,
    orderLimitWarning: orderLimitWarningSchema,
  },
  ["companyId", "sortOrder", "name"],
);
