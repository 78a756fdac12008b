import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS, hasFilters, modeOfPath, readFilters, writeFilters } from "./listQuery";

describe("order list query", () => {
  it("the path decides between open and all orders", () => {
    expect(modeOfPath("/admin/orders/open")).toBe("open");
    expect(modeOfPath("/orders/open/")).toBe("open");
    expect(modeOfPath("/orders/list")).toBe("all");
  });

  it("no query gives the defaults: this week, sorted by status descending, no filter", () => {
    expect(readFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(hasFilters(DEFAULT_FILTERS, "all")).toBe(false);
  });

  it("filters survive a round trip through the URL and defaults are left out", () => {
    const filters = { search: "ana", statuses: ["done" as const, "new" as const], preset: "custom" as const, custom: { from: "2026-03-23", to: "2026-03-29" }, sort: { field: "date" as const, direction: "asc" as const } };
    const params = writeFilters(filters, new URLSearchParams("keep=1"));
    expect(params.get("keep")).toBe("1");
    expect(readFilters(params)).toEqual({ ...filters, statuses: ["new", "done"] });
    expect(writeFilters(DEFAULT_FILTERS, new URLSearchParams("q=x&range=today&sort=date-asc")).toString()).toBe("");
  });

  it("unknown statuses, presets, sorts and broken custom days fall back to the defaults", () => {
    expect(readFilters(new URLSearchParams("status=lost,new&range=forever&sort=price-up"))).toEqual({ ...DEFAULT_FILTERS, statuses: ["new"] });
    expect(readFilters(new URLSearchParams("range=custom&from=2026-03-29&to=2026-03-01")).preset).toBe("thisWeek");
  });

  it("the date range counts as a filter only in the all-orders mode", () => {
    const lastWeek = { ...DEFAULT_FILTERS, preset: "lastWeek" as const };
    expect(hasFilters(lastWeek, "all")).toBe(true);
    expect(hasFilters(lastWeek, "open")).toBe(false);
    expect(hasFilters({ ...DEFAULT_FILTERS, statuses: ["ready"] }, "open")).toBe(true);
  });
});
