// The browser tests' `test`: Playwright's, plus `cleanup(fn)` to undo what a test wrote into the shared
// demo project (users, companies, orders, notifications) whatever way the test ends.
import { test as base } from "@playwright/test";

type Cleanup = (undo: () => Promise<unknown>) => void;

export const test = base.extend<{ cleanup: Cleanup }>({
  // Playwright reads a fixture's dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  cleanup: async ({}, use) => {
    const undos: Array<() => Promise<unknown>> = [];
    await use((undo) => void undos.push(undo));
    const failures: unknown[] = [];
    for (const undo of undos.reverse()) await undo().catch((e: unknown) => failures.push(e));
    if (failures.length > 0) throw new Error(`cleanup failed: ${failures.map(String).join("; ")}`);
  },
});

export { expect } from "@playwright/test";
