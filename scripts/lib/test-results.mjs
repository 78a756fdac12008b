// Where `npm test` writes the machine-readable results of vitest and Playwright, and the sum of them.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { root } from "./firebase-env.mjs";
import { CHROMIUM_DEFAULT_PATH } from "./preflight.mjs";
export const CHROMIUM = process.env.CHROMIUM_PATH ?? CHROMIUM_DEFAULT_PATH;
export const RESULTS = "test-results";
export const RESULT_FILES = {
  unit: `${RESULTS}/vitest-unit.json`,
  emulated: `${RESULTS}/vitest-emulated.json`,
  // Written by Playwright's json reporter (see playwright.config.ts).
  e2e: `${RESULTS}/playwright.json`,
  /** Timings of the steps inside the emulator run. */
  emulatedSteps: `${RESULTS}/emulated-steps.json`,
};

/** A report of this run: files older than `since` (ms) were left by an earlier or another run. */
function readJson(file, since = 0) {
  const path = join(root, file);
  if (!existsSync(path) || statSync(path).mtimeMs < since) return null;
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

/** Counts from a vitest json report: { passed, failed, skipped } or null when there is none. */
export function vitestCounts(report) {
  if (!report || typeof report.numTotalTests !== "number") return null;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Counts from a Playwright json report (retries are off, so flaky never happens; counted as passed). */
export function playwrightCounts(report) {
  const stats = report?.stats;
  if (!stats || typeof stats.expected !== "number") return null;
  return { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 };
}

/**
 * The counts of the reports written since `since` (ms) by the given sources ("unit", "emulated",
 * "e2e"), per source and summed.
 */
export function countResults({ since = 0, sources: wanted = ["unit", "emulated", "e2e"] } = {}) {
  const sources = [
    ["unit", "unit + web (vitest)", vitestCounts(readJson(RESULT_FILES.unit, since))],
    ["emulated", "emulated (vitest)", vitestCounts(readJson(RESULT_FILES.emulated, since))],
    ["e2e", "browser (playwright)", playwrightCounts(readJson(RESULT_FILES.e2e, since))],
  ]
    .filter(([key]) => wanted.includes(key))
    .map(([, name, counts]) => [name, counts])
    .filter(([, counts]) => counts)
    .map(([name, counts]) => ({ name, ...counts }));
  const sum = (key) => sources.reduce((total, s) => total + s[key], 0);
  return { sources, passed: sum("passed"), failed: sum("failed"), skipped: sum("skipped"), steps: readJson(RESULT_FILES.emulatedSteps, since) ?? [] };
}
