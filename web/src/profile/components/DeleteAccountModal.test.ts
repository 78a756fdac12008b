import { describe, expect, it } from "vitest";
import { confirmsDeletion } from "./DeleteAccountModal";

describe("confirmsDeletion", () => {
  it("accepts DELETE", () => {
    expect(confirmsDeletion("DELETE", "DELETE", null)).toBe(true);
    expect(confirmsDeletion("  DELETE ", "DELETE", "Casa Pepe")).toBe(true);
  });

  it("accepts the company name", () => {
    expect(confirmsDeletion("Casa Pepe", "DELETE", "Casa Pepe")).toBe(true);
  });

  it("refuses anything else, including an empty text when the company has no name", () => {
    expect(confirmsDeletion("delete", "DELETE", "Casa Pepe")).toBe(false);
    expect(confirmsDeletion("Casa", "DELETE", "Casa Pepe")).toBe(false);
    expect(confirmsDeletion("", "DELETE", "")).toBe(false);
  });

  it("takes the confirmation word of the user's language", () => {
    expect(confirmsDeletion("LÖSCHEN", "LÖSCHEN", "Casa Pepe")).toBe(true);
    expect(confirmsDeletion("DELETE", "LÖSCHEN", "Casa Pepe")).toBe(false);
  });
});
