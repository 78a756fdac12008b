// HTTP side of POST /api/statistics/views: read the request, count the view, answer { data }.
import type { StatisticsViewAnswer, StatisticsViewRequest } from "@comanda/shared";
import { apiError } from "../http/errors";
import { sendData, withBody, type ApiHandler } from "../http/pipeline";
import { admitCaller } from "../http/callerLimit";
import { VIEW_LIMIT, countView } from "./views";

export const statisticsHandlers = {
  countStatisticsView: withBody<StatisticsViewRequest>(async ({ req, res, deps }, body) => {
    await admitCaller(deps, req, res, VIEW_LIMIT);
    const counted = await countView(deps, body.slug);
    if (!counted) throw apiError("not-found");
    sendData(res, { counted: true } satisfies StatisticsViewAnswer);
  }),
} satisfies Record<string, ApiHandler>;
