// The per-company rate limit of /api/v1: a fixed window counter in Firestore, one document per company and
// window (apiRateLimits/{companyId}_{windowStart}), so the limit holds across every instance of the
// function: they all count in the same document. Each request adds one with a blind increment (no
// transaction: parallel requests of a company never abort each other) and reads the count back; the
// request is refused when the count passes the limit. Every increment counts, so at most `requests` are
// let through per window; near the limit a request may be refused that a slower neighbour made room for.
// Past the limit: 429 rate-limited with Retry-After (seconds to the next window). Old windows expire by
// the TTL policy on expireAt (firestore.indexes.json).
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { AppDeps } from "../../deps";
import { ApiHttpError } from "../../http/errors";

/** apiRateLimits/{companyId}_{windowStart}: { companyId, windowStart (ms), count, expireAt }. Server only. */
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

/** Counts one request of the company; throws RateLimitedError when the window's requests are used up. */
export async function countRequest(deps: AppDeps, companyId: string, limit: RateLimit): Promise<void> {
  const now = deps.clock.now().getTime();
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const ref = deps.db.collection(API_RATE_LIMITS).doc(`${companyId}_${windowStart}`);
  await ref.set(
    { companyId, windowStart, count: FieldValue.increment(1), expireAt: Timestamp.fromMillis(windowStart + 2 * windowMs) },
    { merge: true },
  );
  const count: unknown = (await ref.get()).get("count");
  if (typeof count === "number" && count > limit.requests) {
    throw new RateLimitedError(Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)));
  }
}
