// The endpoint with the simulated Star printer (../simulator) polling it over HTTP, as a real printer
// would, against the Firestore emulator: a ticket prints once; a hand-out never confirmed comes back after
// the timeout and the job ends printed; no hand-out while the paper is out; a printer that cannot decode the
// job fails it three times and the job is canceled with the code kept; a Chinese ticket prints as an image.
import "./testProject";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COLLECTIONS, LayoutBuilder, MAX_PRINT_ATTEMPTS, cloudPrntPath, printJobId, type PrintJobData, type PrintLayout, type PrinterKeyData } from "@comanda/shared";
import { systemClock } from "../../clock";
import { auth, clearProject, createApp, db, emulatorConfig } from "../../test/emulator";
import { startPrinterSimulator, type PrinterSimulator, type PrinterSimulatorOptions } from "../../../tools/printerSimulator";

const MAC = "00:11:62:0A:0B:0C";
const SECRET = "simulated-printer-secret-0123456789abcdef";
const HANDOUT_TIMEOUT_MS = 1_500;

let server: Server;
let base: string;
let printers: PrinterSimulator[] = [];

beforeEach(async () => {
  await clearProject();
  const app = createApp({ config: emulatorConfig, auth, db, clock: systemClock }, { cloudPrnt: { handoutTimeoutMs: HANDOUT_TIMEOUT_MS } });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await Promise.all(printers.map((p) => p.stop()));
  printers = [];
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function setUp(layout: PrintLayout = new LayoutBuilder(80).text("#7", { size: 2, bold: true }).text("1x Tortilla española").build()) {
  const key: PrinterKeyData = { companyId: "c1", secret: SECRET, mac: MAC, enabled: true, paperWidth: layout.paperWidth };
  await db.collection(COLLECTIONS.printerKeys).doc("pr1").set(key);
  const id = printJobId("o1", "pr1", "ticket", 1);
  const job: PrintJobData = {
    companyId: "c1", date: new Date().toISOString(), printerId: "pr1", printerName: "Kitchen", orderId: "o1", orderNumber: 7, kind: "ticket", copy: 1,
    status: "new", handout: null, attempts: 0, errorCode: null, layout,
  };
  await db.collection(COLLECTIONS.printJobs).doc(id).set(job);
  return id;
}

function printer(options: Partial<PrinterSimulatorOptions> = {}): PrinterSimulator {
  const sim = startPrinterSimulator({ url: `${base}${cloudPrntPath("pr1", SECRET)}`, mac: MAC, intervalMs: 150, ...options });
  printers.push(sim);
  return sim;
}

const jobData = async (id: string) => (await db.collection(COLLECTIONS.printJobs).doc(id).get()).data() as PrintJobData;

describe("a simulated Star printer", () => {
  it("prints a ticket once and the job is printed", async () => {
    const id = await setUp();
    const sim = printer();
    await until("printed", async () => (await jobData(id)).status === "printed");
    // Polls go on: nothing more is printed.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sim.printed).toHaveLength(1);
    expect(sim.printed[0]).toMatchObject({ mediaType: "application/vnd.star.starprnt" });
    expect(sim.printed[0]!.text).toContain("1x Tortilla española");
    expect(await jobData(id)).toMatchObject({ status: "printed", handout: null, errorCode: null, attempts: 0 });
  });

  it("a hand-out never confirmed comes back after the timeout with a new token, and the job ends printed", async () => {
    const id = await setUp();
    const sim = printer({ neverConfirm: true });
    await until("the first print", async () => sim.printed.length === 1);
    const first = sim.printed[0]!.token;
    // Not confirmed: the job stays handed out (printing) and the same hand-out is not printed again.
    expect((await jobData(id)).status).toBe("printing");
    sim.setNeverConfirm(false);
    await until("printed", async () => (await jobData(id)).status === "printed", 10_000);
    expect(sim.printed.map((p) => p.token)).toHaveLength(2);
    expect(sim.printed[1]!.token).not.toBe(first);
    expect(sim.printed[1]!.token.startsWith(`${id}.`)).toBe(true);
  });

  it("hands nothing out while the paper is out, and prints once it is back", async () => {
    const id = await setUp();
    const sim = printer({ failWith: "410" });
    await until("a status", async () => (await db.collection(COLLECTIONS.printerStatus).doc("pr1").get()).data()?.status === "410 Paper empty");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await jobData(id)).toMatchObject({ status: "new", handout: null, attempts: 0 });
    sim.setFailure(null);
    await until("printed", async () => (await jobData(id)).status === "printed");
    expect(sim.printed).toHaveLength(1);
  });

  it("a printer that cannot decode the job fails it until it is canceled, its code kept", async () => {
    const id = await setUp();
    const sim = printer({ failWith: "511" });
    const done = await until("canceled", async () => {
      const job = await jobData(id);
      return job.status === "canceled" ? job : null;
    });
    expect(done).toMatchObject({ attempts: MAX_PRINT_ATTEMPTS, errorCode: "511", handout: null });
    expect(sim.printed).toHaveLength(0);
  });

  it("prints a Chinese ticket as a PNG image", async () => {
    const id = await setUp(new LayoutBuilder(58).text("#8", { size: 2, bold: true }).text("1x 宫保鸡丁").build());
    const sim = printer();
    await until("printed", async () => (await jobData(id)).status === "printed", 20_000);
    expect(sim.printed).toHaveLength(1);
    expect(sim.printed[0]!.mediaType).toBe("image/png");
    expect([...sim.printed[0]!.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});
