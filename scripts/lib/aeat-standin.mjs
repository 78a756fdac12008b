// Starting the local stand-in of the tax agency's VeriFactu service (functions/tools/aeat/main.ts) as a child
// process, the way scripts/lib/stripe-standin.mjs starts Stripe's: for npm start, the emulated test run and the
// browser tests. Node built-ins only.
import { join } from "node:path";
import { standInProcess } from "./standin-process.mjs";

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

const aeat = standInProcess({ name: "aeat", label: "The AEAT stand-in", command: AEAT_STANDIN_COMMAND, probeUrl: `${AEAT_STANDIN_CONTROL_URL}/_standin/state` });
/** Whether a stand-in answers on its control port. */
export const aeatStandInRunning = aeat.running;
/** Waits until the stand-in answers (rejects when `child` exits first or after the timeout). */
export const waitForAeatStandIn = aeat.waitForReady;
/** Starts the stand-in (output lines prefixed [aeat]) and waits until it answers; stops it again on failure. */
export const startAeatStandIn = aeat.start;
