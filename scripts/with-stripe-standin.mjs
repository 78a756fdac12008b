// Runs a command with the local Stripe stand-in on 127.0.0.1:12111 (scripts/stripe-standin.ts), then
// stops it: `node scripts/with-stripe-standin.mjs npx playwright test e2e/subscribe.spec.ts`. The Firebase Hosting
// stand-in with its DNS server (custom domains, scripts/lib/hosting-standin.mjs) runs alongside the same way. Inside the
// emulators (its webhooks go to the emulated api function), e.g.
//   node /work/tools/emu-exec.mjs "node scripts/with-stripe-standin.mjs npx playwright test e2e/x.spec.ts"
// When a stand-in already answers there (npm start, the emulated test run), the command uses that one.
// Exits with the command's code. Node built-ins only.
import { spawn } from "node:child_process";
import { root } from "./lib/firebase-env.mjs";
import { stopTrees } from "./lib/processes.mjs";
import { standInRunning, startStandIn, STRIPE_STANDIN_URL } from "./lib/stripe-standin.mjs";
import { hostingStandInRunning, startHostingStandIn } from "./lib/hosting-standin.mjs";

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("Usage: node scripts/with-stripe-standin.mjs <command> [args…]");
  process.exit(2);
}

const running = new Set();
let standIn = null;
if (await standInRunning()) {
  console.log(`A Stripe stand-in already answers on ${STRIPE_STANDIN_URL}: using it.`);
} else {
  try {
    standIn = await startStandIn({ root, env: process.env });
    running.add(standIn);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

// The Firebase Hosting stand-in with its DNS server (custom domains) too, unless one answers already.
if (!(await hostingStandInRunning())) {
  try {
    running.add(await startHostingStandIn({ root, env: process.env, quiet: true }));
  } catch (error) {
    console.error(error.message);
    await stopTrees(running, { graceMs: 5_000 });
    process.exit(1);
  }
}

const child = spawn(command.join(" "), { cwd: process.cwd(), env: { ...process.env, STRIPE_API_URL: process.env.STRIPE_API_URL ?? STRIPE_STANDIN_URL }, stdio: "inherit", shell: true, detached: true });
child.stopSignal = "SIGINT";
running.add(child);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await stopTrees(running, { graceMs: 5_000 });
    process.exit(130);
  });
}
const code = await new Promise((resolve) => {
  child.on("error", (error) => {
    console.error(`Could not run ${command.join(" ")}: ${error.message}`);
    resolve(1);
  });
  child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
running.delete(child);
await stopTrees(running, { graceMs: 5_000 });
process.exit(code);
