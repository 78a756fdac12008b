// Lighthouse on the login page in each interface language (issue 20: mobile performance ≥ 95 with the largest
// contentful paint ≤ 2.0 s; accessibility 100). Runs Lighthouse (fetched by npx, version pinned below; it is a
// measuring tool, not a dependency of the product) with its mobile defaults (simulated slow 4G, 4× CPU
// slowdown, a phone's screen) against the built admin on the Hosting emulator, with Chromium started in the
// language under test.
// Usage: npm run build -w web, then with the Hosting emulator running (e.g. through `npm run emulators`):
// `npm run bench:lighthouse [-- en,es]`. Prints per language the performance score, its paints and the
// accessibility score with every audit that failed; exits 1 when a target is missed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const LIGHTHOUSE = "lighthouse@12.8.2";
const BASE = process.env.E2E_BASE_URL ?? "http://127.0.0.1:5000";
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ALL = ["de", "en", "es", "ca", "fr", "nl", "zh"];
const TARGET = { performance: 95, lcpMs: 2000, accessibility: 100 };
const languages = (process.argv[2] ?? ALL.join(",")).split(",").filter((l) => ALL.includes(l));
const out = mkdtempSync(join(tmpdir(), "comanda-lighthouse-"));

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
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
        "--only-categories=performance,accessibility",
        // --lang alone leaves a headless Chromium's navigator.languages English; --accept-lang sets them.
        `--chrome-flags=--headless=new --no-sandbox --lang=${language} --accept-lang=${language}`,
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
    const failed = lhr.categories.accessibility.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.scoreDisplayMode === "binary" && a.score === 0)
      .map((a) => `${a.id} (${a.title})`);
    const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const result = {
      language,
      performance: Math.round(lhr.categories.performance.score * 100),
      fcpMs: Math.round(ms("first-contentful-paint")),
      lcpMs: Math.round(ms("largest-contentful-paint")),
      tbtMs: Math.round(ms("total-blocking-time")),
      cls: Number((ms("cumulative-layout-shift") || 0).toFixed(3)),
      transferKiB: Math.round((lhr.audits["total-byte-weight"]?.numericValue ?? 0) / 1024),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      failed,
    };
    results.push(result);
    console.log(
      `${language}: performance ${result.performance} (FCP ${seconds(result.fcpMs)}, LCP ${seconds(result.lcpMs)}, TBT ${result.tbtMs} ms, CLS ${result.cls}, ${result.transferKiB} KiB); ` +
        `accessibility ${result.accessibility}${failed.length ? `; failed: ${failed.join(", ")}` : ""}`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
console.log(JSON.stringify(results));
const missed = results.flatMap((r) => [
  ...(r.performance < TARGET.performance ? [`${r.language} performance ${r.performance} < ${TARGET.performance}`] : []),
  ...(r.lcpMs > TARGET.lcpMs ? [`${r.language} LCP ${seconds(r.lcpMs)} > ${seconds(TARGET.lcpMs)}`] : []),
  ...(r.accessibility < TARGET.accessibility ? [`${r.language} accessibility ${r.accessibility} < ${TARGET.accessibility}`] : []),
]);
console.log(
  missed.length === 0
    ? `Lighthouse (mobile) on ${BASE}/admin/login in ${languages.join(", ")}: performance ≥ ${TARGET.performance}, LCP ≤ ${seconds(TARGET.lcpMs)}, accessibility ${TARGET.accessibility}`
    : `targets missed: ${missed.join("; ")}`,
);
process.exit(missed.length === 0 ? 0 : 1);
