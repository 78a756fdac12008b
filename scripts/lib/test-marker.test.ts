// The record of a passing npm test that npm run deploy asks for: written only for a clean tree on one commit.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { passedRun, recordPass, treeState } from "./test-marker.mjs";

function repo(): string {
  const dir = mkdtempSync(join(tmpdir(), "comanda-marker-"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "ignore" });
  git("init", "-q");
  writeFileSync(join(dir, ".gitignore"), ".cache/\n");
  writeFileSync(join(dir, "a.txt"), "a\n");
  git("add", ".gitignore", "a.txt");
  git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "first");
  return dir;
}

describe("test-marker", () => {
  it("records a pass of a clean tree for its commit, and nothing for another commit", () => {
    const dir = repo();
    const state = treeState(dir);
    expect(state.clean).toBe(true);
    expect(state.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(passedRun(dir, state.commit!)).toBeNull();
    expect(recordPass(dir, state, treeState(dir), { passed: 12 })).toMatch(/^Recorded: npm test passed for/);
    expect(passedRun(dir, state.commit!)).toMatchObject({ commit: state.commit, passed: 12 });
    expect(treeState(dir).clean).toBe(true); // the record itself is ignored
    expect(passedRun(dir, "0".repeat(40))).toBeNull();
  });

  it("records nothing when the tree had changes or the commit moved during the run", () => {
    const dir = repo();
    const before = treeState(dir);
    writeFileSync(join(dir, "b.txt"), "untracked\n");
    const dirty = treeState(dir);
    expect(dirty.clean).toBe(false);
    expect(recordPass(dir, before, dirty, {})).toMatch(/uncommitted changes/);
    expect(recordPass(dir, before, { ...before, commit: "f".repeat(40) }, {})).toMatch(/commit changed/);
    expect(passedRun(dir, before.commit!)).toBeNull();
  });
});
