// The part of `npm test` that runs inside `firebase emulators:exec` (Firestore, Auth, Functions and
// Hosting up): the emulated vitest project, then the demo seed, then the browser tests against the
// built admin on the Hosting emulator. Stops at the first failure. The local Stripe stand-in runs on
// its port throughout (the api function's Stripe calls and webhooks; the API tests start their own), and so
// does the tax agency's (AEAT) stand-in, where the api function sends tax records (the sending tests start
// their own on free ports).
// Node built-ins only.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { root, PORTS } from "./lib/firebase-env.mjs";
import { runGroup, stopTrees } from "./lib/processes.mjs";
import { RESULT_FILES } from "./lib/test-results.mjs";
import { standInRunning, startStandIn } from "./lib/stripe-standin.mjs";
import { aeatStandInRunning, startAeatStandIn } from "./lib/aeat-standin.mjs";
import { hostingStandInRunning, startHostingStandIn } from "./lib/hosting-standin.mjs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const running = new Set();
const steps = [];
const save = () => writeFileSync(join(root, RESULT_FILES.emulatedSteps), JSON.stringify(steps, null, 2));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await stopTrees(running, { graceMs: 5_000 });
    process.exit(130);
  });
}

const env = { ...process.env, E2E_BASE_URL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORTS.hosting}` };
const plan = [
  ["emulated tests", npm, ["run", "test:emulated", "--", "--reporter=default", "--reporter=json", `--outputFile.json=${RESULT_FILES.emulated}`]],
  ["seed demo data", process.execPath, ["--import", "tsx", "scripts/seed.ts", "demo-comanda"]],
  ["browser tests", npm, ["run", "test:e2e"]],
];

let code = 0;
// Failed webhook deliveries and errors only: the browser tests' output stays readable.
if (!(await standInRunning())) {
  try {
    running.add(await startStandIn({ root, env: { ...env, STRIPE_STANDIN_LOG: process.env.STRIPE_STANDIN_LOG ?? "errors" } }));
  } catch (error) {
    console.log(`✘ ${error.message}`);
    process.exit(1);
  }
}
// The demo seed stores the certificate this stand-in makes, and the api function sends the records to it.
if (!(await aeatStandInRunning())) {
  try {
    running.add(await startAeatStandIn({ root, env }));
  } catch (error) {
    console.log(`✘ ${error.message}`);
    await stopTrees(running, { graceMs: 5_000 });
    process.exit(1);
  }
}
// The api function creates and checks custom domains there (the browser tests' domain journey); the API tests start their own.
if (!(await hostingStandInRunning())) {
  try {
    running.add(await startHostingStandIn({ root, env, quiet: true }));
  } catch (error) {
    console.log(`✘ ${error.message}`);
    await stopTrees(running, { graceMs: 5_000 });
    process.exit(1);
  }
}
for (const [name, command, args] of plan) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  code = await runGroup(command, args, { cwd: root, env, registry: running });
  steps.push({ name, code, ms: Date.now() - started });
  save();
  if (code !== 0) {
    console.log(`✘ ${name} failed (exit ${code})`);
    break;
  }
}
await stopTrees(running, { graceMs: 5_000 });
process.exitCode = code;
