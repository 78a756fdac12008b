// The order texts in every language, and the small rules the mails, the SMS and the documents share.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@comanda/shared";
import { smsNumber } from "./notifications";
import { formatMoney, paymentState } from "./orderContext";
import { ORDER_TEXTS, fill } from "./texts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("order texts", () => {
  for (const language of LANGUAGES) {
    it(`${language} has every text, with the placeholders of the English one`, () => {
      for (const [key, english] of Object.entries(ORDER_TEXTS.en)) {
        const text = ORDER_TEXTS[language][key as keyof typeof ORDER_TEXTS.en];
        expect(text.trim(), `${language}.${key}`).not.toBe("");
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(english));
      }
    });
  }

  it("fill puts the values in and leaves unknown placeholders alone", () => {
    expect(fill("{brand}: order #{number} {other}", { brand: "Bar Ana", number: 7 })).toBe("Bar Ana: order #7 {other}");
  });
});

describe("smsNumber", () => {
  it("drops spaces, brackets, dots and hyphens", () => {
    expect(smsNumber("+34 (600) 11-22.33")).toBe("+34600112233");
  });

  it("writes the international prefix 00 as +", () => {
    expect(smsNumber("0034 600 112 233")).toBe("+34600112233");
  });
});

describe("paymentState", () => {
  const t = ORDER_TEXTS.en;
  it("calls an unpaid on-site order 'Pay on site'", () => {
    expect(paymentState({ paymentMethod: "onSite", paid: false }, t)).toBe("Pay on site");
  });

  it("calls a paid online order 'Paid online'", () => {
    expect(paymentState({ paymentMethod: "online", paid: true }, t)).toBe("Paid online");
  });

  it("calls a test order unpaid whatever its paid flag says", () => {
    expect(paymentState({ paymentMethod: "online", paid: true, demo: true }, t)).toBe("Unpaid");
  });
});

describe("formatMoney", () => {
  it("writes the currency's decimals (none for yen)", () => {
    expect(formatMoney(1250, "JPY", "en")).toBe("JP¥1,250");
  });

  it("answers 0 for an amount that is not a number instead of NaN", () => {
    expect(formatMoney(Number.NaN, "EUR", "en")).toBe("€0.00");
  });
});
