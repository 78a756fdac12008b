// Catalogue views: POST /api/statistics/views (public) counts one view of a shop. One Firestore document
// takes about one write per second, far fewer than a busy catalogue's views, so each view is a blind
// increment of one of VIEW_SHARDS counter documents of the company's day (statisticsViews/
// {companyId}_{date}_{shard}); no transaction, so parallel views never abort each other. Every minute
// foldViews moves what the shards counted since the last fold into the day document's `views`, in one
// transaction per day that reads each shard's count and the amount already folded: exactly the new views
// move, none twice and none lost. The dashboard reads only the day documents.
import { FieldValue } from "firebase-admin/firestore";
import { COLLECTIONS, isPossibleDocumentId, localDay, readDay, type StatisticsData } from "@comanda/shared";
import type { AppDeps } from "../deps";
import { resolveSlug } from "../company/slugClaims";
import type { CallerLimitRule } from "../http/callerLimit";
import { runTransaction } from "../transactions";
import { companyContext, dayRef, type StatisticsDeps } from "./orderStatistics";

/** statisticsViews/{companyId}_{date}_{shard}: views counted, and how many of them are in the day document. Server only. */
export const STATISTICS_VIEWS = "statisticsViews";
/** Counter documents per company and day: each holds about one sustained write per second, bursts more. */
export const VIEW_SHARDS = 32;
/** Views one caller (address) may report per minute, counted across every instance of the api. */
export const VIEWS_PER_CALLER_PER_MINUTE = 60;
export const VIEW_LIMIT: CallerLimitRule = { name: "views", calls: VIEWS_PER_CALLER_PER_MINUTE, windowSeconds: 60 };
/** How long an instance keeps what a slug leads to (a changed slug counts for the new company within a minute). */
const SHOP_CACHE_MS = 60_000;
/** Shards of days this long past are deleted once folded (a view of an old day is not expected). */
const KEEP_FOLDED_DAYS = 2;

export interface ViewShard {
  companyId: string;
  date: string;
  shard: number;
  /** Views counted (only ever incremented). */
  count: number;
  /** How many of them are in the day document. */
  folded?: number;
  /** Views counted since the last fold. */
  pending: boolean;
}

interface Shop {
  companyId: string;
  timezone: string | null | undefined;
  until: number;
}

/** What one instance of the api keeps between calls: the resolved shops. */
interface ViewCounterState {
  shops: Map<string, Shop>;
}

const states = new WeakMap<object, ViewCounterState>();

function stateOf(deps: object): ViewCounterState {
  let state = states.get(deps);
  if (!state) {
    state = { shops: new Map() };
    states.set(deps, state);
  }
  return state;
}

async function shopOf(deps: AppDeps, state: ViewCounterState, slug: string, now: number): Promise<Shop | null> {
  const cached = state.shops.get(slug);
  if (cached && cached.until > now) return cached;
  const found = await resolveSlug(deps.db, slug, new Date(now));
  if (!found) return null;
  const { timezone } = await companyContext(deps.db, found.companyId);
  const shop: Shop = { companyId: found.companyId, timezone, until: now + SHOP_CACHE_MS };
  if (state.shops.size > 10_000) state.shops.clear();
  state.shops.set(slug, shop);
  return shop;
}

export function viewShardRef(deps: Pick<AppDeps, "db">, companyId: string, date: string, shard: number) {
  return deps.db.collection(STATISTICS_VIEWS).doc(`${companyId}_${date}_${shard}`);
}

/**
 * Counts one view of the shop at `slug` (its current slug, or one it left less than 90 days ago) on the
 * company's local day. Null when no shop has that slug. The caller's limit (VIEW_LIMIT) is the handler's.
 */
export async function countView(deps: AppDeps, slug: string): Promise<{ companyId: string; date: string } | null> {
  const now = deps.clock.now().getTime();
  const state = stateOf(deps);
  if (!isPossibleDocumentId(slug)) return null;
  const shop = await shopOf(deps, state, slug, now);
  if (!shop) return null;
  const date = localDay(new Date(now).toISOString(), shop.timezone)?.date;
  if (!date) return null;
  const shard = Math.floor(Math.random() * VIEW_SHARDS);
  await viewShardRef(deps, shop.companyId, date, shard).set({ companyId: shop.companyId, date, shard, count: FieldValue.increment(1), pending: true }, { merge: true });
  return { companyId: shop.companyId, date };
}

function number(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** Moves the views counted since the last fold into the day documents; answers how many shards and views moved. */
export async function foldViews(deps: StatisticsDeps): Promise<{ shards: number; views: number }> {
  const { db } = deps;
  const oldest = new Date(deps.clock.now().getTime() - KEEP_FOLDED_DAYS * 86_400_000).toISOString().slice(0, 10);
  let shards = 0;
  let views = 0;
  // A bounded number of pages per run: views arriving all the time must not keep one run going for ever.
  for (let page = 0; page < 20; page += 1) {
    const pending = await db.collection(STATISTICS_VIEWS).where("pending", "==", true).limit(300).get();
    if (pending.empty) break;
    const groups = new Map<string, { companyId: string; date: string; ids: string[] }>();
    for (const doc of pending.docs) {
      const companyId: unknown = doc.get("companyId");
      const date: unknown = doc.get("date");
      if (typeof companyId !== "string" || typeof date !== "string") continue;
      const key = `${companyId}_${date}`;
      const group = groups.get(key) ?? { companyId, date, ids: [] };
      group.ids.push(doc.id);
      groups.set(key, group);
    }
    for (const group of groups.values()) {
      // A company deleted meanwhile (an instance may still have known its slug for a minute) gets no day back.
      if (!(await db.collection(COLLECTIONS.companySettings).doc(group.companyId).get()).exists) {
        const batch = db.batch();
        for (const id of group.ids) batch.delete(db.collection(STATISTICS_VIEWS).doc(id));
        await batch.commit();
        shards += group.ids.length;
        continue;
      }
      const moved = await runTransaction(db, async (tx) => {
        const refs = group.ids.map((id) => db.collection(STATISTICS_VIEWS).doc(id));
        const [daySnap, ...shardSnaps] = await tx.getAll(dayRef(db, group.companyId, group.date), ...refs);
        let delta = 0;
        shardSnaps.forEach((snap, i) => {
          const ref = refs[i];
          if (!snap.exists || !ref) return;
          const count = number(snap.get("count"));
          delta += count - number(snap.get("folded"));
          if (group.date < oldest) tx.delete(ref);
          else tx.update(ref, { folded: count, pending: false });
        });
        if (delta !== 0) {
          const day = readDay(daySnap?.exists ? (daySnap.data() as Partial<StatisticsData>) : null, group.companyId, group.date);
          tx.set(dayRef(db, group.companyId, group.date), { ...day, views: day.views + delta });
        }
        return delta;
      });
      shards += group.ids.length;
      views += moved;
    }
  }
  return { shards, views };
}

