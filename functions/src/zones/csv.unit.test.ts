import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { pointsOfSaleCsvText } from "./csv";
import type { PointsOfSaleList } from "./pointsOfSale";
import { newPointOfSaleId } from "./save";

const list = (entries: PointsOfSaleList["entries"], language: PointsOfSaleList["language"] = "en"): PointsOfSaleList => ({ language, zone: null, entries });
const entry = (name: string, extra: Record<string, unknown> = {}) => ({
  zoneName: "Terrace",
  name,
  pointOfSale: { id: "abc", name, ...extra },
  address: "https://shop.example/bar/?pos=abc",
});

describe("pointsOfSaleCsvText", () => {
  it("quotes cells holding commas, quotes and line breaks so that the columns stay in place", () => {
    const text = pointsOfSaleCsvText(list([entry('Table "VIP", window', { description: "line 1\nline 2" })]));
    expect(Papa.parse<string[]>(text).data[1]?.slice(0, 4)).toEqual(["Terrace", 'Table "VIP", window', "abc", "line 1\nline 2"]);
  });

  it("writes the header in Chinese for a Chinese list", () => {
    expect(pointsOfSaleCsvText(list([], "zh")).split("\r\n")[0]).toBe("区域,销售点,ID,描述,内部描述,默认,地址");
  });

  it("neutralises a name starting with a minus sign", () => {
    expect(Papa.parse<string[]>(pointsOfSaleCsvText(list([entry("-2+3")]))).data[1]?.[1]).toBe("'-2+3");
  });
});

describe("newPointOfSaleId", () => {
  it("is 12 characters without look-alike letters and digits", () => {
    for (let i = 0; i < 200; i++) expect(newPointOfSaleId()).toMatch(/^[2-9a-hjkmnp-z]{12}$/);
  });

  it("does not repeat over many draws", () => {
    const ids = new Set(Array.from({ length: 5000 }, newPointOfSaleId));
    expect(ids.size).toBe(5000);
  });
});
