// Starting the local stand-in of Firebase Hosting's custom-domain API with its DNS server
// (functions/tools/hosting/main.ts) as a child process, as scripts/lib/aeat-standin.mjs starts the tax agency's:
// for npm start, the emulated test run and the browser tests. The functions on the emulators find it at these
// addresses by default (functions/src/config.ts readHostingConfig). Node built-ins only.
import { standInProcess } from "./standin-process.mjs";

/** The customDomains API and its controls (/_standin/dns, /_standin/state, /_standin/reset). */
export const HOSTING_STANDIN_PORT = 12120;
/** Its DNS server (UDP and TCP). */
export const HOSTING_STANDIN_DNS_PORT = 12121;
export const HOSTING_STANDIN_URL = `http://127.0.0.1:${HOSTING_STANDIN_PORT}`;
/** The command that runs it (from the repository root). */
export const HOSTING_STANDIN_COMMAND = [process.execPath, ["--import", "tsx", "functions/tools/hosting/main.ts"]];
/** How a person creates a DNS record the owner would create at their provider (npm start's ready message). */
export const HOSTING_DNS_EXAMPLE = `curl -X POST ${HOSTING_STANDIN_URL}/_standin/dns -H 'content-type: application/json' -d '{"add":[{"type":"A","host":"pedidos.casa-comanda.example","value":"199.36.158.100"}]}'`;

const hosting = standInProcess({ name: "hosting", label: "The Hosting stand-in", command: HOSTING_STANDIN_COMMAND, probeUrl: `${HOSTING_STANDIN_URL}/_standin/state` });
/** Whether a stand-in answers on its port. */
export const hostingStandInRunning = hosting.running;
/** Waits until the stand-in answers (rejects when `child` exits first or after the timeout). */
export const waitForHostingStandIn = hosting.waitForReady;
/** Starts the stand-in (output lines prefixed [hosting]) and waits until it answers; stops it again on failure. */
export const startHostingStandIn = hosting.start;
