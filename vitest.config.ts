// Test projects: "unit" runs without any emulator (shared rules, web components, server handlers with
// stand-ins); "emulated" needs the Firestore and Auth emulators (security rules and the /api app).
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { webProjects } from "./web/vitest.config";

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

export default defineConfig({
  test: {
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
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
