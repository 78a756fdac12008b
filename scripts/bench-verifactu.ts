// VeriFactu benchmark (not a test; issue 21), on the running emulators:
//   (a) tickets: TICKETS orders placed through the real API at RATE a second (POST /api/orders on the functions
//       emulator), each marked done at once (POST /api/orders/:id/status: an order paid on site becomes a ticket
//       when done, and its record is chained and stored in that transaction). For each ticket, the time from its
//       order's request to its record seen by a Firestore listener: budget p95 ≤ 1 s. Then every record is there,
//       and the company's chain verifies from its first record (positions 1…N, numbers without gap).
//       The functions emulator's background triggers (new-order mails, statistics, the tax records' own catch-up
//       trigger) are switched off meanwhile (Emulator Hub), unless --with-triggers: the emulator runs each
//       trigger call in a worker process of its own on this one machine, and 20 order writes a second made it
//       start over a hundred of them (11 GB) and fail; in the cloud they run on instances of their own, and none
//       of them is on the path of a ticket's record.
//   (b) the queue: RECORDS records queued as the order transactions make them (the shared builders), in a project
//       of their own on the Firestore emulator (so npm start's own sending job never sees them), drained by the
//       server's drainCompany against an AEAT stand-in started here (mutual TLS, every message validated against
//       the agency's XSDs), which asks for WAIT seconds between submissions; one step a call, as the job runs.
//       Then EXTRA more records, which must wait for the agency's wait. Reports the submissions, their size, the
//       time, each one's gap from the previous and what let it go (a full batch of 1,000 goes at once, as the
//       agency allows; any other waits for TiempoEsperaEnvio), and checks that the agency holds every record once.
// The API: by default the server's Express app (functions/src/app.ts, the api function's) served here over HTTP
// against the emulators, as a Cloud Functions v2 instance serves concurrent requests; --api emulator sends them
// to the functions emulator's api function (or Hosting at E2E_BASE_URL) instead, which runs one request per
// worker process and starts a new worker (seconds on a busy machine) whenever all are busy, and reloads them
// whenever anyone rebuilds functions/lib: on this shared machine that made the run fail rather than measure.
// Usage: with the emulators running (npm start, npm run emulators, or at least Firestore and Auth), the stand-in's
// certificates in .cache/aeat:
//   npm run bench:verifactu [-- --tickets 300 --rate 10 --records 10000 --extra 500 --wait 3 --only a|b --api in-process|emulator --with-triggers --keep]
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { EMPTY_TAX_CHAIN, ticketRecord, verifyChain, vatLine, type TaxChainState, type TaxInfoData, type TaxRecordData } from "@comanda/shared";
import { systemClock } from "../functions/src/clock";
import { readConfig } from "../functions/src/config";
import { readPkcs12 } from "../functions/src/verifactu/agency";
import { sealTaxCertificate } from "../functions/src/verifactu/certificates";
import { billingSystem, drainCompany, type SendingDeps } from "../functions/src/verifactu/sending";
import { DEMO_CERTIFICATE, ensureStandInCertificates, startAeatStandIn } from "../functions/tools/aeat";
import { idToken, serveApi as serveBenchApi } from "./lib/benchApi";

const { values: args } = parseArgs({
  options: {
    tickets: { type: "string", default: "300" },
    rate: { type: "string", default: "10" },
    records: { type: "string", default: "10000" },
    extra: { type: "string", default: "500" },
    wait: { type: "string", default: "3" },
    only: { type: "string" },
    keep: { type: "boolean", default: false },
    "with-triggers": { type: "boolean", default: false },
    api: { type: "string", default: "in-process" },
  },
});
const TICKETS = Number(args.tickets);
const RATE = Number(args.rate);
const RECORDS = Number(args.records);
const EXTRA = Number(args.extra);
const WAIT_SECONDS = Number(args.wait);
const BUDGET_P95_MS = 1_000;
const FULL_BATCH = 1_000;
if (![TICKETS, RATE, RECORDS, WAIT_SECONDS].every((n) => Number.isFinite(n) && n > 0) || !(EXTRA >= 0)) throw new Error("--tickets, --rate, --records and --wait take positive numbers, --extra zero or more");

const PROJECT_ID = "demo-comanda";
const BENCH_PROJECT_ID = "demo-bench-verifactu";
const FIRESTORE = (process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080");
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";
let apiBase = process.env.E2E_BASE_URL ?? `http://127.0.0.1:5001/${PROJECT_ID}/europe-west1/api`;
const CERTIFICATES_DIR = fileURLToPath(new URL("../.cache/aeat", import.meta.url));
const TAX_ID = DEMO_CERTIFICATE.company.taxId;

const ms = (n: number) => `${Math.round(n)} ms`;
const sleep = (t: number) => new Promise((resolve) => setTimeout(resolve, t));
// Nearest rank: the p95 of 300 samples is the 285th.
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * p) - 1)] ?? NaN;
const stats = (values: number[]) => `p50 ${ms(percentile(values, 0.5))}, p95 ${ms(percentile(values, 0.95))}, max ${ms(Math.max(...values))} (n ${values.length})`;

function apiUrl(path: string): string {
  return `${apiBase.replace(/\/+$/, "")}${path}`;
}

/** The server's app on a port of its own (./lib/benchApi.ts); answers a stop. */
async function serveApi(): Promise<() => Promise<void>> {
  const served = await serveBenchApi("bench-verifactu-api");
  apiBase = served.base;
  return served.stop;
}

async function api<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(apiUrl(path), {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    // A stack that stops answering fails the benchmark instead of holding it.
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

const TAX_SETTINGS = (eInvoicingEnabled: boolean) => ({
  legalName: DEMO_CERTIFICATE.company.name,
  taxId: TAX_ID,
  address: { line1: "Carrer de Mallorca 214", line2: null, postalCode: "08008", city: "Barcelona", country: "ES" as const },
  eInvoicingEnabled,
  environment: "test",
  series: "T",
});

// ---------------------------------------------------------------------------------------------------------------
// (a) Tickets through the API.

/** Switches the functions emulator's background triggers off or on (Emulator Hub, port 4400 by default). */
async function backgroundTriggers(on: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? "127.0.0.1:4400";
  const res = await fetch(`http://${hub}/functions/${on ? "enable" : "disable"}BackgroundTriggers`, { method: "PUT" }).catch(() => null);
  if (!res?.ok) console.log(`could not switch the background triggers ${on ? "on" : "off"} (${res?.status ?? "no hub"})`);
}

async function benchTickets(): Promise<boolean> {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-verifactu-a-${Date.now()}`);
  const db = getFirestore(app);
  const auth = getAuth(app);
  const email = `bench-verifactu-${Date.now().toString(36)}@bench.comanda.test`;
  const password = `pw-${randomUUID()}`;
  let companyId: string | null = null;
  let unsubscribe: (() => void) | null = null;
  if (!args["with-triggers"]) await backgroundTriggers(false);
  try {
    const setupStart = Date.now();
    const registered = await api<{ uid: string }>(null, "POST", "/api/registration", { email, name: "Bench Owner", companyname: `Bench VeriFactu ${randomUUID().slice(0, 6)}`, password, acceptTerms: true, acceptPrivacy: true, language: "en" });
    companyId = registered.uid;
    await auth.updateUser(companyId, { emailVerified: true });
    // A subscribed company: a test order (placed without a subscription) is never a ticket.
    await db.collection("companies").doc(companyId).update({ hasAnActiveSubscription: true, subscribedPlan: "pro" });
    const token = await idToken(email, password);
    const zone = db.collection("zones").doc(`bench-zone-${companyId}`);
    const pointsOfSale = Array.from({ length: 10 }, (_, i) => ({ id: `bench-pos-${companyId}-${i}`, name: { en: `Table ${i + 1}` } }));
    await zone.set({ companyId, sortOrder: 1000, name: "Dining room", archived: false, hidden: false, closed: false, pointsOfSale, autoAppliedDiscounts: [] });
    const products = ["Croquetas", "Paella", "Rioja crianza", "Espresso"].map((name, i) => ({
      id: `bench-product-${companyId}-${i}`,
      data: { companyId, sortOrder: 1000 + i * 500, type: "regular", name: { en: name }, categoryId: null, hidden: false, tags: [], slots: [], addons: [], optionBlocks: [], price: 4 + i * 3, vat: i === 2 ? 21 : 10, locationId: null, courseId: null },
    }));
    for (const p of products) await db.collection("products").doc(p.id).set(p.data);

    const { demoPkcs12 } = ensureStandInCertificates(CERTIFICATES_DIR);
    await api(token, "POST", "/api/settings/taxes", TAX_SETTINGS(false));
    await api(token, "POST", "/api/settings/taxes/certificate", { file: demoPkcs12.toString("base64"), password: DEMO_CERTIFICATE.passphrase });
    await api(token, "POST", "/api/settings/taxes", TAX_SETTINGS(true));
    console.log(`(a) a company with VeriFactu on, through the API, in ${ms(Date.now() - setupStart)}`);

    const seen = new Map<string, number>();
    unsubscribe = db
      .collection("taxRecords")
      .where("companyId", "==", companyId)
      .onSnapshot((snap) => {
        const at = Date.now();
        for (const change of snap.docChanges()) if (change.type === "added" && !seen.has(change.doc.id)) seen.set(change.doc.id, at);
      });

    const ticket = async (i: number) => {
      const placedAt = Date.now();
      const body = {
        pointofsaleId: pointsOfSale[i % pointsOfSale.length]!.id,
        deliveryType: "table",
        paymentMethod: "onSite",
        items: [
          { productId: products[i % 2]!.id, quantity: 1 + (i % 3), addonIds: [] },
          { productId: products[2 + (i % 2)]!.id, quantity: 1, addonIds: [] },
        ],
      };
      const { id } = await api<{ id: string }>(token, "POST", "/api/orders", body);
      const doneAt = Date.now();
      await api(token, "POST", `/api/orders/${id}/status`, { status: "done" });
      return { id, placedAt, doneAt, answeredAt: Date.now() };
    };

    // A few tickets first, not timed (the functions emulator's workers, or the app's first requests, warm up, as a
    // deployed function's instances would be). Their records are part of the chain checked below.
    const warm = await Promise.all(Array.from({ length: 6 }, (_, i) => ticket(i)));
    console.log(`(a) ${warm.length} tickets first, not timed (warming up)`);

    const gap = 1000 / RATE;
    const started = Date.now();
    const pending: Array<Promise<Awaited<ReturnType<typeof ticket>> | { error: string }>> = [];
    let refused = 0;
    for (let i = 0; i < TICKETS; i++) {
      await sleep(Math.max(0, started + i * gap - Date.now()));
      // A stack that refuses tickets is not measured any further (nor loaded any more).
      if (refused > 10) break;
      pending.push(
        ticket(warm.length + i).catch((error: unknown) => {
          refused += 1;
          return { error: String(error) };
        }),
      );
    }
    const placed = await Promise.all(pending);
    const sentFor = (Date.now() - started) / 1000;
    const failures = placed.filter((p): p is { error: string } => "error" in p);
    const tickets = placed.filter((p): p is Awaited<ReturnType<typeof ticket>> => !("error" in p));
    // The listener's last records.
    for (let waited = 0; waited < 10_000 && tickets.some((t) => !seen.has(`${t.id}-ticket`)); waited += 100) await sleep(100);

    const fromOrder = tickets.flatMap((t) => (seen.has(`${t.id}-ticket`) ? [seen.get(`${t.id}-ticket`)! - t.placedAt] : []));
    const fromDone = tickets.flatMap((t) => (seen.has(`${t.id}-ticket`) ? [seen.get(`${t.id}-ticket`)! - t.doneAt] : []));
    const calls = tickets.map((t) => t.answeredAt - t.placedAt);
    const missing = tickets.filter((t) => !seen.has(`${t.id}-ticket`)).length;
    const snap = await db.collection("taxRecords").where("companyId", "==", companyId).get();
    const records = snap.docs.map((d) => ({ ...(d.data() as TaxRecordData), id: d.id }));
    const chain = verifyChain(records);
    const numbers = new Set(records.map((r) => r.number));

    console.log(`(a) ${tickets.length} tickets placed and done in ${sentFor.toFixed(1)} s (${(tickets.length / sentFor).toFixed(1)} a second), ${failures.length} refused${failures[0] ? ` (${failures[0].error})` : ""}`);
    console.log(`    order's request → its record stored (seen by a listener): ${stats(fromOrder)} (budget p95 ≤ ${BUDGET_P95_MS} ms)`);
    console.log(`    "done" request → its record stored:                        ${stats(fromDone)}`);
    console.log(`    both calls of a ticket (place, done):                      ${stats(calls)}`);
    console.log(`    records: ${records.length} for ${tickets.length + warm.length} tickets, ${missing} missing, ${numbers.size} distinct numbers; chain ${chain.ok ? `verifies from its first record (${chain.length} positions)` : `BROKEN: ${JSON.stringify(chain.break)}`}`);
    return tickets.length === TICKETS && failures.length === 0 && missing === 0 && chain.ok && records.length === tickets.length + warm.length && numbers.size === records.length && percentile(fromOrder, 0.95) <= BUDGET_P95_MS;
  } finally {
    if (!args["with-triggers"]) await backgroundTriggers(true);
    unsubscribe?.();
    if (companyId && !args.keep) await removeCompany(db, auth, companyId);
    else if (companyId) console.log(`(a) kept: log in as ${email} / ${password}`);
    await deleteApp(app);
  }
}

async function removeCompany(db: Firestore, auth: ReturnType<typeof getAuth>, companyId: string): Promise<void> {
  for (const collection of ["orders", "taxRecords", "printJobs", "products", "zones", "notifications", "statistics", "mail"]) {
    const snap = await db.collection(collection).where("companyId", "==", companyId).get();
    for (let i = 0; i < snap.docs.length; i += 400) {
      const batch = db.batch();
      for (const doc of snap.docs.slice(i, i + 400)) batch.delete(doc.ref);
      await batch.commit();
    }
  }
  for (const collection of ["companies", "companyInfos", "companySettings", "companyApiSettings", "taxInfos", "taxChains", "taxCertificates", "users", "orderCounters"]) {
    await db.collection(collection).doc(companyId).delete();
  }
  await auth.deleteUser(companyId).catch(() => undefined);
}

// ---------------------------------------------------------------------------------------------------------------
// (b) The queue of records, drained against the stand-in.

const COMPANY = "bench-verifactu-queue";

/** `count` tickets at the end of the chain, made now (1 ms apart), written in batches as the transactions would. */
async function queue(db: Firestore, count: number, chain: TaxChainState, prefix: string): Promise<TaxChainState> {
  const totals = { items: 34.1, discount: 0, deliveryFee: 0, tip: 0, total: 34.1, vat: [vatLine(10, 2200), vatLine(21, 1210)] };
  const taxInfo = { taxId: TAX_ID, series: "T", environment: "test" as const };
  let state = chain;
  for (let start = 0; start < count; start += 400) {
    const batch = db.batch();
    const now = Date.now();
    for (let i = start; i < Math.min(count, start + 400); i++) {
      const built = ticketRecord({ orderId: `${prefix}-${i + 1}`, order: { totals, billingAddress: null } }, { companyId: COMPANY, taxInfo, timezone: "Europe/Madrid", now: new Date(now + (i - start)), chain: state });
      if (!built.ok) throw new Error(built.code);
      batch.create(db.collection("taxRecords").doc(`${prefix}-${i + 1}-ticket`), built.record);
      state = built.chain;
    }
    batch.set(db.collection("taxChains").doc(COMPANY), { companyId: COMPANY, ...state, updatedAt: new Date().toISOString() });
    await batch.commit();
  }
  return state;
}

interface Submission {
  at: number;
  took: number;
  records: number;
  gap: number | null;
  pendingBefore: number;
  /** Why it could go: a full batch, or the agency's wait over. */
  allowedBy: "first" | "full batch" | "wait over" | "NOT ALLOWED";
  waitedFor: number | null;
}

async function pendingCount(db: Firestore): Promise<number> {
  return (await db.collection("taxRecords").where("companyId", "==", COMPANY).where("status", "in", ["pending", "unconfirmed"]).count().get()).data().count;
}

/** Drains as the job does, one step a call, a call every 50 ms, until nothing waits; notes each submission. */
async function drainAll(deps: SendingDeps, submissions: Submission[]): Promise<void> {
  for (;;) {
    const pendingBefore = await pendingCount(deps.db);
    if (pendingBefore === 0) return;
    const info = (await deps.db.collection("taxInfos").doc(COMPANY).get()).data() as TaxInfoData;
    const at = Date.now();
    const report = await drainCompany(deps, COMPANY, new Date(at), { maxSteps: 1 });
    if (report.outcome === "failed" || report.outcome === "paused") throw new Error(`the drain ${report.outcome}: ${JSON.stringify(report.state?.lastError)}`);
    if (report.submissions === 0) {
      await sleep(50);
      continue;
    }
    const previous = submissions[submissions.length - 1];
    const nextSendAfter = info.nextSendAfter ? Date.parse(info.nextSendAfter) : null;
    const allowedBy: Submission["allowedBy"] = !previous ? "first" : nextSendAfter !== null && at >= nextSendAfter ? "wait over" : pendingBefore >= FULL_BATCH ? "full batch" : "NOT ALLOWED";
    submissions.push({ at, took: Date.now() - at, records: report.sent, gap: previous ? at - (previous.at + previous.took) : null, pendingBefore, allowedBy, waitedFor: previous && nextSendAfter !== null ? nextSendAfter - (previous.at + previous.took) : null });
  }
}

async function benchQueue(): Promise<boolean> {
  const app = initializeApp({ projectId: BENCH_PROJECT_ID }, `bench-verifactu-b-${Date.now()}`);
  const db = getFirestore(app);
  const standIn = await startAeatStandIn({ certificatesDir: CERTIFICATES_DIR, controlPort: null });
  try {
    await fetch(`http://${FIRESTORE}/emulator/v1/projects/${BENCH_PROJECT_ID}/databases/(default)/documents`, { method: "DELETE" });
    standIn.configure({ waitSeconds: WAIT_SECONDS });
    const config = readConfig({ FIRESTORE_EMULATOR_HOST: FIRESTORE });
    // The company's certificate, sealed by the API's own code, and VeriFactu on.
    const pfx = standIn.certificates.demoPkcs12;
    const read = readPkcs12(pfx, DEMO_CERTIFICATE.passphrase);
    if (!read.ok) throw new Error(read.reason);
    const now = new Date();
    await db.collection("taxCertificates").doc(COMPANY).set(sealTaxCertificate(config, COMPANY, { pfx, password: DEMO_CERTIFICATE.passphrase }, now.toISOString()));
    const { summary } = read.certificate;
    const taxInfo: TaxInfoData = {
      companyId: COMPANY,
      ...TAX_SETTINGS(true),
      environment: "test",
      certificate: { holder: summary.holder, taxId: summary.taxId ?? null, notBefore: summary.notBefore.toISOString(), notAfter: summary.notAfter.toISOString(), uploadedAt: now.toISOString() },
      transmissionPaused: false,
      errorCount: 0,
      pausedAt: null,
      lastError: null,
      nextSendAfter: null,
    };
    await db.collection("taxInfos").doc(COMPANY).set(taxInfo);
    const deps: SendingDeps = {
      db,
      clock: systemClock,
      config,
      sending: { system: billingSystem({ name: "Comanda Software (bench)", taxId: "B12345674" }), endpoint: () => standIn.endpoint, ca: () => Promise.resolve(standIn.caPem), timeoutMs: 120_000 },
    };

    const queued = Date.now();
    const chain = await queue(db, RECORDS, EMPTY_TAX_CHAIN, "order");
    console.log(`(b) ${RECORDS} records queued in ${ms(Date.now() - queued)}; the stand-in asks for ${WAIT_SECONDS} s between submissions`);

    const submissions: Submission[] = [];
    const drainStart = Date.now();
    await drainAll(deps, submissions);
    const drained = Date.now() - drainStart;
    const firstPhase = submissions.length;
    let extraMs = 0;
    if (EXTRA > 0) {
      await queue(db, EXTRA, chain, "later");
      const extraStart = Date.now();
      await drainAll(deps, submissions);
      extraMs = Date.now() - extraStart;
    }

    console.log(`(b) ${RECORDS} records in ${firstPhase} submissions in ${(drained / 1000).toFixed(1)} s (${Math.round(RECORDS / (drained / 1000))} records a second)${EXTRA > 0 ? `; then ${EXTRA} more in ${submissions.length - firstPhase} submission(s), ${(extraMs / 1000).toFixed(1)} s after they were queued` : ""}`);
    for (const [i, s] of submissions.entries()) {
      const gap = s.gap === null ? "" : `${(s.gap / 1000).toFixed(2)} s after the previous answer`;
      const wait = s.waitedFor === null ? "" : `, the agency's wait ${(s.waitedFor / 1000).toFixed(2)} s`;
      console.log(`    #${String(i + 1).padStart(2)}: ${String(s.records).padStart(4)} records, ${ms(s.took).padStart(8)}, ${s.pendingBefore} waiting; ${gap}${wait} → ${s.allowedBy}`);
    }
    const snap = await db.collection("taxRecords").where("companyId", "==", COMPANY).get();
    const records = snap.docs.map((d) => ({ ...(d.data() as TaxRecordData), id: d.id }));
    const accepted = records.filter((r) => r.status === "accepted").length;
    const held = standIn.records();
    const agencySubmissions = standIn.submissions();
    const verified = verifyChain(records);
    const oversize = submissions.filter((s) => s.records > FULL_BATCH).length;
    const notAllowed = submissions.filter((s) => s.allowedBy === "NOT ALLOWED").length;
    console.log(
      `    ${accepted}/${records.length} accepted; the agency holds ${held.length} records from ${agencySubmissions.length} submissions (${new Set(held.map((r) => r.IDFactura.NumSerieFactura)).size} distinct numbers); chain ${verified.ok ? "verifies" : "BROKEN"}; ${oversize} submission(s) over 1,000; ${notAllowed} before the wait was over`,
    );
    return accepted === RECORDS + EXTRA && held.length === RECORDS + EXTRA && agencySubmissions.length === submissions.length && verified.ok && oversize === 0 && notAllowed === 0;
  } finally {
    await standIn.close();
    if (!args.keep) await fetch(`http://${FIRESTORE}/emulator/v1/projects/${BENCH_PROJECT_ID}/databases/(default)/documents`, { method: "DELETE" });
    await deleteApp(app);
  }
}

const results: boolean[] = [];
if (args.only !== "b") {
  if (args.api !== "in-process" && args.api !== "emulator") throw new Error("--api takes in-process or emulator");
  const stop = args.api === "in-process" ? await serveApi() : null;
  console.log(`(a) the API: ${args.api === "in-process" ? `the server's app served here on ${apiBase}` : apiBase}`);
  try {
    results.push(await benchTickets());
  } finally {
    await stop?.();
  }
}
if (args.only !== "a") results.push(await benchQueue());
console.log(results.every(Boolean) ? "VeriFactu benchmark: every check passed." : "VeriFactu benchmark: a check FAILED (see above).");
process.exit(results.every(Boolean) ? 0 : 1);
