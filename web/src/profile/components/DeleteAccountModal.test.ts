import { describe, expect, it } from "vitest";
import { confirmsDeletion } from "./DeleteAccountModal";

describe("confirmsDeletion", () => {
  it("accepts DELETE", () => {
    expect(confirmsDeletion("DELETE", null)).toBe(true);
    expect(confirmsDeletion("  DELETE ", "Casa Pepe")).toBe(true);
  });

  it("accepts the company name", () => {
    expect(confirmsDeletion("Casa Pepe", "Casa Pepe")).toBe(true);
  });

  it("refuses anything else, including an empty text when the company has no name", () => {
    expect(confirmsDeletion("delete", "Casa Pepe")).toBe(false);
    expect(confirmsDeletion("Casa", "Casa Pepe")).toBe(false);
    expect(confirmsDeletion("", "")).toBe(false);
  });
});
