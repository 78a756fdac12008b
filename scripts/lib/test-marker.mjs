// The record that `npm test` passed for one commit: `npm test` writes .cache/test-runs/passed-<commit> when every
// stage passed on a clean tree (nothing changed or untracked outside .gitignore), and `npm run deploy` deploys only
// a commit that has one. Node built-ins only: test.mjs imports it before `npm ci`.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const MARKER_DIR = ".cache/test-runs";

/** The commit checked out and whether the tree matches it: { commit, clean, changes } (commit null outside git). */
export function treeState(root) {
  try {
    const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const status = execFileSync("git", ["status", "--porcelain", "--untracked-files=normal"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const changes = status.split("\n").filter((line) => line.trim() !== "");
    return { commit, clean: changes.length === 0, changes };
  } catch {
    return { commit: null, clean: false, changes: [] };
  }
}

export function markerPath(root, commit) {
  return join(root, MARKER_DIR, `passed-${commit}`);
}

/**
 * Records a passing run when the tree was clean and on the same commit when the run started and when it ended.
 * Returns a line for the summary.
 */
export function recordPass(root, before, after, details) {
  if (!before.commit || before.commit !== after.commit) return "Not recorded as passed: the commit changed during the run.";
  if (!before.clean || !after.clean) return `Not recorded as passed for ${before.commit.slice(0, 12)}: the tree has uncommitted changes (npm run deploy needs a committed tree that passed).`;
  mkdirSync(join(root, MARKER_DIR), { recursive: true });
  writeFileSync(markerPath(root, before.commit), `${JSON.stringify({ commit: before.commit, at: new Date().toISOString(), ...details }, null, 2)}\n`);
  return `Recorded: npm test passed for ${before.commit.slice(0, 12)} (${MARKER_DIR}/passed-${before.commit}).`;
}

/** The recorded pass of a commit, or null. */
export function passedRun(root, commit) {
  const file = markerPath(root, commit);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}
