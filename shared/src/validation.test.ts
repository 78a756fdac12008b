import type { ErrorObject } from "ajv";
import { describe, expect, it } from "vitest";
import { addFieldError, hasFieldErrors, toFieldErrors, validator } from "./validation";

const profileSchema = {
  type: "object",
  properties: {
    name: { type: "string", minLength: 3, notBlank: true },
    email: { type: "string", format: "email" },
    address: { type: "object", properties: { street: { type: "string" } }, required: ["street"], additionalProperties: false },
    items: { type: "array", items: { type: "object", properties: { quantity: { type: "integer", minimum: 1 } }, additionalProperties: false } },
  },
  required: ["name"],
  additionalProperties: false,
};

describe("validator", () => {
  const validate = validator<{ name: string }>(profileSchema);

  it("returns the value when it is valid", () => {
    expect(validate({ name: "Ana" })).toEqual({ ok: true, value: { name: "Ana" } });
  });
  it("names a missing property by its own path with the code required", () => {
    expect(validate({})).toEqual({ ok: false, fields: { name: ["required"] } });
  });
  it("names an unknown property with the code unknown-field", () => {
    expect(validate({ name: "Ana", age: 3 })).toEqual({ ok: false, fields: { age: ["unknown-field"] } });
  });
  it("joins nested paths with dots, array indices included", () => {
    expect(validate({ name: "Ana", address: {}, items: [{ quantity: 1 }, { quantity: 0 }] })).toEqual({
      ok: false,
      fields: { "address.street": ["required"], "items.1.quantity": ["minimum"] },
    });
  });
  it("collects every error of a field", () => {
    expect(validate({ name: "  " })).toEqual({ ok: false, fields: { name: ["minLength", "notBlank"] } });
  });
  it("refuses blank text with notBlank", () => {
    expect(validate({ name: "     " })).toEqual({ ok: false, fields: { name: ["notBlank"] } });
  });
  it("checks formats", () => {
    expect(validate({ name: "Ana", email: "ana" })).toEqual({ ok: false, fields: { email: ["format"] } });
  });
  it("does not coerce types", () => {
    expect(validator({ type: "object", properties: { n: { type: "number" } } })({ n: "1" })).toEqual({ ok: false, fields: { n: ["type"] } });
  });
  it("reports an error of the whole value under _", () => {
    expect(validate("Ana")).toEqual({ ok: false, fields: { _: ["type"] } });
  });
  it("throws on a schema that strict mode refuses, so mistakes show at once", () => {
    expect(() => validator({ type: "object", properties: { a: { type: "string", minimun: 1 } } })).toThrow(/strict mode/);
  });
});

describe("toFieldErrors", () => {
  const error = (e: Partial<ErrorObject>): ErrorObject => ({ instancePath: "", schemaPath: "#", keyword: "type", params: {}, ...e });

  it("unescapes / and ~ in paths", () => {
    expect(toFieldErrors([error({ instancePath: "/a~1b/c~0d" })])).toEqual({ "a/b.c~d": ["type"] });
  });
  it("leaves out the wrappers that repeat their branches' errors", () => {
    expect(toFieldErrors([error({ keyword: "anyOf" }), error({ keyword: "if" }), error({ keyword: "oneOf" })])).toEqual({});
  });
  it("gives no errors for none", () => {
    expect(toFieldErrors(null)).toEqual({});
  });
});

describe("addFieldError and hasFieldErrors", () => {
  it("adds a code once per field", () => {
    const fields = addFieldError(addFieldError({}, "email", "email-already-in-use"), "email", "email-already-in-use");
    expect(fields).toEqual({ email: ["email-already-in-use"] });
  });
  it("tells whether there are errors", () => {
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ name: ["required"] })).toBe(true);
  });
});

describe("field errors keyed by names from the request", () => {
  it.each(["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"])("keeps %s as a field of its own", (path) => {
    const fields = addFieldError(addFieldError({}, path, "unknown-field"), path, "unknown-field");
    expect(Object.keys(fields)).toEqual([path]);
    expect(Object.getOwnPropertyDescriptor(fields, path)?.value).toEqual(["unknown-field"]);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(fields))).toHaveProperty([path], ["unknown-field"]);
    expect(hasFieldErrors(fields)).toBe(true);
  });
  it("does not touch Object.prototype", () => {
    addFieldError({}, "__proto__", "type");
    expect(Object.prototype).not.toHaveProperty("includes");
    expect(({} as Record<string, unknown>)["__proto__.x"]).toBeUndefined();
  });
  it("names unknown fields called __proto__ and constructor in a validated body", () => {
    const validate = validator(profileSchema);
    const result = validate(JSON.parse('{"name":"Ana","__proto__":{"name":1},"constructor":{"prototype":1}}'));
    expect(result.ok).toBe(false);
    expect(JSON.parse(JSON.stringify(!result.ok && result.fields))).toEqual(JSON.parse('{"__proto__":["unknown-field"],"constructor":["unknown-field"]}'));
  });
});
