// Lighthouse accessibility of the login page in each interface language (issue: 100, not 93). Runs Lighthouse
// (fetched by npx, version pinned below; it is a measuring tool, not a dependency of the product) against the
// built admin on the Hosting emulator, with Chromium started in the language under test.
// Usage: npm run build, then with `npm run emulators` running: `npm run bench:lighthouse [-- en,es]`.
// Prints the score per language and every audit that failed; exits 1 when a score is below 100.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const LIGHTHOUSE = "lighthouse@12.8.2";
const BASE = process.env.E2E_BASE_URL ?? "http://127.0.0.1:5000";
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ALL = ["de", "en", "es", "ca", "fr", "nl", "zh"];
const languages = (process.argv[2] ?? ALL.join(",")).split(",").filter((l) => ALL.includes(l));
const out = mkdtempSync(join(tmpdir(), "comanda-lighthouse-"));

const results = [];
try {
  for (const language of languages) {
    const report = join(out, `${language}.json`);
    const run = spawnSync(
      "npx",
      [
        "--yes",
        LIGHTHOUSE,
        `${BASE}/admin/login`,
        "--only-categories=accessibility",
        `--chrome-flags=--headless=new --no-sandbox --lang=${language}`,
        "--output=json",
        `--output-path=${report}`,
        "--quiet",
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, encoding: "utf8" },
    );
    if (run.status !== 0) {
      console.error(`Lighthouse failed for ${language}:\n${run.stderr}`);
      process.exit(1);
    }
    const lhr = JSON.parse(readFileSync(report, "utf8"));
    const failed = Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === "binary" && a.score === 0)
      .map((a) => `${a.id} (${a.title})`);
    const score = Math.round(lhr.categories.accessibility.score * 100);
    results.push({ language, score, failed });
    console.log(`${language}: accessibility ${score}${failed.length ? `; failed: ${failed.join(", ")}` : ""}`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
console.log(JSON.stringify(results));
const low = results.filter((r) => r.score < 100);
console.log(low.length === 0 ? `Lighthouse accessibility of ${BASE}/admin/login: 100 in ${languages.join(", ")}` : `below 100: ${low.map((r) => r.language).join(", ")}`);
process.exit(low.length === 0 ? 0 : 1);
