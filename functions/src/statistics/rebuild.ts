// Rebuilds a company's daily statistics from its orders, for repairs (and the demo seed): every order's
// contribution record is recomputed from the order as it is, then every day is summed again from those
// records, keeping the catalogue views already folded into it. It runs in short transactions that read
// current state, like the order trigger, so orders written meanwhile stay counted exactly once: a day
// summed from the records before a trigger moves an order is then moved by that trigger, one summed after
// already includes it.
import { applyContribution, COLLECTIONS, emptyDay, orderContribution, readDay, type OrderData, type StatisticsData } from "@comanda/shared";
import type { Firestore, Query } from "firebase-admin/firestore";
import * as logs from "./logs";
import { companyContext, dayRef, recordRef, STATISTICS_ORDERS, type OrderStatisticsRecord, type StatisticsDeps } from "./orderStatistics";
import { runTransaction } from "../transactions";

const PAGE = 300;
/** Orders per transaction (each reads the order and its record, and writes the record). */
const CHUNK = 100;

async function idsOf(query: Query): Promise<string[]> {
  const ids: string[] = [];
  let last: string | null = null;
  for (;;) {
    let page = query.select().orderBy("__name__").limit(PAGE);
    if (last) page = page.startAfter(last);
    const snap = await page.get();
    ids.push(...snap.docs.map((d) => d.id));
    if (snap.size < PAGE) return ids;
    last = snap.docs[snap.size - 1]?.id ?? null;
  }
}

async function zoneNames(db: Firestore, companyId: string): Promise<Map<string, string>> {
  const zones = await db.collection(COLLECTIONS.zones).where("companyId", "==", companyId).get();
  const names = new Map<string, string>();
  for (const zone of zones.docs) {
    const name: unknown = zone.get("name");
    if (typeof name === "string" && name.trim()) names.set(zone.id, name.trim());
  }
  return names;
}

export interface RebuildResult {
  /** Orders that count (test orders do not). */
  orders: number;
  /** Day documents written or deleted. */
  days: number;
}

/** Recomputes all of a company's day documents and contribution records from its orders, keeping the folded views. */
export async function rebuildStatistics(deps: StatisticsDeps, companyId: string): Promise<RebuildResult> {
  const { db, clock } = deps;
  const context = await companyContext(db, companyId);
  const names = await zoneNames(db, companyId);
  const zoneName = (id: string) => names.get(id);

  // 1. Every order's record, from the order as it is (an order gone or not counting loses its record).
  const orderIds = await idsOf(db.collection(COLLECTIONS.orders).where("companyId", "==", companyId));
  const recordIds = await idsOf(db.collection(STATISTICS_ORDERS).where("companyId", "==", companyId));
  const ids = [...new Set([...orderIds, ...recordIds])];
  let orders = 0;
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    orders += await runTransaction(db, async (tx) => {
      const snaps = await tx.getAll(...chunk.map((id) => db.collection(COLLECTIONS.orders).doc(id)), ...chunk.map((id) => recordRef(db, id)));
      let counted = 0;
      chunk.forEach((id, i) => {
        const order = snaps[i]?.exists ? (snaps[i]?.data() as OrderData) : null;
        const record = snaps[chunk.length + i];
        const next = order && order.companyId === companyId ? orderContribution(order, { ...context, zoneName }) : null;
        if (order && next) {
          counted += 1;
          const written: OrderStatisticsRecord = { companyId, orderId: id, date: next.date, contribution: next, updatedAt: clock.now().toISOString() };
          tx.set(recordRef(db, id), written);
        } else if (record?.exists && record.get("companyId") === companyId) {
          tx.delete(recordRef(db, id));
        }
      });
      return counted;
    });
  }

  // 2. Every day summed again from the records: the days that have records, and the stored days (to empty them).
  const records = await db.collection(STATISTICS_ORDERS).where("companyId", "==", companyId).select("date").get();
  const stored = await db.collection(COLLECTIONS.statistics).where("companyId", "==", companyId).select("date").get();
  const dates = [...new Set([...records.docs.map((d) => d.get("date") as unknown), ...stored.docs.map((d) => d.get("date") as unknown)])].filter(
    (date): date is string => typeof date === "string",
  );
  for (const date of dates) {
    await runTransaction(db, async (tx) => {
      // The day first: a trigger adding an order to it reads and writes it too, so the two wait for each
      // other, and the records read next are exactly the ones the day then holds.
      const current = await tx.get(dayRef(db, companyId, date));
      const dayRecords = await tx.get(db.collection(STATISTICS_ORDERS).where("companyId", "==", companyId).where("date", "==", date));
      const views = current.exists ? readDay(current.data() as Partial<StatisticsData>, companyId, date).views : 0;
      let day: StatisticsData = { ...emptyDay(companyId, date), views };
      for (const doc of dayRecords.docs) day = applyContribution(day, (doc.data() as OrderStatisticsRecord).contribution, 1);
      if (day.orders === 0 && day.views === 0) {
        if (current.exists) tx.delete(dayRef(db, companyId, date));
      } else {
        tx.set(dayRef(db, companyId, date), day);
      }
    });
  }
  logs.statisticsRebuilt(companyId, orders, dates.length);
  return { orders, days: dates.length };
}
