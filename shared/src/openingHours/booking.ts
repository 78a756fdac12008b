// Whether an order may be booked for a chosen pickup/delivery time (spec §3 slot limits, §4: delivery zone
// slots become unselectable once the allowed orders per slot are reached, e.g. 4 orders per 15 minutes).
//
// Decisions:
// - The chosen time is the start of one of the day's slots (daySlots): pickup and table service follow the
//   opening hours; delivery follows the delivery hours, the zone's own when its rule is "different", else the
//   company's own when its rule is "different", else the opening hours.
// - The limit is the zone's when the zone enables slot limits, else the company's when enabled, else none.
// - A slot is in the past once it has ended: a slot that is running still takes orders (19:30 chosen at 19:35
//   is still a pickup time), as "as soon as possible" would.
import type { CompanySettingsData } from "../entities/companySettings";
import type { DeliveryType } from "../entities/order";
import type { OpeningHoursRange } from "../entities/openingHours";
import type { ZoneData } from "../entities/zone";
import { formatDay, toMillis, wallOf, zoneOf, type Instant } from "./clock";
import { daySlots, type DaySlot } from "./slots";

export const DEFAULT_SLOT_MINUTES = 15;

/** Field error codes of a refused requestedTime (POST /api/orders). */
export const BOOKING_REFUSALS = ["requested-time-invalid", "slot-full"] as const;
export type BookingRefusal = (typeof BOOKING_REFUSALS)[number];

export type BookingSettings = Partial<
  Pick<CompanySettingsData, "timezone" | "openingHours" | "deliveryHours" | "deliveryHoursRule" | "enableSlotLimits" | "allowedNumberOfOrdersPerSlot" | "slotMinutes">
>;
export type BookingZone = Partial<Pick<ZoneData, "enableSlotLimits" | "allowedOrdersPerSlot" | "deliveryHoursRule" | "deliveryHours">>;

export interface BookingRequest {
  settings: BookingSettings;
  zone: BookingZone | null | undefined;
  /** A missing delivery type counts as delivery (as on the board). */
  deliveryType: DeliveryType | null | undefined;
  /** The chosen time: the start of a slot. */
  requestedTime: Instant;
  /** When the orders already booked are due (their requestedTime). Others than this slot's are ignored. */
  bookedTimes: readonly Instant[];
  now: Instant;
}

export type BookingCheck = { ok: true; slot: DaySlot } | { ok: false; reason: BookingRefusal };

function positiveLimit(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 1 ? Math.floor(value) : null;
}

/** Orders allowed per slot: the zone's limit when it enables one, else the company's, else null (no limit). */
export function slotLimitFor(settings: BookingSettings, zone: BookingZone | null | undefined): number | null {
  if (zone?.enableSlotLimits === true) {
    const own = positiveLimit(zone.allowedOrdersPerSlot);
    if (own !== null) return own;
  }
  return settings.enableSlotLimits === true ? positiveLimit(settings.allowedNumberOfOrdersPerSlot) : null;
}

/** The hours whose slots can be chosen for this kind of order. */
export function slotHoursFor(settings: BookingSettings, zone: BookingZone | null | undefined, deliveryType: DeliveryType | null | undefined): OpeningHoursRange[] {
  const delivery = deliveryType == null || deliveryType === "delivery";
  if (delivery && zone?.deliveryHoursRule === "different") return zone.deliveryHours ?? [];
  if (delivery && settings.deliveryHoursRule === "different") return settings.deliveryHours ?? [];
  return settings.openingHours ?? [];
}

/** Slot length in minutes: settings.slotMinutes when usable, else 15. */
export function slotMinutesOf(settings: BookingSettings): number {
  const minutes = settings.slotMinutes;
  return typeof minutes === "number" && Number.isInteger(minutes) && minutes >= 5 && minutes <= 240 ? minutes : DEFAULT_SLOT_MINUTES;
}

/** The company's calendar day (YYYY-MM-DD) of an instant. */
export function dayOfInstant(instant: Instant, timezone: string): string {
  return formatDay(wallOf(zoneOf(timezone), toMillis(instant)).day);
}

/** Can an order be booked for `requestedTime`? ok answers the slot (its end bounds the booked-orders query). */
export function checkBooking(request: BookingRequest): BookingCheck {
  let requested: number;
  let now: number;
  let timezone: string;
  let date: string;
  try {
    requested = toMillis(request.requestedTime);
    now = toMillis(request.now);
    timezone = request.settings.timezone || "Europe/Madrid";
    date = dayOfInstant(requested, timezone);
  } catch {
    return { ok: false, reason: "requested-time-invalid" };
  }
  const slots = daySlots(slotHoursFor(request.settings, request.zone, request.deliveryType), timezone, date, {
    slotMinutes: slotMinutesOf(request.settings),
    allowedPerSlot: slotLimitFor(request.settings, request.zone),
    orderTimes: request.bookedTimes,
  });
  const slot = slots.find((s) => s.start.getTime() === requested);
  if (!slot || slot.end.getTime() <= now) return { ok: false, reason: "requested-time-invalid" };
  if (slot.full) return { ok: false, reason: "slot-full" };
  return { ok: true, slot };
}
