// A clock-time field ("HH:mm" in, "HH:mm" out) that reads as the interface language writes times (i18n/dateTime),
// unlike <input type="time">, which follows the operating system (12:00 PM on an English Windows for a Spanish admin).
import type { CSSProperties } from "react";
import { TimePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useIntl } from "react-intl";
import { keepEnterInField } from "./keepEnterInField";
import { timeFormat } from "./dateTime";

export interface TimeFieldProps {
  /** "HH:mm", or ""/undefined for none (inside a Form.Item, the form gives both). */
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  status?: "error" | "warning" | "";
  className?: string;
  style?: CSSProperties;
  id?: string;
  "aria-label"?: string;
}

function toDayjs(value: string | undefined): Dayjs | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  return dayjs().startOf("day").hour(Number(match[1])).minute(Number(match[2]));
}

export function TimeField({ value, onChange, disabled, status, className, style, id, "aria-label": label }: TimeFieldProps) {
  const { locale } = useIntl();
  return (
    <TimePicker
      value={toDayjs(value)}
      format={timeFormat(locale)}
      needConfirm={false}
      allowClear={false}
      showNow={false}
      disabled={disabled}
      status={status}
      className={className}
      style={style}
      id={id}
      aria-label={label}
      onKeyDown={keepEnterInField}
      onChange={(time) => {
        if (time) onChange?.(time.format("HH:mm"));
      }}
    />
  );
}
