// Starting the local Stripe stand-in (scripts/stripe-standin.ts, with the translation stand-in) as a child process for npm start, the
// emulated test run and scripts/with-stripe-standin.mjs. Node built-ins only.
import { spawnGroup, stopTrees, waitFor, httpAnswers } from "./processes.mjs";

export const STRIPE_STANDIN_PORT = 12111;
export const STRIPE_STANDIN_URL = `http://127.0.0.1:${STRIPE_STANDIN_PORT}`;
/** The Cloud Translation stand-in the same process runs (functions/src/translation/endpoint.ts LOCAL_TRANSLATE_URL). */
export const TRANSLATE_STANDIN_PORT = 12112;
/** The command that runs it (from the repository root). */
export const STRIPE_STANDIN_COMMAND = [process.execPath, ["--import", "tsx", "scripts/stripe-standin.ts"]];

/** Whether a stand-in answers on its port (its test controls list the events). */
export async function standInRunning() {
  try {
    return await httpAnswers(`${STRIPE_STANDIN_URL}/_standin/events`);
  } catch {
    return false;
  }
}

/** Waits until the stand-in answers (rejects when `child` exits first or after the timeout). */
export async function waitForStandIn(child, timeoutMs = 60_000) {
  let exited = null;
  child.on("exit", (code, signal) => {
    exited = signal ?? `code ${code}`;
  });
  await waitFor("The Stripe stand-in", async () => exited !== null || (await standInRunning()), timeoutMs);
  if (exited !== null) throw new Error(`The Stripe stand-in exited (${exited}): ${(child.output ?? []).slice(-5).join(" | ")}`);
}

/** Starts the stand-in (output lines prefixed [stripe]) and waits until it answers; stops it again on failure. */
export async function startStandIn({ root, env, quiet = false, timeoutMs = 60_000 }) {
  const [command, args] = STRIPE_STANDIN_COMMAND;
  const child = spawnGroup("stripe", command, args, { cwd: root, env, quiet });
  try {
    await waitForStandIn(child, timeoutMs);
  } catch (error) {
    await stopTrees(new Set([child]), { graceMs: 2_000 });
    throw error;
  }
  return child;
}
