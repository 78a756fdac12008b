// `npm run emulators`: the emulators alone (Firestore, Auth, Functions, Hosting serving web/dist), with
// the machine's Firestore jar, for working on the API or trying a build; `npm start` is the usual way in.
// Ctrl-C stops them, the Firestore java process included.
import { PROJECT_ID, PORTS, EMULATOR_PORTS, emulatorEnv, firebaseBin, root } from "./lib/firebase-env.mjs";
import { spawnGroup, stopTrees, takenPorts } from "./lib/processes.mjs";

const taken = await takenPorts({ ...EMULATOR_PORTS, "Hosting emulator": PORTS.hosting });
if (taken.length > 0) {
  console.error(`Ports already in use: ${taken.map(({ name, port }) => `${port} (${name})`).join(", ")}. Stop the other emulators or npm start first.`);
  process.exit(1);
}

const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length) ?? "firestore,auth,functions,hosting";
const child = spawnGroup("emulators", firebaseBin, ["emulators:start", "--project", PROJECT_ID, "--only", only], {
  cwd: root,
  env: emulatorEnv(),
  stopSignal: "SIGINT",
});
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await stopTrees([child], { graceMs: 15_000 });
  process.exit(code);
};
process.on("SIGINT", () => void stop(130));
process.on("SIGTERM", () => void stop(143));
child.on("exit", (code) => {
  if (!stopping) void stop(code ?? 1);
});
