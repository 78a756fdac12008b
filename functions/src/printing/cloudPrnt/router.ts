// The Star CloudPRNT address of a printer, `/api/cloudprnt/{printerId}/{secret}` (cloudPrntPath), mounted
// before the /api router: it reads its own small JSON body, and the printer has no bearer token (the
// secret in the path, checked with the printer's MAC, is its key).
//   POST    poll: status in, { jobReady, mediaTypes, jobToken } out
//   GET     ?mac=&type=&token=          the job's bytes (no side effect)
//   DELETE  ?mac=&code=&token=          the printer's result; also GET with `&delete`
// Printers from before CloudPRNT's jobToken send no token (their current hand-out is meant) and may leave
// the type out (the type offered first is sent).
// Bad input (no JSON, too large, no printerMAC or statusCode, no mac or code) → 4xx with a code, never a 500;
// anything that is not this printer → the same 404 and nothing written.
import express, { type Request, type RequestHandler, type Response } from "express";
import { HANDOUT_TIMEOUT_MS, STATUS_WRITE_INTERVAL_MS } from "@comanda/shared";
import { logger } from "firebase-functions";
import type { AppDeps } from "../../deps";
import { apiError } from "../../http/errors";
import { authenticatePrinter, macOf } from "./printer";
import { answerPoll, randomNonce, type PollBody } from "./poll";
import { confirmJob, fetchJob, type PngRenderer } from "./job";
import { StatusWriter } from "./status";

export const CLOUDPRNT_PATH = "/api/cloudprnt/:printerId/:secret";

export interface CloudPrntOptions {
  /** How long a hand-out waits for its confirmation before the job is handed out again (tests shorten it). */
  handoutTimeoutMs?: number;
  statusWriteIntervalMs?: number;
  /** Draws a ticket as PNG (default: ../raster.ts); null: image/png is not offered. */
  renderPng?: PngRenderer | null;
  /** The random part of hand-out tokens. */
  nonce?: () => string;
}

/** The raster renderer, loaded on the first image asked for (its fonts and PNG encoder are not needed for a poll). */
const rasterPng: PngRenderer = async (layout, paperWidth) => (await import("../raster")).renderPng(layout, paperWidth);

/** A poll is a few hundred bytes of JSON. */
export const CLOUDPRNT_MAX_BODY_BYTES = 16 * 1024;
const MAX_BODY_BYTES = CLOUDPRNT_MAX_BODY_BYTES;
const jsonParser = express.json({ limit: MAX_BODY_BYTES, type: () => true });

/**
 * The poll's JSON: parsed here (whatever its Content-Type, as printers differ), or, under Cloud Functions,
 * from req.rawBody, which the platform has already read (with its own, far larger limit).
 */
const jsonPoll: RequestHandler = (req, res, next) => {
  const raw = (req as { rawBody?: unknown }).rawBody;
  if (!Buffer.isBuffer(raw)) {
    jsonParser(req, res, next);
    return;
  }
  if (raw.length > MAX_BODY_BYTES) {
    next(apiError("payload-too-large"));
    return;
  }
  try {
    req.body = raw.length > 0 ? (JSON.parse(raw.toString("utf8")) as unknown) : undefined;
  } catch {
    next(apiError("invalid-json"));
    return;
  }
  next();
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A query value the printer sent once (a repeated or nested one is bad input). */
function queryText(req: Request, name: string, maxLength = 600): string | undefined {
  const value = (req.query as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.length > maxLength) throw apiError("bad-request");
  return value;
}

function pathPart(req: Request, name: "printerId" | "secret"): string | undefined {
  const value: unknown = req.params[name];
  return typeof value === "string" ? value : undefined;
}

function required(value: string | undefined): string {
  if (!value) throw apiError("bad-request");
  return value;
}

/** Star printers send the status code URL-encoded ("200%20OK"); a malformed escape is kept as sent. */
function decodedStatus(statusCode: string): string {
  try {
    return decodeURIComponent(statusCode);
  } catch {
    return statusCode;
  }
}

function pollBodyOf(body: unknown): { mac: string; poll: PollBody } {
  if (!isRecord(body)) throw apiError("bad-request");
  const mac = macOf(body.printerMAC);
  const { statusCode, printingInProgress, jobToken } = body;
  if (typeof statusCode !== "string" || statusCode.length > 200) throw apiError("bad-request");
  return {
    mac,
    poll: {
      statusCode: decodedStatus(statusCode),
      printingInProgress: printingInProgress === true,
      jobToken: typeof jobToken === "string" && jobToken.length <= 600 ? jobToken : null,
    },
  };
}

export function cloudPrntRouter(deps: AppDeps, options: CloudPrntOptions = {}): express.Router {
  const handoutTimeoutMs = options.handoutTimeoutMs ?? HANDOUT_TIMEOUT_MS;
  const renderPng = options.renderPng === undefined ? rasterPng : options.renderPng;
  const nonce = options.nonce ?? randomNonce;
  const status = new StatusWriter(deps.db, options.statusWriteIntervalMs ?? STATUS_WRITE_INTERVAL_MS);
  const router = express.Router();

  router.post(CLOUDPRNT_PATH, jsonPoll, async (req: Request, res: Response) => {
    const { mac, poll } = pollBodyOf(req.body);
    const { printerId, key } = await authenticatePrinter(deps.db, pathPart(req, "printerId"), pathPart(req, "secret"), mac);
    const now = deps.clock.now().getTime();
    const statusWritten = status
      .polled(printerId, { companyId: key.companyId, statusCode: poll.statusCode, printingInProgress: poll.printingInProgress }, now)
      .catch((error: unknown) => logger.warn("A printer's status could not be written", { printerId, reason: String(error) }));
    const answer = await answerPoll({ db: deps.db, printerId, now, handoutTimeoutMs, png: renderPng !== null, nonce }, poll);
    await statusWritten;
    res.status(200).set("Cache-Control", "no-store").json(answer);
  });

  const confirm = async (req: Request, res: Response) => {
    const mac = macOf(queryText(req, "mac"));
    // Printers without jobToken support send none: their current hand-out is meant.
    const token = queryText(req, "token") || undefined;
    const code = required(queryText(req, "code", 200));
    const { printerId } = await authenticatePrinter(deps.db, pathPart(req, "printerId"), pathPart(req, "secret"), mac);
    await confirmJob({ db: deps.db, printerId, now: deps.clock.now().getTime(), renderPng }, token, code);
    // The same answer whether the confirmation counted or was a stale one.
    res.status(200).set("Cache-Control", "no-store").json({});
  };

  router.get(CLOUDPRNT_PATH, async (req: Request, res: Response) => {
    if (Object.hasOwn(req.query as object, "delete")) {
      await confirm(req, res);
      return;
    }
    const mac = macOf(queryText(req, "mac"));
    const token = queryText(req, "token") || undefined;
    const type = queryText(req, "type", 100) || undefined;
    const { printerId } = await authenticatePrinter(deps.db, pathPart(req, "printerId"), pathPart(req, "secret"), mac);
    const { contentType, bytes } = await fetchJob({ db: deps.db, printerId, now: deps.clock.now().getTime(), renderPng }, token, type);
    res.status(200).set("Content-Type", contentType).set("Cache-Control", "no-store").send(Buffer.from(bytes));
  });

  router.delete(CLOUDPRNT_PATH, confirm);
  return router;
}
