// The sending job's schedule: a thin wrapper over sendWaitingRecords (job.ts), which the tests and the
// emulators' job route (emulatorJobs.ts) call directly.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { onSchedule } from "firebase-functions/scheduler";
import { systemClock } from "../../clock";
import { CONFIG, REGION } from "../../config";
import { TAX_CERTIFICATE_KEY } from "../secrets";
import { sendWaitingRecords, sendingDepsOf } from "./index";

/**
 * Every minute: the records waiting go to the agency, as far as its wait allows. Never retried by the scheduler
 * (the next minute is the retry); up to 9 minutes, since a batch of 1,000 records may take the agency a while.
 */
export const sendTaxRecordsEveryMinute = onSchedule(
  { schedule: "every 1 minutes", region: REGION, retryCount: 0, timeoutSeconds: 540, memory: "512MiB", secrets: [TAX_CERTIFICATE_KEY] },
  async () => {
    const app = getApps()[0] ?? initializeApp();
    await sendWaitingRecords(sendingDepsOf({ db: getFirestore(app), clock: systemClock, config: CONFIG }));
  },
);
