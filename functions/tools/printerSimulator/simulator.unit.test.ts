// The simulated printer against a tiny CloudPRNT server (node:http) that checks every request it gets: the
// status POSTs, the job fetch in the chosen media type, the confirmation with its code, the failure modes,
// never-confirm, the GET confirmation, client actions and a server that does not answer.
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LayoutBuilder, PRINT_ERROR_CODES, renderStarPrnt } from "@comanda/shared";
import { startPrinterSimulator, type PrinterSimulator, type PrinterSimulatorOptions } from "./simulator";

const MAC = "00:11:62:00:00:01";
const PATH = "/api/cloudprnt/printer-1/secret-1";

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The bare flags of the query (e.g. "delete"). */
  flags: string[];
  body: Record<string, unknown> | null;
}

interface Job {
  token: string;
  bytes: Record<string, Uint8Array>;
}

/** A CloudPRNT server in miniature: one job queue, strict about what the printer sends. */
class FakeServer {
  readonly seen: Seen[] = [];
  readonly problems: string[] = [];
  readonly confirmations: Array<{ token: string; code: string }> = [];
  jobs: Job[] = [];
  offer: string[] = ["application/vnd.star.starprnt", "text/plain", "image/png"];
  deleteMethod: "DELETE" | "GET" = "DELETE";
  clientAction: unknown = undefined;
  private server: Server | null = null;
  url = "";

  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, type, body }) => {
        res.writeHead(status, { "Content-Type": type });
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${PATH}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  requests(method: string, flag?: string): Seen[] {
    return this.seen.filter((s) => s.method === method && (flag === undefined || s.flags.includes(flag)));
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; type: string; body: string | Uint8Array }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://x");
    const query = Object.fromEntries([...url.searchParams].filter(([, v]) => v !== ""));
    const flags = [...url.searchParams].filter(([, v]) => v === "").map(([k]) => k);
    const seen: Seen = { method: req.method ?? "", path: url.pathname, query, flags, body: null };
    this.seen.push(seen);
    const json = (status: number, body: unknown) => ({ status, type: "application/json", body: JSON.stringify(body) });
    if (url.pathname !== PATH) this.problems.push(`path ${url.pathname}`);

    if (req.method === "POST") {
      if (!String(req.headers["content-type"]).startsWith("application/json")) this.problems.push("POST without JSON");
      const body = JSON.parse(raw) as Record<string, unknown>;
      seen.body = body;
      if (body.printerMAC !== MAC) this.problems.push(`printerMAC ${String(body.printerMAC)}`);
      if (typeof body.statusCode !== "string") this.problems.push("no statusCode");
      if (typeof body.printingInProgress !== "boolean") this.problems.push("no printingInProgress");
      const job = this.jobs[0];
      if (!job || body.printingInProgress) return json(200, { jobReady: false });
      return json(200, {
        jobReady: true,
        mediaTypes: this.offer,
        jobToken: job.token,
        ...(this.deleteMethod === "GET" ? { deleteMethod: "GET" } : {}),
        ...(this.clientAction ? { clientAction: this.clientAction } : {}),
      });
    }
    if (query.mac !== MAC) this.problems.push(`${req.method} mac ${query.mac}`);
    const job = this.jobs.find((j) => j.token === query.token);
    const confirming = req.method === "DELETE" || (req.method === "GET" && flags.includes("delete"));
    if (confirming) {
      if (!query.code || !query.token) this.problems.push("confirmation without code or token");
      this.confirmations.push({ token: query.token ?? "", code: query.code ?? "" });
      if (job && query.code?.startsWith("2")) this.jobs = this.jobs.filter((j) => j !== job);
      return json(200, {});
    }
    if (req.method === "GET") {
      if (!job) return json(404, { error: { code: "not-found" } });
      const bytes = job.bytes[query.type ?? ""];
      if (!bytes) return json(415, { error: { code: "unsupported-media-type" } });
      return { status: 200, type: query.type!, body: bytes };
    }
    this.problems.push(`method ${req.method}`);
    return json(405, {});
  }
}

const layout = new LayoutBuilder(80).text("#42", { align: "center", size: 2, bold: true }).text("2x Pizza").rule().build();
const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const job = (token: string): Job => ({
  token,
  bytes: {
    "application/vnd.star.starprnt": renderStarPrnt(layout),
    "text/plain": new TextEncoder().encode("plain ticket 42\n"),
    "image/png": PNG_BYTES,
  },
});

let server: FakeServer;
let simulator: PrinterSimulator | null;
let dir: string;

beforeEach(async () => {
  server = new FakeServer();
  await server.start();
  simulator = null;
  dir = await mkdtemp(join(tmpdir(), "printer-sim-"));
});

afterEach(async () => {
  await simulator?.stop();
  await server.stop();
  await rm(dir, { recursive: true, force: true });
});

/** A simulator that polls only when told (its first poll runs at once). */
async function start(options: Partial<PrinterSimulatorOptions> = {}): Promise<PrinterSimulator> {
  simulator = startPrinterSimulator({ url: server.url, mac: MAC, intervalMs: 60_000, ...options });
  await simulator.pollNow();
  return simulator;
}

describe("startPrinterSimulator", () => {
  it("polls every interval with its MAC and status, and does nothing more while no job is ready", async () => {
    simulator = startPrinterSimulator({ url: server.url, mac: MAC, intervalMs: 40 });
    await expect.poll(() => server.requests("POST").length, { timeout: 3_000 }).toBeGreaterThanOrEqual(3);
    await simulator.stop();
    const polls = server.requests("POST").length;
    expect(server.seen).toHaveLength(polls);
    expect(server.requests("POST")[0]!.body).toMatchObject({ printerMAC: MAC, statusCode: "200 OK", printingInProgress: false });
    expect(server.problems).toEqual([]);
    // Stopped: no more polls.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(server.requests("POST")).toHaveLength(polls);
  });

  it("fetches a ready job in the first offered type it supports, says it is printing, prints it to the file and confirms with 200", async () => {
    server.jobs = [job("job-1.n1")];
    server.offer = ["image/png", "application/vnd.star.starprnt", "text/plain"];
    const outFile = join(dir, "out", "kitchen.txt");
    const seenPrinted: string[] = [];
    const sim = await start({ mediaTypes: ["text/plain", "application/vnd.star.starprnt"], outFile, onPrinted: (j) => seenPrinted.push(j.token) });
    expect(server.seen.map((s) => s.method)).toEqual(["POST", "GET", "POST", "DELETE"]);
    expect(server.seen[1]!.query).toEqual({ mac: MAC, type: "application/vnd.star.starprnt", token: "job-1.n1" });
    expect(server.seen[2]!.body).toMatchObject({ printingInProgress: true, jobToken: "job-1.n1" });
    expect(server.confirmations).toEqual([{ token: "job-1.n1", code: "200" }]);
    expect(server.seen[3]!.query.mac).toBe(MAC);
    expect(server.problems).toEqual([]);
    expect(server.jobs).toEqual([]);

    expect(sim.printed).toHaveLength(1);
    expect(sim.printed[0]).toMatchObject({ token: "job-1.n1", mediaType: "application/vnd.star.starprnt" });
    expect(sim.printed[0]!.text).toBe(`${" ".repeat(22)}#42\n2x Pizza\n${"-".repeat(48)}\n--- cut ---\n`);
    expect(seenPrinted).toEqual(["job-1.n1"]);
    const file = await readFile(outFile, "utf8");
    expect(file).toContain("job job-1.n1");
    expect(file).toContain("2x Pizza");

    // Nothing left: the next poll is just a poll.
    await sim.pollNow();
    expect(server.seen.map((s) => s.method)).toEqual(["POST", "GET", "POST", "DELETE", "POST"]);
  });

  it("prints text/plain as it comes and saves a PNG beside the file with a note of its size", async () => {
    server.jobs = [job("job-1.n1")];
    server.offer = ["text/plain"];
    const outFile = join(dir, "kitchen.txt");
    const sim = await start({ outFile });
    expect(sim.printed[0]!.text).toBe("plain ticket 42\n");

    server.jobs = [job("job-2.n1")];
    server.offer = ["image/png", "text/plain"];
    await sim.pollNow();
    const png = sim.printed[1]!;
    expect(png.mediaType).toBe("image/png");
    expect(png.text).toContain(`PNG image, ${PNG_BYTES.length} bytes`);
    const files = await readdir(dir);
    expect(files.filter((f) => f.startsWith("kitchen-") && f.endsWith(".png"))).toHaveLength(1);
    expect(new Uint8Array(await readFile(png.imageFile!))).toEqual(PNG_BYTES);
    const file = await readFile(outFile, "utf8");
    expect(file).toContain("plain ticket 42");
    expect(file).toContain(png.imageFile!);
  });

  it("confirms with 510 without fetching when it supports none of the offered types", async () => {
    server.jobs = [job("job-1.n1")];
    server.offer = ["text/vnd.star.markup"];
    const sim = await start();
    expect(server.requests("GET")).toEqual([]);
    expect(server.confirmations).toEqual([{ token: "job-1.n1", code: "510" }]);
    expect(sim.printed).toEqual([]);
  });

  it("reports paper out and cover open in its status, confirms an offered job with the code, and recovers", async () => {
    for (const [code, statusCode] of [
      ["410", "410 Paper empty"],
      ["420", "420 Cover open"],
    ] as const) {
      server.jobs = [job(`job-${code}.n1`)];
      server.confirmations.length = 0;
      const sim = await start({ failWith: code });
      const poll = server.requests("POST").at(-1)!;
      expect(poll.body).toMatchObject({ statusCode, printingInProgress: false });
      expect(server.confirmations).toEqual([{ token: `job-${code}.n1`, code }]);
      expect(sim.printed).toEqual([]);

      sim.setFailure(null);
      await sim.pollNow();
      // The status poll (before the fetch and the "printing" poll) says all is well again.
      expect(server.requests("POST").at(-2)!.body).toMatchObject({ statusCode: "200 OK", printingInProgress: false });
      expect(server.confirmations.at(-1)).toEqual({ token: `job-${code}.n1`, code: "200" });
      expect(sim.printed).toHaveLength(1);
      await sim.stop();
    }
    expect(server.problems).toEqual([]);
  });

  it.each([
    ["510", false],
    ["511", true],
    ["520", false],
    ["521", true],
  ] as const)("fails with %s (fetched first: %s), printing nothing, and reports 200 OK meanwhile", async (code, fetches) => {
    server.jobs = [job("job-1.n1")];
    const sim = await start({ failWith: code });
    expect(server.requests("POST")[0]!.body?.statusCode).toBe("200 OK");
    expect(server.requests("GET")).toHaveLength(fetches ? 1 : 0);
    expect(server.confirmations).toEqual([{ token: "job-1.n1", code }]);
    expect(sim.printed).toEqual([]);
    expect(server.problems).toEqual([]);
  });

  it("refuses a failure code that is not CloudPRNT's", () => {
    expect(PRINT_ERROR_CODES).toEqual(["410", "420", "510", "511", "520", "521"]);
    expect(() => startPrinterSimulator({ url: "http://127.0.0.1:1/x", mac: MAC, failWith: "999" as never })).toThrow(/Unknown failure code 999/);
  });

  it("never confirming, prints a hand-out once however often it is announced, and a new hand-out again", async () => {
    server.jobs = [job("job-1.n1")];
    const sim = await start({ neverConfirm: true });
    await sim.pollNow();
    await sim.pollNow();
    expect(sim.printed.map((p) => p.token)).toEqual(["job-1.n1"]);
    expect(server.requests("GET")).toHaveLength(1);
    expect(server.confirmations).toEqual([]);

    // The server hands the job out again (the hand-out timed out); the printer now confirms.
    server.jobs = [job("job-1.n2")];
    sim.setNeverConfirm(false);
    await sim.pollNow();
    expect(sim.printed.map((p) => p.token)).toEqual(["job-1.n1", "job-1.n2"]);
    expect(server.confirmations).toEqual([{ token: "job-1.n2", code: "200" }]);
  });

  it("confirms with GET …&delete when the answer asks for deleteMethod GET", async () => {
    server.jobs = [job("job-1.n1")];
    server.deleteMethod = "GET";
    await start();
    expect(server.requests("DELETE")).toEqual([]);
    const confirmation = server.requests("GET", "delete");
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.query).toEqual({ mac: MAC, code: "200", token: "job-1.n1" });
  });

  it("answers a PageInfo client action in its next poll with its paper width", async () => {
    server.clientAction = [{ request: "PageInfo" }];
    server.jobs = [];
    const sim = await start({ paperWidth: 58 });
    // The first poll's answer had no job: the server asks only when a job is ready here.
    server.jobs = [job("job-1.n1")];
    await sim.pollNow();
    server.clientAction = undefined;
    await sim.pollNow();
    const withResult = server.requests("POST").find((s) => Array.isArray(s.body?.clientAction));
    expect(withResult?.body?.clientAction).toEqual([{ request: "PageInfo", result: expect.objectContaining({ paperWidth: "58", printWidth: "48", horizontalResolution: "8" }) }]);
    // Answered once.
    expect(server.requests("POST").filter((s) => s.body?.clientAction !== undefined)).toHaveLength(1);
  });

  it("keeps polling when the server does not answer, reports the error, and prints once it is back", async () => {
    const errors: string[] = [];
    const port = Number(new URL(server.url).port);
    await server.stop();
    const sim = await start({ onEvent: (e) => void (e.kind === "error" && errors.push(e.message)) });
    await sim.pollNow();
    expect(errors).toHaveLength(2);
    expect(sim.printed).toEqual([]);
    // Back on the same address with a job.
    server = new FakeServer();
    await server.start(port);
    server.jobs = [job("job-1.n1")];
    await sim.pollNow();
    expect(sim.printed.map((p) => p.token)).toEqual(["job-1.n1"]);
    expect(errors).toHaveLength(2);
  });
});
