// Checks for what the machine must provide before the emulators or the browser tests can run.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

/** A message when no Java runtime 17+ is on the PATH (the Firestore emulator needs one), else null. */
export function javaProblem() {
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  const hint = "The Firestore emulator needs a Java runtime 17 or newer.\n  Install one with: sudo apt-get install -y default-jre-headless";
  if (java.error || java.status !== 0) return `Java is missing. ${hint}`;
  const version = /version "([^"]+)"/.exec(`${java.stderr}${java.stdout}`)?.[1] ?? "";
  const major = Number(version.startsWith("1.") ? version.split(".")[1] : version.split(/[.+_-]/)[0]);
  if (Number.isFinite(major) && major > 0 && major < 17) return `Java ${version} is too old. ${hint}`;
  return null;
}

/** A message when the browser for the Playwright tests is missing, else null. */
export function chromiumProblem(path, ci = !!process.env.CI) {
  if (existsSync(path)) return null;
  return (
    `Chromium is missing at ${path}; the browser tests need it and are never skipped.` +
    (ci ? "" : "\n  Install it with: sudo apt-get install -y chromium   (or run .ci/run, which installs what is missing)") +
    "\n  Another Chromium can be used with CHROMIUM_PATH=/path/to/chromium."
  );
}
