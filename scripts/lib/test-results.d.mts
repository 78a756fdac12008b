// Types of test-results.mjs for the TypeScript tests.
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export declare const CHROMIUM: string;
export declare const RESULTS: string;
export declare const RESULT_FILES: { unit: string; emulated: string; e2e: string; emulatedSteps: string };
export declare function vitestCounts(report: unknown): Counts | null;
export declare function playwrightCounts(report: unknown): Counts | null;
export declare function countResults(options?: { since?: number; sources?: Array<"unit" | "emulated" | "e2e"> }): {
  sources: Array<Counts & { name: string }>;
  passed: number;
  failed: number;
  skipped: number;
  steps: Array<{ name: string; code: number; ms: number }>;
};
