// Catalogue views benchmark (not a test): a burst of POST /api/statistics/views for the demo shop
// (casa-comanda) against the running functions emulator, each call from another customer address (the
// per-caller limit is 60 a minute), BENCH_VIEWS calls (default 500) with BENCH_CONCURRENCY in flight
// (default 10). Prints the calls accepted per second, then runs the views fold (the emulators' job route)
// and checks that the day statistics received exactly the views accepted: none lost, none twice.
// The functions emulator runs each concurrent call in a worker process of its own: on a 2-core machine,
// 100 calls in flight make it fail to start workers ("Failed to load function"), which Cloud Functions
// (80 concurrent requests per instance, many instances) does not do; 10 in flight measures the server.
// Usage, after `npm run seed`, with the emulators running: node scripts/bench-views.mjs
import { getFirestore } from "firebase-admin/firestore";
import { initializeApp } from "firebase-admin/app";
import { DateTime } from "luxon";
import { PROJECT_ID, REGION, PORTS } from "./lib/firebase-env.mjs";

const COUNT = Number(process.env.BENCH_VIEWS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const API = `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/${REGION}/api`;
const COMPANY = "demo-company";

process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${PORTS.firestore}`;
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, "bench-views"));
const dayDoc = db.collection("statistics").doc(`${COMPANY}_${DateTime.now().setZone("Europe/Madrid").toISODate()}`);

const fold = async () => (await (await fetch(`${API}/emulator/jobs/fold-statistics-views`, { method: "POST" })).json()).data;

await fold();
const before = (await dayDoc.get()).get("views") ?? 0;
// One call first, so that the function instance is warm before the clock starts.
await fetch(`${API}/api/statistics/views`, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.18.255.255" }, body: '{"slug":"casa-comanda"}' });

const statuses = new Map();
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < COUNT) {
      const i = next++;
      const res = await fetch(`${API}/api/statistics/views`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.18.${Math.floor(i / 250)}.${i % 250}` },
        body: JSON.stringify({ slug: "casa-comanda" }),
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const accepted = statuses.get(200) ?? 0;
const folded = await fold();
const after = (await dayDoc.get()).get("views") ?? 0;
const result = {
  calls: COUNT,
  concurrency: CONCURRENCY,
  seconds: Number(seconds.toFixed(2)),
  acceptedPerSecond: Math.round(accepted / seconds),
  statuses: Object.fromEntries(statuses),
  foldedViews: folded?.views,
  dayViewsAdded: after - before,
  exact: after - before === accepted + 1,
};
console.log(JSON.stringify(result));
console.log(`views burst: ${accepted} of ${COUNT} calls accepted in ${result.seconds} s = ${result.acceptedPerSecond} calls/s; the day received ${after - before} views (${result.exact ? "exact" : "NOT exact"})`);
process.exit(result.exact && accepted === COUNT ? 0 : 1);
