// The discounts screens' rules: filters in the URL, a row's state from its vouchers, the filters on rows, and the
// window typed on the company's clock stored as UTC instants (also across a change to summer time).
import { describe, expect, it } from "vitest";
import type { Discount } from "@comanda/shared";
import { discountRow, discountToFormValues, filterRows, formValuesToRequest, instantToLocal, localToInstant, NO_FILTERS, readFilters, windowIsValid, writeFilters } from "./model";

const NOW = new Date("2026-11-27T20:00:00.000Z");
const discount = (id: string, more: Partial<Discount> = {}): Discount => ({ id, companyId: "c1", name: id, percentage: 10, enabled: true, validFor: "voucher", ...more });
const counts = (unused: number, inUse: number, redeemed: number) => ({ unused, inUse, redeemed, total: unused + inUse + redeemed });

describe("the list's filters in the URL", () => {
  it("reads what it wrote, leaving defaults and other parameters alone", () => {
    const filters = { validFor: "voucher", state: "distributed", enabled: "disabled", search: "navidad " } as const;
    const params = writeFilters(filters, new URLSearchParams("page=2"));
    expect(params.get("page")).toBe("2");
    expect(readFilters(params)).toEqual(filters);
    expect(writeFilters(NO_FILTERS).toString()).toBe("");
  });

  it("reads unknown values as no filter", () => {
    expect(readFilters(new URLSearchParams("validFor=staff&state=lost&enabled=maybe"))).toEqual(NO_FILTERS);
  });
});

describe("a discount's row", () => {
  it("takes its state from the vouchers: redeemed when all are, distributed once handed out, else new", () => {
    expect(discountRow(discount("a"), counts(0, 0, 3), NOW).state).toBe("redeemed");
    expect(discountRow(discount("b", { handedOutAt: "2026-11-20T10:00:00.000Z" }), counts(2, 1, 0), NOW).state).toBe("distributed");
    expect(discountRow(discount("c"), counts(2, 0, 0), NOW).state).toBe("new");
  });

  it("counts as handed out once the server stored a state beyond new, or an order used one of its codes", () => {
    expect(discountRow(discount("a", { status: "distributed" }), counts(2, 0, 0), NOW).state).toBe("distributed");
    expect(discountRow(discount("b", { status: "redeemed" }), counts(5, 0, 0), NOW).state).toBe("distributed");
    expect(discountRow(discount("c"), counts(1, 1, 0), NOW).state).toBe("distributed");
    expect(discountRow(discount("d"), counts(0, 0, 0), NOW).state).toBe("new");
  });

  it("shows the stored state until the vouchers are counted, and no counts for a discount for everyone", () => {
    expect(discountRow(discount("a", { status: "distributed" }), undefined, NOW)).toMatchObject({ state: "distributed", counts: null });
    expect(discountRow(discount("b", { validFor: "everyone", status: "distributed" }), counts(1, 0, 0), NOW)).toMatchObject({ state: "new", counts: null });
  });

  it("says where now lies against the window", () => {
    expect(discountRow(discount("a", { start: "2026-12-01T00:00:00.000Z" }), undefined, NOW).window).toBe("not-yet");
    expect(discountRow(discount("b", { end: "2026-11-27T20:00:00.000Z" }), undefined, NOW).window).toBe("over");
    expect(discountRow(discount("c", { start: "2026-11-01T00:00:00.000Z", end: null }), undefined, NOW).window).toBe("open");
  });

  it("is left by each filter only when it matches, the search without accents or case", () => {
    const rows = [
      discountRow(discount("Navidad Peña", { handedOutAt: "2026-11-20T10:00:00.000Z" }), counts(1, 0, 0), NOW),
      discountRow(discount("Summer", { validFor: "everyone", enabled: false }), undefined, NOW),
    ];
    const names = (f: Partial<typeof NO_FILTERS>) => filterRows(rows, { ...NO_FILTERS, ...f }).map((r) => r.name);
    expect(names({})).toEqual(["Navidad Peña", "Summer"]);
    expect(names({ search: "pena nav" })).toEqual(["Navidad Peña"]);
    expect(names({ validFor: "everyone" })).toEqual(["Summer"]);
    expect(names({ state: "distributed" })).toEqual(["Navidad Peña"]);
    expect(names({ enabled: "disabled" })).toEqual(["Summer"]);
    expect(names({ enabled: "enabled", validFor: "everyone" })).toEqual([]);
  });
});

describe("the window on the company's clock", () => {
  it("shows an instant on the company's clock and stores what is typed there as UTC", () => {
    expect(instantToLocal("2026-12-01T17:00:00.000Z", "Europe/Madrid")).toBe("2026-12-01T18:00");
    expect(instantToLocal("2026-12-01T17:00:00.000Z", "America/New_York")).toBe("2026-12-01T12:00");
    expect(localToInstant("2026-12-01T18:00", "Europe/Madrid")).toBe("2026-12-01T17:00:00.000Z");
    expect(localToInstant("2026-07-01T18:00", "Europe/Madrid")).toBe("2026-07-01T16:00:00.000Z");
    expect(localToInstant("", "Europe/Madrid")).toBeNull();
  });

  it("moves a time that summer time skips to the next one that exists", () => {
    // 29 March 2026, 02:00 → 03:00 in Madrid: 02:30 does not exist.
    expect(localToInstant("2026-03-29T02:30", "Europe/Madrid")).toBe("2026-03-29T01:30:00.000Z");
  });

  it("wants an end after the start when both are given", () => {
    expect(windowIsValid("2026-12-01T18:00", "2026-12-01T18:00", "Europe/Madrid")).toBe(false);
    expect(windowIsValid("2026-12-01T18:00", "2026-12-01T18:01", "Europe/Madrid")).toBe(true);
    expect(windowIsValid("", "2026-12-01T18:00", "Europe/Madrid")).toBe(true);
  });

  it("round-trips a stored discount through the form, the names trimmed and blank languages left out", () => {
    const stored = discount("a", { name: "Navidad", customerName: { es: "Navidad", en: "Christmas" }, percentage: 12.5, start: "2026-12-01T17:00:00.000Z", end: null });
    const values = discountToFormValues(stored, "Europe/Madrid");
    expect(values).toEqual({ name: "Navidad", customerName: { es: "Navidad", en: "Christmas" }, percentage: 12.5, enabled: true, validFor: "voucher", start: "2026-12-01T18:00", end: "" });
    expect(formValuesToRequest({ ...values, name: " Navidad ", customerName: { es: " Navidad ", en: "  " } }, "Europe/Madrid")).toEqual({
      name: "Navidad",
      customerName: { es: "Navidad" },
      percentage: 12.5,
      enabled: true,
      validFor: "voucher",
      start: "2026-12-01T17:00:00.000Z",
      end: null,
    });
  });
});
