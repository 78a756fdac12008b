import { describe, expect, it } from "vitest";
import { createIntl } from "react-intl";
import { API_ERROR_CODES, DELIVERY_ZONE_ERRORS, OPENING_HOURS_ISSUE_CODES, RICH_TEXT_SIZE_ERRORS, VOUCHER_REFUSALS } from "@comanda/shared";
import { CODE_TO_KEY, errorMessages, errorText } from "./errors";
import ca from "./lang/ca.json";
import de from "./lang/de.json";
import en from "./lang/en.json";
import es from "./lang/es.json";
import fr from "./lang/fr.json";
import nl from "./lang/nl.json";
import zh from "./lang/zh.json";

describe("error texts", () => {
  // A code the server can answer that has no text of its own would reach the user as the generic error.
  // These few mean a bug in a client, not something the user did or can fix: the generic text fits them.
  const GENERIC_BY_DESIGN: readonly string[] = ["internal", "method-not-allowed", "invalid-json", "bad-request"];

  it("gives every API error code a user can meet its own text", () => {
    const missing = API_ERROR_CODES.filter((code) => !GENERIC_BY_DESIGN.includes(code) && (!CODE_TO_KEY[code] || CODE_TO_KEY[code] === "generic"));
    expect(missing).toEqual([]);
  });

  it("gives every field code of the shared hours and delivery-zone checks, which the settings calls answer, its own text", () => {
    const missing = [...DELIVERY_ZONE_ERRORS, ...OPENING_HOURS_ISSUE_CODES].filter((code) => !CODE_TO_KEY[code]);
    expect(missing).toEqual([]);
  });

  it("gives each size refusal of a page's or story's text (POST /api/pages, /api/stories) its own text in every language", () => {
    const keys = RICH_TEXT_SIZE_ERRORS.map((code) => CODE_TO_KEY[code]);
    expect(keys.filter((key) => !key)).toEqual([]);
    for (const catalogue of [ca, de, en, es, fr, nl, zh]) for (const key of keys) expect(catalogue).toHaveProperty([errorMessages[key!].id]);
  });

  it("gives each refusal of a voucher code its own text in every language", () => {
    const keys = VOUCHER_REFUSALS.map((code) => CODE_TO_KEY[code]);
    expect(keys.filter((key) => !key)).toEqual([]);
    expect(new Set(keys).size).toBe(VOUCHER_REFUSALS.length);
    for (const catalogue of [de, ca, en, es, fr, nl, zh] as Record<string, string>[]) {
      const texts = keys.map((key) => catalogue[errorMessages[key!].id]);
      expect(texts.every((text) => typeof text === "string" && text.length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(VOUCHER_REFUSALS.length);
    }
  });

  it("turns a code into the text of the user's language", () => {
    const intl = createIntl({ locale: "de", messages: de as Record<string, string> });
    expect(errorText(intl, { code: "category-used" })).toBe((de as Record<string, string>)[errorMessages.categoryUsed.id]);
  });

  it("falls back to the generic text for an unknown code", () => {
    const intl = createIntl({ locale: "en", messages: {} });
    expect(errorText(intl, "no-such-code")).toBe(errorMessages.generic.defaultMessage);
  });
});
