// The statistics' trigger and schedule: thin wrappers over updateOrderStatistics (orderStatistics.ts) and
// foldViews (views.ts), which tests call directly.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { onDocumentUpdated, onDocumentWritten } from "firebase-functions/firestore";
import { onSchedule } from "firebase-functions/scheduler";
import { systemClock } from "../clock";
import { REGION } from "../config";
import * as logs from "./logs";
import { updateOrderStatistics, type StatisticsDeps } from "./orderStatistics";
import { rebuildStatistics } from "./rebuild";
import { foldViews } from "./views";

function deps(): StatisticsDeps {
  const app = getApps()[0] ?? initializeApp();
  return { db: getFirestore(app), clock: systemClock };
}

type WrittenEvent = Parameters<Parameters<typeof onDocumentWritten<"orders/{orderId}">>[1]>[0];

/**
 * The handler of any write of an order. The event's payload is not used: the order is read as it is when
 * the handler runs, so a redelivered or late event changes nothing.
 */
export function statisticsOnOrderWrite(given: () => StatisticsDeps = deps) {
  return async (event: Pick<WrittenEvent, "params">): Promise<void> => {
    await updateOrderStatistics(given(), event.params.orderId);
  };
}

/** Any write of an order: its contribution to the daily statistics (retried until the transaction commits). */
export const updateStatisticsOnOrderWrite = onDocumentWritten({ document: "orders/{orderId}", region: REGION, retry: true }, statisticsOnOrderWrite());

type SettingsUpdate = Parameters<Parameters<typeof onDocumentUpdated<"companySettings/{companyId}">>[1]>[0];

/**
 * The handler of a change of company settings: a new time zone moves orders to other local days, so the
 * company's statistics are rebuilt from its orders (which reads current state: a redelivery only repeats it).
 */
export function statisticsOnSettingsUpdate(given: () => StatisticsDeps = deps) {
  return async (event: Pick<SettingsUpdate, "params" | "data">): Promise<boolean> => {
    const before: unknown = event.data?.before.get("timezone");
    const after: unknown = event.data?.after.get("timezone");
    if (before === after) return false;
    await rebuildStatistics(given(), event.params.companyId);
    return true;
  };
}

/** A new time zone: the company's days are counted again in it. */
export const rebuildStatisticsOnTimezoneChange = onDocumentUpdated({ document: "companySettings/{companyId}", region: REGION, retry: true }, statisticsOnSettingsUpdate());

/** Every minute: the catalogue views counted in the shards are moved into the day documents. */
export const foldStatisticsViewsEveryMinute = onSchedule({ schedule: "every 1 minutes", region: REGION, retryCount: 0 }, async () => {
  const result = await foldViews(deps());
  logs.viewsFolded(result.shards, result.views);
});
