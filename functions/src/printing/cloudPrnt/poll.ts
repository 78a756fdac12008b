// The printer's poll (POST with JSON): is there a job for me? At most two document reads when nothing waits
// (the printer's key, then its oldest waiting job: one limit-1 query on printerId, status, date), and a
// write only to hand a job out (a transaction with a fresh token), to mark it printing, or for the throttled
// status.
import { randomBytes } from "node:crypto";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  WAITING_PRINT_JOB_STATUSES,
  conditionOf,
  handoutExpired,
  handoutToken,
  offeredMediaTypes,
  type CloudPrntMediaType,
  type PrintJobData,
} from "@comanda/shared";
import { runTransaction } from "../../transactions";

/** What a poll answers (CloudPRNT): nothing to print, or a job's token and the media types it comes in. */
export type PollAnswer = { jobReady: false } | { jobReady: true; mediaTypes: CloudPrntMediaType[]; jobToken: string };

/** The fields of a poll the endpoint uses (every other field a printer sends is ignored). */
export interface PollBody {
  statusCode: string;
  printingInProgress: boolean;
  jobToken: string | null;
}

export interface PollContext {
  db: Firestore;
  printerId: string;
  now: number;
  handoutTimeoutMs: number;
  /** Whether image/png can be drawn (the raster renderer is there). */
  png: boolean;
  nonce: () => string;
}

const NOTHING: PollAnswer = { jobReady: false };

export const randomNonce = () => randomBytes(12).toString("base64url");

/** The printer's oldest job still to print (one query, one document at most). */
export async function oldestWaitingJob(db: Firestore, printerId: string): Promise<{ ref: DocumentReference; job: PrintJobData } | null> {
  const snap = await db
    .collection(COLLECTIONS.printJobs)
    .where("printerId", "==", printerId)
    .where("status", "in", [...WAITING_PRINT_JOB_STATUSES])
    .orderBy("date")
    .limit(1)
    .get();
  const doc = snap.docs[0];
  return doc ? { ref: doc.ref, job: doc.data() as PrintJobData } : null;
}

function ready(job: PrintJobData, token: string, png: boolean): PollAnswer {
  return { jobReady: true, mediaTypes: job.layout ? offeredMediaTypes(job.layout, { png }) : ["text/plain"], jobToken: token };
}

/** A hand-out the printer may still be working on: same token announced again, nothing written. */
function liveHandout(job: PrintJobData, now: number, timeoutMs: number): boolean {
  return (job.status === "queued" || job.status === "printing") && !!job.handout && !handoutExpired(job, now, timeoutMs);
}

export async function answerPoll(ctx: PollContext, body: PollBody): Promise<PollAnswer> {
  const found = await oldestWaitingJob(ctx.db, ctx.printerId);
  if (!found) return NOTHING;
  const { ref, job } = found;

  // The printer says it is printing the job it was handed: queued → printing (one write).
  if (body.printingInProgress && body.jobToken && job.status === "queued" && job.handout?.token === body.jobToken) {
    await markPrinting(ctx, ref, body.jobToken);
    return NOTHING;
  }
  // A printer busy printing, or out of paper, cover open…: nothing handed out now.
  if (body.printingInProgress || conditionOf(body.statusCode) !== "ok") return NOTHING;

  if (liveHandout(job, ctx.now, ctx.handoutTimeoutMs)) return ready(job, job.handout!.token, ctx.png);
  return handOut(ctx, ref);
}

async function markPrinting(ctx: PollContext, ref: DocumentReference, token: string): Promise<void> {
  await runTransaction(ctx.db, async (tx) => {
    const job = (await tx.get(ref)).data() as PrintJobData | undefined;
    if (!job || job.status !== "queued" || job.handout?.token !== token) return;
    tx.update(ref, { status: "printing", updatedAt: new Date(ctx.now).toISOString() });
  });
}

/** A new job, or one whose hand-out timed out: handed out with a fresh token (in a transaction, so two polls agree). */
async function handOut(ctx: PollContext, ref: DocumentReference): Promise<PollAnswer> {
  return runTransaction(ctx.db, async (tx) => {
    const job = (await tx.get(ref)).data() as PrintJobData | undefined;
    if (!job || job.printerId !== ctx.printerId) return NOTHING;
    // Another poll handed it out meanwhile: announce that hand-out.
    if (liveHandout(job, ctx.now, ctx.handoutTimeoutMs)) return ready(job, job.handout!.token, ctx.png);
    if (job.status !== "new" && !handoutExpired(job, ctx.now, ctx.handoutTimeoutMs)) return NOTHING;
    const at = new Date(ctx.now).toISOString();
    const token = handoutToken(ref.id, ctx.nonce());
    tx.update(ref, { status: "queued", handout: { token, at }, updatedAt: at });
    return ready(job, token, ctx.png);
  });
}
