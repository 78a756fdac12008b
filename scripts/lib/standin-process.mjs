// One way to run a local stand-in (Stripe, the tax agency, Firebase Hosting, mail) as a child process for npm start,
// the emulated test run and the browser tests: whether one already answers, waiting until a started one answers,
// and starting one. Each stand-in's module (scripts/lib/*-standin.mjs) names its command and the address it
// answers on. Node built-ins only.
import { spawnGroup, stopTrees, waitFor, httpAnswers } from "./processes.mjs";

/**
 * @param {{ name: string, label: string, command: [string, string[]], probeUrl: string }} standIn
 *   name: the prefix of its output lines; label: how messages name it; probeUrl: an address it answers once ready.
 */
export function standInProcess({ name, label, command, probeUrl }) {
  /** Whether a stand-in already answers at its address. */
  async function running() {
    try {
      return await httpAnswers(probeUrl);
    } catch {
      return false;
    }
  }

  /** Waits until the started stand-in answers (rejects when `child` exits first or after the timeout). */
  async function waitForReady(child, timeoutMs = 60_000) {
    let exited = null;
    child.on("exit", (code, signal) => {
      exited = signal ?? `code ${code}`;
    });
    await waitFor(label, async () => exited !== null || (await running()), timeoutMs);
    if (exited !== null) throw new Error(`${label} exited (${exited}): ${(child.output ?? []).slice(-5).join(" | ")}`);
  }

  /** Starts the stand-in (output lines prefixed [name]) and waits until it answers; stops it again on failure. */
  async function start({ root, env, quiet = false, timeoutMs = 60_000 }) {
    const [bin, args] = command;
    const child = spawnGroup(name, bin, args, { cwd: root, env, quiet });
    try {
      await waitForReady(child, timeoutMs);
    } catch (error) {
      await stopTrees(new Set([child]), { graceMs: 2_000 });
      throw error;
    }
    return child;
  }

  return { running, waitForReady, start };
}
