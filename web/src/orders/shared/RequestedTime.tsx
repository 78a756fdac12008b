// "For 19:30": the order's chosen pickup/delivery time as a tag (board cards, list rows, order detail).
import { Tag } from "antd";
import { useIntl } from "react-intl";
import { useCompany } from "../../company";
import { orderSharedMessages } from "./messages";
import { requestedTimeLabel } from "./requestedTime";

/** The text "For 19:30" (or the bare time, "Fri 19:30"), or null when the order has no chosen time. */
export function useRequestedTimeText(): (requestedTime: string | null | undefined, bare?: boolean) => string | null {
  const intl = useIntl();
  const { timezone } = useCompany();
  return (requestedTime, bare = false) => {
    if (!requestedTime) return null;
    const time = requestedTimeLabel(requestedTime, new Date(), timezone, intl.locale);
    if (time === null || bare) return time;
    return intl.formatMessage(orderSharedMessages.requestedTime, { time });
  };
}

export function RequestedTimeTag({ requestedTime }: { requestedTime: string | null | undefined }) {
  const text = useRequestedTimeText()(requestedTime);
  return text ? (
    <Tag color="geekblue" data-testid="requested-time">
      {text}
    </Tag>
  ) : null;
}
