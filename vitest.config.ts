// Test projects: "unit" runs without any emulator (shared rules, web components, server handlers with
// stand-ins); "emulated" needs the Firestore and Auth emulators (security rules and the /api app).
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // One test file per core. Vitest's default (cores - 1) leaves one of two cores idle for the whole unit
    // stage: its main process only collects results. (The emulated project still runs one file at a time.)
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "unit",
          include: ["shared/src/**/*.test.ts", "functions/src/**/*.unit.test.ts", "functions/tools/**/*.unit.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      "web/vitest.config.ts",
      {
        test: {
          name: "emulated",
          include: ["test/**/*.test.ts", "functions/src/**/*.api.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
