// Vouchers benchmark (not a test; issue 22), on the running emulators (Firestore and Auth are enough), through the
// server's Express app served in this process (./lib/benchApi.ts), in a company registered through the API:
//   1. 10,000 vouchers created in one request (POST /api/discounts/:id/voucher), RUNS times, each on a new discount
//      of the same company (so each run also checks its codes against the 10,000s made before): budget 5 s each.
//   2. The CSV of a discount's 10,000 vouchers (POST .../voucher/csv), RUNS times, until the last byte: budget 2 s.
//   3. The printable sheet of 200 vouchers (POST .../voucher/pdf, 20 A4 pages), RUNS times: budget 2 s ("an owner
//      prints 200 voucher cards in a minute"); then the sheet of all 10,000 (1,000 pages) once, for the record.
//   4. 50 simultaneous customer orders (POST /api/shops/:slug/orders), each from its own address, with one
//      single-use code: exactly one gets the discount, the 49 others voucher-already-used, and one order is stored.
// The figures print as each part ends, the race first (see there why).
// Usage: `npm run emulators` (or only the Firestore and Auth emulators) running, then
//   npm run bench:vouchers [-- --runs 3 --keep]
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { PDFDocument } from "pdf-lib";
import { formatVoucherCode } from "@comanda/shared";
import { KEEP, benchAdmin, ms, percentile } from "./lib/bench.mjs";
import { idToken, serveApi } from "./lib/benchApi";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "3" }, keep: { type: "boolean", default: false } } });
const RUNS = Number(args.runs);
if (!(Number.isInteger(RUNS) && RUNS > 0)) throw new Error("--runs takes a whole number above 0");
const VOUCHERS = 10_000;
const SHEET = 200;
const RACE = 50;
const BUDGET = { create: 5_000, csv: 2_000, sheet: 2_000 };

const { auth, db, deleteWhere, removeCompany } = benchAdmin("bench-vouchers");
const served = await serveApi("bench-vouchers-api");

interface Answer {
  status: number;
  took: number;
  bytes: Uint8Array;
  json(): unknown;
}

async function call(token: string | null, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${served.base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
    // A stack that stops answering fails the benchmark instead of holding it.
    signal: AbortSignal.timeout(180_000),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, took: performance.now() - started, bytes, json: () => JSON.parse(Buffer.from(bytes).toString("utf8")) as unknown };
}

async function ok(token: string | null, path: string, body: unknown, status = 200): Promise<Answer> {
  const answer = await call(token, path, body);
  if (answer.status !== status) throw new Error(`POST ${path} answered ${answer.status}: ${Buffer.from(answer.bytes).toString("utf8").slice(0, 500)}`);
  return answer;
}

const dataOf = <T>(answer: Answer) => (answer.json() as { data: T }).data;
const summary = (values: number[]) => `p50 ${ms(percentile(values, 0.5))}, max ${ms(Math.max(...values))} (${values.map((v) => ms(v)).join(", ")})`;

const email = `bench-vouchers-${Date.now().toString(36)}@bench.comanda.test`;
const password = `pw-${randomUUID()}`;
let companyId: string | null = null;
let failed = false;
try {
  const registered = await ok(null, "/api/registration", { email, name: "Bench Owner", companyname: `Bench Vouchers ${randomUUID().slice(0, 6)}`, password, acceptTerms: true, acceptPrivacy: true, language: "en" }, 201);
  companyId = dataOf<{ uid: string }>(registered).uid;
  await auth.updateUser(companyId, { emailVerified: true });
  const token = await idToken(email, password);
  const discount = async (name: string) => dataOf<{ id: string }>(await ok(token, "/api/discounts", { name, percentage: 15, enabled: true, validFor: "voucher" }, 201)).id;

  const checks: Array<{ ok: boolean; line: string }> = [];
  const report = (ok: boolean, line: string) => {
    checks.push({ ok, line });
    console.log(`${ok ? "✔" : "✘"} ${line}`);
  };

  // 4 first: the code is looked up across companies (a collection-group query), which the emulator answers by
  // scanning every voucher it holds; after phases 1 to 3 that would be 30,000 and more, which no index-served
  // production query sees.
  const slug = `bench-vouchers-${companyId.toLowerCase()}`.slice(0, 60);
  await db.collection("companyInfos").doc(companyId).set({ slug }, { merge: true });
  await db.collection("companies").doc(companyId).set({ hasAnActiveSubscription: true, subscribedPlan: "basic" }, { merge: true });
  const counter = `bench-counter-${companyId}`;
  await db
    .collection("zones")
    .doc(`bench-zone-${companyId}`)
    .set({ companyId, sortOrder: 1000, name: "Counter", archived: false, hidden: false, closed: false, pointsOfSale: [{ id: counter, name: { en: "Counter" } }], autoAppliedDiscounts: [], enableCheckout: true, enableOfflinePayment: true, enableVouchers: true });
  const product = `bench-product-${companyId}`;
  await db.collection("products").doc(product).set({ companyId, sortOrder: 1000, type: "regular", name: { en: "Paella" }, categoryId: null, courseId: null, locationId: null, hidden: false, tags: [], slots: [], addons: [], optionBlocks: [], price: 14.5, vat: 10 });
  const single = await discount("One winner");
  await ok(token, `/api/discounts/${single}/voucher`, { name: "Single", quantity: 1 }, 201);
  const [voucher] = (await db.collection("discounts").doc(single).collection("vouchers").get()).docs;
  const code = formatVoucherCode(voucher!.get("code") as string);
  const order = { pointofsaleId: counter, deliveryType: "takeaway", items: [{ productId: product, quantity: 1, addonIds: [] }], paymentMethod: "onSite", language: "en", voucherCode: code };
  const raceStart = performance.now();
  const answers = await Promise.all(Array.from({ length: RACE }, (_, i) => call(null, `/api/shops/${slug}/orders`, order, { "X-Forwarded-For": `198.51.100.${i + 1}` })));
  const raceTook = performance.now() - raceStart;
  const won = answers.filter((a) => a.status === 201);
  const refusals = answers.filter((a) => a.status !== 201).map((a) => ({ status: a.status, ...(a.json() as { error?: { code?: string; fields?: Record<string, string[]> } }) }));
  const alreadyUsed = refusals.filter((r) => r.status === 400 && r.error?.fields?.voucherCode?.includes("voucher-already-used")).length;
  const others = refusals.filter((r) => !(r.status === 400 && r.error?.fields?.voucherCode?.includes("voucher-already-used")));
  const orders = await db.collection("orders").where("companyId", "==", companyId).get();
  const stored = (await voucher!.ref.get()).data() as { status: string; orderId?: string };
  const answerTimes = answers.map((a) => a.took);
  report(
    won.length === 1 && alreadyUsed === RACE - 1 && orders.size === 1 && stored.status === "redeemed" && stored.orderId === orders.docs[0]?.id,
    `${RACE} simultaneous orders with one code: ${won.length} got it, ${alreadyUsed} refused voucher-already-used` +
      `${others.length ? `, ${others.length} other answers ${JSON.stringify(others.slice(0, 3))}` : ""}; ${orders.size} order stored, the voucher ${stored.status}; ` +
      `answers p50 ${ms(percentile(answerTimes, 0.5))}, all in ${ms(raceTook)}`,
  );

  // 1. 10,000 vouchers in one request, RUNS times.
  const creations: number[] = [];
  const discounts: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const id = await discount(`Promotion ${run + 1}`);
    discounts.push(id);
    const answer = await ok(token, `/api/discounts/${id}/voucher`, { name: "Flyer", quantity: VOUCHERS }, 201);
    if (dataOf<{ created: number }>(answer).created !== VOUCHERS) throw new Error("fewer vouchers created than asked for");
    creations.push(answer.took);
  }
  const codes = await db.collectionGroup("vouchers").where("companyId", "==", companyId).select("code").get();
  const distinct = new Set(codes.docs.map((d) => d.get("code") as string)).size;
  const made = RUNS * VOUCHERS + 1;
  report(
    Math.max(...creations) <= BUDGET.create && distinct === made,
    `${VOUCHERS.toLocaleString("en")} vouchers in one request: ${summary(creations)} (budget ${ms(BUDGET.create)}); ${distinct.toLocaleString("en")} distinct codes of ${made.toLocaleString("en")}`,
  );

  // 2. The CSV of 10,000.
  const csvs: number[] = [];
  let csvBytes = 0;
  let csvRows = 0;
  for (let run = 0; run < RUNS; run++) {
    const answer = await ok(token, `/api/discounts/${discounts[0]}/voucher/csv`, {});
    csvs.push(answer.took);
    csvBytes = answer.bytes.length;
    csvRows = Buffer.from(answer.bytes).toString("utf8").trimEnd().split("\r\n").length - 1;
  }
  report(
    Math.max(...csvs) <= BUDGET.csv && csvRows === VOUCHERS,
    `CSV of ${VOUCHERS.toLocaleString("en")}: ${summary(csvs)} (budget ${ms(BUDGET.csv)}), ${csvRows.toLocaleString("en")} rows, ${Math.round(csvBytes / 1024)} kB`,
  );

  // 3. The sheet of 200, then of 10,000.
  const small = await discount("Printed promotion");
  await ok(token, `/api/discounts/${small}/voucher`, { name: "Cards", quantity: SHEET }, 201);
  const sheets: number[] = [];
  let sheetPages = 0;
  let sheetBytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const answer = await ok(token, `/api/discounts/${small}/voucher/pdf`, {});
    sheets.push(answer.took);
    sheetBytes = answer.bytes.length;
    sheetPages = (await PDFDocument.load(answer.bytes)).getPageCount();
  }
  report(
    Math.max(...sheets) <= BUDGET.sheet && sheetPages === SHEET / 10,
    `PDF sheet of ${SHEET}: ${summary(sheets)} (budget ${ms(BUDGET.sheet)}), ${sheetPages} pages, ${Math.round(sheetBytes / 1024)} kB`,
  );
  const whole = await ok(token, `/api/discounts/${discounts[0]}/voucher/pdf`, {});
  const wholePages = (await PDFDocument.load(whole.bytes)).getPageCount();
  report(wholePages === VOUCHERS / 10, `PDF sheet of ${VOUCHERS.toLocaleString("en")}: ${ms(whole.took)}, ${wholePages} pages, ${Math.round(whole.bytes.length / 1024)} kB (no budget)`);

  failed = checks.some((check) => !check.ok);
} finally {
  await served.stop();
  if (companyId && (KEEP || args.keep)) console.log(`Kept: log in as ${email} / ${password}`);
  else if (companyId) {
    for (const d of (await db.collection("discounts").where("companyId", "==", companyId).get()).docs) await db.recursiveDelete(d.ref);
    for (const collection of ["orders", "products", "categories", "courses", "zones", "notifications", "statistics", "printJobs"]) await deleteWhere(collection, companyId);
    await removeCompany({ uid: companyId, email, password });
  }
}
process.exitCode = failed ? 1 : 0;
