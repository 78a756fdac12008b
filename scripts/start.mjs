// `npm start`: installs what is missing, starts the Firebase emulators (Firestore, Auth, Functions), the
// local stand-in of Firebase Hosting's custom domains with its DNS server (scripts/lib/hosting-standin.mjs), the
// functions watcher, the Vite dev server and the local stand-ins of Stripe and the tax agency (AEAT), seeds the
// demo company and prints the admin URL and logins. The mail documents the functions write are sent over SMTP to a
// local sink whose web inbox shows them (functions/tools/mail).
// Ctrl-C stops everything it started. Node built-ins only at the top: it must run on a fresh clone.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { root, PROJECT_ID, REGION, PORTS, EMULATOR_PORTS, emulatorEnv, firebaseBin } from "./lib/firebase-env.mjs";
import { ensureDependencies } from "./lib/deps.mjs";
import { spawnGroup, runGroup, stopTrees, takenPorts, waitFor, httpAnswers } from "./lib/processes.mjs";
import { DEMO_LOGINS, DEMO_PASSWORD } from "./lib/demo-logins.mjs";
import { DEMO_PRINTER, DEMO_PRINTER_OUT, demoPrinterUrl } from "./lib/demo-printer.mjs";
import { ensureMachine, machineReport } from "./lib/preflight.mjs";
import { STRIPE_STANDIN_COMMAND, STRIPE_STANDIN_PORT, STRIPE_STANDIN_URL, TRANSLATE_STANDIN_PORT, waitForStandIn } from "./lib/stripe-standin.mjs";
import { AEAT_STANDIN_COMMAND, AEAT_STANDIN_CONTROL_PORT, AEAT_STANDIN_CONTROL_URL, AEAT_STANDIN_ENDPOINT, AEAT_STANDIN_PORT, waitForAeatStandIn } from "./lib/aeat-standin.mjs";
import { HOSTING_DNS_EXAMPLE, HOSTING_STANDIN_COMMAND, HOSTING_STANDIN_DNS_PORT, HOSTING_STANDIN_PORT, HOSTING_STANDIN_URL, waitForHostingStandIn } from "./lib/hosting-standin.mjs";
import { MAIL_INBOX_PORT, MAIL_INBOX_URL, MAIL_SMTP_PORT, MAIL_STANDIN_COMMAND, waitForMailStandIn } from "./lib/mail-standin.mjs";

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const READY_TIMEOUT_MS = 150_000;

/** Every port the stack of `npm start` listens on, named for the message when one is taken. */
const START_PORTS = {
  ...EMULATOR_PORTS,
  "Vite dev server": PORTS.vite,
  "Stripe stand-in": STRIPE_STANDIN_PORT,
  "Translation stand-in": TRANSLATE_STANDIN_PORT,
  "AEAT stand-in": AEAT_STANDIN_PORT,
  "AEAT stand-in controls": AEAT_STANDIN_CONTROL_PORT,
  "Hosting stand-in (custom domains)": HOSTING_STANDIN_PORT,
  "Hosting stand-in's DNS server": HOSTING_STANDIN_DNS_PORT,
  "Mail sink (SMTP)": MAIL_SMTP_PORT,
  "Mail inbox": MAIL_INBOX_PORT,
};
/** How often the tax records waiting are sent to the AEAT stand-in (the cloud's schedule runs every minute). */
const TAX_RECORDS_EVERY_MS = 5_000;

const children = new Set();
let stopping = false;

async function shutdown(code, reason) {
  if (stopping) return;
  stopping = true;
  if (reason) console.log(`\n${reason}`);
  console.log("Stopping the emulators, the functions watcher, the dev server and the simulated printer…");
  const killed = await stopTrees(children, { graceMs: 15_000 });
  if (killed.length > 0) console.log(`Force-stopped ${killed.length} process(es) that ignored the stop request.`);
  console.log("Stopped.");
  process.exit(code);
}

function start(label, command, args, options) {
  const child = spawnGroup(label, command, args, options);
  children.add(child);
  child.on("error", (error) => void shutdown(1, `Could not start ${label} (${command}): ${error.message}`));
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping) void shutdown(1, `${label} exited unexpectedly (${signal ?? `code ${code}`}); see its output above.`);
  });
  return child;
}

function printReady() {
  const width = Math.max(...DEMO_LOGINS.map((l) => l.email.length));
  const lines = [
    "",
    `Comanda is running (ready after ${seconds()}).`,
    "",
    `  Admin:      http://127.0.0.1:${PORTS.vite}/admin/`,
    `  API:        http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/${REGION}/api (also /api through the dev server)`,
    `  Emulators:  Firestore 127.0.0.1:${PORTS.firestore}, Auth 127.0.0.1:${PORTS.auth} (project ${PROJECT_ID})`,
    `  Stripe:     local stand-in on ${STRIPE_STANDIN_URL} (test mode, nothing leaves this machine; events at ${STRIPE_STANDIN_URL}/_standin/events)`,
    `  VeriFactu:  the tax agency's local stand-in on ${AEAT_STANDIN_ENDPOINT} (mutual TLS; what it holds at ${AEAT_STANDIN_CONTROL_URL}/_standin/records);`,
    `              the demo company's records are sent every ${TAX_RECORDS_EVERY_MS / 1000} s (Settings › Taxes shows their answers)`,
    `  Mail:       inbox on ${MAIL_INBOX_URL} (every mail the product writes, sent over SMTP by the local stand-in of the Trigger Email extension)`,
    `  Domains:    Firebase Hosting's local stand-in on ${HOSTING_STANDIN_URL} with its DNS on 127.0.0.1:${HOSTING_STANDIN_DNS_PORT}; create a DNS record`,
    `              as an owner would at their provider (Settings › Domains lists the records), e.g.:`,
    `              ${HOSTING_DNS_EXAMPLE}`,
    `  Printer:    ${DEMO_PRINTER.name} printer (simulated): prints into ${DEMO_PRINTER_OUT} (PNG tickets beside it); a new order prints there`,
    "",
    `  Demo logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_LOGINS.map((l) => `    ${l.email.padEnd(width)}  ${l.role}`),
    "",
    "  Reset the demo data at any time with: npm run seed",
    "  Press Ctrl-C to stop everything.",
    "",
  ];
  console.log(lines.join("\n"));
}

async function main() {
  process.on("SIGINT", () => void shutdown(130, "Interrupted."));
  process.on("SIGTERM", () => void shutdown(143, "Terminated."));
  process.on("SIGHUP", () => void shutdown(129, "Terminal closed."));

  ensureDependencies(root);

  // The Firestore emulator needs Java 17+: installed here when this user may, else the command is named.
  const machine = ensureMachine({ needs: ["java"] });
  if (machine.errors.length > 0) {
    for (const line of machineReport(machine)) console.error(line);
    process.exit(1);
  }

  const taken = await takenPorts(START_PORTS);
  if (taken.length > 0) {
    for (const { name, port } of taken) console.error(`Port ${port} (${name}) is already in use.`);
    console.error(
      "Stop whatever listens there first (is another `npm start` or `firebase emulators:start` running? `ss -ltnp` shows the process), then run npm start again.",
    );
    process.exit(1);
  }

  console.log("Building the functions…");
  const build = spawnSync(process.execPath, ["build.mjs"], { cwd: join(root, "functions"), stdio: "inherit" });
  if (build.status !== 0) {
    console.error("The functions build failed (see above).");
    process.exit(1);
  }

  const env = emulatorEnv();
  start(
    "emulators",
    firebaseBin,
    ["emulators:start", "--project", PROJECT_ID, "--only", "firestore,auth,functions"],
    { cwd: root, env, stopSignal: "SIGINT" },
  );
  start("functions", process.execPath, ["build.mjs", "--watch"], { cwd: join(root, "functions"), env });
  start("web", "npm", ["run", "dev", "-w", "web"], { cwd: root, env: { ...process.env, BROWSER: "none" } });
  // The local Stripe stand-in: the functions reach it at LOCAL_STRIPE_URL; it signs its webhooks with the
  // secret of functions/.secret.local and posts them to the emulated api function.
  const stripe = start("stripe", ...STRIPE_STANDIN_COMMAND, { cwd: root, env });
  // The local stand-in of the tax agency's VeriFactu service (functions/tools/aeat): the functions send the tax
  // records there over mutual TLS, trusting its CA; it makes the demo company's certificate the seed stores.
  const aeat = start("aeat", ...AEAT_STANDIN_COMMAND, { cwd: root, env });
  // The local stand-in of Firebase Hosting's custom-domain API and its DNS server (functions/tools/hosting): the
  // functions create and check the companies' domains there; it holds the demo company's domain from its start.
  const hosting = start("hosting", ...HOSTING_STANDIN_COMMAND, { cwd: root, env });
  // The mail documents the functions write are sent by the stand-in of the Trigger Email extension (the extension
  // cannot run on the emulators offline) over SMTP to a local sink with a web inbox (functions/tools/mail).
  const mail = start("mail", ...MAIL_STANDIN_COMMAND, { cwd: root, env });

  // The seed needs only Firestore and Auth: it runs while the functions and the dev server load.
  const seeding = (async () => {
    await waitFor(
      "The Firestore and Auth emulators",
      async () => (await httpAnswers(`http://127.0.0.1:${PORTS.firestore}/`)) && (await httpAnswers(`http://127.0.0.1:${PORTS.auth}/`)),
      READY_TIMEOUT_MS,
    );
    // The seed stores the demo company's certificate, which the AEAT stand-in makes on its first start.
    await waitForAeatStandIn(aeat, READY_TIMEOUT_MS);
    console.log(`Seeding the demo data into ${PROJECT_ID}…`);
    // The demo's subscription is bought in the Stripe stand-in, which may still be starting: the seed waits for it.
    const seedEnv = { ...env, SEED_STRIPE_WAIT_MS: "60000" };
    const code = await runGroup(process.execPath, ["--import", "tsx", "scripts/seed.ts", PROJECT_ID], { cwd: root, env: seedEnv, registry: children });
    if (code !== 0 && !stopping) throw new Error("Seeding the demo data failed (see above)");
  })();
  const apiUrl = `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/${REGION}/api/version.json`;
  try {
    await Promise.all([
      seeding,
      waitForStandIn(stripe, READY_TIMEOUT_MS),
      waitForHostingStandIn(hosting, READY_TIMEOUT_MS),
      waitForMailStandIn(mail, READY_TIMEOUT_MS),
      waitFor("The api function", async () => (await fetch(apiUrl, { signal: AbortSignal.timeout(2_000) })).ok, READY_TIMEOUT_MS),
      waitFor("The Vite dev server", () => httpAnswers(`http://127.0.0.1:${PORTS.vite}/admin/`), READY_TIMEOUT_MS),
    ]);
  } catch (error) {
    await shutdown(1, `${error.message}; stopping.`);
    return;
  }
  if (stopping) return;
  startDemoPrinter();
  printReady();
  runScheduledJobs();
}

/**
 * The seeded kitchen printer as a simulated Star CloudPRNT printer (scripts/printer-sim.ts) polling its
 * address on the functions emulator, printing into DEMO_PRINTER_OUT (emptied at each start). It is not
 * vital: if it stops, the rest keeps running and the terminal says so.
 */
function startDemoPrinter() {
  const out = join(root, DEMO_PRINTER_OUT);
  rmSync(dirname(out), { recursive: true, force: true });
  mkdirSync(dirname(out), { recursive: true });
  const url = demoPrinterUrl(`http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/${REGION}/api`);
  const child = spawnGroup(
    "printer",
    process.execPath,
    ["--import", "tsx", "scripts/printer-sim.ts", "--url", url, "--mac", DEMO_PRINTER.mac, "--paper", String(DEMO_PRINTER.paperWidth), "--out", out],
    { cwd: root, env: process.env },
  );
  children.add(child);
  child.on("error", (error) => console.log(`The simulated ${DEMO_PRINTER.name} printer could not start: ${error.message}`));
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (!stopping) console.log(`The simulated ${DEMO_PRINTER.name} printer stopped (${signal ?? `code ${code}`}); run it again with: npm run printer:sim -- --url ${url} --mac ${DEMO_PRINTER.mac} --out ${DEMO_PRINTER_OUT}`);
  });
}

/**
 * The emulators never fire scheduled functions: every minute, run the same jobs through the api's
 * emulator-only route (functions/src/emulatorJobs.ts), e.g. the 10-minute alert of unprocessed orders
 * and the fold of the catalogue views into the day statistics.
 */
function runScheduledJobs() {
  const url = (job) => `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/${REGION}/api/emulator/jobs/${job}`;
  const tick = async () => {
    try {
      const res = await fetch(url("alert-unprocessed-orders"), { method: "POST", signal: AbortSignal.timeout(30_000) });
      const body = await res.json();
      if (body?.data?.alerted > 0) console.log(`Alerted the owner about ${body.data.alerted} order(s) still new after 10 minutes.`);
    } catch {
      // The functions reload while the watcher rebuilds them: the next minute tries again.
    }
    try {
      // Catalogue views counted in the shards move into the day statistics the dashboard reads.
      await fetch(url("fold-statistics-views"), { method: "POST", signal: AbortSignal.timeout(30_000) });
    } catch {
      // As above: the next minute tries again.
    }
    try {
      // Orders not paid online within their time: the payment is cancelled and the slot freed.
      await fetch(url("drop-abandoned-orders"), { method: "POST", signal: AbortSignal.timeout(30_000) });
    } catch {
      // As above: the next minute tries again.
    }
    try {
      // Printers offline for 2 minutes with tickets waiting: the owner gets a notification.
      const res = await fetch(url("alert-offline-printers"), { method: "POST", signal: AbortSignal.timeout(30_000) });
      const body = await res.json();
      if (body?.data?.alerted > 0) console.log(`Told the owner about ${body.data.alerted} printer(s) offline with tickets waiting.`);
    } catch {
      // As above: the next minute tries again.
    }
    try {
      // Custom domains not yet connected are checked against the Hosting stand-in and its DNS (every 30 minutes in the cloud).
      const res = await fetch(url("check-custom-domains"), { method: "POST", signal: AbortSignal.timeout(60_000) });
      const body = await res.json();
      if (body?.data?.connected > 0) console.log(`${body.data.connected} custom domain(s) connected.`);
    } catch {
      // As above: the next minute tries again.
    }
  };
  setInterval(() => void tick(), 60_000).unref();
  void tick();

  // Tax records (VeriFactu) waiting go to the AEAT stand-in; one run at a time.
  let sending = false;
  const send = async () => {
    if (sending) return;
    sending = true;
    try {
      const res = await fetch(url("send-tax-records"), { method: "POST", signal: AbortSignal.timeout(300_000) });
      const body = await res.json();
      const sent = body?.data;
      if (sent?.records > 0) console.log(`Sent ${sent.records} tax record(s) to the AEAT stand-in: ${sent.accepted} accepted, ${sent.rejected} rejected.`);
    } catch {
      // As above: the next run tries again.
    } finally {
      sending = false;
    }
  };
  setInterval(() => void send(), TAX_RECORDS_EVERY_MS).unref();
  void send();
}

await main();
