import { describe, expect, it } from "vitest";
import { contentShown, shopContent, shownByRule } from "./contentVisibility";

describe("shownByRule", () => {
  it("shows all, only the selected, or all except the selected; unset shows all", () => {
    const ids = ["a", "b", "c"];
    expect(ids.filter((id) => shownByRule("all", ["a"], id))).toEqual(ids);
    expect(ids.filter((id) => shownByRule("onlySelected", ["a", "c"], id))).toEqual(["a", "c"]);
    expect(ids.filter((id) => shownByRule("allExceptSelected", ["a"], id))).toEqual(["b", "c"]);
    expect(ids.filter((id) => shownByRule(undefined, undefined, id))).toEqual(ids);
    expect(ids.filter((id) => shownByRule("onlySelected", undefined, id))).toEqual([]);
  });
});

describe("contentShown", () => {
  it("applies the zone's page and story rules each to its own kind, and a customer's list instead of them", () => {
    const zone = { pagesVisibilityRule: "onlySelected" as const, pagesVisibilityConfig: ["p1"], storiesVisibilityRule: "allExceptSelected" as const, storiesVisibilityConfig: ["p1"] };
    expect([contentShown("pages", "p1", zone), contentShown("pages", "p2", zone)]).toEqual([true, false]);
    expect([contentShown("stories", "p1", zone), contentShown("stories", "p2", zone)]).toEqual([false, true]);
    expect([contentShown("pages", "p1", zone, ["p2"]), contentShown("pages", "p2", zone, ["p2"])]).toEqual([false, true]);
    expect(contentShown("pages", "p2", zone, null)).toBe(false);
  });
});

describe("shopContent", () => {
  it("answers each entry in the language asked for, else the company's default, sorted by sortOrder", () => {
    const entries = [
      { id: "b", data: { sortOrder: 2, title: { en: "Allergens", es: "Alérgenos" }, content: { en: "<p>Ask</p>" }, showInNavigation: true } },
      { id: "a", data: { sortOrder: 1, title: { en: "About", de: "Über uns" }, content: { en: "<p>Us</p>", de: "<p>Wir</p>" }, picture: "https://x/p.png" } },
    ];
    expect(shopContent("pages", entries, {}, "es", "en")).toEqual([
      { id: "a", title: "About", content: "<p>Us</p>", picture: "https://x/p.png", showInNavigation: false, sortOrder: 1 },
      { id: "b", title: "Alérgenos", content: "<p>Ask</p>", picture: null, showInNavigation: true, sortOrder: 2 },
    ]);
    expect(shopContent("pages", entries, {}, "de", "en").map((e) => e.content)).toEqual(["<p>Wir</p>", "<p>Ask</p>"]);
  });
});
