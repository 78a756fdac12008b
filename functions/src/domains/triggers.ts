// The scheduled check of custom domains not yet connected: a thin wrapper over domains.ts.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { onSchedule } from "firebase-functions/scheduler";
import { systemClock } from "../clock";
import { CONFIG, REGION } from "../config";
import { domainDepsOf } from "./deps";
import { checkPendingDomains } from "./domains";

/** Every 30 minutes: Hosting's and the DNS's view of every domain not yet connected (spec §4: the certificate takes time). */
export const checkCustomDomainsEvery30Minutes = onSchedule({ schedule: "every 30 minutes", region: REGION, retryCount: 0 }, async () => {
  const app = getApps()[0] ?? initializeApp();
  await checkPendingDomains(domainDepsOf({ db: getFirestore(app), clock: systemClock, config: CONFIG }));
});
