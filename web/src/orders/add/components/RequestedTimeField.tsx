// The order's pickup, delivery or serving time: "As soon as possible" or a day and one of its slots, each
// saying its bookings against what it allows ("3 of 4 booked"); full slots say "full" and cannot be chosen. The Form.Item hands value (the slot's start) and onChange.
import { Radio, Typography } from "antd";
import { useIntl } from "react-intl";
import { slotOccupancy, type DaySlot } from "@comanda/shared";
import { requestedTimeMessages as m } from "../messages";

export const ASAP = "asap";

export interface RequestedTimeFieldProps {
  /** The chosen day (YYYY-MM-DD), or null for as soon as possible. */
  day: string | null;
  days: { value: string; label: string }[];
  onDayChange: (day: string | null) => void;
  slots: DaySlot[];
  loading: boolean;
  label: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

export function RequestedTimeField({ day, days, onDayChange, slots, loading, label, value, onChange }: RequestedTimeFieldProps) {
  const intl = useIntl();
  const bookings = (slot: DaySlot) => {
    const occupancy = slotOccupancy(slot);
    if (occupancy.kind === "unlimited") return null;
    return occupancy.kind === "full" ? intl.formatMessage(m.full) : intl.formatMessage(m.booked, { taken: occupancy.taken, allowed: occupancy.allowed });
  };
  return (
    <div className="order-time">
      <Radio.Group
        className="order-time-days"
        aria-label={intl.formatMessage(m.day, { field: label })}
        optionType="button"
        value={day ?? ASAP}
        onChange={(e) => onDayChange(e.target.value === ASAP ? null : (e.target.value as string))}
        options={[{ value: ASAP, label: intl.formatMessage(m.asap) }, ...days]}
      />
      {day === null ? null : slots.length === 0 ? (
        <Typography.Paragraph type="secondary" className="order-time-none">
          {loading ? intl.formatMessage(m.loading) : intl.formatMessage(m.noSlots)}
        </Typography.Paragraph>
      ) : (
        <Radio.Group
          className="order-time-slots"
          aria-label={intl.formatMessage(m.slot, { field: label })}
          optionType="button"
          value={value ?? null}
          onChange={(e) => onChange?.(e.target.value as string)}
          options={slots.map((slot) => ({
            value: slot.start.toISOString(),
            disabled: slot.full,
            label: <SlotLabel slot={slot} bookings={bookings(slot)} />,
          }))}
        />
      )}
    </div>
  );
}

function SlotLabel({ slot, bookings }: { slot: DaySlot; bookings: string | null }) {
  if (bookings === null) return slot.label;
  return (
    <>
      {slot.label} <span className={slot.full ? "order-time-full" : "order-time-booked"}>{bookings}</span>
    </>
  );
}
