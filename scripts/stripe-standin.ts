// `npm run stripe:standin`: the local Stripe stand-in (functions/tools/stripe) on 127.0.0.1:12111,
// the address the functions use on the emulators (functions/src/config.ts LOCAL_STRIPE_URL), and beside it
// the local Cloud Translation stand-in (functions/tools/translate.ts) on 127.0.0.1:12112
// (functions/src/translation/endpoint.ts LOCAL_TRANSLATE_URL), which the translation triggers use there. It signs its
// webhooks with the emulators' STRIPE_WEBHOOK_SECRET (functions/.secret.local) and POSTs them to the
// emulated api function; its pages lead back to the admin (E2E_BASE_URL, else the Vite dev server).
// npm start and the emulated test run start it themselves. Ctrl-C stops it. Everything lives in memory.
//
// Environment: STRIPE_STANDIN_PORT (12111), STRIPE_WEBHOOK_URL, E2E_BASE_URL, STRIPE_STANDIN_LOG
// (`webhooks`: each delivery, the default; `all`: every API call too; `errors`: failed deliveries only).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_TRANSLATE_URL } from "../functions/src/translation/endpoint";
import { startStripeStandIn } from "../functions/tools/stripe";
import { TranslateStandIn } from "../functions/tools/translate";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

export const STANDIN_PORT = 12111;
export const LOCAL_WEBHOOK_URL = "http://127.0.0.1:5001/demo-comanda/europe-west1/api/api/webhooks/stripe";

/** A value of functions/.secret.local (the emulators' function secrets). */
function localSecret(name: string): string | undefined {
  try {
    const text = readFileSync(join(root, "functions", ".secret.local"), "utf8");
    const line = text.split(/\r?\n/).find((l) => l.startsWith(`${name}=`));
    return line?.slice(name.length + 1).trim();
  } catch {
    return undefined;
  }
}

const level = process.env.STRIPE_STANDIN_LOG ?? "webhooks";
const port = Number(process.env.STRIPE_STANDIN_PORT ?? STANDIN_PORT);
const webhookUrl = process.env.STRIPE_WEBHOOK_URL ?? LOCAL_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? localSecret("STRIPE_WEBHOOK_SECRET");
if (!webhookSecret) {
  console.error("No STRIPE_WEBHOOK_SECRET in functions/.secret.local (or the environment): the stand-in could not sign its webhooks.");
  process.exit(1);
}
const appUrl = process.env.E2E_BASE_URL ?? "http://127.0.0.1:5173";

const standIn = await startStripeStandIn({
  port,
  webhookUrl,
  webhookSecret,
  appUrl,
  // The emulated function may be loading or rebuilding: come back a few times, as Stripe does.
  retryDelaysMs: [1_000, 3_000, 10_000, 30_000],
  log: (line) => {
    const isWebhook = line.startsWith("webhook ");
    const failed = isWebhook && !/→ 2\d\d$/.test(line);
    if (level === "all" || (level === "webhooks" && isWebhook) || failed || line.startsWith("stand-in error")) console.log(line);
  },
}).catch((error: unknown) => {
  const inUse = (error as { code?: unknown }).code === "EADDRINUSE";
  console.error(inUse ? `Port ${port} is already in use (another Stripe stand-in or npm start?): stop it first.` : `The Stripe stand-in could not start: ${String(error)}`);
  process.exit(1);
});
const translatePort = Number(new URL(LOCAL_TRANSLATE_URL).port);
const translate = new TranslateStandIn();
await translate.start(translatePort).catch(async (error: unknown) => {
  const inUse = (error as { code?: unknown }).code === "EADDRINUSE";
  console.error(inUse ? `Port ${translatePort} is already in use (another stand-in or npm start?): stop it first.` : `The translation stand-in could not start: ${String(error)}`);
  await standIn.close();
  process.exit(1);
});
console.log(`Translation stand-in on ${LOCAL_TRANSLATE_URL}.`);
console.log(`Stripe stand-in on ${standIn.url} (webhooks to ${webhookUrl}; pages lead back to ${appUrl}).`);

const stop = async (code: number) => {
  await Promise.all([standIn.close(), translate.stop()]);
  process.exit(code);
};
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
