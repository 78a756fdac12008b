// Day documents for the dashboard's tests: one day's statistics with only what a test names set.
import type { StatisticsData } from "../entities/statistics";
import { emptyDay } from "../statistics/rollup";
import { weekdayOf } from "./range";

export function statisticsDay(date: string, fields: Partial<StatisticsData> = {}): StatisticsData {
  const orders = fields.orders ?? 0;
  const weekdays = [0, 0, 0, 0, 0, 0, 0];
  weekdays[weekdayOf(date)] = orders;
  return { ...emptyDay("c1", date), orders, weekdays, ...fields };
}
