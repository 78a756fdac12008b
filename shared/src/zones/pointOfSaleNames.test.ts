import { describe, expect, it } from "vitest";
import { highestIndex, MAX_POINTS_OF_SALE_AT_ONCE, nextPointOfSaleName, numberedPointOfSaleNames } from "./pointOfSaleNames";

describe("numberedPointOfSaleNames", () => {
  it("names several points of sale with a space and an index from 1", () => {
    expect(numberedPointOfSaleNames("Table", 3, [])).toEqual(["Table 1", "Table 2", "Table 3"]);
  });

  it("keeps the typed name when only one point of sale is added", () => {
    expect(numberedPointOfSaleNames("Bar counter", 1, ["Bar counter 1"])).toEqual(["Bar counter"]);
  });

  it("continues after the highest index the zone already uses", () => {
    const existing = Array.from({ length: 8 }, (_, i) => `Table ${i + 1}`);
    expect(numberedPointOfSaleNames("Table", 2, existing)).toEqual(["Table 9", "Table 10"]);
  });

  it("continues after the highest index even when lower ones are missing", () => {
    expect(numberedPointOfSaleNames("Table", 2, ["Table 3", "Table 12"])).toEqual(["Table 13", "Table 14"]);
  });

  it("compares existing names without case and surrounding spaces", () => {
    expect(numberedPointOfSaleNames(" Table ", 2, ["table 4 "])).toEqual(["Table 5", "Table 6"]);
  });

  it("ignores names that only start like the typed one", () => {
    expect(numberedPointOfSaleNames("Table", 2, ["Tables 7", "Table 7b", "Big Table 9", "Table"])).toEqual(["Table 1", "Table 2"]);
  });

  it("treats characters of the name literally, not as a pattern", () => {
    expect(numberedPointOfSaleNames("T.1 (a)", 2, ["T.1 (a) 4", "TX1 (a) 9"])).toEqual(["T.1 (a) 5", "T.1 (a) 6"]);
  });

  it("counts the texts of existing names stored per language for a plain name", () => {
    expect(numberedPointOfSaleNames("Mesa", 2, [{ en: "Table 3", es: "Mesa 3" }])).toEqual(["Mesa 4", "Mesa 5"]);
  });

  it("numbers every language of a name per language with the same index", () => {
    expect(numberedPointOfSaleNames({ en: "Table", es: "Mesa" }, 2, [])).toEqual([
      { en: "Table 1", es: "Mesa 1" },
      { en: "Table 2", es: "Mesa 2" },
    ]);
  });

  it("takes the highest index of any language for a name per language", () => {
    const existing = [{ en: "Table 2", es: "Mesa 2" }, { es: "Mesa 6" }, "Table 4"];
    expect(numberedPointOfSaleNames({ en: "Table", es: "Mesa" }, 2, existing)).toEqual([
      { en: "Table 7", es: "Mesa 7" },
      { en: "Table 8", es: "Mesa 8" },
    ]);
  });

  it("leaves out empty languages of a name per language", () => {
    expect(numberedPointOfSaleNames({ en: "Table", de: "  " }, 2, [])).toEqual([{ en: "Table 1" }, { en: "Table 2" }]);
  });

  it("creates at most the maximum at once and at least one", () => {
    expect(numberedPointOfSaleNames("Table", 5000, [])).toHaveLength(MAX_POINTS_OF_SALE_AT_ONCE);
    expect(numberedPointOfSaleNames("Table", 0, [])).toEqual(["Table"]);
    expect(numberedPointOfSaleNames("Table", Number.NaN, [])).toEqual(["Table"]);
  });
});

describe("highestIndex", () => {
  it("answers 0 when no existing name is numbered after the base", () => {
    expect(highestIndex("Table", ["Terrace 4", "Table"])).toBe(0);
  });
});

describe("nextPointOfSaleName", () => {
  it("proposes the last numbered name with the next free number", () => {
    expect(nextPointOfSaleName(["Bar", "Terrace 7", "Terrace 8"])).toBe("Terrace 9");
    // The highest number of that base, not the last one plus one.
    expect(nextPointOfSaleName(["Table 12", "Table 3"])).toBe("Table 13");
    // The last numbered point of sale decides the base, even after an unnumbered one.
    expect(nextPointOfSaleName(["Table 4", "Terrace 2", "Bar"])).toBe("Terrace 3");
  });

  it("proposes nothing when no name ends in a number", () => {
    expect(nextPointOfSaleName([])).toBeNull();
    expect(nextPointOfSaleName(["Bar", "Counter"])).toBeNull();
  });

  it("numbers each language of a translated name with the same next number", () => {
    expect(nextPointOfSaleName([{ en: "Terrace 8", es: "Terraza 8" }, { en: "Terrace 9" }])).toEqual({ en: "Terrace 10" });
    expect(nextPointOfSaleName(["Terrace 11", { en: "Terrace 8", es: "Terraza 8" }])).toEqual({ en: "Terrace 12", es: "Terraza 12" });
  });
});

describe("numberedPointOfSaleNames from a proposed next name", () => {
  it("goes on from the proposed number when it is added several times", () => {
    expect(numberedPointOfSaleNames("Terrace 9", 3, ["Terrace 7", "Terrace 8"])).toEqual(["Terrace 9", "Terrace 10", "Terrace 11"]);
    expect(numberedPointOfSaleNames({ en: "Terrace 9", es: "Terraza 9" }, 2, [{ en: "Terrace 8", es: "Terraza 8" }])).toEqual([
      { en: "Terrace 9", es: "Terraza 9" },
      { en: "Terrace 10", es: "Terraza 10" },
    ]);
    expect(numberedPointOfSaleNames("Table 1", 2, [])).toEqual(["Table 1", "Table 2"]);
  });

  it("numbers a name that is not the next free one after it, as before", () => {
    expect(numberedPointOfSaleNames("Room 101", 2, [])).toEqual(["Room 101 1", "Room 101 2"]);
    expect(numberedPointOfSaleNames("Terrace 5", 2, ["Terrace 8"])).toEqual(["Terrace 5 1", "Terrace 5 2"]);
  });
});
