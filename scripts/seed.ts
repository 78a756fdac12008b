// `npm run seed`: replaces everything in a demo project on the emulators with the demo data (Casa
// Comanda with its logins, catalogue, zones and 60 days of orders; Bar Isolat as a second tenant), then
// rebuilds the companies' daily statistics from their orders as the server does. Casa Comanda has VeriFactu on:
// its certificate (the AEAT stand-in's demo certificate) is stored encrypted by the API's own upload, and the
// records of its tickets wait to be sent; a running AEAT stand-in forgets what it held of an earlier seed.
// Tests call seed({ projectId }) directly. Refuses any project id that does not start with "demo-".
import { fileURLToPath, pathToFileURL } from "node:url";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type DocumentData } from "firebase-admin/firestore";
import { systemClock } from "../functions/src/clock";
import { rebuildStatistics } from "../functions/src/statistics/rebuild";
import { LOCAL_STRIPE_URL, readConfig } from "../functions/src/config";
import type { AppDeps } from "../functions/src/deps";
import { uploadTaxCertificate } from "../functions/src/verifactu/certificates";
import { DEMO_CERTIFICATE, ensureStandInCertificates } from "../functions/tools/aeat/certificates";
import { buildDemoData, STATISTICS_COMPANIES } from "./demo/index";
import { buyDemoSubscription, standInAnswers, storeDemoSubscription } from "./demo/stripe";
import { DEMO_COMPANY_ID } from "./lib/demo-logins.mjs";

const DEMO_OWNER_EMAIL = "owner@comanda.test";

export interface SeedOptions {
  /** A demo- project id; default demo-comanda. */
  projectId?: string;
  /** What the demo's dates are relative to; default the current time. */
  now?: Date;
  /** host:port of the emulators; default FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST, else the standard ports. */
  firestoreHost?: string;
  authHost?: string;
  log?: (line: string) => void;
  /** Where the AEAT stand-in keeps its certificates (default .cache/aeat: the stand-in of npm start makes them there). */
  aeatCertificatesDir?: string;
  /** The AEAT stand-in's controls, told to forget earlier records (default AEAT_STANDIN_CONTROL_URL, else its port); false: never. */
  aeatControlUrl?: string | false;
  /**
   * The local Stripe stand-in in which the demo's Pro subscription is bought (scripts/demo/stripe.ts); default
   * STRIPE_API_URL, else the stand-in's address, waiting SEED_STRIPE_WAIT_MS (npm start: while it starts) for it.
   * Without a stand-in the seeded subscription has no Stripe customer (and so no customer portal). false: never.
   */
  stripe?: { url: string; waitMs?: number } | false;
}

export interface SeedResult {
  projectId: string;
  users: number;
  documents: number;
  /** Documents written per top-level collection. */
  collections: Record<string, number>;
}

async function clear(url: string, what: string, init: RequestInit = {}): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { method: "DELETE", ...init });
  } catch (error) {
    throw new Error(`The ${what} emulator does not answer at ${new URL(url).host} (${(error as Error).message}). Start the emulators first (npm start).`, { cause: error });
  }
  if (!response.ok) throw new Error(`Clearing the ${what} emulator failed: HTTP ${response.status} ${await response.text()}`);
}

/** Clears the project on the emulators, then creates the demo users and documents. */
export async function seed(options: SeedOptions = {}): Promise<SeedResult> {
  const projectId = options.projectId ?? "demo-comanda";
  if (!projectId.startsWith("demo-")) throw new Error(`seed() only writes to demo- projects on the emulators, not to "${projectId}"`);
  const firestoreHost = options.firestoreHost ?? process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080";
  const authHost = options.authHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
  // firebase-admin reads the emulator hosts from the environment; without them it would go to Google.
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  const log = options.log ?? (() => undefined);
  const data = buildDemoData(options.now ?? new Date());

  await clear(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, "Firestore");
  await clear(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, "Auth", { headers: { Authorization: "Bearer owner" } });

  const app = initializeApp({ projectId }, `seed-${projectId}-${Date.now()}`);
  try {
    const auth = getAuth(app);
    // The Auth emulator takes one user at a time; these few calls stay well under a second.
    for (const user of data.users) {
      await auth.createUser({ uid: user.uid, email: user.email, password: user.password, emailVerified: user.emailVerified, displayName: user.displayName });
      await auth.setCustomUserClaims(user.uid, user.claims);
    }
    log(`${data.users.length} users`);

    const db = getFirestore(app);
    const collections: Record<string, number> = {};
    for (let start = 0; start < data.documents.length; start += 400) {
      const batch = db.batch();
      for (const { path, data: body } of data.documents.slice(start, start + 400)) {
        // The documents are typed entities; Firestore takes any plain object.
        batch.set(db.doc(path), body as DocumentData);
        const top = path.split("/")[0] ?? path;
        collections[top] = (collections[top] ?? 0) + 1;
      }
      await batch.commit();
    }
    log(`${data.documents.length} documents: ${Object.entries(collections).map(([name, n]) => `${name} ${n}`).join(", ")}`);
    await storeDemoCertificate(db, firestoreHost, options.aeatCertificatesDir, log);
    const aeatControl = options.aeatControlUrl ?? (process.env.AEAT_STANDIN_CONTROL_URL || LOCAL_AEAT_CONTROL_URL);
    if (aeatControl) await forgetAgencyRecords(aeatControl, log);
    const stripe = options.stripe ?? { url: process.env.STRIPE_API_URL || LOCAL_STRIPE_URL, waitMs: Number(process.env.SEED_STRIPE_WAIT_MS ?? 0) };
    if (stripe && (await standInAnswers(stripe.url, stripe.waitMs ?? 0))) {
      try {
        const bought = await buyDemoSubscription(stripe.url, { companyId: DEMO_COMPANY_ID, email: DEMO_OWNER_EMAIL, name: "Casa Comanda" });
        const stored = await storeDemoSubscription(db, stripe.url, DEMO_COMPANY_ID, bought);
        log(`subscription ${bought.subscriptionId} (${stored.name}${stored.smsAddOn ? " with SMS" : ""}, ${stored.status}) bought in the Stripe stand-in by customer ${bought.customerId}`);
      } catch (error) {
        // The rest of the demo stands without it: the seeded subscription stays, without a customer portal.
        log(`the demo's subscription could not be bought in the Stripe stand-in at ${stripe.url}: ${error instanceof Error ? error.message : String(error)}`);
      }
    } else if (stripe) {
      log(`no Stripe stand-in at ${stripe.url}: the demo's subscription has no Stripe customer (no customer portal)`);
    }
    // The statistics are the truth of the orders: the server's own rebuild sums them (the demo seeds only views).
    for (const companyId of STATISTICS_COMPANIES) {
      const rebuilt = await rebuildStatistics({ db, clock: systemClock }, companyId);
      log(`statistics of ${companyId} rebuilt from ${rebuilt.orders} orders (${rebuilt.days} days)`);
    }
    return { projectId, users: data.users.length, documents: data.documents.length, collections };
  } finally {
    await deleteApp(app);
  }
}

/**
 * The stand-in's certificates at the repository root, named from here: the stand-in module's own default comes
 * from its __dirname, which under this ES module's loader is not always its own folder.
 */
const AEAT_CERTIFICATES_DIR = fileURLToPath(new URL("../.cache/aeat", import.meta.url));
/** The AEAT stand-in's controls on npm start (scripts/lib/aeat-standin.mjs). */
const LOCAL_AEAT_CONTROL_URL = "http://127.0.0.1:12114";

/**
 * Casa Comanda's certificate: the AEAT stand-in's demo certificate (its tax id is the company's), uploaded through
 * the API's own operation, which reads it, checks it against the company's tax id and stores it encrypted.
 */
async function storeDemoCertificate(db: ReturnType<typeof getFirestore>, firestoreHost: string, dir: string | undefined, log: (line: string) => void): Promise<void> {
  const { demoPkcs12 } = ensureStandInCertificates(dir ?? AEAT_CERTIFICATES_DIR);
  // The upload reads only Firestore, the clock and the configuration (the emulators' key of the certificates).
  const deps = { db, clock: systemClock, config: readConfig({ FIRESTORE_EMULATOR_HOST: firestoreHost }) } satisfies Pick<AppDeps, "db" | "clock" | "config">;
  const { certificate } = await uploadTaxCertificate(deps as AppDeps, DEMO_COMPANY_ID, { file: demoPkcs12.toString("base64"), password: DEMO_CERTIFICATE.passphrase });
  log(`VeriFactu certificate of ${certificate.holder} (${certificate.taxId}) stored encrypted, valid until ${certificate.notAfter.slice(0, 10)}`);
}

/** Records of an earlier seed would come back from a running stand-in as duplicates of the new ones (same numbers). */
async function forgetAgencyRecords(controlUrl: string, log: (line: string) => void): Promise<void> {
  try {
    const res = await fetch(`${controlUrl}/_standin/reset`, { method: "POST", signal: AbortSignal.timeout(2_000) });
    if (res.ok) log(`the AEAT stand-in at ${controlUrl} forgot the records of earlier seeds`);
  } catch {
    // No stand-in running: nothing to forget.
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const projectId = process.argv[2] ?? process.env.GCLOUD_PROJECT ?? "demo-comanda";
  const started = Date.now();
  seed({ projectId, log: (line) => console.log(`  ${line}`) })
    .then((result) => console.log(`Seeded ${result.projectId} in ${((Date.now() - started) / 1000).toFixed(1)} s.`))
    .catch((error: unknown) => {
      console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    });
}
