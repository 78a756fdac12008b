// Test projects: "unit" runs without any emulator (shared rules, web components, server handlers with
// stand-ins); "emulated" needs the Firestore and Auth emulators (security rules and the /api app).
import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, relative } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { webProjects } from "./web/vitest.config";

/**
 * The emulated files that must start from a fresh module graph ("emulated (isolated)"): those that replace a module
 * or a global, set the environment, or take an emulator project of their own before importing the test harness
 * (a *TestProject import). The others share their worker's modules ("emulated": `isolate: false`): each file
 * otherwise spent about two seconds importing the api (Express, firebase-admin, Stripe, pdf-lib) again, 165 s of
 * the stage's CPU. They share their worker's emulator project too, one file after another, each clearing it first.
 */
const EMULATED_INCLUDE = /(^test\/.*\.test\.ts$)|(^functions\/src\/.*\.api\.test\.ts$)/;
const NEEDS_OWN_MODULES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules|unstubAllGlobals)\(|process\.env\.[A-Z_]+ =|TestProject"/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(import.meta.dirname, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}
const isolatedEmulatedFiles = [...filesUnder("test"), ...filesUnder("functions/src")].filter(
  (file) => EMULATED_INCLUDE.test(file) && NEEDS_OWN_MODULES.test(readFileSync(join(import.meta.dirname, file), "utf8")),
);

/** Severities of the server's routine events (firebase-functions' logger writes one JSON object per line). */
const ROUTINE = new Set(["DEBUG", "INFO", "NOTICE"]);

/**
 * The server's routine events (a request refused, a mail queued, a webhook received) are not printed in tests,
 * so that a real failure stands out; its warnings and errors, and every other log, still are.
 */
function routineServerEvent(log: string): boolean {
  const line = log.trim();
  if (!line.startsWith("{") || !line.endsWith("}") || line.includes("\n")) return false;
  try {
    const entry = JSON.parse(line) as { severity?: unknown; message?: unknown };
    return typeof entry.severity === "string" && ROUTINE.has(entry.severity) && typeof entry.message === "string";
  } catch {
    return false;
  }
}

/**
 * The emulated files that take longest (seconds in a fresh-clone run of npm test), started first. On a fresh clone
 * vitest has no durations of earlier runs and keeps the files' order, so the rules matrix (25 s) began last and the
 * emulated stage ended 25 s after every other file; with the long ones first, the short ones fill the end.
 */
const LONGEST_FIRST = [
  "functions/src/verifactu/tickets.api.test.ts", // 57 s: 50 tickets done at once
  "test/rules/firestore.matrix.test.ts", // 25 s
  "functions/src/banking/banking.api.test.ts", // 23 s
  "functions/src/orders/place.api.test.ts", // 22 s
  "functions/src/payments/payments.api.test.ts", // 22 s
  "functions/src/subscriptions/subscriptions.api.test.ts", // 19 s
  "functions/src/statistics/orderStatistics.api.test.ts", // 18 s
  "functions/src/settings/info.api.test.ts", // 16 s
  "functions/src/zones/lock.api.test.ts", // 15 s
];

/** Vitest's order (failed first, then longest by earlier runs when it has them), with LONGEST_FIRST before the rest. */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.indexOf(relative(import.meta.dirname, file.moduleId).split("\\").join("/"));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    return sorted.map((file, index) => ({ file, index })).sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index).map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    onConsoleLog: (log) => (routineServerEvent(log) ? false : undefined),
    // One test file per core. Vitest's default (cores - 1) leaves one of two cores idle for the whole unit
    // stage: its main process only collects results. The emulated project's files also run two at a time, each worker in emulator projects of its own.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "unit",
          include: ["shared/src/**/*.test.ts", "functions/src/**/*.unit.test.ts", "functions/tools/**/*.unit.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      ...webProjects,
      {
        test: {
          name: "emulated",
          include: ["test/**/*.test.ts", "functions/src/**/*.api.test.ts"],
          exclude: isolatedEmulatedFiles,
          isolate: false,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "emulated (isolated)",
          include: isolatedEmulatedFiles,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
