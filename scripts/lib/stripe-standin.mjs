// Starting the local Stripe stand-in (scripts/stripe-standin.ts, with the translation stand-in) as a child process for npm start, the
// emulated test run and scripts/with-stripe-standin.mjs. Node built-ins only.
import { standInProcess } from "./standin-process.mjs";

export const STRIPE_STANDIN_PORT = 12111;
export const STRIPE_STANDIN_URL = `http://127.0.0.1:${STRIPE_STANDIN_PORT}`;
/** The Cloud Translation stand-in the same process runs (functions/src/translation/endpoint.ts LOCAL_TRANSLATE_URL). */
export const TRANSLATE_STANDIN_PORT = 12112;
/** The command that runs it (from the repository root). */
export const STRIPE_STANDIN_COMMAND = [process.execPath, ["--import", "tsx", "scripts/stripe-standin.ts"]];

const stripe = standInProcess({ name: "stripe", label: "The Stripe stand-in", command: STRIPE_STANDIN_COMMAND, probeUrl: `${STRIPE_STANDIN_URL}/_standin/events` });
/** Whether a stand-in answers on its port (its test controls list the events). */
export const standInRunning = stripe.running;
/** Waits until the stand-in answers (rejects when `child` exits first or after the timeout). */
export const waitForStandIn = stripe.waitForReady;
/** Starts the stand-in (output lines prefixed [stripe]) and waits until it answers; stops it again on failure. */
export const startStandIn = stripe.start;
