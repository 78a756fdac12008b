// Required-with rule (spec §5): a field is required when another field is not empty.
import { addFieldError, type FieldErrors } from "../validation";

/**
 * Empty: absent, null, false (an unticked box), blank text, an empty list, or an object (e.g. a language
 * map) with only empty values. 0 is a value.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isEmptyValue);
  return false;
}

/** The value at a dotted path ("address.street"), or undefined. */
function valueAt(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Field errors ("required") for each field that is empty while one of the fields it goes with is not.
 * `rules` maps a field path to the path (or paths) it is required with, e.g.
 * `{ sendCopyOfOrderReceiptsTo: "sendCopyOfOrderReceipts" }`.
 */
export function requiredWith(values: unknown, rules: Readonly<Record<string, string | readonly string[]>>, into: FieldErrors = {}): FieldErrors {
  for (const [field, others] of Object.entries(rules)) {
    const list = typeof others === "string" ? [others] : others;
    if (isEmptyValue(valueAt(values, field)) && list.some((other) => !isEmptyValue(valueAt(values, other)))) {
      addFieldError(into, field, "required");
    }
  }
  return into;
}
