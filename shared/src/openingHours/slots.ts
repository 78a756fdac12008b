// A day's pickup/delivery time slots and how many orders each still takes (spec §4: slots become
// unselectable once the allowed orders per slot are reached, e.g. 4 orders per 15 minutes).
//
// Slots step on the wall clock from each opening (12:00, 12:15, …): a time the clock skips (spring forward)
// has no slot, and a time it shows twice (autumn) has one slot, at its first occurrence, lasting until the
// next slot starts. The last slot of an opening ends at the closing time even if shorter.
import type { OpeningHoursRange } from "../entities/openingHours";
import { DAY_MS, formatClock, parseDay, resolveWall, toMillis, wallOf, zoneOf, type Instant } from "./clock";
import { openSpans } from "./intervals";

export interface DaySlot {
  start: Date;
  end: Date;
  /** Wall-clock start in the company's zone, "HH:mm". */
  label: string;
  /** Orders already booked in this slot. */
  taken: number;
  /** Orders it still takes; null when unlimited. */
  remaining: number | null;
  /** Orders it takes in all; null when unlimited. */
  allowed: number | null;
  /** No more orders: the slot cannot be chosen. */
  full: boolean;
}

export interface DaySlotOptions {
  /** Slot length in minutes (companySettings.slotMinutes, 5–240). */
  slotMinutes: number;
  /** Orders allowed per slot; null for no limit. */
  allowedPerSlot: number | null;
  /** When the orders already booked are due (their chosen pickup or delivery time). */
  orderTimes?: readonly Instant[];
}

/** The slots starting on `date` (YYYY-MM-DD, the company's calendar). RangeError for a bad date, zone or length. */
export function daySlots(hours: readonly OpeningHoursRange[] | null | undefined, timezone: string, date: string, options: DaySlotOptions): DaySlot[] {
  const zone = zoneOf(timezone);
  const day = parseDay(date);
  if (day === null) throw new RangeError(`invalid date: ${date}`);
  const { slotMinutes, allowedPerSlot } = options;
  if (!Number.isInteger(slotMinutes) || slotMinutes < 1 || slotMinutes > 1440) throw new RangeError(`invalid slot length: ${slotMinutes}`);
  const limit = allowedPerSlot == null ? null : Math.max(0, Math.floor(allowedPerSlot));
  const dayStart = resolveWall(zone, day, 0).ms;
  const dayEnd = resolveWall(zone, day + 1, 0).ms;
  const orders = (options.orderTimes ?? []).map((t) => {
    try {
      return toMillis(t);
    } catch {
      return Number.NaN;
    }
  });

  const slots: DaySlot[] = [];
  // Openings from the day before and after are needed to align slots on an opening that crosses midnight.
  for (const [open, close] of openSpans(hours, timezone, dayStart - DAY_MS, dayEnd + DAY_MS)) {
    const first = wallOf(zone, open);
    const starts: { ms: number; minutes: number }[] = [];
    let previous = -Infinity;
    for (let k = 0; ; k++) {
      const minutes = first.minutes + k * slotMinutes;
      const at = resolveWall(zone, first.day, minutes, "earlier");
      if (at.ms >= close) break;
      if (!at.exists || at.ms <= previous) continue;
      previous = at.ms;
      if (at.ms >= dayEnd) break;
      starts.push({ ms: at.ms, minutes });
    }
    starts.forEach(({ ms, minutes }, i) => {
      if (ms < dayStart) return;
      const end = i + 1 < starts.length ? starts[i + 1]!.ms : Math.min(close, resolveWall(zone, first.day, minutes + slotMinutes, "earlier").ms);
      const taken = orders.filter((t) => t >= ms && t < end).length;
      slots.push({
        start: new Date(ms),
        end: new Date(end),
        label: formatClock(minutes),
        taken,
        remaining: limit === null ? null : Math.max(0, limit - taken),
        allowed: limit,
        full: limit !== null && taken >= limit,
      });
    });
  }
  return slots;
}

/** What a slot says about its bookings: full, booked against allowed ("3 of 4 booked"), or booked with no limit. */
export type SlotOccupancy = { kind: "full"; taken: number; allowed: number } | { kind: "limited"; taken: number; allowed: number } | { kind: "unlimited"; taken: number };

export function slotOccupancy(slot: Pick<DaySlot, "taken" | "allowed">): SlotOccupancy {
  const taken = Math.max(0, slot.taken);
  if (slot.allowed === null) return { kind: "unlimited", taken };
  return { kind: taken >= slot.allowed ? "full" : "limited", taken, allowed: slot.allowed };
}
