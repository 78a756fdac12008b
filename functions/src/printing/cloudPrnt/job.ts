// The printer fetches a handed-out job (GET: no side effect, the same bytes however often) and confirms it
// (DELETE, or GET with `delete`): printed, or an error code that is kept and counted. Only the current
// hand-out's token counts: a late confirmation of an older hand-out, or of a job canceled or printed
// meanwhile, is answered 200 and changes nothing.
import type { Firestore } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  MAX_PRINT_ATTEMPTS,
  errorCodeOf,
  isCloudPrntMediaType,
  isPrintedCode,
  jobIdOfToken,
  offeredMediaTypes,
  renderForMediaType,
  type PaperWidth,
  type PrintJobData,
  type PrintLayout,
} from "@comanda/shared";
import { apiError } from "../../http/errors";
import { runTransaction } from "../../transactions";
import { oldestWaitingJob } from "./poll";

export type PngRenderer = (layout: PrintLayout, paperWidth: PaperWidth) => Promise<Uint8Array>;

export interface JobContext {
  db: Firestore;
  printerId: string;
  now: number;
  renderPng: PngRenderer | null;
}

const handedOut = (job: PrintJobData | undefined, printerId: string, token: string): job is PrintJobData =>
  !!job && job.printerId === printerId && (job.status === "queued" || job.status === "printing") && job.handout?.token === token;

/**
 * The token of the printer's current hand-out, for printers whose firmware sends no token (CloudPRNT before
 * jobToken): its oldest waiting job when that is handed out. One query.
 */
async function currentHandoutToken(ctx: JobContext): Promise<string | null> {
  const found = await oldestWaitingJob(ctx.db, ctx.printerId);
  const job = found?.job;
  return job && (job.status === "queued" || job.status === "printing") && job.handout ? job.handout.token : null;
}

/**
 * The job's bytes in the media type asked for (none: the one offered first; an image is drawn for the paper
 * the ticket was laid out for): 404 unless the token is the job's current hand-out, 415 for a type not offered.
 */
export async function fetchJob(ctx: JobContext, given: string | undefined, type: string | undefined): Promise<{ contentType: string; bytes: Uint8Array }> {
  const token = given ?? (await currentHandoutToken(ctx));
  if (!token) throw apiError("not-found");
  const jobId = jobIdOfToken(token);
  if (!jobId) throw apiError("not-found");
  const job = (await ctx.db.collection(COLLECTIONS.printJobs).doc(jobId).get()).data() as PrintJobData | undefined;
  if (!handedOut(job, ctx.printerId, token) || !job.layout) throw apiError("not-found");
  const offered = offeredMediaTypes(job.layout, { png: ctx.renderPng !== null });
  // A type with parameters ("text/plain; charset=utf-8") names the same media type; none: the one offered first.
  const asked = type === undefined ? offered[0] : type.split(";")[0]?.trim().toLowerCase();
  if (!isCloudPrntMediaType(asked) || !offered.includes(asked)) throw apiError("unsupported-media-type");
  if (asked === "image/png") return { contentType: "image/png", bytes: await ctx.renderPng!(job.layout, job.layout.paperWidth) };
  return renderForMediaType(job.layout, asked);
}

export type Confirmation = "printed" | "failed" | "canceled" | "ignored";

/** The printer's result for a hand-out: printed, or an error (the job waits again, or is canceled after MAX_PRINT_ATTEMPTS). */
export async function confirmJob(ctx: JobContext, given: string | undefined, code: string): Promise<Confirmation> {
  const token = given ?? (await currentHandoutToken(ctx));
  if (!token) return "ignored";
  const jobId = jobIdOfToken(token);
  if (!jobId) return "ignored";
  const ref = ctx.db.collection(COLLECTIONS.printJobs).doc(jobId);
  return runTransaction(ctx.db, async (tx) => {
    const job = (await tx.get(ref)).data() as PrintJobData | undefined;
    if (!handedOut(job, ctx.printerId, token)) return "ignored";
    const at = new Date(ctx.now).toISOString();
    if (isPrintedCode(code)) {
      tx.update(ref, { status: "printed", printedAt: at, handout: null, errorCode: null, updatedAt: at });
      return "printed";
    }
    const attempts = (job.attempts ?? 0) + 1;
    const status = attempts >= MAX_PRINT_ATTEMPTS ? "canceled" : "new";
    tx.update(ref, { status, errorCode: errorCodeOf(code), errorAt: at, attempts, handout: null, updatedAt: at });
    return status === "canceled" ? "canceled" : "failed";
  });
}
