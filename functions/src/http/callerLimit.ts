// The one per-caller limit of the public calls (catalogue views, customer orders, QR login, registration,
// verification and password links): a fixed window per limit and caller, counted in Firestore so that every
// instance of the api sees the same count (callerLimits/{limit}_{caller}_{windowStart}). Each call counts in a
// transaction that reads the count and refuses past the limit without writing, so parallel callers are
// refused at exactly the limit. Old windows expire by the TTL policy on expireAt (firestore.indexes.json).
import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import { runTransaction } from "../transactions";
import { apiError } from "./errors";

/** callerLimits/{id}: { limit, windowStart (ms), count, expireAt }. Server only: firestore.rules deny every client. */
export const CALLER_LIMITS = "callerLimits";

/** A limit, declared by the feature that applies it (e.g. statistics/views.ts VIEW_LIMIT). */
export interface CallerLimitRule {
  /** Names the limit in its documents: each limit counts apart. */
  name: string;
  calls: number;
  windowSeconds: number;
}

/**
 * Who is calling, from what the platform's front end added, never from what the caller sent.
 *
 * On Cloud Functions v2 (Cloud Run) Google's front end APPENDS the address it received the request from to
 * X-Forwarded-For; Firebase Hosting, in front of it for /api, appends the browser's address first. Whatever a
 * caller puts in the header itself stays on the left of those entries. So the caller is the entry
 * `proxyHops` from the right (config.callerProxyHops: 2 behind Hosting + Google's front end, 1 when the
 * function is called at its own address), and entries further left are ignored. A header with fewer entries
 * than that came past no front end (local runs): the connection's address is the caller then.
 * Calling the function at its own address while 2 hops are configured lets a caller choose the counted
 * entry; the deployment sends /api through Hosting only.
 */
export function callerAddress(req: Request, proxyHops: number): string {
  const entries = (req.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const hops = Math.max(1, Math.floor(proxyHops));
  const counted = entries.length >= hops ? entries[entries.length - hops] : undefined;
  return counted || req.socket.remoteAddress || "unknown";
}

/** The caller's part of a document id: a hash, so that any header text makes a valid id and no address is stored. */
function callerKey(address: string): string {
  return createHash("sha256").update(address).digest("base64url").slice(0, 22);
}

/** The caller's count document of `rule` in the current window. */
function windowOf(deps: Pick<AppDeps, "db" | "clock" | "config">, req: Request, rule: CallerLimitRule) {
  const now = deps.clock.now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const caller = callerKey(callerAddress(req, deps.config.callerProxyHops));
  const ref = deps.db.collection(CALLER_LIMITS).doc(`${rule.name}_${caller}_${windowStart}`);
  const counted = (value: unknown) => (typeof value === "number" ? value : 0);
  const stored = (count: number) => ({ limit: rule.name, windowStart, count, expireAt: Timestamp.fromMillis(windowStart + 2 * windowMs) });
  const refuse = (res: Response) => {
    res.set("Retry-After", String(Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))));
    return apiError("rate-limited");
  };
  return { ref, counted, stored, refuse };
}

/**
 * Counts the call against `rule` for its caller; past the limit answers 429 rate-limited with Retry-After
 * (seconds to the next window) and counts nothing.
 */
export async function admitCaller(deps: Pick<AppDeps, "db" | "clock" | "config">, req: Request, res: Response, rule: CallerLimitRule): Promise<void> {
  const { ref, counted, stored, refuse } = windowOf(deps, req, rule);
  const admitted = await runTransaction(
    deps.db,
    async (tx) => {
      const count = counted((await tx.get(ref)).get("count"));
      if (count >= rule.calls) return false;
      tx.set(ref, stored(count + 1));
      return true;
    },
    // A burst of one caller contends on one document: let each call wait its turn rather than fail.
    { maxAttempts: 20 },
  );
  if (!admitted) throw refuse(res);
}

/**
 * For a busy public read (the shop call, made on every catalogue visit, often by many guests behind one restaurant
 * Wi-Fi address): counts the call without a transaction, so a burst of one caller never queues on one document.
 * It reads the count and refuses past the limit (429 rate-limited with Retry-After, counting nothing), else adds
 * one atomically. Calls that read the same count at once may pass the limit by as many as arrive together; a
 * caller that goes on is refused from the next read.
 */
export async function admitCallerLoosely(deps: Pick<AppDeps, "db" | "clock" | "config">, req: Request, res: Response, rule: CallerLimitRule): Promise<void> {
  const { ref, counted, stored, refuse } = windowOf(deps, req, rule);
  if (counted((await ref.get()).get("count")) >= rule.calls) throw refuse(res);
  await ref.set({ ...stored(0), count: FieldValue.increment(1) }, { merge: true });
}

/**
 * For limits that count failures rather than calls (a refused voucher code): answers 429 rate-limited with
 * Retry-After when the caller has used up `rule` in this window, and counts nothing; countCallerFailure counts.
 */
export async function refuseExhaustedCaller(deps: Pick<AppDeps, "db" | "clock" | "config">, req: Request, res: Response, rule: CallerLimitRule): Promise<void> {
  const { ref, counted, refuse } = windowOf(deps, req, rule);
  if (counted((await ref.get()).get("count")) >= rule.calls) throw refuse(res);
}

/** Counts one failure of the caller against `rule` (checked by refuseExhaustedCaller on the next call). */
export async function countCallerFailure(deps: Pick<AppDeps, "db" | "clock" | "config">, req: Request, rule: CallerLimitRule): Promise<void> {
  const { ref, counted, stored } = windowOf(deps, req, rule);
  await runTransaction(deps.db, async (tx) => tx.set(ref, stored(counted((await tx.get(ref)).get("count")) + 1)), { maxAttempts: 20 });
}
