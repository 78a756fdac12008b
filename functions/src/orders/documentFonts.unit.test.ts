// The order documents' fonts and line breaking, without Firestore: which characters each typeface draws,
// what it writes instead of the others, and where Chinese text may break.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { cjkFontDraws, cjkFontPath, embedDocumentFonts } from "./documentFonts";
import { breakable } from "./documents";
import { embeddedOutlines } from "./testPdf";

describe("standard fonts", () => {
  it("keep what Helvetica draws, and write Intl's spaces as plain spaces", async () => {
    const fonts = await embedDocumentFonts(await PDFDocument.create(), { cjk: false });
    expect(fonts.regular.drawable("Crème brûlée 12,50\u202f€ – ok")).toBe("Crème brûlée 12,50 € – ok");
    expect(fonts.missing.size).toBe(0);
  });

  it("write letters Helvetica lacks without accents or stroke, the rest as '?', and count them as missing", async () => {
    const fonts = await embedDocumentFonts(await PDFDocument.create(), { cjk: false });
    expect(fonts.regular.drawable("Łódź 芝士")).toBe("Lódz ??");
    expect([...fonts.missing].map((c) => String.fromCodePoint(c)).sort()).toEqual(["Ł", "ź", "士", "芝"].sort());
  });
});

describe("Noto Sans SC", () => {
  it("is found among the installed packages", () => {
    const path = cjkFontPath("regular");
    expect(path).toMatch(/NotoSansSC_400Regular\.ttf$/);
    expect(existsSync(path)).toBe(true);
    expect(existsSync(cjkFontPath("bold"))).toBe(true);
  });

  it("draws Chinese, and Latin letters it lacks with Helvetica behind it", async () => {
    const fonts = await embedDocumentFonts(await PDFDocument.create(), { cjk: true });
    expect(fonts.cjk).toBe(true);
    expect(fonts.regular.drawable("王伟 Šárka Łukasz – 12,50 €")).toBe("王伟 Šárka Lukasz – 12,50 €");
    expect(fonts.bold.drawable("收据 · 订单 #7")).toBe("收据 · 订单 #7");
    expect(fonts.missing.size).toBe(1);
  });

  it("embeds subsets whose glyphs have the font's own outlines, in both weights", async () => {
    const doc = await PDFDocument.create();
    const fonts = await embedDocumentFonts(doc, { cjk: true });
    const page = doc.addPage();
    const text = "北京小馆餐饮有限公司 收据 · 订单 #8 Carrer Major 1, 08001 Barcelona 西班牙";
    fonts.regular.draw(page, text, { x: 10, y: 700, size: 10 });
    fonts.bold.draw(page, text, { x: 10, y: 680, size: 10 });
    const embedded = [...(await embeddedOutlines(await doc.save()))];
    for (const weight of ["regular", "bold"] as const) {
      const original = fontkit.create(readFileSync(cjkFontPath(weight)));
      const outlines = embedded.find(([name]) => name.startsWith(weight === "regular" ? "NotoSansSC-Regular" : "NotoSansSC-Bold"))?.[1];
      expect(outlines, weight).toBeDefined();
      for (const char of new Set(text.replace(/\s/g, ""))) {
        expect(outlines?.get(char), `${weight} ${char}`).toBe(original.glyphForCodePoint(char.codePointAt(0) ?? 0).path.toSVG());
      }
    }
  });

  it("is only worth embedding for characters it has", async () => {
    expect(await cjkFontDraws(["芝".codePointAt(0)!])).toBe(true);
    expect(await cjkFontDraws(["Ł".codePointAt(0)!, "😀".codePointAt(0)!])).toBe(false);
  });

  it("measures a mixed line as the sum of its runs", async () => {
    const fonts = await embedDocumentFonts(await PDFDocument.create(), { cjk: true });
    const whole = fonts.regular.width("汉堡Š", 10);
    expect(whole).toBeCloseTo(fonts.regular.width("汉堡", 10) + fonts.regular.width("Š", 10), 5);
    expect(fonts.regular.width("汉堡", 10)).toBeCloseTo(20, 0);
  });
});

describe("breakable", () => {
  it("lets Chinese break between ideographs and Latin text at spaces", () => {
    expect(breakable("芝士汉堡 Extra cheese")).toEqual([
      { text: "芝", space: false },
      { text: "士", space: false },
      { text: "汉", space: false },
      { text: "堡", space: false },
      { text: "Extra", space: true },
      { text: "cheese", space: true },
    ]);
  });

  it("keeps closing punctuation on the line of the character before it", () => {
    expect(breakable("你好，世界。").map((p) => p.text)).toEqual(["你", "好，", "世", "界。"]);
  });
});
