// Where `npm test` writes the machine-readable results of vitest and Playwright, and the sum of them.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./firebase-env.mjs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const RESULTS = "test-results";
export const RESULT_FILES = {
  unit: `${RESULTS}/vitest-unit.json`,
  emulated: `${RESULTS}/vitest-emulated.json`,
  // Written by Playwright's json reporter (see playwright.config.ts).
  e2e: `${RESULTS}/playwright.json`,
  /** Timings of the steps inside the emulator run. */
  emulatedSteps: `${RESULTS}/emulated-steps.json`,
};

function readJson(file) {
  const path = join(root, file);
  if (!existsSync(path)) return null;
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

/** The counts of every report present, per source and summed. */
export function countResults() {
  const sources = [
    ["unit + web (vitest)", vitestCounts(readJson(RESULT_FILES.unit))],
    ["emulated (vitest)", vitestCounts(readJson(RESULT_FILES.emulated))],
    ["browser (playwright)", playwrightCounts(readJson(RESULT_FILES.e2e))],
  ]
    .filter(([, counts]) => counts)
    .map(([name, counts]) => ({ name, ...counts }));
  const sum = (key) => sources.reduce((total, s) => total + s[key], 0);
  return { sources, passed: sum("passed"), failed: sum("failed"), skipped: sum("skipped"), steps: readJson(RESULT_FILES.emulatedSteps) ?? [] };
}
