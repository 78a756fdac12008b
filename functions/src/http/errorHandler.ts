// Turns every error into an { error: { code } } answer: bad input into a 4xx with its code, a transaction
// lost to contention into 503 busy, anything unexpected into 500 internal (logged). Never a stack trace or an HTML page.
import type { ErrorRequestHandler } from "express";
import * as logs from "../logs";
import { ApiHttpError, apiError, isContention } from "./errors";

/** body-parser's error types (http-errors with `type` and `status`). */
const BODY_ERRORS: Record<string, ApiHttpError> = {
  "entity.parse.failed": apiError("invalid-json"),
  "entity.too.large": apiError("payload-too-large"),
  "encoding.unsupported": apiError("unsupported-media-type"),
  "charset.unsupported": apiError("unsupported-media-type"),
};

function clientError(error: unknown): ApiHttpError | null {
  if (error instanceof ApiHttpError) return error;
  const { type, status, expose } = (error ?? {}) as { type?: unknown; status?: unknown; expose?: unknown };
  if (typeof type === "string" && Object.hasOwn(BODY_ERRORS, type)) return BODY_ERRORS[type] ?? null;
  // Any other error the request's own shape caused (aborted body, bad length…) is still the client's.
  if (typeof status === "number" && status >= 400 && status < 500 && expose === true) return apiError("bad-request");
  // Firestore gave up a transaction that kept losing to other saves at that moment: nothing was saved, and
  // the same request may well succeed a moment later. Not a fault of ours to log as one.
  if (isContention(error)) return apiError("busy");
  return null;
}

export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const known = clientError(error);
  if (known) {
    res.status(known.status).json(known.answer);
    return;
  }
  logs.requestFailed(req.method, req.originalUrl, error);
  res.status(500).json(apiError("internal").answer);
};
