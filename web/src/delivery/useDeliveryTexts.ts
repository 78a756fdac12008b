// How /delivery words things in the user's language: country names, weights, the summary of a zone's
// postcodes and fees (error codes are worded in i18n/errors.ts).
import { useCallback, useMemo } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { COUNTRIES, sortPriceBrackets, type DeliveryZone } from "@comanda/shared";
import { useFormatters } from "../company";
import { postcodePatterns } from "./deliveryForm";
import { deliveryMessages as m } from "./messages";

/** Every country with its name in the interface language, sorted by name. */
export function useCountryOptions(): { value: string; label: string }[] {
  const { locale } = useIntl();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
}

/** The currency's symbol as the interface language writes it ("€", "US$"). */
export function currencySymbol(locale: string, currency: string): string {
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(0);
  return parts.find((p) => p.type === "currency")?.value ?? currency;
}

/** Grams as kilograms, "5 kg" or "0.5 kg". */
export function formatWeight(intl: IntlShape, grams: number): string {
  return intl.formatNumber(grams / 1000, { style: "unit", unit: "kilogram", maximumFractionDigits: 3 });
}

const SHOWN_PATTERNS = 6;

/** "Every postcode", "Only 08007, 08008, 0801*", "All except 08001 and 3 more". */
export function postcodeSummary(intl: IntlShape, zone: Pick<DeliveryZone, "postcodeScope" | "postcodes">): string {
  const patterns = postcodePatterns(zone.postcodes ?? "");
  if (zone.postcodeScope === "all" || patterns.length === 0) return intl.formatMessage(m.everyPostcode);
  const shown = patterns.slice(0, SHOWN_PATTERNS).join(", ");
  const list = patterns.length > SHOWN_PATTERNS ? intl.formatMessage(m.morePostcodes, { list: shown, count: patterns.length - SHOWN_PATTERNS }) : shown;
  return intl.formatMessage(zone.postcodeScope === "onlyListed" ? m.onlyPostcodes : m.exceptPostcodes, { postcodes: list });
}

/** "2.50 € up to 5 kg · 4.00 € above" (brackets by weight). */
export function useBracketSummary(): (zone: Pick<DeliveryZone, "priceBrackets">) => string {
  const intl = useIntl();
  const { formatMoney } = useFormatters();
  return useCallback(
    (zone) => {
      const brackets = sortPriceBrackets(zone.priceBrackets ?? []);
      const weighted = brackets.some((b) => b.maxWeight != null);
      return brackets
        .map((b) => {
          const price = formatMoney(b.price);
          if (b.maxWeight != null) return intl.formatMessage(m.bracketUpTo, { price, weight: formatWeight(intl, b.maxWeight) });
          return intl.formatMessage(weighted ? m.bracketAbove : m.bracketAnyWeight, { price });
        })
        .join(" · ");
    },
    [intl, formatMoney],
  );
}
