// `npm run stats:rebuild -- <companyId> [projectId]`: an operator's repair. Recomputes the company's daily
// statistics (statistics/{companyId}_{date}) and each order's contribution record from its orders, keeping
// the catalogue views already folded in (functions/src/statistics/rebuild.ts, the same job the demo seed runs).
// Against the emulators by default (FIRESTORE_EMULATOR_HOST, else 127.0.0.1:8080, project demo-comanda); a
// project that does not start with "demo-" is only touched with --production and application credentials.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { systemClock } from "../functions/src/clock";
import { rebuildStatistics } from "../functions/src/statistics/rebuild";

const args = process.argv.slice(2).filter((a) => a !== "--production");
const production = process.argv.includes("--production");
const [companyId, projectId = process.env.GCLOUD_PROJECT ?? "demo-comanda"] = args;

async function main(): Promise<void> {
  if (!companyId) throw new Error("Usage: npm run stats:rebuild -- <companyId> [projectId] [--production]");
  if (!projectId.startsWith("demo-") && !production) throw new Error(`"${projectId}" is not a demo- project: add --production to rebuild its statistics for real`);
  if (projectId.startsWith("demo-")) process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
  const app = initializeApp({ projectId }, `stats-rebuild-${Date.now()}`);
  try {
    const started = Date.now();
    const result = await rebuildStatistics({ db: getFirestore(app), clock: systemClock }, companyId);
    console.log(`Rebuilt the statistics of ${companyId} in ${projectId}: ${result.orders} orders counted, ${result.days} days written, in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await deleteApp(app);
  }
}

main().catch((error: unknown) => {
  console.error(`Rebuilding the statistics failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
