import { describe, expect, it } from "vitest";
import { playwrightCounts, vitestCounts } from "./test-results.mjs";

describe("test result counts", () => {
  it("reads passed, failed and skipped (pending and todo) from a vitest json report", () => {
    const report = { numTotalTests: 10, numPassedTests: 6, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1 };
    expect(vitestCounts(report)).toEqual({ passed: 6, failed: 2, skipped: 2 });
  });

  it("reads expected as passed and unexpected as failed from a Playwright json report", () => {
    const report = { stats: { expected: 4, unexpected: 1, skipped: 0, flaky: 0 } };
    expect(playwrightCounts(report)).toEqual({ passed: 4, failed: 1, skipped: 0 });
  });

  it("answers null for a missing or foreign report instead of counting zero", () => {
    expect(vitestCounts(null)).toBeNull();
    expect(vitestCounts({ stats: {} })).toBeNull();
    expect(playwrightCounts({ numTotalTests: 3 })).toBeNull();
  });
});
