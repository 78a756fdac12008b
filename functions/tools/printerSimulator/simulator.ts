// A simulated Star CloudPRNT printer for local work and tests (never deployed: functions/src/index.ts does
// not import it). It speaks the protocol as a Star printer does:
//   - every `intervalMs` it POSTs its status as JSON to the server address: printerMAC, statusCode ("200 OK",
//     or e.g. "410 Paper empty" while failing with 410), status, printingInProgress, jobToken, and the
//     results of the client actions the previous answer asked for (PageInfo, …);
//   - on `jobReady` it takes the first media type the server offers that it supports, GETs
//     `?mac=&type=&token=`, reports `printingInProgress` with the job's token in a status POST while it
//     prints, "prints" (records the job, appends it to `outFile`, PNG images saved beside it) and confirms
//     with `DELETE ?mac=&code=200&token=` (or `GET …&delete` when the answer said deleteMethod "GET").
// Failure modes (the CloudPRNT error codes), set at start or with setFailure():
//   410 paper out, 420 cover open: the status reports it ("410 Paper empty", "420 Cover open"); a job offered
//       anyway is confirmed with the code, unfetched;
//   510 media type not supported, 520 download timeout: confirmed with the code without fetching;
//   511 decode error, 521 too large: fetched, then confirmed with the code.
// A failing printer prints nothing. `neverConfirm` prints but never confirms (a confirmation lost on the
// way): the same hand-out is not printed twice, a new hand-out of the job is.
import { appendFile, mkdir, writeFile } from "node:fs/promises";
import { dirname, basename, extname, join } from "node:path";
import { PRINT_ERROR_CODES, type PaperWidth, type PrintErrorCode } from "@comanda/shared";
import { starPrntToText } from "./starPrntText";

export const SIMULATOR_MEDIA_TYPES = ["application/vnd.star.starprnt", "text/plain", "image/png"] as const;

/** What the simulated printer reports in `statusCode` while failing with a code. */
export const FAILURE_STATUS: Readonly<Record<PrintErrorCode, string>> = {
  "410": "410 Paper empty",
  "420": "420 Cover open",
  "510": "200 OK",
  "511": "200 OK",
  "520": "200 OK",
  "521": "200 OK",
};

/** Star's ASB status bytes in hex (what real printers send in `status`): all clear, paper out, cover open. */
const ASB_STATUS = { ok: "23 86 00 00 00 00 00 00 00", "410": "23 86 00 00 08 00 00 00 00", "420": "23 A6 00 00 00 00 00 00 00" } as const;

export function isPrintErrorCode(value: unknown): value is PrintErrorCode {
  return typeof value === "string" && (PRINT_ERROR_CODES as readonly string[]).includes(value);
}

export interface PrintedJob {
  token: string;
  mediaType: string;
  /** What was printed, readable: text/plain as is, StarPRNT decoded, PNG a note with its size. */
  text: string;
  /** ISO time it was printed. */
  at: string;
  /** The bytes fetched. */
  bytes: Uint8Array;
  /** Where the PNG image was saved (outFile given, image/png only). */
  imageFile?: string;
}

/** One request the printer made and the server's status code (for logs and tests). */
export interface SimulatorEvent {
  kind: "poll" | "fetch" | "confirm" | "error";
  message: string;
}

export interface PrinterSimulatorOptions {
  /** The printer's server address (`…/api/cloudprnt/{printerId}/{secret}`). */
  url: string;
  mac: string;
  intervalMs?: number;
  /** The media types the printer supports. */
  mediaTypes?: readonly string[];
  failWith?: PrintErrorCode | null;
  neverConfirm?: boolean;
  /** Paper width it reports to a PageInfo request and prints StarPRNT text in (default 80). */
  paperWidth?: PaperWidth;
  /** A file every printed job is appended to (PNG images saved beside it). */
  outFile?: string;
  onPrinted?: (job: PrintedJob) => void;
  /** Each request and error, e.g. for a log. */
  onEvent?: (event: SimulatorEvent) => void;
  fetch?: typeof globalThis.fetch;
  /** Each request's time limit (default 10 s). */
  timeoutMs?: number;
}

export interface PrinterSimulator {
  /** Stops polling and waits for the poll under way. */
  stop(): Promise<void>;
  /** Every job printed so far, oldest first. */
  readonly printed: PrintedJob[];
  setFailure(code: PrintErrorCode | null): void;
  setNeverConfirm(value: boolean): void;
  /**
   * Polls now (after the poll under way; a poll queued and not started yet, such as the first one, is joined)
   * and resolves when that poll and the job it brought are done.
   */
  pollNow(): Promise<void>;
}

interface PollAnswer {
  jobReady?: unknown;
  mediaTypes?: unknown;
  jobToken?: unknown;
  deleteMethod?: unknown;
  clientAction?: unknown;
}

/** fetch's "fetch failed" with its cause ("connect ECONNREFUSED 127.0.0.1:5001"). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : "";
  return cause && !error.message.includes(cause) ? `${error.message}: ${cause}` : error.message;
}

const timestampForFile = (iso: string) => iso.replace(/[:.]/g, "-");

export function startPrinterSimulator(options: PrinterSimulatorOptions): PrinterSimulator {
  const doFetch = options.fetch ?? globalThis.fetch;
  const intervalMs = options.intervalMs ?? 5_000;
  const supported = options.mediaTypes ?? SIMULATOR_MEDIA_TYPES;
  const paperWidth = options.paperWidth ?? 80;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const emit = options.onEvent ?? (() => undefined);
  let failWith: PrintErrorCode | null = options.failWith ?? null;
  let neverConfirm = options.neverConfirm ?? false;
  if (failWith !== null && !isPrintErrorCode(failWith)) throw new Error(`Unknown failure code ${String(failWith)}: one of ${PRINT_ERROR_CODES.join(", ")}`);
  const base = new URL(options.url);
  const printed: PrintedJob[] = [];
  /** Hand-outs printed without a confirmation (neverConfirm): never printed twice. */
  const unconfirmed = new Set<string>();
  /** Client actions the last answer asked for, answered in the next poll. */
  let clientActions: Array<{ request: string }> = [];
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let queue: Promise<void> = Promise.resolve();

  const urlWith = (params: Record<string, string>, flag?: string) => {
    const url = new URL(base);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    // "&delete" is a bare flag in Star's GET confirmation.
    return flag ? `${url.href}${url.search ? "&" : "?"}${flag}` : url.href;
  };

  const request = async (method: string, url: string, body?: unknown): Promise<Response> =>
    doFetch(url, {
      method,
      ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });

  const statusBody = (printing: string | null) => {
    const failing = failWith === "410" || failWith === "420" ? failWith : null;
    const body: Record<string, unknown> = {
      printerMAC: options.mac,
      statusCode: failWith ? FAILURE_STATUS[failWith] : "200 OK",
      status: failing ? ASB_STATUS[failing] : ASB_STATUS.ok,
      printingInProgress: printing !== null,
      ...(printing !== null ? { jobToken: printing } : {}),
    };
    if (clientActions.length > 0) {
      body.clientAction = clientActions.map(({ request: name }) => ({ request: name, result: clientActionResult(name) }));
      clientActions = [];
    }
    return body;
  };

  const clientActionResult = (name: string): unknown => {
    switch (name) {
      case "PageInfo":
        // Star reports the print width in mm and the resolution in dots per mm.
        return { paperWidth: String(paperWidth), printWidth: paperWidth === 58 ? "48" : "72", horizontalResolution: "8", verticalResolution: "8" };
      case "GetPollInterval":
        return String(Math.round(intervalMs / 1000));
      case "Encodings":
        return supported.join("; ");
      case "ClientType":
        return "Comanda printer simulator";
      case "ClientVersion":
        return "1.0";
      default:
        return "";
    }
  };

  const confirm = async (token: string, code: string, deleteMethod: string) => {
    if (neverConfirm) {
      emit({ kind: "confirm", message: `not confirming ${token} (never confirm)` });
      return;
    }
    const params = { mac: options.mac, code, token };
    const res = deleteMethod === "GET" ? await request("GET", urlWith(params, "delete")) : await request("DELETE", urlWith(params));
    await res.arrayBuffer().catch(() => undefined);
    emit({ kind: "confirm", message: `${deleteMethod === "GET" ? "GET&delete" : "DELETE"} code ${code} → HTTP ${res.status}` });
  };

  const print = async (token: string, mediaType: string, bytes: Uint8Array): Promise<PrintedJob> => {
    const at = new Date().toISOString();
    const job: PrintedJob = { token, mediaType, at, bytes, text: "" };
    if (mediaType === "image/png") {
      if (options.outFile) {
        const { name, dir } = { name: basename(options.outFile, extname(options.outFile)), dir: dirname(options.outFile) };
        job.imageFile = join(dir, `${name}-${timestampForFile(at)}-${printed.length + 1}.png`);
        await mkdir(dir, { recursive: true });
        await writeFile(job.imageFile, bytes);
      }
      job.text = `[PNG image, ${bytes.length} bytes${job.imageFile ? `, saved as ${job.imageFile}` : ""}]\n`;
    } else if (mediaType === "application/vnd.star.starprnt") {
      job.text = starPrntToText(bytes, paperWidth === 58 ? 32 : 48);
    } else {
      job.text = new TextDecoder("utf-8").decode(bytes);
    }
    if (options.outFile) {
      await mkdir(dirname(options.outFile), { recursive: true });
      await appendFile(options.outFile, `===== printed ${at} (${mediaType}) job ${token}\n${job.text}${job.text.endsWith("\n") ? "" : "\n"}\n`);
    }
    printed.push(job);
    options.onPrinted?.(job);
    return job;
  };

  /** One poll and, when a job is ready, its fetch, printing and confirmation. */
  const cycle = async (): Promise<void> => {
    const res = await request("POST", base.href, statusBody(null));
    const text = await res.text();
    let answer: PollAnswer = {};
    try {
      answer = JSON.parse(text) as PollAnswer;
    } catch {
      // Not JSON: nothing ready (a real printer ignores it too).
    }
    emit({ kind: "poll", message: `POST status → HTTP ${res.status} ${text.slice(0, 200)}` });
    if (Array.isArray(answer.clientAction)) {
      clientActions = answer.clientAction.filter((a): a is { request: string } => typeof a === "object" && a !== null && typeof (a as { request?: unknown }).request === "string");
    }
    if (!res.ok || answer.jobReady !== true || typeof answer.jobToken !== "string") return;
    const token = answer.jobToken;
    const deleteMethod = answer.deleteMethod === "GET" ? "GET" : "DELETE";
    if (unconfirmed.has(token)) return;
    const offered = Array.isArray(answer.mediaTypes) ? answer.mediaTypes.filter((t): t is string => typeof t === "string") : [];
    const mediaType = offered.find((type) => supported.includes(type.split(";")[0]!.trim()));
    const failure = failWith;
    if (failure === "410" || failure === "420" || failure === "510" || failure === "520") {
      await confirm(token, failure, deleteMethod);
      return;
    }
    if (!mediaType) {
      await confirm(token, "510", deleteMethod);
      return;
    }
    const fetched = await request("GET", urlWith({ mac: options.mac, type: mediaType, token }));
    const bytes = new Uint8Array(await fetched.arrayBuffer());
    emit({ kind: "fetch", message: `GET ${mediaType} → HTTP ${fetched.status}, ${bytes.length} bytes` });
    if (!fetched.ok) {
      await confirm(token, fetched.status === 415 ? "510" : "520", deleteMethod);
      return;
    }
    if (failure === "511" || failure === "521") {
      await confirm(token, failure, deleteMethod);
      return;
    }
    // While it prints, the printer says so (the server marks the job printing).
    const busy = await request("POST", base.href, statusBody(token));
    await busy.arrayBuffer().catch(() => undefined);
    await print(token, mediaType, bytes);
    if (neverConfirm) unconfirmed.add(token);
    await confirm(token, "200", deleteMethod);
  };

  const schedule = () => {
    if (stopped) return;
    // One timer at a time: a poll asked for meanwhile (pollNow) restarts the interval.
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void enqueue(), intervalMs);
  };

  /** A poll queued and not started yet: asking again joins it. */
  let waiting: Promise<void> | null = null;

  const enqueue = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting) return waiting;
    const run = queue.then(async () => {
      waiting = null;
      if (stopped) return;
      try {
        await cycle();
      } catch (error) {
        emit({ kind: "error", message: describeError(error) });
      }
    });
    waiting = run;
    queue = run.finally(schedule);
    return run;
  };

  void enqueue();

  return {
    printed,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await queue;
    },
    setFailure(code) {
      if (code !== null && !isPrintErrorCode(code)) throw new Error(`Unknown failure code ${String(code)}: one of ${PRINT_ERROR_CODES.join(", ")}`);
      failWith = code;
    },
    setNeverConfirm(value) {
      neverConfirm = value;
    },
    pollNow: enqueue,
  };
}
