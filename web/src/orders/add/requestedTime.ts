// The add-order modal's time choice without React: the days offered (today and the next ones, on the
// company's calendar) and a day's slots for the order's zone and station, with what is already booked.
import { DateTime } from "luxon";
import type { MessageDescriptor } from "react-intl";
import { daySlots, slotHoursFor, slotLimitFor, slotMinutesOf, type BookingSettings, type BookingZone, type DaySlot, type DeliveryType } from "@comanda/shared";
import { requestedTimeMessages } from "./messages";

/** The time field is named after the station: pickup at the counter, delivery at the door, serving at the table. */
export function requestedTimeLabel(deliveryType: DeliveryType | null | undefined): MessageDescriptor {
  if (deliveryType === "takeaway") return requestedTimeMessages.pickupTime;
  if (deliveryType === "table") return requestedTimeMessages.servingTime;
  // A missing station counts as delivery, as everywhere else.
  return requestedTimeMessages.deliveryTime;
}

/** Today and the six days after it. */
export const BOOKING_DAYS = 7;

/** The days offered (YYYY-MM-DD in the company's zone), today first. */
export function bookingDays(now: Date, timezone: string, count = BOOKING_DAYS): string[] {
  const today = DateTime.fromJSDate(now, { zone: timezone }).startOf("day");
  return Array.from({ length: count }, (_, i) => today.plus({ days: i }).toISODate() ?? "").filter((d) => d !== "");
}

export interface SlotChoiceInput {
  settings: BookingSettings | null | undefined;
  zone: BookingZone | null | undefined;
  deliveryType: DeliveryType;
  date: string;
  timezone: string;
  bookedTimes: readonly string[];
  now: Date;
}

/** The day's slots that have not ended yet (the server refuses those), full ones included to show them as booked. */
export function slotChoices({ settings, zone, deliveryType, date, timezone, bookedTimes, now }: SlotChoiceInput): DaySlot[] {
  const s = settings ?? {};
  try {
    return daySlots(slotHoursFor(s, zone, deliveryType), timezone, date, {
      slotMinutes: slotMinutesOf(s),
      allowedPerSlot: slotLimitFor(s, zone),
      orderTimes: bookedTimes,
    }).filter((slot) => slot.end.getTime() > now.getTime());
  } catch {
    return [];
  }
}
