// Starting the local stand-in of the tax agency's VeriFactu service (functions/tools/aeat/main.ts) as a child
// process, the way scripts/lib/stripe-standin.mjs starts Stripe's: for npm start, the emulated test run and the
// browser tests. Node built-ins only.
import { join } from "node:path";
import { spawnGroup, stopTrees, waitFor, httpAnswers } from "./processes.mjs";

/** The SOAP service over HTTPS with client certificates (mutual TLS). */
export const AEAT_STANDIN_PORT = 12113;
/** Its plain-HTTP controls (/_standin/state, /behaviour, /records, /submissions, /reset, /ca.pem). */
export const AEAT_STANDIN_CONTROL_PORT = 12114;
export const AEAT_STANDIN_ENDPOINT = `https://127.0.0.1:${AEAT_STANDIN_PORT}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`;
export const AEAT_STANDIN_CONTROL_URL = `http://127.0.0.1:${AEAT_STANDIN_CONTROL_PORT}`;
/** Where it keeps its CA (ca.pem: the client's `ca`) and the demo company's certificate (demo-company.p12), from the repository root. */
export const AEAT_STANDIN_CERTS_DIR = join(".cache", "aeat");
/** The command that runs it (from the repository root). */
export const AEAT_STANDIN_COMMAND = [process.execPath, ["--import", "tsx", "functions/tools/aeat/main.ts"]];

/** Whether a stand-in answers on its control port. */
export async function aeatStandInRunning() {
  try {
    return await httpAnswers(`${AEAT_STANDIN_CONTROL_URL}/_standin/state`);
  } catch {
    return false;
  }
}

/** Waits until the stand-in answers (rejects when `child` exits first or after the timeout). */
export async function waitForAeatStandIn(child, timeoutMs = 60_000) {
  let exited = null;
  child.on("exit", (code, signal) => {
    exited = signal ?? `code ${code}`;
  });
  await waitFor("The AEAT stand-in", async () => exited !== null || (await aeatStandInRunning()), timeoutMs);
  if (exited !== null) throw new Error(`The AEAT stand-in exited (${exited}): ${(child.output ?? []).slice(-5).join(" | ")}`);
}

/** Starts the stand-in (output lines prefixed [aeat]) and waits until it answers; stops it again on failure. */
export async function startAeatStandIn({ root, env, quiet = false, timeoutMs = 60_000 }) {
  const [command, args] = AEAT_STANDIN_COMMAND;
  const child = spawnGroup("aeat", command, args, { cwd: root, env, quiet });
  try {
    await waitForAeatStandIn(child, timeoutMs);
  } catch (error) {
    await stopTrees(new Set([child]), { graceMs: 2_000 });
    throw error;
  }
  return child;
}
