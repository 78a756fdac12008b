// `npm run printer:sim -- --url <printer address> --mac <MAC> [--interval 5] [--fail 410] [--out file]`:
// a simulated Star CloudPRNT printer that polls a Comanda printer address (the editor shows it) as a real
// printer does, prints what it gets to the terminal or a file, and confirms it. It can fail with each
// CloudPRNT error code, or print without confirming. Ctrl-C stops it.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { normalizeMac, PRINT_ERROR_CODES, type PaperWidth, type PrintErrorCode } from "@comanda/shared";
import { isPrintErrorCode, SIMULATOR_MEDIA_TYPES, startPrinterSimulator, type PrinterSimulatorOptions } from "../functions/tools/printerSimulator/simulator";

export const PRINTER_SIM_USAGE = `Usage: npm run printer:sim -- --url <printer address> --mac <MAC> [options]

A simulated Star CloudPRNT printer: it polls the printer address as a real printer does, prints each job
it gets (to the terminal, or appended to --out) and confirms it.

  --url <address>     the printer's server address from the printer editor,
                      e.g. http://127.0.0.1:5173/api/cloudprnt/<printer id>/<secret>
  --mac <MAC>         the printer's MAC address as entered in the editor, e.g. 00:11:62:00:00:01
  --interval <s>      seconds between polls (default 5; 1 to 60)
  --fail <code>       fail every job with a CloudPRNT error code: ${PRINT_ERROR_CODES.join(", ")}
                      (410 paper out, 420 cover open, 510 media type not supported, 511 decode error,
                      520 download timeout, 521 too large)
  --out <file>        append what is printed to this file (PNG images are saved beside it)
  --media <types>     the media types it supports, comma-separated
                      (default ${SIMULATOR_MEDIA_TYPES.join(",")})
  --paper <58|80>     the paper width in mm (default 80)
  --never-confirm     print but never confirm (a confirmation lost on the way)
  --help              this text`;

export interface PrinterSimArgs {
  url: string;
  mac: string;
  intervalMs: number;
  failWith: PrintErrorCode | null;
  outFile?: string;
  mediaTypes: string[];
  paperWidth: PaperWidth;
  neverConfirm: boolean;
}

/** The command line read, or the message that says what is wrong ("help" for --help). */
export function parsePrinterSimArgs(argv: readonly string[]): { args: PrinterSimArgs } | { error: string } | { help: true } {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        url: { type: "string" },
        mac: { type: "string" },
        interval: { type: "string" },
        fail: { type: "string" },
        out: { type: "string" },
        media: { type: "string" },
        paper: { type: "string" },
        "never-confirm": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.help) return { help: true };
  if (!values.url) return { error: "--url is missing: the printer's address from the printer editor." };
  let url: URL;
  try {
    url = new URL(values.url);
  } catch {
    return { error: `--url ${values.url} is not an address (e.g. http://127.0.0.1:5173/api/cloudprnt/<printer id>/<secret>).` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { error: `--url must start with http:// or https://, not ${url.protocol}` };
  if (!values.mac) return { error: "--mac is missing: the printer's MAC address as entered in the editor, e.g. 00:11:62:00:00:01." };
  const mac = normalizeMac(values.mac);
  if (!mac) return { error: `--mac ${values.mac} is not a MAC address (six pairs of hex digits, e.g. 00:11:62:00:00:01).` };
  const interval = values.interval === undefined ? 5 : Number(values.interval);
  if (!Number.isFinite(interval) || interval < 1 || interval > 60) return { error: `--interval ${values.interval} must be a number of seconds from 1 to 60.` };
  const fail = values.fail ?? null;
  if (fail !== null && !isPrintErrorCode(fail)) return { error: `--fail ${fail} is not a CloudPRNT error code: one of ${PRINT_ERROR_CODES.join(", ")}.` };
  const mediaTypes = values.media === undefined ? [...SIMULATOR_MEDIA_TYPES] : values.media.split(",").map((t) => t.trim()).filter(Boolean);
  if (mediaTypes.length === 0) return { error: "--media names no media type." };
  const paper = values.paper === undefined ? 80 : Number(values.paper);
  if (paper !== 58 && paper !== 80) return { error: `--paper ${values.paper} must be 58 or 80.` };
  return {
    args: {
      url: url.href,
      mac,
      intervalMs: Math.round(interval * 1000),
      failWith: fail,
      ...(values.out ? { outFile: resolve(values.out) } : {}),
      mediaTypes,
      paperWidth: paper,
      neverConfirm: values["never-confirm"] ?? false,
    },
  };
}

/** The address without its secret, for the terminal. */
export function redactAddress(url: string): string {
  return url.replace(/(\/api\/cloudprnt\/[^/]+\/)[^/?#]+/, "$1…");
}

async function main(): Promise<void> {
  const parsed = parsePrinterSimArgs(process.argv.slice(2));
  if ("help" in parsed) {
    console.log(PRINTER_SIM_USAGE);
    return;
  }
  if ("error" in parsed) {
    console.error(`printer:sim: ${parsed.error}\n\n${PRINTER_SIM_USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { args } = parsed;
  let lastError = "";
  const options: PrinterSimulatorOptions = {
    ...args,
    onPrinted: (job) => {
      console.log(`Printed ${job.mediaType} at ${job.at} (job ${job.token})${args.outFile ? ` into ${args.outFile}` : ""}`);
      if (!args.outFile) console.log(job.text);
    },
    onEvent: (event) => {
      if (event.kind === "error") {
        // Said once while the server stays unreachable, not at every poll.
        if (event.message !== lastError) console.error(`Poll failed: ${event.message} (trying again every ${args.intervalMs / 1000} s)`);
        lastError = event.message;
        return;
      }
      if (lastError) console.log("The server answers again.");
      lastError = "";
      if (event.kind === "poll" && /HTTP 404/.test(event.message)) {
        console.error("The server does not know this printer: check the address (a new secret changes it), the MAC and that the printer is enabled.");
      } else if (event.kind === "confirm" && !/code 200 → HTTP 2\d\d/.test(event.message)) {
        // A printed job's confirmation goes without saying; an error code or a refused confirmation is news.
        console.log(`Confirmed: ${event.message}`);
      }
    },
  };
  const simulator = startPrinterSimulator(options);
  console.log(
    `Simulated printer ${args.mac} polling ${redactAddress(args.url)} every ${args.intervalMs / 1000} s` +
      `${args.failWith ? `, failing with ${args.failWith}` : ""}${args.neverConfirm ? ", never confirming" : ""}` +
      `${args.outFile ? `; prints into ${args.outFile}` : ""}. Ctrl-C stops it.`,
  );
  const stop = () => {
    void simulator.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) void main();
