import { describe, expect, it } from "vitest";
import { slugBase, slugCandidates } from "./slug";

describe("slugBase", () => {
  it("turns a company name into lowercase words joined by dashes, without accents", () => {
    expect(slugBase("Café & Bar Ñandú")).toBe("cafe-bar-nandu");
  });

  it("falls back to shop when the name has no letters or digits", () => {
    expect(slugBase("咖啡馆 !!")).toBe("shop");
  });

  it("leaves room for a number and never ends with a dash", () => {
    const slug = slugBase(`${"a".repeat(89)} b`);
    expect(slug).toBe("a".repeat(89));
  });
});

describe("slugCandidates", () => {
  it("tries the base first, then numbered variants", () => {
    expect(slugCandidates("bar-ana", 3)).toEqual(["bar-ana", "bar-ana-2", "bar-ana-3"]);
  });

  it("never offers a reserved slug", () => {
    expect(slugCandidates("admin", 2)).toEqual(["admin-2", "admin-3"]);
    expect(slugCandidates("es", 1)).toEqual(["es-2"]);
  });
});
