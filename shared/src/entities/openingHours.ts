// Opening hours (and delivery hours): periodic ranges on weekdays ("every") or on one date ("at");
// a range marked closed is a closure (holiday, break) that wins over open ranges.
import { booleanSchema, idSchema, objectSchema, type JsonSchema } from "./common";

export const OPENING_HOURS_KINDS = ["every", "at"] as const;
export type OpeningHoursKind = (typeof OPENING_HOURS_KINDS)[number];
/** Weekday indices as in statistics: 0 is Sunday, 6 is Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface OpeningHoursRange {
  id: string;
  kind: OpeningHoursKind;
  /** For "every". */
  weekdays?: Weekday[];
  /** For "at": YYYY-MM-DD in the company time zone. */
  date?: string;
  /** For "at": the last day (included) of a range over several days, e.g. a holiday closure. */
  until?: string;
  /** HH:mm; "24:00" ends at midnight. */
  from: string;
  to: string;
  closed: boolean;
}

const timeOfDay: JsonSchema = { type: "string", pattern: "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$" };

export const openingHoursRangeSchema: JsonSchema = {
  ...objectSchema(
    {
      id: idSchema,
      kind: { type: "string", enum: [...OPENING_HOURS_KINDS] },
      weekdays: { type: "array", items: { type: "integer", minimum: 0, maximum: 6 }, minItems: 1, uniqueItems: true },
      date: { type: "string", format: "date" },
      until: { type: "string", format: "date" },
      from: timeOfDay,
      to: timeOfDay,
      closed: booleanSchema,
    },
    ["id", "kind", "from", "to", "closed"],
  ),
  allOf: [
    { if: { properties: { kind: { const: "every" } }, required: ["kind"] }, then: { properties: { weekdays: true }, required: ["weekdays"] } },
    { if: { properties: { kind: { const: "at" } }, required: ["kind"] }, then: { properties: { date: true }, required: ["date"] } },
  ],
};

export const openingHoursSchema: JsonSchema = { type: "array", items: openingHoursRangeSchema, maxItems: 500 };
