// HTTP side of POST /api/statistics/views: read the request, count the view, answer { data }.
import type { Request } from "express";
import type { StatisticsViewAnswer, StatisticsViewRequest } from "@comanda/shared";
import { apiError } from "../http/errors";
import { sendData, withBody, type ApiHandler } from "../http/pipeline";
import { countView, ViewsRateLimited } from "./views";

/**
 * Who is calling, for the per-caller limit: the first X-Forwarded-For entry (Cloud Functions documents it as
 * generally the client's address; behind Hosting every caller would otherwise look like the CDN), else the
 * connection's. A client can put another address there; the limit keeps honest and careless callers from
 * flooding, and the sharded counters hold the rest.
 */
export function callerAddress(req: Request): string {
  const forwarded = req.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || req.socket.remoteAddress || "unknown";
}

export const statisticsHandlers = {
  countStatisticsView: withBody<StatisticsViewRequest>(async ({ req, res, deps }, body) => {
    let counted;
    try {
      counted = await countView(deps, body.slug, callerAddress(req));
    } catch (error) {
      if (!(error instanceof ViewsRateLimited)) throw error;
      res.set("Retry-After", String(error.retryAfterSeconds));
      throw apiError("rate-limited");
    }
    if (!counted) throw apiError("not-found");
    sendData(res, { counted: true } satisfies StatisticsViewAnswer);
  }),
} satisfies Record<string, ApiHandler>;
