// Extracts the react-intl messages defined in web/src (defineMessages) into the English catalogue
// web/src/i18n/lang/en.json, and lists what each other catalogue lacks.
// Usage: npm run i18n:extract            (writes en.json, reports gaps)
//        node scripts/i18n-extract.mjs --check   (writes nothing; exits 1 when en.json is stale or a catalogue has gaps)
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const LANGS = ["de", "en", "es", "ca", "fr", "nl", "zh"];
export const langDir = join(root, "web", "src", "i18n", "lang");

export function extractEnglish() {
  const out = execFileSync(join(root, "node_modules", ".bin", "formatjs"), ["extract", "web/src/**/*.{ts,tsx}", "--ignore", "web/src/**/*.test.*", "--format", "simple"], { cwd: root, encoding: "utf8", maxBuffer: 32 * 1024 * 1024 });
  const messages = JSON.parse(out);
  return Object.fromEntries(Object.keys(messages).sort().map((k) => [k, messages[k]]));
}

export function readCatalogue(lang) {
  return JSON.parse(readFileSync(join(langDir, `${lang}.json`), "utf8"));
}

/** Gaps of one catalogue against English: missing or empty messages. */
export function gaps(en, catalogue) {
  return Object.keys(en).filter((k) => typeof catalogue[k] !== "string" || catalogue[k].trim() === "");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const en = extractEnglish();
  let failed = false;
  if (check) {
    const current = readCatalogue("en");
    if (JSON.stringify(current) !== JSON.stringify(en)) {
      console.log("en.json is not what the code defines: run npm run i18n:extract");
      failed = true;
    }
  } else {
    writeFileSync(join(langDir, "en.json"), JSON.stringify(en, null, 2) + "\n");
    console.log(`en.json: ${Object.keys(en).length} messages`);
  }
  for (const lang of LANGS.filter((l) => l !== "en")) {
    const missing = gaps(en, readCatalogue(lang));
    const extra = Object.keys(readCatalogue(lang)).filter((k) => !(k in en));
    if (missing.length || extra.length) {
      failed = true;
      console.log(`${lang}.json: ${missing.length} missing, ${extra.length} unused${missing.length ? ` (e.g. ${missing.slice(0, 5).join(", ")})` : ""}`);
    }
  }
  process.exit(check && failed ? 1 : 0);
}
