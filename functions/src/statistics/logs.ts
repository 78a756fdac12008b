// One named function per log event of the statistics.
import { logger } from "firebase-functions";

export function viewsFolded(shards: number, views: number): void {
  if (shards > 0) logger.info("Catalogue views moved into the day statistics", { shards, views });
}

export function statisticsRebuilt(companyId: string, orders: number, days: number): void {
  logger.info("A company's statistics were rebuilt from its orders", { companyId, orders, days });
}
