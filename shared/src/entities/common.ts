// Building blocks shared by the entity schemas: ids, dates, money, per-language text.
// Conventions for every document body:
// - Dates are ISO 8601 strings with a time zone ("2025-03-01T12:00:00.000Z"): JSON-safe for /api
//   and sortable in Firestore queries.
// - An optional value that is not set is absent or null, never "" where a format (email, uri) applies.
// - The document id is not part of the body; readers add it (WithId).
import type { SchemaObject } from "ajv";
import { LANGUAGES } from "../languages";

export type JsonSchema = SchemaObject;
export type IsoDateTime = string;
export type WithId<T> = T & { id: string };

/** An object schema that refuses unknown fields. */
export function objectSchema(properties: Record<string, JsonSchema>, required: readonly string[] = []): JsonSchema {
  return { type: "object", properties, required: [...required], additionalProperties: false };
}

/** Same schema, but null is accepted too. */
export function nullable(schema: JsonSchema): JsonSchema {
  const type: unknown = schema.type;
  if (typeof type !== "string" && !Array.isArray(type)) throw new Error("nullable() needs a schema with a type");
  const out: JsonSchema = { ...schema, type: [...(Array.isArray(type) ? type : [type]), "null"] };
  if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null];
  return out;
}

// Firestore document ids are at most 1,500 bytes and never contain a slash.
export const idSchema: JsonSchema = { type: "string", minLength: 1, maxLength: 1500, pattern: "^[^/]+$" };
export const nullableIdSchema = nullable(idSchema);
export const idListSchema: JsonSchema = { type: "array", items: idSchema, uniqueItems: true };
export const dateTimeSchema: JsonSchema = { type: "string", format: "date-time" };
export const nullableDateTimeSchema = nullable(dateTimeSchema);
export const emailSchema: JsonSchema = { type: "string", format: "email", maxLength: 320 };
export const nullableEmailSchema = nullable(emailSchema);
export const urlSchema: JsonSchema = { type: "string", format: "uri", maxLength: 2048 };
export const nullableUrlSchema = nullable(urlSchema);
export const nameSchema: JsonSchema = { type: "string", notBlank: true, maxLength: 200 };
export const textSchema: JsonSchema = { type: "string", maxLength: 10_000 };
export const nullableTextSchema = nullable(textSchema);
export const sortOrderSchema: JsonSchema = { type: "number" };
/** Amounts in the company currency, including VAT. */
export const moneySchema: JsonSchema = { type: "number", minimum: 0 };
export const percentSchema: JsonSchema = { type: "number", minimum: 0, maximum: 100 };
export const countSchema: JsonSchema = { type: "integer", minimum: 0 };
export const booleanSchema: JsonSchema = { type: "boolean" };
/** A picture is stored as the URL (or storage path) the upload link answered with. */
export const pictureSchema: JsonSchema = nullable({ type: "string", maxLength: 2048 });

/** Per-language text: { "en": "…", "es": "…" }, keys limited to LANGUAGES. Rich text holds HTML. */
export const localizedTextSchema: JsonSchema = objectSchema(
  Object.fromEntries(LANGUAGES.map((language) => [language, { type: "string", maxLength: 100_000 }])),
);

/** Delivery and production time units (spec §9). */
export const TIME_UNITS = ["days", "hours", "minutes", "workingDays"] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
export const timeUnitSchema: JsonSchema = { type: "string", enum: [...TIME_UNITS] };

/** A span of time such as a delivery time: value and unit. */
export interface Duration {
  value: number;
  unit: TimeUnit;
}
export const durationSchema: JsonSchema = objectSchema({ value: { type: "number", minimum: 0 }, unit: timeUnitSchema }, ["value", "unit"]);
