// Statistics of a company for one day (collection statistics), summed by the dashboard over a range.
import { countSchema, emailSchema, idSchema, moneySchema, objectSchema, type JsonSchema } from "./common";

export interface TopProduct {
  productId: string;
  name: string;
  units: number;
  revenue: number;
}

export interface StatisticsData {
  companyId: string;
  /** YYYY-MM-DD in the company time zone. */
  date: string;
  orders: number;
  views: number;
  /** Revenue including VAT. */
  totals: number;
  /** Orders per weekday, index 0 is Sunday. */
  weekdays: number[];
  /** Orders per customer language. */
  locales: Record<string, number>;
  topProductsByUnits: TopProduct[];
  topProductsByRevenue: TopProduct[];
  loyalCustomerEmails: string[];
}

const topProductSchema = objectSchema(
  { productId: idSchema, name: { type: "string", maxLength: 500 }, units: countSchema, revenue: { type: "number" } },
  ["productId", "name", "units", "revenue"],
);
const topList: JsonSchema = { type: "array", items: topProductSchema, maxItems: 100 };

export const statisticsSchema = objectSchema(
  {
    companyId: idSchema,
    date: { type: "string", format: "date" },
    orders: countSchema,
    views: countSchema,
    totals: moneySchema,
    weekdays: { type: "array", items: countSchema, minItems: 7, maxItems: 7 },
    locales: { type: "object", propertyNames: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$" }, additionalProperties: countSchema },
    topProductsByUnits: topList,
    topProductsByRevenue: topList,
    loyalCustomerEmails: { type: "array", items: emailSchema, maxItems: 1000 },
  },
  ["companyId", "date", "orders", "views", "totals", "weekdays", "locales", "topProductsByUnits", "topProductsByRevenue", "loyalCustomerEmails"],
);
