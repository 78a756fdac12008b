// Editor of a list of opening-hours ranges (periodic weekday ranges, one-off dates, closed ranges), used by
// /settings/opening-hours, the delivery hours of /delivery and the zone editor's own delivery hours.
// Controlled: `value` in, every change out through `onChange`. (Placeholder until the full editor lands.)
import type { OpeningHoursRange } from "@comanda/shared";

export interface OpeningHoursEditorProps {
  value: OpeningHoursRange[];
  onChange: (value: OpeningHoursRange[]) => void;
  /** The company's IANA time zone; times are entered and shown in it. */
  timezone: string;
  disabled?: boolean;
  /** Accessible name of the editor's group, e.g. "Delivery hours". */
  "aria-label"?: string;
}

export function OpeningHoursEditor({ value, "aria-label": label }: OpeningHoursEditorProps) {
  return <div role="group" aria-label={label} data-ranges={value.length} />;
}
