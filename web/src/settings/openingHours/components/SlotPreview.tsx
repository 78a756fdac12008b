// A day's time slots as the customer will see them, each with its bookings against what it allows ("3 of 4 booked", "full").
import { Flex, Tag, Typography } from "antd";
import { useIntl } from "react-intl";
import { slotOccupancy, type DaySlot } from "@comanda/shared";
import { openingHoursMessages as m } from "../messages";
import { DateField } from "../../../i18n/DateField";

export interface SlotPreviewProps {
  date: string;
  onDateChange: (date: string) => void;
  slots: DaySlot[];
}

export function SlotPreview({ date, onDateChange, slots }: SlotPreviewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(m.preview);
  return (
    <section aria-label={title} className="ohs-preview">
      <Typography.Title level={3} style={{ fontSize: 16, margin: "0 0 8px" }}>
        {title}
      </Typography.Title>
      <Flex gap={12} align="center" wrap>
        <label className="ohs-date">
          <span className="oh-label">{intl.formatMessage(m.previewDate)}</span>
          <DateField value={date} onChange={(next) => next && onDateChange(next)} style={{ width: 170 }} />
        </label>
        <Typography.Text type="secondary">{slots.length > 0 ? intl.formatMessage(m.previewCount, { count: slots.length }) : intl.formatMessage(m.previewNone)}</Typography.Text>
      </Flex>
      {slots.length > 0 ? (
        // Focusable: a long day's slots scroll inside the list, and a keyboard user must be able to scroll them.
        <ul className="ohs-slots" aria-label={title} tabIndex={0}>
          {slots.map((slot) => (
            <li key={slot.start.toISOString()} className="ohs-slot">
              <Typography.Text strong>{slot.label}</Typography.Text>
              <SlotBookings slot={slot} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function SlotBookings({ slot }: { slot: DaySlot }) {
  const intl = useIntl();
  const occupancy = slotOccupancy(slot);
  if (occupancy.kind === "unlimited") return <Typography.Text type="secondary">{intl.formatMessage(m.slotBookedUnlimited, { taken: occupancy.taken })}</Typography.Text>;
  const booked = intl.formatMessage(m.slotBooked, { taken: occupancy.taken, allowed: occupancy.allowed });
  return occupancy.kind === "full" ? (
    <span>
      <Typography.Text type="secondary">{booked}</Typography.Text> <Tag color="red">{intl.formatMessage(m.slotFull)}</Tag>
    </span>
  ) : (
    <Typography.Text type="secondary">{booked}</Typography.Text>
  );
}
