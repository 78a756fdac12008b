// Statistics of a company for one day (collection statistics, id `{companyId}_{YYYY-MM-DD}`), kept exactly
// by the server from the orders (one order counts once, on the local day it was ordered) and summed by the
// dashboard over a range: the dashboard reads these documents only, never orders.
import { countSchema, emailSchema, idSchema, moneySchema, objectSchema, type JsonSchema } from "./common";

export interface TopProduct {
  productId: string;
  name: string;
  units: number;
  revenue: number;
}

/** What one product sold on the day: units and revenue including VAT; the name as last sold. */
export interface ProductSales {
  name: string;
  units: number;
  revenue: number;
}

/** Orders and revenue of one group (a station or a zone) on the day. */
export interface GroupSales {
  /** The zone's name as last ordered (stations have no name: the admin names them). */
  name?: string;
  orders: number;
  revenue: number;
}

/** Orders of one customer e-mail on the day: the dashboard finds loyal customers over a range from these. */
export interface CustomerOrders {
  email: string;
  orders: number;
}

export interface StatisticsData {
  companyId: string;
  /** YYYY-MM-DD in the company time zone. */
  date: string;
  orders: number;
  /** Catalogue views (POST /api/statistics/views), folded in by the server. */
  views: number;
  /** Revenue including VAT. */
  totals: number;
  /** Orders per weekday, index 0 is Sunday (a day document counts at its own weekday only). */
  weekdays: number[];
  /** Orders per local hour of the day the order was placed, index 0 is 00:00–00:59. */
  hours: number[];
  /** Orders per customer language. */
  locales: Record<string, number>;
  /** Every product sold on the day, keyed by product id. */
  products: Record<string, ProductSales>;
  /** The day's ten best products (spec §3), derived from products. */
  topProductsByUnits: TopProduct[];
  topProductsByRevenue: TopProduct[];
  /** Orders per station (table, takeaway, delivery). */
  stations: Record<string, GroupSales>;
  /** Orders per zone, keyed by zone id. */
  zones: Record<string, GroupSales>;
  /** Orders per customer e-mail (lower case). */
  customers: CustomerOrders[];
  /** E-mails that ordered more than once on the day (spec §3). */
  loyalCustomerEmails: string[];
}

const topProductSchema = objectSchema(
  { productId: idSchema, name: { type: "string", maxLength: 500 }, units: countSchema, revenue: { type: "number" } },
  ["productId", "name", "units", "revenue"],
);
const topList: JsonSchema = { type: "array", items: topProductSchema, maxItems: 100 };
const groupSchema = objectSchema({ name: { type: "string", maxLength: 500 }, orders: countSchema, revenue: { type: "number" } }, ["orders", "revenue"]);

export const statisticsSchema = objectSchema(
  {
    companyId: idSchema,
    date: { type: "string", format: "date" },
    orders: countSchema,
    views: countSchema,
    totals: moneySchema,
    weekdays: { type: "array", items: countSchema, minItems: 7, maxItems: 7 },
    hours: { type: "array", items: countSchema, minItems: 24, maxItems: 24 },
    locales: { type: "object", propertyNames: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$" }, additionalProperties: countSchema },
    products: {
      type: "object",
      additionalProperties: objectSchema({ name: { type: "string", maxLength: 500 }, units: countSchema, revenue: { type: "number" } }, ["name", "units", "revenue"]),
    },
    topProductsByUnits: topList,
    topProductsByRevenue: topList,
    stations: { type: "object", additionalProperties: groupSchema },
    zones: { type: "object", additionalProperties: groupSchema },
    customers: { type: "array", items: objectSchema({ email: emailSchema, orders: countSchema }, ["email", "orders"]) },
    loyalCustomerEmails: { type: "array", items: emailSchema, maxItems: 1000 },
  },
  ["companyId", "date", "orders", "views", "totals", "weekdays", "hours", "locales", "products", "topProductsByUnits", "topProductsByRevenue", "stations", "zones", "customers", "loyalCustomerEmails"],
);
