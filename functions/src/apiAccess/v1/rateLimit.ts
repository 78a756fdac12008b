// The per-company rate limit of /api/v1: a fixed window counter in Firestore (apiRateLimits/{companyId}),
// counted in a transaction, so the limit holds across every instance of the function: they all count in
// the same document. Past the limit: 429 rate-limited with Retry-After (seconds to the next window).
import type { AppDeps } from "../../deps";
import { ApiHttpError } from "../../http/errors";
import { runTransaction } from "../../transactions";

/** apiRateLimits/{companyId}: { companyId, windowStart (ms), count }. Server only (rules deny all). */
export const API_RATE_LIMITS = "apiRateLimits";

export interface RateLimit {
  requests: number;
  windowSeconds: number;
}

export class RateLimitedError extends ApiHttpError {
  constructor(readonly retryAfterSeconds: number) {
    super("rate-limited");
  }
}

interface CounterDoc {
  companyId: string;
  windowStart: number;
  count: number;
}

/** Counts one request of the company; throws RateLimitedError when the window's requests are used up. */
export async function countRequest(deps: AppDeps, companyId: string, limit: RateLimit): Promise<void> {
  const now = deps.clock.now().getTime();
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const ref = deps.db.collection(API_RATE_LIMITS).doc(companyId);
  await runTransaction(deps.db, async (tx) => {
    const counter = (await tx.get(ref)).data() as CounterDoc | undefined;
    const count = counter?.windowStart === windowStart ? counter.count : 0;
    if (count >= limit.requests) throw new RateLimitedError(Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)));
    tx.set(ref, { companyId, windowStart, count: count + 1 } satisfies CounterDoc);
  });
}
