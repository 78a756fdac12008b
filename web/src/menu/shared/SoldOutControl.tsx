// Sold out on a product, addon or option value: shows the current state and sets soldOutUntil from a choice
// (end of today, N hours, further notice, a chosen time on the company's clock). It reads as available
// again by itself once the stored time has passed.
import { useEffect, useState } from "react";
import { Button, Dropdown, Flex, Input, Typography } from "antd";
import { DownOutlined } from "@ant-design/icons";
import { useIntl, type IntlShape } from "react-intl";
import { DateTime } from "luxon";
import { parseDecimal } from "@comanda/shared";
import { soldOutMessages as m } from "./messages";
import { isFutureLocalTime, localInputValue, soldOutState, soldOutValue, type SoldOutPick, type SoldOutState } from "./soldOutChoice";
import "./menuShared.css";
import { DateField } from "../../i18n/DateField";
import { hourCycle, intlLocale } from "../../i18n/dateTime";

/** The current moment, refreshed every `everyMs` (sold-out states end by themselves). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The state in words: "Available", "Sold out until 18:00", "Sold out until further notice", … */
export function soldOutStateText(intl: IntlShape, state: SoldOutState, timezone: string): string {
  switch (state.kind) {
    case "available":
      return intl.formatMessage(m.available);
    case "indefinitely":
      return intl.formatMessage(m.indefinitely);
    case "endOfToday":
      return intl.formatMessage(m.endOfDay);
    case "until": {
      const at = DateTime.fromISO(state.until, { zone: timezone }).setLocale(intlLocale(intl.locale));
      const cycle = { hourCycle: hourCycle(intl.locale) };
      return state.sameDay
        ? intl.formatMessage(m.untilTime, { time: at.toLocaleString({ ...DateTime.TIME_SIMPLE, ...cycle }) })
        : intl.formatMessage(m.untilDateTime, { date: at.toLocaleString({ ...DateTime.DATETIME_MED, year: undefined, ...cycle }) });
    }
  }
}

export interface SoldOutControlProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The company's IANA time zone: "end of today" and chosen times are on its clock. */
  timezone: string;
  disabled?: boolean;
  id?: string;
  /** Names the control for assistive technology, e.g. "Sold out: Extra cheese". */
  label?: string;
}

type Editing = null | "hours" | "at";

export function SoldOutControl({ value, onChange, timezone, disabled, id, label }: SoldOutControlProps) {
  const intl = useIntl();
  const now = useNow();
  const [editing, setEditing] = useState<Editing>(null);
  const [hours, setHours] = useState("2");
  const [local, setLocal] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const state = soldOutState(value, now, timezone);
  const soldOut = state.kind !== "available";

  const apply = (pick: SoldOutPick) => {
    onChange?.(soldOutValue(pick, new Date(), timezone));
    setEditing(null);
    setProblem(null);
  };

  const startEditing = (kind: Exclude<Editing, null>) => {
    setProblem(null);
    if (kind === "at") {
      const suggestion = state.kind === "until" ? state.until : DateTime.now().setZone(timezone).plus({ hours: 2 }).startOf("hour").toISO();
      setLocal(localInputValue(suggestion, timezone));
    }
    setEditing(kind);
  };

  const applyHours = () => {
    const n = parseDecimal(hours);
    if (n == null || n <= 0) return setProblem(intl.formatMessage(m.positiveHours));
    apply({ kind: "hours", hours: n });
  };

  const applyAt = () => {
    if (!local || !isFutureLocalTime(local, new Date(), timezone)) return setProblem(intl.formatMessage(m.futureTime));
    apply({ kind: "at", local });
  };

  const items = [
    { key: "available", label: intl.formatMessage(m.available) },
    { key: "endOfDay", label: intl.formatMessage(m.endOfDay) },
    { key: "hours", label: intl.formatMessage(m.forHours) },
    { key: "indefinitely", label: intl.formatMessage(m.indefinitely) },
    { key: "at", label: intl.formatMessage(m.atTime) },
  ];

  const choose = (key: string) => {
    if (key === "available") apply({ kind: "available" });
    else if (key === "endOfDay") apply({ kind: "endOfDay" });
    else if (key === "indefinitely") apply({ kind: "indefinitely" });
    else if (key === "hours" || key === "at") startEditing(key);
  };

  const stateText = soldOutStateText(intl, state, timezone);
  return (
    <div id={id}>
      <Dropdown menu={{ items, onClick: ({ key }) => choose(key), selectable: false }} trigger={["click"]} disabled={disabled}>
        <Button className="sold-out-button" aria-label={label ? `${label}: ${stateText}` : undefined} title={intl.formatMessage(m.change)}>
          <span className="sold-out-state">
            <span className="sold-out-dot" style={{ background: soldOut ? "#cf1322" : "#389e0d" }} aria-hidden />
            <span>{stateText}</span>
            <DownOutlined style={{ fontSize: 10 }} aria-hidden />
          </span>
        </Button>
      </Dropdown>
      {editing && (
        <Flex className="sold-out-editor" gap={8} wrap align="flex-end">
          {editing === "hours" ? (
            <label>
              <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                {intl.formatMessage(m.hours)}
              </Typography.Text>
              <Input inputMode="decimal" value={hours} onChange={(e) => setHours(e.target.value)} style={{ width: 96 }} onPressEnter={(e) => (e.preventDefault(), applyHours())} />
            </label>
          ) : (
            <label>
              <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                {intl.formatMessage(m.until)} · {intl.formatMessage(m.timezoneNote, { timezone })}
              </Typography.Text>
              <DateField withTime value={local} onChange={setLocal} style={{ width: 220 }} />
            </label>
          )}
          <Flex gap={8}>
            <Button type="primary" onClick={editing === "hours" ? applyHours : applyAt}>
              {intl.formatMessage(m.apply)}
            </Button>
            <Button onClick={() => (setEditing(null), setProblem(null))}>{intl.formatMessage(m.cancel)}</Button>
          </Flex>
          {problem && (
            <Typography.Text type="danger" role="alert" style={{ flexBasis: "100%" }}>
              {problem}
            </Typography.Text>
          )}
        </Flex>
      )}
    </div>
  );
}
