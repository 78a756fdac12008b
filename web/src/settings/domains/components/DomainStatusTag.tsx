// A domain's status of spec §4 as a coloured tag.
import { Tag } from "antd";
import { useIntl } from "react-intl";
import type { CustomDomainStatus } from "@comanda/shared";
import { domainMessages as m } from "../messages";

const COLORS: Record<CustomDomainStatus, string> = { unknown: "default", new: "blue", waiting: "gold", connected: "green" };
const TEXTS = { unknown: m.statusUnknown, new: m.statusNew, waiting: m.statusWaiting, connected: m.statusConnected } as const;

export function DomainStatusTag({ status }: { status: CustomDomainStatus }) {
  const t = useIntl().formatMessage;
  return (
    <Tag color={COLORS[status]} data-status={status} style={{ marginInlineEnd: 0 }}>
      {t(TEXTS[status])}
    </Tag>
  );
}
