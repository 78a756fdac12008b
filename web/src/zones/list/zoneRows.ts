// The /zones screen's rules, pure for tests: a row's badges, flags the user just switched shown before
// the live data confirms them, and the sortOrders a drag writes.
import { renumberSortOrders, sortOrderForMove, type Sortable, type Zone } from "@comanda/shared";

export type ZoneBadge = "default" | "hidden" | "closed" | "delivery" | "pickup" | "tableService";

/** The badges of a zone, in the order they show. */
export function zoneBadges(zone: Pick<Zone, "isDefault" | "hidden" | "closed" | "enableDelivery" | "enablePickup" | "enableTableService">): ZoneBadge[] {
  const badges: ZoneBadge[] = [];
  if (zone.isDefault) badges.push("default");
  if (zone.hidden) badges.push("hidden");
  if (zone.closed) badges.push("closed");
  if (zone.enableDelivery) badges.push("delivery");
  if (zone.enablePickup) badges.push("pickup");
  if (zone.enableTableService) badges.push("tableService");
  return badges;
}

export type ZoneFlag = "hidden" | "closed";
/** Flags switched by the user and not yet confirmed by the live data, by zone id. */
export type PendingFlags = ReadonlyMap<string, Partial<Record<ZoneFlag, boolean>>>;

export function withPendingFlags<Z extends Zone>(zones: readonly Z[], pending: PendingFlags): Z[] {
  if (pending.size === 0) return [...zones];
  return zones.map((z) => {
    const flags = pending.get(z.id);
    return flags ? { ...z, ...flags } : z;
  });
}

/** The pending flags the live zones do not show yet (the others are confirmed and dropped). */
export function stillPendingFlags(zones: readonly Zone[], pending: PendingFlags): PendingFlags {
  const byId = new Map(zones.map((z) => [z.id, z]));
  const next = new Map<string, Partial<Record<ZoneFlag, boolean>>>();
  for (const [id, flags] of pending) {
    const zone = byId.get(id);
    if (!zone) continue;
    const left = Object.fromEntries(Object.entries(flags).filter(([flag, value]) => zone[flag as ZoneFlag] !== value));
    if (Object.keys(left).length > 0) next.set(id, left);
  }
  return next;
}

export function withoutPendingFlag(pending: PendingFlags, id: string, flag: ZoneFlag): PendingFlags {
  const flags = pending.get(id);
  if (!flags || !(flag in flags)) return pending;
  const next = new Map(pending);
  const { [flag]: _dropped, ...rest } = flags;
  if (Object.keys(rest).length > 0) next.set(id, rest);
  else next.delete(id);
  return next;
}

function fitsBetween(value: number, previous: number | undefined, next: number | undefined): boolean {
  return Number.isFinite(value) && (previous === undefined || value > previous) && (next === undefined || value < next);
}

/**
 * The sortOrders to write when zone `id` is dropped at `toIndex` (its index once moved) of the list in
 * display order: the midpoint of its new neighbours (spec §4), or fresh numbers for the zones that change
 * when neighbours are too close for a midpoint. Empty when nothing moves.
 */
export function sortOrdersForMove(zones: readonly Sortable[], id: string, toIndex: number): { id: string; sortOrder: number }[] {
  const from = zones.findIndex((z) => z.id === id);
  if (from < 0) return [];
  const others = zones.filter((z) => z.id !== id);
  const index = Math.max(0, Math.min(Math.trunc(toIndex), others.length));
  if (index === from) return [];
  const sortOrder = sortOrderForMove(zones, id, index);
  if (sortOrder !== null && fitsBetween(sortOrder, others[index - 1]?.sortOrder, others[index]?.sortOrder)) return [{ id, sortOrder }];
  const ids = others.map((z) => z.id);
  ids.splice(index, 0, id);
  const stored = new Map(zones.map((z) => [z.id, z.sortOrder]));
  return Object.entries(renumberSortOrders(ids))
    .filter(([zoneId, order]) => stored.get(zoneId) !== order)
    .map(([zoneId, order]) => ({ id: zoneId, sortOrder: order }));
}
