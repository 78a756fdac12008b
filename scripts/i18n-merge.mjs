// Merges translations into the message catalogues, then refreshes en.json from the code.
// Input: a JSON file { "<message id>": { "de": "…", "es": "…", "ca": "…", "fr": "…", "nl": "…", "zh": "…" } }.
// Usage: node scripts/i18n-merge.mjs translations.json
// Several people may merge at once: a lock directory serialises the read-modify-write of the catalogues.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LANGS, extractEnglish, langDir, readCatalogue } from "./i18n-extract.mjs";

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/i18n-merge.mjs translations.json");
  process.exit(2);
}
const incoming = JSON.parse(readFileSync(file, "utf8"));
const lock = join(langDir, ".merge-lock");

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

for (let tries = 0; ; tries++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (tries > 600) throw new Error(`${lock} held for a minute; remove it if no merge is running`);
    sleep(100);
  }
}
try {
  const en = extractEnglish();
  writeFileSync(join(langDir, "en.json"), JSON.stringify(en, null, 2) + "\n");
  const unknown = Object.keys(incoming).filter((id) => !(id in en));
  for (const lang of LANGS.filter((l) => l !== "en")) {
    const catalogue = readCatalogue(lang);
    for (const [id, texts] of Object.entries(incoming)) if (id in en && typeof texts[lang] === "string") catalogue[id] = texts[lang];
    const sorted = Object.fromEntries(Object.keys(catalogue).sort().map((k) => [k, catalogue[k]]));
    writeFileSync(join(langDir, `${lang}.json`), JSON.stringify(sorted, null, 2) + "\n");
  }
  console.log(`merged ${Object.keys(incoming).length - unknown.length} messages${unknown.length ? `; not defined in the code (skipped): ${unknown.join(", ")}` : ""}`);
} finally {
  rmdirSync(lock);
}
