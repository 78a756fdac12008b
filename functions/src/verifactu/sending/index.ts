// Sending the tax records to the agency: the drain of one company, the job over every company, and their
// dependencies from the server's (the api's emulator job and the schedule build them the same way).
import type { AppDeps } from "../../deps";
import { readSendingConfig, type SendingConfig } from "./config";
import type { SendingDeps } from "./connection";

export { drainCompany, SET_ASIDE_CODE, pauseNotificationId, type DrainReport, type DrainOutcome, type DrainOptions } from "./drain";
export { sendWaitingRecords, companiesWithWaitingRecords, WAITING_STATUSES, type SendingJobReport, type SendingJobOptions } from "./job";
export { readSendingConfig, billingSystem, LOCAL_AEAT_ENDPOINT, LOCAL_AEAT_CONTROL_URL, type SendingConfig, type BillingSystem } from "./config";
export type { SendingDeps } from "./connection";

const SENDING_ENV = ["VERIFACTU_PRODUCER_NAME", "VERIFACTU_PRODUCER_TAX_ID", "AEAT_ENDPOINT", "AEAT_STANDIN_CONTROL_URL", "AEAT_STANDIN_CA_FILE", "AEAT_TIMEOUT_MS"] as const;
let cached: { key: string; config: SendingConfig } | undefined;

/** The sending configuration of this environment, read once (again only when its variables change, as in tests). */
export function sendingConfig(isEmulator: boolean, env: NodeJS.ProcessEnv = process.env): SendingConfig {
  const key = JSON.stringify([isEmulator, ...SENDING_ENV.map((name) => env[name] ?? null)]);
  if (cached?.key !== key) cached = { key, config: readSendingConfig(env, isEmulator) };
  return cached.config;
}

/** Sending's dependencies from the server's. */
export function sendingDepsOf(deps: Pick<AppDeps, "db" | "clock" | "config">): SendingDeps {
  return { db: deps.db, clock: deps.clock, config: deps.config, sending: sendingConfig(deps.config.isEmulator) };
}
