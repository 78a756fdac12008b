import { describe, expect, it } from "vitest";
import { isEmptyValue, requiredWith } from "./requiredWith";

describe("isEmptyValue", () => {
  it.each([undefined, null, false, "", "  ", [], {}, { en: "", es: " " }])("counts %j as empty", (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });
  it.each([0, true, "x", ["a"], { en: "Hi" }])("counts %j as filled", (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});

describe("requiredWith", () => {
  const rules = { sendCopyOfOrderReceiptsTo: "sendCopyOfOrderReceipts" };

  it("requires a field when the field it goes with is filled", () => {
    expect(requiredWith({ sendCopyOfOrderReceipts: true, sendCopyOfOrderReceiptsTo: "" }, rules)).toEqual({ sendCopyOfOrderReceiptsTo: ["required"] });
  });
  it("does not require it when the other field is empty", () => {
    expect(requiredWith({ sendCopyOfOrderReceipts: false }, rules)).toEqual({});
  });
  it("passes when both are filled", () => {
    expect(requiredWith({ sendCopyOfOrderReceipts: true, sendCopyOfOrderReceiptsTo: "a@b.es" }, rules)).toEqual({});
  });
  it("requires the field when any one of several others is filled", () => {
    expect(requiredWith({ street: "", city: "Madrid", zip: "" }, { street: ["zip", "city"] })).toEqual({ street: ["required"] });
  });
  it("follows dotted paths into nested objects", () => {
    expect(requiredWith({ address: { street: "Gran Vía 1", city: "" } }, { "address.city": "address.street" })).toEqual({ "address.city": ["required"] });
  });
  it("adds to existing field errors without duplicating a code", () => {
    const into = { name: ["minLength"], zip: ["required"] };
    expect(requiredWith({ city: "Madrid" }, { zip: "city" }, into)).toEqual({ name: ["minLength"], zip: ["required"] });
  });
  it("treats a value that is not an object as having no fields", () => {
    expect(requiredWith("text", rules)).toEqual({});
  });
});
