// The dashboard's data: the company's day documents (statistics) of a span of days, read live. One query
// fetches the range and the previous period together, one document per day with orders (days without any
// have none), so a year compared with the year before costs at most 730 document reads, and no order is read.
import { collection, query, where } from "firebase/firestore";
import type { DayRange, StatisticsData } from "@comanda/shared";
import { useLiveQuery, type Live } from "../data/live";

export function useStatisticsDays(companyId: string | null, span: DayRange): Live<StatisticsData[]> {
  const { from, to } = span;
  return useLiveQuery<StatisticsData>(
    companyId ? (db) => query(collection(db, "statistics"), where("companyId", "==", companyId), where("date", ">=", from), where("date", "<=", to)) : null,
    [companyId, from, to],
  );
}
