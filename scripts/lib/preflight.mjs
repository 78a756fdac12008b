// What the machine must provide before the emulators or the browser tests can run (a Java runtime 17+,
// Chromium, CJK fonts for the Chinese screenshots), and installing it with apt-get where this user may:
// as root, or through sudo without a password. Otherwise it names the one command to run.
// `npm test`, `npm start` and `.ci/run` (`node scripts/lib/preflight.mjs`) share it. Only node: builtins,
// so it runs before `npm ci`.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const JAVA_PACKAGE = "default-jre-headless";
// Chromium's headless shell: the same engine without the full browser's window and GPU process, which
// cost a fifth more CPU per journey on two cores (the browser tests are CPU-bound).
export const CHROMIUM_PACKAGE = "chromium-headless-shell";
/** Where the package puts it: the browser tests' Chromium unless CHROMIUM_PATH names another. */
export const CHROMIUM_DEFAULT_PATH = "/usr/bin/chromium-headless-shell";
export const CJK_FONTS_PACKAGE = "fonts-noto-cjk";

/** The major version of a `java -version` output ("17.0.15" → 17, "1.8.0_292" → 8), or NaN. */
export function javaMajor(output) {
  const version = /version "([^"]+)"/.exec(output)?.[1] ?? "";
  return Number(version.startsWith("1.") ? version.split(".")[1] : version.split(/[.+_-]/)[0]);
}

/** A message when no Java runtime 17+ is on the PATH (the Firestore emulator needs one), else null. */
export function javaProblem(run = spawnSync) {
  const java = run("java", ["-version"], { encoding: "utf8" });
  const hint = "The Firestore emulator needs a Java runtime 17 or newer.";
  if (java.error || java.status !== 0) return `Java is missing. ${hint}`;
  const output = `${java.stderr ?? ""}${java.stdout ?? ""}`;
  const major = javaMajor(output);
  if (Number.isFinite(major) && major > 0 && major < 17) return `Java ${/version "([^"]+)"/.exec(output)?.[1]} is too old. ${hint}`;
  return null;
}

/** A message when the browser for the Playwright tests is missing, else null. */
export function chromiumProblem(path) {
  if (existsSync(path)) return null;
  return `Chromium is missing at ${path}; the browser tests need it and are never skipped (another one can be used with CHROMIUM_PATH=/path/to/chromium).`;
}

/** A message when no CJK font is installed (Chinese screens would show empty boxes), else null. */
export function cjkFontsProblem(run = spawnSync) {
  const dpkg = run("dpkg-query", ["-W", "-f=${Status}", CJK_FONTS_PACKAGE], { encoding: "utf8" });
  if (!dpkg.error && dpkg.status === 0 && /install ok installed/.test(dpkg.stdout ?? "")) return null;
  const fc = run("fc-list", [":lang=zh", "family"], { encoding: "utf8" });
  if (!fc.error && fc.status === 0 && (fc.stdout ?? "").trim() !== "") return null;
  return "No CJK fonts are installed: Chinese text in the browser tests' screenshots would show as empty boxes.";
}

/**
 * The apt packages for the problems found: `problems` maps each need to its message (null: fine).
 * Chromium and Java are required (the run stops without them); the fonts only make screenshots right.
 */
export function packagesFor(problems) {
  const wanted = [];
  if (problems.chromium) wanted.push({ pkg: CHROMIUM_PACKAGE, message: problems.chromium, required: true });
  if (problems.java) wanted.push({ pkg: JAVA_PACKAGE, message: problems.java, required: true });
  if (problems.fonts) wanted.push({ pkg: CJK_FONTS_PACKAGE, message: problems.fonts, required: false });
  return wanted;
}

/** The command a person runs to install the packages (one line). */
export function installCommand(packages) {
  return `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(" ")}`;
}

/**
 * How to get the packages: nothing to do, install them here (root, or sudo without a password, on a
 * machine with apt-get), or tell the person the one command to run.
 * @param {string[]} packages
 * @param {{ root: boolean, passwordlessSudo: boolean, apt: boolean }} machine
 * @returns {{ kind: "none" } | { kind: "install", commands: string[][] } | { kind: "manual", command: string }}
 */
export function installPlan(packages, machine) {
  if (packages.length === 0) return { kind: "none" };
  if (!machine.apt || (!machine.root && !machine.passwordlessSudo)) {
    return { kind: "manual", command: machine.apt ? installCommand(packages) : `install ${packages.join(", ")} (or their equivalents) with the system's package manager` };
  }
  const prefix = machine.root ? [] : ["sudo", "-n"];
  return {
    kind: "install",
    commands: [
      [...prefix, "apt-get", "update"],
      [...prefix, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "--no-install-recommends", ...packages],
    ],
  };
}

/** What this user may do with apt-get on this machine. */
export function machineAccess(run = spawnSync) {
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  const apt = !run("apt-get", ["--version"], { stdio: "ignore" }).error;
  const passwordlessSudo = !root && run("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0;
  return { root, passwordlessSudo, apt };
}

/**
 * Checks the machine for `needs` ("chromium", "java", "fonts"), installs what is missing where this user
 * may, and answers what still stands: `errors` stop the run, `warnings` do not.
 */
export function ensureMachine({ needs, chromiumPath = process.env.CHROMIUM_PATH ?? CHROMIUM_DEFAULT_PATH, run = spawnSync, access = () => machineAccess(run), log = console.log } = {}) {
  const check = () =>
    packagesFor({
      chromium: needs.includes("chromium") ? chromiumProblem(chromiumPath) : null,
      java: needs.includes("java") ? javaProblem(run) : null,
      fonts: needs.includes("fonts") ? cjkFontsProblem(run) : null,
    });
  let missing = check();
  const plan = installPlan(missing.map((m) => m.pkg), missing.length > 0 ? access() : { root: false, passwordlessSudo: false, apt: false });
  if (plan.kind === "install") {
    log(`Installing what this machine lacks: ${missing.map((m) => m.pkg).join(" ")}`);
    for (const [command, ...args] of plan.commands) {
      const result = run(command, args, { stdio: "inherit" });
      if (result.error || result.status !== 0) break;
    }
    missing = check();
  }
  const command = missing.length === 0 ? null : plan.kind === "manual" ? plan.command : installCommand(missing.map((m) => m.pkg));
  return {
    errors: missing.filter((m) => m.required).map((m) => m.message),
    warnings: missing.filter((m) => !m.required).map((m) => m.message),
    /** The one command that installs what is still missing (null: nothing is). */
    command,
  };
}

/** The lines to print for an ensureMachine answer: errors (✘), warnings (⚠), then the one command. */
export function machineReport({ errors, warnings, command }) {
  const lines = [...errors.map((e) => `✘ ${e}`), ...warnings.map((w) => `⚠ ${w}`)];
  if (command) lines.push(`  Install what is missing with:\n    ${command}`);
  return lines;
}

// `node scripts/lib/preflight.mjs [chromium,java,fonts]`: what .ci/run calls before `npm ci`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const needs = (process.argv[2] ?? "chromium,java,fonts").split(",");
  const answer = ensureMachine({ needs });
  for (const line of machineReport(answer)) console.error(line);
  process.exit(answer.errors.length > 0 ? 1 : 0);
}
