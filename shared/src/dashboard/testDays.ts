// Day documents for the dashboard's tests: one day's statistics with only what a test names set.
import type { StatisticsData } from "../entities/statistics";
import { weekdayOf } from "./range";

export function statisticsDay(date: string, fields: Partial<StatisticsData> = {}): StatisticsData {
  const orders = fields.orders ?? 0;
  const weekdays = [0, 0, 0, 0, 0, 0, 0];
  weekdays[weekdayOf(date)] = orders;
  return {
    companyId: "c1",
    date,
    orders,
    views: 0,
    totals: 0,
    weekdays,
    hours: new Array<number>(24).fill(0),
    locales: {},
    products: {},
    topProductsByUnits: [],
    topProductsByRevenue: [],
    stations: {},
    zones: {},
    customers: [],
    loyalCustomerEmails: [],
    ...fields,
  };
}
