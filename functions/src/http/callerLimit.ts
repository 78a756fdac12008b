// A per-caller limit for the public calls (catalogue views, customer orders): a fixed one-minute window per
// api instance, keyed by the caller's address. It keeps careless or looping clients from flooding; it is no
// defence against a determined flood from many addresses (the sharded counters and slot checks hold the rest).
import type { Request, Response } from "express";
import { apiError } from "./errors";

/**
 * Who is calling: the first X-Forwarded-For entry (Cloud Functions documents it as generally the client's
 * address; behind Hosting every caller would otherwise look like the CDN), else the connection's. A client
 * can put another address there; the limit keeps honest and careless callers from flooding.
 */
export function callerAddress(req: Request): string {
  const forwarded = req.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || req.socket.remoteAddress || "unknown";
}

interface Window {
  window: number;
  callers: Map<string, number>;
}

/** `perMinute` calls per caller and minute, counted separately for each owner (the app's deps: one per instance). */
export class CallerLimit {
  private readonly windows = new WeakMap<object, Window>();

  constructor(readonly perMinute: number) {}

  /** Counts the call; past the limit answers 429 rate-limited with Retry-After (seconds to the next minute). */
  admit(owner: object, req: Request, res: Response, now: number): void {
    let state = this.windows.get(owner);
    if (!state) {
      state = { window: 0, callers: new Map() };
      this.windows.set(owner, state);
    }
    const window = Math.floor(now / 60_000);
    if (window !== state.window) {
      // A fixed window: the previous minute's callers are forgotten, which keeps the map small.
      state.window = window;
      state.callers.clear();
    }
    const caller = callerAddress(req);
    const count = (state.callers.get(caller) ?? 0) + 1;
    state.callers.set(caller, count);
    if (count > this.perMinute) {
      res.set("Retry-After", String(Math.max(1, Math.ceil(((window + 1) * 60_000 - now) / 1000))));
      throw apiError("rate-limited");
    }
  }
}
