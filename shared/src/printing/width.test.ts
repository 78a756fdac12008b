// Column widths of Latin and Chinese text on a receipt printer, and wrapping to the paper.
import { describe, expect, it } from "vitest";
import { charWidth, padLeft, textWidth, wrapText } from "./width";

describe("charWidth and textWidth", () => {
  it("counts Latin letters, accents and digits as one column", () => {
    expect(textWidth("Crème brûlée 12")).toBe(15);
  });

  it("counts Chinese ideographs and fullwidth punctuation as two columns", () => {
    expect(charWidth("宫")).toBe(2);
    expect(charWidth("，")).toBe(2);
    expect(textWidth("宫保鸡丁，微辣")).toBe(14);
  });

  it("counts a combining accent as no column", () => {
    expect(textWidth("Cafe\u0301")).toBe(4);
  });

  it("pads on the left to a column count, a Chinese text too", () => {
    expect(padLeft("¥8", 6)).toBe("    ¥8");
    expect(padLeft("小计", 6)).toBe("  小计");
  });
});

describe("wrapText", () => {
  it("breaks on word boundaries", () => {
    expect(wrapText("Pizza quattro formaggi with extra basil", 16)).toEqual(["Pizza quattro", "formaggi with", "extra basil"]);
  });

  it("cuts a single word wider than the line", () => {
    expect(wrapText("Supercalifragilistic", 8)).toEqual(["Supercal", "ifragili", "stic"]);
  });

  it("gives continuation lines their own width (a hanging indent)", () => {
    expect(wrapText("2x Grilled octopus with potatoes", 16, 13)).toEqual(["2x Grilled", "octopus with", "potatoes"]);
  });

  it("breaks Chinese between ideographs by columns, two per character", () => {
    const lines = wrapText("宫保鸡丁配米饭和青菜", 8);
    expect(lines).toEqual(["宫保鸡丁", "配米饭和", "青菜"]);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(8);
  });

  it("never starts a line with closing Chinese punctuation", () => {
    const lines = wrapText("微辣，不要葱", 4);
    expect(lines[0]).toBe("微");
    expect(lines[1]).toBe("辣，");
    expect(lines.every((line) => !line.startsWith("，"))).toBe(true);
  });

  it("gives no line for an empty text", () => {
    expect(wrapText("   ", 10)).toEqual([]);
  });
});
