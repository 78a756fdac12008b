// Which characters the printer font prints, and the media types a ticket is offered in.
import { describe, expect, it } from "vitest";
import { LayoutBuilder } from "./layout";
import { charactersOutsideFont, fontPrints, isCloudPrntMediaType, layoutNeedsRaster, offeredMediaTypes } from "./printerFont";

describe("fontPrints", () => {
  it("prints ASCII, Latin-1 and the Windows-1252 extras", () => {
    for (const char of ["A", "z", "0", " ", "~", "é", "ñ", "Ç", "ß", "ü", "ø", "·", "¿", "€", "Œ", "œ", "Š", "ž", "Ÿ", "–", "—", "“", "”", "…", "•", "™"]) expect(fontPrints(char)).toBe(true);
  });

  it("lacks Chinese, Greek, Cyrillic, Polish letters, emoji and control codes", () => {
    for (const char of ["宫", "保", "。", "Ω", "Ж", "ł", "Ő", "😀", "\u0080", "\u0001", "\u0301"]) expect(fontPrints(char)).toBe(false);
  });
});

describe("charactersOutsideFont", () => {
  it("lists each missing character once, in order", () => {
    expect(charactersOutsideFont("2x 宫保鸡丁 + 宫")).toEqual(["宫", "保", "鸡", "丁"]);
    expect(charactersOutsideFont("Café con leche 3,50 €")).toEqual([]);
  });

  it("composes accents first: e + combining acute is the é the font has", () => {
    expect(charactersOutsideFont("Cafe\u0301")).toEqual([]);
  });
});

describe("offeredMediaTypes", () => {
  const latin = new LayoutBuilder(80).text("#12", { size: 2, bold: true }).text("1x Crème brûlée").qr("https://example.com/宫").build();
  const chinese = new LayoutBuilder(58).text("#12", { size: 2 }).text("1x 宫保鸡丁").build();

  it("needs a raster only for printed text the font lacks (not for a QR code's data)", () => {
    expect(layoutNeedsRaster(latin)).toBe(false);
    expect(layoutNeedsRaster(chinese)).toBe(true);
  });

  it("offers StarPRNT first for a ticket the font prints", () => {
    expect(offeredMediaTypes(latin)).toEqual(["application/vnd.star.starprnt", "text/plain", "image/png"]);
  });

  it("offers PNG first for a Chinese ticket", () => {
    expect(offeredMediaTypes(chinese)).toEqual(["image/png", "application/vnd.star.starprnt", "text/plain"]);
  });

  it("leaves PNG out while images cannot be drawn", () => {
    expect(offeredMediaTypes(latin, { png: false })).toEqual(["application/vnd.star.starprnt", "text/plain"]);
    expect(offeredMediaTypes(chinese, { png: false })).toEqual(["application/vnd.star.starprnt", "text/plain"]);
  });

  it("knows the three media types and nothing else", () => {
    expect(isCloudPrntMediaType("image/png")).toBe(true);
    expect(isCloudPrntMediaType("text/plain")).toBe(true);
    expect(isCloudPrntMediaType("application/vnd.star.starprnt")).toBe(true);
    expect(isCloudPrntMediaType("text/vnd.star.markup")).toBe(false);
    expect(isCloudPrntMediaType(undefined)).toBe(false);
  });
});
