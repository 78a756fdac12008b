// A day field ("YYYY-MM-DD" in, "YYYY-MM-DD" out), or a day and time ("YYYY-MM-DDTHH:mm") with `withTime`,
// that reads as the interface language writes dates (i18n/dateTime: 25/12/2026, 25.12.2026, 2026/12/25),
// unlike <input type="date">, which follows the browser (12/25/2026 for a Barcelona restaurant on an
// American laptop).
import type { CSSProperties } from "react";
import { DatePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useIntl } from "react-intl";
import { keepEnterInField } from "./keepEnterInField";
import { dateFormat, timeFormat } from "./dateTime";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export interface DateFieldProps {
  /** "YYYY-MM-DD" ("YYYY-MM-DDTHH:mm" with `withTime`), or ""/undefined for none. */
  value?: string;
  onChange?: (value: string) => void;
  /** Also a clock time, on the language's clock. */
  withTime?: boolean;
  /** The earliest day that can be chosen ("YYYY-MM-DD"). */
  min?: string;
  /** Whether the field can be emptied (it then hands on ""). */
  allowClear?: boolean;
  disabled?: boolean;
  status?: "error" | "warning" | "";
  size?: "small" | "middle" | "large";
  className?: string;
  style?: CSSProperties;
  id?: string;
  "aria-label"?: string;
}

/** The stored text as a day (and time), or null when it is none or not of the expected shape. */
export function parseDateValue(value: string | undefined, withTime = false): Dayjs | null {
  if (!value || !(withTime ? DAY_TIME : DAY).test(value)) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** A chosen day (and time) as the stored text. */
export function formatDateValue(value: Dayjs, withTime = false): string {
  return value.format(withTime ? "YYYY-MM-DDTHH:mm" : "YYYY-MM-DD");
}

export function DateField({ value, onChange, withTime = false, min, allowClear = false, disabled, status, size, className, style, id, "aria-label": label }: DateFieldProps) {
  const { locale } = useIntl();
  const earliest = parseDateValue(min);
  return (
    <DatePicker
      value={parseDateValue(value, withTime)}
      format={withTime ? `${dateFormat(locale)} ${timeFormat(locale)}` : dateFormat(locale)}
      showTime={withTime ? { format: timeFormat(locale) } : false}
      needConfirm={false}
      allowClear={allowClear}
      disabledDate={earliest ? (day) => day.isBefore(earliest, "day") : undefined}
      disabled={disabled}
      status={status}
      size={size}
      className={className}
      style={style}
      id={id}
      aria-label={label}
      onKeyDown={keepEnterInField}
      onChange={(day) => {
        if (day) onChange?.(formatDateValue(day, withTime));
        else if (allowClear) onChange?.("");
      }}
    />
  );
}
