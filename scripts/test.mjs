// `npm test`: the whole check, in order, stopping at the first failure: typecheck and lint (side by side), unit tests,
// build, then one emulator run (Firestore, Auth, Functions, Hosting) for the emulated tests and the
// browser tests against the built admin. Ends with one line "N passed, N failed".
// Node built-ins only at the top: it must run on a fresh clone before `npm ci`.
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { root, PROJECT_ID, PORTS, EMULATOR_PORTS, emulatorEnv, firebaseBin } from "./lib/firebase-env.mjs";
import { ensureDependencies } from "./lib/deps.mjs";
import { runGroup, runGroupCaptured, stopTrees, takenPorts } from "./lib/processes.mjs";
import { STRIPE_STANDIN_PORT, TRANSLATE_STANDIN_PORT } from "./lib/stripe-standin.mjs";
import { AEAT_STANDIN_CONTROL_PORT, AEAT_STANDIN_PORT } from "./lib/aeat-standin.mjs";
import { HOSTING_STANDIN_DNS_PORT, HOSTING_STANDIN_PORT } from "./lib/hosting-standin.mjs";
import { ensureMachine, machineReport } from "./lib/preflight.mjs";
import { CHROMIUM, RESULTS, RESULT_FILES, countResults } from "./lib/test-results.mjs";
import { recordPass, treeState } from "./lib/test-marker.mjs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const running = new Set();
const stages = [];
let interrupted = false;

async function interrupt(code) {
  if (interrupted) return;
  interrupted = true;
  console.log("\nInterrupted: stopping the running stage…");
  await stopTrees(running, { graceMs: 15_000 });
  process.exit(code);
}
process.on("SIGINT", () => void interrupt(130));
process.on("SIGTERM", () => void interrupt(143));

const EMULATED_STAGE = "emulated + browser";
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function stage(name, command, args, env = process.env) {
  console.log(`\n━━ ${name}: ${[command === process.execPath ? "node" : command, ...args].join(" ")}`);
  const started = Date.now();
  const code = await runGroup(command, args, { cwd: root, env, registry: running });
  const result = { name, code, ms: Date.now() - started };
  stages.push(result);
  console.log(`${code === 0 ? "✔" : "✘"} ${name} ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds(result.ms)}`);
  return code === 0;
}

/**
 * Stages that each use one core (tsc, eslint) run side by side; each one's output is printed when it ends,
 * and each keeps its own time in the summary. True when all passed.
 */
async function stagesTogether(list) {
  console.log(`\n━━ ${list.map(([name]) => name).join(" + ")}, side by side`);
  const started = Date.now();
  const results = await Promise.all(
    list.map(async ([name, command, args, env = process.env]) => {
      const { code, output } = await runGroupCaptured(command, args, { cwd: root, env, registry: running });
      const result = { name, code, ms: Date.now() - started, together: true };
      console.log(`\n━━ ${name}: ${[command === process.execPath ? "node" : command, ...args].join(" ")}`);
      process.stdout.write(output);
      console.log(`${code === 0 ? "✔" : "✘"} ${name} ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds(result.ms)}`);
      return result;
    }),
  );
  stages.push(...results);
  return results;
}

/** Chromium, Java 17+ and CJK fonts, installed here when this user may (root or sudo without a password). */
function preflight() {
  const answer = ensureMachine({ needs: ["chromium", "java", "fonts"], chromiumPath: CHROMIUM });
  for (const line of machineReport(answer)) console.error(line);
  return answer.errors.length > 0 ? ["The machine lacks what the emulated and browser tests need (see above)."] : [];
}

const runStarted = Date.now();

/** onPass: called when everything passed, before the closing line; returns a line to print (the deploy's test record). */
function summary(failedStage, onPass = null) {
  // Only the reports this run's stages wrote: the tree may hold results of other runs.
  const ran = new Set(stages.map((s) => s.name));
  const sources = [ran.has("unit tests") && "unit", ran.has(EMULATED_STAGE) && "emulated", ran.has(EMULATED_STAGE) && "e2e"].filter(Boolean);
  const results = countResults({ since: runStarted, sources });
  console.log("\n━━ Summary");
  for (const s of stages) {
    console.log(`  ${s.code === 0 ? "✔" : "✘"} ${s.name.padEnd(22)} ${seconds(s.ms).padStart(8)}${s.together ? "  (side by side)" : ""}`);
    if (s.name === EMULATED_STAGE) for (const step of results.steps) console.log(`      ${step.code === 0 ? "✔" : "✘"} ${step.name.padEnd(18)} ${seconds(step.ms).padStart(8)}`);
  }
  for (const s of results.sources) console.log(`    ${s.name.padEnd(20)} ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ""}`);
  // Wall clock: stages that ran side by side count once.
  console.log(`  total ${seconds(Date.now() - runStarted)}`);
  if (results.skipped > 0) console.log(`✘ ${results.skipped} skipped test(s): tests are never skipped here; remove the skip or the test.`);
  if (failedStage) console.log(`✘ stopped at: ${failedStage}`);
  if (!failedStage && results.failed === 0 && results.skipped === 0 && onPass) console.log(onPass({ passed: results.passed }));
  console.log(`${results.passed} passed, ${results.failed} failed`);
  return failedStage || results.failed > 0 || results.skipped > 0 ? 1 : 0;
}

const STAGES = ["typecheck", "lint", "unit tests", "build", EMULATED_STAGE];
/** Stages that run side by side (see stagesTogether). */
const TOGETHER = new Set(["typecheck", "lint"]);
/** `npm test -- --only=lint,build` runs some stages (names as in the summary, or their first word). */
function wantedStages() {
  const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
  if (!only) return new Set(STAGES);
  const asked = only.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
  const unknown = asked.filter((a) => !STAGES.some((s) => s === a || s.split(" ")[0] === a));
  if (unknown.length > 0) {
    console.error(`Unknown stage(s): ${unknown.join(", ")}. Stages: ${STAGES.join(", ")}.`);
    process.exit(2);
  }
  return new Set(STAGES.filter((s) => asked.includes(s) || asked.includes(s.split(" ")[0])));
}

async function main() {
  ensureDependencies(root);
  const wanted = wantedStages();
  // A whole run on a clean tree records that this commit passed (scripts/lib/test-marker.mjs; npm run deploy reads it).
  const startTree = treeState(root);
  const problems = wanted.has(EMULATED_STAGE) ? preflight() : [];
  const ports = {
    ...EMULATOR_PORTS,
    "Hosting emulator": PORTS.hosting,
    "Stripe stand-in": STRIPE_STANDIN_PORT,
    "Translation stand-in": TRANSLATE_STANDIN_PORT,
    "AEAT stand-in": AEAT_STANDIN_PORT,
    "AEAT stand-in controls": AEAT_STANDIN_CONTROL_PORT,
    "Hosting stand-in (custom domains)": HOSTING_STANDIN_PORT,
    "Hosting stand-in's DNS server": HOSTING_STANDIN_DNS_PORT,
  };
  const taken = wanted.has(EMULATED_STAGE) ? await takenPorts(ports) : [];
  if (taken.length > 0) {
    problems.push(
      `Ports already in use: ${taken.map(({ name, port }) => `${port} (${name})`).join(", ")}.\n` +
        "  The test run starts its own emulators (and the Stripe and AEAT stand-ins) there: stop npm start or the running emulators first.",
    );
  }
  if (problems.length > 0) {
    for (const p of problems) console.error(`✘ ${p}`);
    process.exit(1);
  }

  // Only this run's own reports go: Playwright clears its output folder itself, and another run in the
  // same tree may be writing there.
  mkdirSync(join(root, RESULTS), { recursive: true });
  for (const file of Object.values(RESULT_FILES)) rmSync(join(root, file), { force: true });

  const steps = [
    ["typecheck", npm, ["run", "typecheck"]],
    ["lint", npm, ["run", "lint"]],
    ["unit tests", npm, ["run", "test:unit", "--", "--reporter=default", "--reporter=json", `--outputFile.json=${RESULT_FILES.unit}`]],
    ["build", npm, ["run", "build"]],
    [
      EMULATED_STAGE,
      firebaseBin,
      // QUIET: the emulators' own progress lines (a line per request Hosting serves, two per function call:
      // 13,491 lines in one browser run) are left out; the functions' own logs, warnings and errors stay.
      ["emulators:exec", "--project", PROJECT_ID, "--only", "firestore,auth,functions,hosting", "--log-verbosity", "QUIET", `"${process.execPath}" scripts/test-emulated.mjs`],
      emulatorEnv({ CI: process.env.CI ?? "" }),
    ],
  ];
  // typecheck and lint are single-threaded: on two cores they take the time of the longer one.
  const together = steps.filter(([name]) => TOGETHER.has(name) && wanted.has(name));
  if (together.length > 1) {
    const failed = (await stagesTogether(together)).find((r) => r.code !== 0);
    if (failed) return summary(failed.name);
  }
  for (const [name, command, args, env] of steps) {
    if (!wanted.has(name) || (together.length > 1 && TOGETHER.has(name))) continue;
    if (!(await stage(name, command, args, env))) return summary(name);
  }
  return summary(null, wanted.size === STAGES.length ? (counts) => recordPass(root, startTree, treeState(root), counts) : null);
}

process.exitCode = await main();
