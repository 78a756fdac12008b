// The sending job (every minute in the cloud, every few seconds under npm start): every company with records
// waiting (pending or unconfirmed) is drained, a few at a time. The companies are found by skipping through
// the waiting records in company order, one read per company (index taxRecords: status, companyId), so a
// quiet minute costs one read, whatever the number of companies and records.
import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@comanda/shared";
import { drainCompany, type DrainReport, type SendingDeps } from "./drain";
import * as logs from "./logs";

/** The statuses of records still to be sent or looked up. */
export const WAITING_STATUSES = ["pending", "unconfirmed"] as const;

export interface SendingJobOptions {
  /** Companies drained side by side (default 4). */
  concurrency?: number;
  /** No company is started after this many milliseconds (default 7 minutes, under the schedule's 9-minute limit). */
  budgetMs?: number;
  /** At most this many companies a run (default 10,000). */
  maxCompanies?: number;
}

export interface SendingJobReport {
  companies: number;
  submissions: number;
  records: number;
  accepted: number;
  rejected: number;
  busy: number;
  failed: number;
  reports: DrainReport[];
}

/** The companies with records waiting, in id order (one read each). */
export async function companiesWithWaitingRecords(db: Firestore, max = 10_000): Promise<string[]> {
  const companies: string[] = [];
  let after: string | null = null;
  while (companies.length < max) {
    let query = db.collection(COLLECTIONS.taxRecords).where("status", "in", [...WAITING_STATUSES]).orderBy("companyId").select("companyId").limit(1);
    if (after !== null) query = query.startAfter(after);
    const snap = await query.get();
    const companyId = snap.docs[0]?.get("companyId") as string | undefined;
    if (!companyId) break;
    companies.push(companyId);
    after = companyId;
  }
  return companies;
}

/** Drains every company with records waiting; one company's failure never stops the others. */
export async function sendWaitingRecords(deps: SendingDeps, options: SendingJobOptions = {}): Promise<SendingJobReport> {
  const started = Date.now();
  const budgetMs = options.budgetMs ?? 7 * 60_000;
  const companies = await companiesWithWaitingRecords(deps.db, options.maxCompanies);
  const report: SendingJobReport = { companies: companies.length, submissions: 0, records: 0, accepted: 0, rejected: 0, busy: 0, failed: 0, reports: [] };
  let next = 0;
  const worker = async () => {
    while (next < companies.length && Date.now() - started < budgetMs) {
      const companyId = companies[next++] as string;
      try {
        const drained = await drainCompany(deps, companyId);
        report.reports.push(drained);
        report.submissions += drained.submissions;
        report.records += drained.sent;
        report.accepted += drained.accepted + drained.acceptedWithErrors;
        report.rejected += drained.rejected + drained.setAside;
        if (drained.outcome === "busy") report.busy += 1;
        if (drained.outcome === "failed") report.failed += 1;
      } catch (error) {
        report.failed += 1;
        logs.drainFailed(companyId, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  // A run that only found companies waiting says nothing (npm start runs the job every few seconds).
  const lookUps = report.reports.reduce((sum, r) => sum + r.lookUps, 0);
  if (report.submissions + lookUps + report.busy + report.failed > 0) {
    logs.drainRun({ companies: report.companies, submissions: report.submissions, lookUps, records: report.records, busy: report.busy, failed: report.failed, ms: Date.now() - started });
  }
  return report;
}
