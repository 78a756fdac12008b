// Installs the dependencies on a fresh clone (or after package-lock.json changed) before `npm start`
// and `npm test` use them. Node built-ins only.
import { existsSync, statSync, utimesSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";

/** Why an install is needed, or null when node_modules matches package-lock.json. */
export function installReason(root) {
  const lock = join(root, "package-lock.json");
  // npm writes this file at the end of every install: its age says when node_modules was last synced.
  const installed = join(root, "node_modules", ".package-lock.json");
  if (!existsSync(join(root, "node_modules"))) return "node_modules is missing";
  if (!existsSync(installed)) return "node_modules was not installed by npm";
  if (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs) return "package-lock.json is newer than node_modules";
  return null;
}

/** Runs `npm ci` (then `npm install` if that fails) when needed; exits the process if both fail. */
export function ensureDependencies(root) {
  const reason = installReason(root);
  if (!reason) return false;
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  console.log(`Installing dependencies (${reason}): npm ci`);
  const ok = (args) => spawnSync(npm, args, { cwd: root, stdio: "inherit" }).status === 0;
  let installed = ok(["ci", "--no-audit", "--no-fund"]);
  if (!installed) {
    console.log("npm ci failed; trying npm install");
    installed = ok(["install", "--no-audit", "--no-fund"]);
  }
  if (installed) {
    // npm install may rewrite package-lock.json after node_modules: mark node_modules as the newer one.
    const now = new Date();
    utimesSync(join(root, "node_modules", ".package-lock.json"), now, now);
    return true;
  }
  console.error("Could not install the dependencies (see the npm output above).");
  process.exit(1);
}
