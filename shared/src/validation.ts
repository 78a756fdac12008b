// One validation core for web/ and functions/: ajv schemas in, error codes with field paths out.
// Field paths use dots ("name.en", "items.0.quantity"); codes are ajv keywords ("required", "minLength")
// or our own ("email-already-in-use"). web/ turns codes into text in the user's language in one place.
import Ajv, { type ErrorObject, type AnySchema, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

export type FieldErrors = Record<string, string[]>;
export type Validation<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

const ajv = new Ajv({ allErrors: true, removeAdditional: false, useDefaults: false, coerceTypes: false, strict: true });
addFormats(ajv, ["email", "uri", "date", "date-time", "time"]);
// Own keyword: a trimmed string must not be empty (names, required texts).
ajv.addKeyword({ keyword: "notBlank", type: "string", schemaType: "boolean", validate: (on: boolean, data: string) => !on || data.trim().length > 0, errors: false });

/** The codes of one field: only the map's own entry counts ("constructor" or "__proto__" are fields like any other). */
export function fieldErrorsAt(fields: FieldErrors, path: string): string[] | undefined {
  return Object.hasOwn(fields, path) ? fields[path] : undefined;
}

/**
 * Adds a field error (no duplicate codes). Paths come from the request (an unknown field is named as sent),
 * so the entry is looked up as an own property and defined, never assigned: a body key "__proto__",
 * "constructor" or "toString" is a field like any other, not Object.prototype's.
 */
export function addFieldError(fields: FieldErrors, path: string, code: string): FieldErrors {
  let list = fieldErrorsAt(fields, path);
  if (!list) {
    list = [];
    Object.defineProperty(fields, path, { value: list, enumerable: true, writable: true, configurable: true });
  }
  if (!list.includes(code)) list.push(code);
  return fields;
}

function pathOf(error: ErrorObject): string {
  const base = error.instancePath.replace(/^\//, "").split("/").filter(Boolean).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (error.keyword === "required") base.push(String((error.params as { missingProperty: string }).missingProperty));
  if (error.keyword === "additionalProperties") base.push(String((error.params as { additionalProperty: string }).additionalProperty));
  if (error.keyword === "dependentRequired") base.push(String((error.params as { missingProperty: string }).missingProperty));
  return base.join(".") || "_";
}

function codeOf(error: ErrorObject): string {
  if (error.keyword === "additionalProperties") return "unknown-field";
  if (error.keyword === "errorMessage") return String(error.message);
  return error.keyword;
}

/** Converts ajv errors into field errors keyed by dotted path. */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldErrors {
  const fields: FieldErrors = {};
  for (const e of errors ?? []) {
    // "if/then" and "anyOf" wrappers repeat what their branches already said.
    if (e.keyword === "if" || e.keyword === "anyOf" || e.keyword === "oneOf") continue;
    addFieldError(fields, pathOf(e), codeOf(e));
  }
  return fields;
}

const cache = new WeakMap<object, ValidateFunction>();

/** Compiles (once per schema object) and returns a validator that answers with field error codes. */
export function validator<T>(schema: AnySchema): (data: unknown) => Validation<T> {
  let fn = typeof schema === "object" ? cache.get(schema) : undefined;
  if (!fn) {
    fn = ajv.compile(schema);
    if (typeof schema === "object") cache.set(schema, fn);
  }
  const compiled = fn;
  return (data: unknown) => (compiled(data) ? { ok: true, value: data as T } : { ok: false, fields: toFieldErrors(compiled.errors) });
}

export function hasFieldErrors(fields: FieldErrors): boolean {
  return Object.keys(fields).length > 0;
}
