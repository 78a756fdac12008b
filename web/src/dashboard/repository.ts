// The dashboard's data: the company's day documents (statistics) of a span of days, read live, one document
// per day with orders (days without any have none): a year costs at most 365 document reads (366 in a leap
// year, or 1 for an empty answer), the year before for the comparison as many again, and no order is read.
import { collection, query, where } from "firebase/firestore";
import type { DayRange, StatisticsData } from "@comanda/shared";
import { useLiveQuery, type Live } from "../data/live";

/** The day documents of `span`; a null company reads nothing. A new `attempt` listens afresh (the screen's "Try again"). */
export function useStatisticsDays(companyId: string | null, span: DayRange, attempt = 0): Live<StatisticsData[]> {
  const { from, to } = span;
  return useLiveQuery<StatisticsData>(
    companyId ? (db) => query(collection(db, "statistics"), where("companyId", "==", companyId), where("date", ">=", from), where("date", "<=", to)) : null,
    [companyId, from, to, attempt],
  );
}
