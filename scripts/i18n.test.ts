// The seven message catalogues: English matches the code, every other language has every message,
// really translated, with the same ICU arguments (a wrong or missing placeholder breaks at run time).
import { stripDefaultMessages } from "../web/messageCatalogues";
import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
// @ts-expect-error plain ES module without typings
import { LANGS, extractEnglish, readCatalogue, gaps } from "./i18n-extract.mjs";
import { execFileSync } from "node:child_process";
import { AFTER_LOGIN_ERROR_PREFIX, CORE_SOURCE_GLOBS, isCoreMessage } from "../web/src/i18n/catalogueParts";

type Catalogue = Record<string, string>;
const en = readCatalogue("en") as Catalogue;

function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      out.add(`<${el.value}>`);
      argumentsOf(el.children, out);
      continue;
    }
    out.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) argumentsOf(option.value, out);
  }
  return out;
}

describe("message catalogues", () => {
  it("en.json holds exactly the messages the code defines", () => {
    expect(en).toEqual(extractEnglish());
  });

  for (const lang of (LANGS as string[]).filter((l) => l !== "en")) {
    describe(lang, () => {
      const catalogue = readCatalogue(lang) as Catalogue;

      it("has every message, none empty", () => {
        expect(gaps(en, catalogue)).toEqual([]);
      });

      it("has no message the code no longer defines", () => {
        expect(Object.keys(catalogue).filter((k) => !(k in en))).toEqual([]);
      });

      it("keeps the ICU arguments and tags of each English message", () => {
        const wrong = Object.keys(en)
          .filter((k) => typeof catalogue[k] === "string")
          .filter((k) => {
            try {
              return [...argumentsOf(parse(en[k]!))].sort().join() !== [...argumentsOf(parse(catalogue[k]!))].sort().join();
            } catch {
              return true;
            }
          });
        expect(wrong).toEqual([]);
      });

      it("is really translated (at most a tenth of the texts equal the English)", () => {
        const wordy = Object.keys(en).filter((k) => /[a-z]{4,}/i.test(en[k]!));
        const same = wordy.filter((k) => catalogue[k] === en[k]);
        expect(same.length).toBeLessThanOrEqual(Math.floor(wordy.length / 10));
      });
    });
  }

  it("puts every message of the screens before login in the catalogue's core part", () => {
    const out = execFileSync("node_modules/.bin/formatjs", ["extract", ...CORE_SOURCE_GLOBS, "--ignore", "web/src/**/*.test.*", "--format", "simple"], { encoding: "utf8" });
    const ids = Object.keys(JSON.parse(out) as Catalogue);
    expect(ids.length).toBeGreaterThan(50);
    // The after-login error texts are defined in i18n/errors.ts but only ever shown after login.
    expect(ids.filter((id) => !isCoreMessage(id) && !id.startsWith(AFTER_LOGIN_ERROR_PREFIX))).toEqual([]);
  });

  it("keeps the after-login error texts out of the core part and the login errors in it", () => {
    expect(isCoreMessage("error.domain.field.zoneNameTaken")).toBe(false);
    expect(isCoreMessage("error.wrongCredentials")).toBe(true);
    expect(isCoreMessage("error.field.required")).toBe(true);
    expect(isCoreMessage("orders.board.title")).toBe(false);
  });
});

describe("English texts dropped from the build", () => {
  it("removes each defaultMessage and keeps the ids, also with escaped quotes and line breaks before the text", () => {
    const source = `const m = defineMessages({\n  a: { id: "x.a", defaultMessage: "Say \\"hi\\", then go" },\n  b: {\n    id: "x.b",\n    defaultMessage:\n      "Long text",\n  },\n});`;
    const { code } = stripDefaultMessages(source);
    expect(code).not.toContain("defaultMessage");
    expect(code).toContain('id: "x.a"');
    expect(code).toContain('id: "x.b"');
    expect(code).not.toContain("Long text");
  });
});
