// The live summary "Open now · closes at 16:00" / "Closed · opens Tuesday 12:00" of the hours being edited.
import { Alert } from "antd";
import { useIntl } from "react-intl";
import type { OpeningStatus as Status } from "@comanda/shared";
import { openingHoursMessages as m } from "../messages";
import { formatTime, formatWhen } from "../format";

export interface OpeningStatusProps {
  /** The shop switch (companySettings.isOpen). */
  shopOpen: boolean;
  status: Status | null;
  now: Date;
  timezone: string;
}

export function OpeningStatus({ shopOpen, status, now, timezone }: OpeningStatusProps) {
  const intl = useIntl();
  let text: string;
  let open = false;
  if (!shopOpen) text = intl.formatMessage(m.statusSwitchedOff);
  else if (status?.open) {
    open = true;
    text = status.closesAt ? intl.formatMessage(m.statusOpenUntil, { time: formatTime(status.closesAt, timezone, intl.locale) }) : intl.formatMessage(m.statusOpen);
  } else if (status?.opensAt) text = intl.formatMessage(m.statusClosedUntil, { when: formatWhen(status.opensAt, now, timezone, intl.locale) });
  else text = intl.formatMessage(m.statusClosed);
  return (
    <Alert
      role="status"
      aria-label={intl.formatMessage(m.statusLabel, { timezone })}
      type={open ? "success" : "warning"}
      showIcon
      title={text}
    />
  );
}
