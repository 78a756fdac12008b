// Browser-test helpers for booked pickup times: opening hours every day with a slot limit, a day a few days
// ahead on the company's clock (whenever the test runs), and an order already booked into one of its slots.
import { DateTime } from "luxon";
import { db } from "./emulators";

export const SLOT_ZONE = "Europe/Madrid";

/** Open 12:00–14:00 every day, 15-minute slots, `limit` orders per slot. */
export async function setSlotHours(companyId: string, limit: number): Promise<void> {
  await db.collection("companySettings").doc(companyId).set(
    {
      timezone: SLOT_ZONE,
      openingHours: [{ id: "every-day", kind: "every", weekdays: [0, 1, 2, 3, 4, 5, 6], from: "12:00", to: "14:00", closed: false }],
      slotMinutes: 15,
      enableSlotLimits: true,
      allowedNumberOfOrdersPerSlot: limit,
    },
    { merge: true },
  );
}

export interface SlotDay {
  /** YYYY-MM-DD on the company's calendar. */
  date: string;
  /** "Fri": the short weekday the day button and the board card show. */
  weekday: string;
  day: number;
  /** The instant the company's clock shows `time` ("HH:mm") that day, as requestedTime is stored. */
  at: (time: string) => string;
}

export function slotDay(daysAhead: number): SlotDay {
  const start = DateTime.now().setZone(SLOT_ZONE).startOf("day").plus({ days: daysAhead });
  return {
    date: start.toISODate() ?? "",
    weekday: start.setLocale("en").toFormat("ccc"),
    day: start.day,
    at: (time) => {
      const [hour, minute] = time.split(":").map(Number);
      return start.set({ hour, minute }).toUTC().toJSDate().toISOString();
    },
  };
}

/** A finished order of the company booked for `requestedTime` (done orders keep their slot too). */
export async function bookedOrder(companyId: string, requestedTime: string): Promise<string> {
  const now = new Date().toISOString();
  const ref = await db.collection("orders").add({
    companyId,
    number: 1,
    status: "done",
    previousStatus: "ready",
    statusChangedAt: now,
    dateOrdered: now,
    deliveryType: "takeaway",
    zoneId: null,
    pointofsaleId: null,
    name: "Booked before",
    cartTotal: 3,
    requestedTime,
    items: [],
    receiptItems: [],
  });
  return ref.id;
}
