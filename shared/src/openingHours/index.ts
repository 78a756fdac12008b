// Opening hours rules: open intervals, open now, next opening, a day's slots, and checks of an edited list.
export type { Instant } from "./clock";
export { openIntervals, isOpenAt, nextOpening, closesAt, openingStatus, OPENING_HORIZON_DAYS, type OpenInterval, type OpeningStatus } from "./intervals";
export { daySlots, slotOccupancy, type DaySlot, type DaySlotOptions, type SlotOccupancy } from "./slots";
export { validateOpeningHours, OPENING_HOURS_ISSUE_CODES, type OpeningHoursIssue, type OpeningHoursIssueCode, type OpeningHoursCheck } from "./validate";
export { checkBooking, slotLimitFor, slotHoursFor, slotMinutesOf, dayOfInstant, BOOKING_REFUSALS, DEFAULT_SLOT_MINUTES, type BookingCheck, type BookingRefusal, type BookingRequest, type BookingSettings, type BookingZone } from "./booking";
