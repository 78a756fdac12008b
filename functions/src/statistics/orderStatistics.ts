// Keeps the daily statistics exact from the orders. Each order's last contribution is kept in a server-only
// record (statisticsOrders/{orderId}); after any write of the order, one transaction reads the order as it
// is NOW (never the event's payload), its record and the affected days, and moves the difference: a new
// order adds, a changed one moves (another day, other items or totals), a deleted or test order takes its
// contribution away. Because only the current state counts, a trigger delivered twice or out of order
// changes nothing the second time, and nothing is written when the contribution stayed the same (a status
// change, a staff remark).
import {
  applyContribution,
  COLLECTIONS,
  DEFAULT_LANGUAGE,
  isLanguage,
  orderContribution,
  readDay,
  sameContribution,
  statisticsDayId,
  type OrderContribution,
  type OrderData,
  type RollupContext,
  type StatisticsData,
} from "@comanda/shared";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import { runTransaction } from "../transactions";

/** statisticsOrders/{orderId}: what the order last contributed to the statistics. Server only. */
export const STATISTICS_ORDERS = "statisticsOrders";

export interface OrderStatisticsRecord {
  companyId: string;
  orderId: string;
  /** The day the contribution is counted on (= contribution.date). */
  date: string;
  contribution: OrderContribution;
  updatedAt: string;
}

export type StatisticsDeps = Pick<AppDeps, "db" | "clock">;

export function recordRef(db: Firestore, orderId: string): DocumentReference {
  return db.collection(STATISTICS_ORDERS).doc(orderId);
}

export function dayRef(db: Firestore, companyId: string, date: string): DocumentReference {
  return db.collection(COLLECTIONS.statistics).doc(statisticsDayId(companyId, date));
}

/** The company's time zone and language, from its settings (defaults when it has none). */
export async function companyContext(db: Firestore, companyId: string): Promise<Omit<RollupContext, "zoneName">> {
  const settings = (await db.collection(COLLECTIONS.companySettings).doc(companyId).get()).data() ?? {};
  const timezone: unknown = settings.timezone;
  const language: unknown = (settings.i18n as { defaultLanguage?: unknown } | undefined)?.defaultLanguage;
  return { timezone: typeof timezone === "string" ? timezone : null, language: isLanguage(language) ? language : DEFAULT_LANGUAGE };
}

function zoneNameOf(data: Record<string, unknown> | undefined): string | undefined {
  const name = data?.name;
  return typeof name === "string" && name.trim() ? name.trim() : undefined;
}

/** What the order counts for now, with the zone's current name. */
async function contributionNow(db: Firestore, order: OrderData): Promise<OrderContribution | null> {
  const context = await companyContext(db, order.companyId);
  let zoneName: string | undefined;
  if (order.zoneId) {
    const zone = await db.collection(COLLECTIONS.zones).doc(order.zoneId).get();
    // Another company's zone id lends no name.
    if (zone.get("companyId") === order.companyId) zoneName = zoneNameOf(zone.data());
  }
  return orderContribution(order, { ...context, zoneName: () => zoneName });
}

export type OrderStatisticsOutcome = "unchanged" | "moved";

/**
 * Brings the statistics of one order up to date with the order as it is now. Safe to run any number of
 * times, in any order, for any event of the order.
 */
export async function updateOrderStatistics(deps: StatisticsDeps, orderId: string): Promise<OrderStatisticsOutcome> {
  const { db, clock } = deps;
  const orderDoc = db.collection(COLLECTIONS.orders).doc(orderId);
  return runTransaction(db, async (tx) => {
    const [orderSnap, recordSnap] = await tx.getAll(orderDoc, recordRef(db, orderId));
    const order = orderSnap?.exists ? (orderSnap.data() as OrderData) : null;
    const record = recordSnap?.exists ? (recordSnap.data() as OrderStatisticsRecord) : null;
    // The context (time zone, zone name) is read outside the transaction: it is not what is being counted.
    const next = order && typeof order.companyId === "string" ? await contributionNow(db, order) : null;
    const previous = record?.contribution ?? null;
    if (sameContribution(previous, next) && (!record || record.companyId === order?.companyId)) return "unchanged";

    const from = record && previous ? { companyId: record.companyId, date: previous.date } : null;
    const to = order && next ? { companyId: order.companyId, date: next.date } : null;
    const keys = [from, to].filter((k): k is { companyId: string; date: string } => k !== null);
    const unique = keys.filter((k, i) => keys.findIndex((o) => o.companyId === k.companyId && o.date === k.date) === i);
    const snaps = await tx.getAll(...unique.map((k) => dayRef(db, k.companyId, k.date)));
    const days = new Map<string, StatisticsData | null>();
    unique.forEach((k, i) => {
      const snap = snaps[i];
      days.set(`${k.companyId}_${k.date}`, snap?.exists ? readDay(snap.data() as Partial<StatisticsData>, k.companyId, k.date) : null);
    });

    if (from && previous) {
      const key = `${from.companyId}_${from.date}`;
      const day = days.get(key);
      // A day that is gone (its company was deleted) has nothing left to take away.
      if (day) days.set(key, applyContribution(day, previous, -1));
    }
    if (to && next) {
      const key = `${to.companyId}_${to.date}`;
      days.set(key, applyContribution(days.get(key) ?? readDay(null, to.companyId, to.date), next, 1));
    }
    for (const k of unique) {
      const day = days.get(`${k.companyId}_${k.date}`);
      if (!day) continue;
      // A day left with no order and no view is removed, as a rebuild would leave it.
      if (day.orders === 0 && day.views === 0) tx.delete(dayRef(db, k.companyId, k.date));
      else tx.set(dayRef(db, k.companyId, k.date), day);
    }
    if (order && next) {
      const written: OrderStatisticsRecord = { companyId: order.companyId, orderId, date: next.date, contribution: next, updatedAt: clock.now().toISOString() };
      tx.set(recordRef(db, orderId), written);
    } else if (record) {
      tx.delete(recordRef(db, orderId));
    }
    return "moved";
  });
}
