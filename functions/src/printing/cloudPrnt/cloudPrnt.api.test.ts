// The Star CloudPRNT protocol against the Firestore emulator: the poll, the job fetch, the confirmation
// (DELETE and GET with `delete`), hand-out tokens and their timeout, error codes, the status throttle, and
// that a stranger learns nothing. Printers, keys and jobs are written directly with the admin SDK.
import "./testProject";
import express from "express";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { Firestore } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  HANDOUT_TIMEOUT_MS,
  LayoutBuilder,
  MAX_PRINT_ATTEMPTS,
  STATUS_WRITE_INTERVAL_MS,
  cloudPrntPath,
  printJobId,
  renderStarPrnt,
  type PrintJobData,
  type PrintLayout,
  type PrinterKeyData,
  type PrinterStatusData,
} from "@comanda/shared";
import type { Clock } from "../../clock";
import { resolveDeps } from "../../deps";
import { errorHandler } from "../../http/errorHandler";
import { auth, clearProject, createApp, db, emulatorConfig } from "../../test/emulator";
import { countingDb } from "./countingDb";
import { cloudPrntRouter, type CloudPrntOptions } from "./router";

const MAC = "00:11:62:AA:BB:01";
const OTHER_MAC = "00:11:62:AA:BB:02";
const SECRET = "s3cret-Abcdefghijklmnopqrstuvwxyz012345";
const START = Date.parse("2026-11-26T10:00:00.000Z");
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A clock the test moves. */
class TestClock implements Clock {
  t = START;
  now() {
    return new Date(this.t);
  }
  advance(ms: number) {
    this.t += ms;
  }
}

interface Setup {
  clock: TestClock;
  counting: ReturnType<typeof countingDb>;
  app: ReturnType<typeof createApp>;
}

/** One app for the whole test (the status throttle lives in it), its Firestore counted. */
function setup(options: CloudPrntOptions = {}): Setup {
  const clock = new TestClock();
  const counting = countingDb(db);
  const app = createApp({ config: emulatorConfig, auth, db: counting.db as Firestore, clock }, { cloudPrnt: options });
  return { clock, counting, app };
}

const latinLayout = (): PrintLayout => new LayoutBuilder(80).text("#42", { size: 2, bold: true, align: "center" }).text("2x Crème brûlée").rule().qr("https://example.com/p/42").build();
const chineseLayout = (): PrintLayout => new LayoutBuilder(58).text("#43", { size: 2, bold: true, align: "center" }).text("1x 宫保鸡丁").text("2x 麻婆豆腐 (少辣)").build();

async function printer(id = "pr1", key: Partial<PrinterKeyData> = {}) {
  const data: PrinterKeyData = { companyId: "c1", secret: SECRET, mac: MAC, enabled: true, paperWidth: 80, ...key };
  await db.collection(COLLECTIONS.printerKeys).doc(id).set(data);
  await db.collection(COLLECTIONS.printers).doc(id).set({
    companyId: data.companyId, name: `Printer ${id}`, paperWidth: data.paperWidth, locationsFilter: [], enabled: data.enabled, mac: data.mac, printOrderTickets: true, printOrderReceipts: false,
  });
  return { id, path: cloudPrntPath(id, data.secret), mac: data.mac };
}

async function job(printerId: string, orderId: string, fields: Partial<PrintJobData> = {}): Promise<string> {
  const id = printJobId(orderId, printerId, "ticket", 1);
  const data: PrintJobData = {
    companyId: "c1", date: new Date(START - 60_000).toISOString(), printerId, printerName: `Printer ${printerId}`, pointofsaleName: "Table 1",
    orderId, orderNumber: 42, kind: "ticket", copy: 1, status: "new", handout: null, attempts: 0, errorCode: null, layout: latinLayout(), ...fields,
  };
  await db.collection(COLLECTIONS.printJobs).doc(id).set(data);
  return id;
}

const jobData = async (id: string) => (await db.collection(COLLECTIONS.printJobs).doc(id).get()).data() as PrintJobData;
const jobUpdateTime = async (id: string) => (await db.collection(COLLECTIONS.printJobs).doc(id).get()).updateTime?.toMillis();
const statusOf = async (id: string) => (await db.collection(COLLECTIONS.printerStatus).doc(id).get()).data() as PrinterStatusData | undefined;

function poll(s: Setup, path: string, body: Record<string, unknown>) {
  return request(s.app).post(path).set("Content-Type", "application/json").send(JSON.stringify(body));
}
const okPoll = (mac = MAC, extra: Record<string, unknown> = {}) => ({ printerMAC: mac, statusCode: "200 OK", status: "23 86 00 00 00 00 00 00 00", printingInProgress: false, clientAction: null, ...extra });

/** GET of the job, its bytes in res.body as a Buffer. */
function fetchJob(s: Setup, path: string, query: Record<string, string>) {
  return request(s.app)
    .get(path)
    .query(query)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
}
const confirm = (s: Setup, path: string, query: Record<string, string>) => request(s.app).delete(path).query(query);

async function handedOut(s: Setup, path: string, mac = MAC): Promise<{ jobToken: string; mediaTypes: string[] }> {
  const res = await poll(s, path, okPoll(mac));
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ jobReady: true });
  return res.body as { jobToken: string; mediaTypes: string[] };
}

beforeEach(clearProject);

describe("the poll", () => {
  it("answers jobReady false from two document reads when nothing waits, and keeps the printer's status", async () => {
    const s = setup();
    const p = await printer();
    // Jobs of the printer that are done, and another printer's waiting job, are not its waiting jobs.
    await job(p.id, "o-done", { status: "printed" });
    await job(p.id, "o-canceled", { status: "canceled" });
    await job("pr-other", "o-other");
    s.counting.reset();
    const res = await poll(s, p.path, okPoll());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jobReady: false });
    expect(s.counting.counts.gets).toBe(2);
    expect(s.counting.counts.documentsRead).toBeLessThanOrEqual(2);
    expect(s.counting.counts.writes).toEqual({ [COLLECTIONS.printerStatus]: 1 });
    expect(await statusOf(p.id)).toEqual({ companyId: "c1", status: "200 OK", lastSeen: new Date(START).toISOString(), printingInProgress: false, offlineNotifiedAt: null });
  });

  it("hands the oldest waiting job out with a token, StarPRNT offered first for a Latin ticket", async () => {
    const s = setup();
    const p = await printer();
    const newer = await job(p.id, "o-newer", { date: new Date(START - 1_000).toISOString() });
    const older = await job(p.id, "o-older", { date: new Date(START - 5_000).toISOString() });
    const { jobToken, mediaTypes } = await handedOut(s, p.path);
    expect(mediaTypes).toEqual(["application/vnd.star.starprnt", "text/plain", "image/png"]);
    expect(jobToken.startsWith(`${older}.`)).toBe(true);
    expect(await jobData(older)).toMatchObject({ status: "queued", handout: { token: jobToken, at: new Date(START).toISOString() } });
    expect((await jobData(newer)).status).toBe("new");
  });

  it("announces the same token again without a write while the hand-out is live", async () => {
    const s = setup();
    const p = await printer();
    const id = await job(p.id, "o1");
    const first = await handedOut(s, p.path);
    const written = await jobUpdateTime(id);
    s.clock.advance(HANDOUT_TIMEOUT_MS - 1);
    s.counting.reset();
    const again = await handedOut(s, p.path);
    expect(again.jobToken).toBe(first.jobToken);
    expect(s.counting.counts.writes[COLLECTIONS.printJobs]).toBeUndefined();
    expect(await jobUpdateTime(id)).toBe(written);
  });

  it("marks the job printing when the printer reports printing it, and hands nothing out meanwhile", async () => {
    const s = setup();
    const p = await printer();
    const id = await job(p.id, "o1");
    await job(p.id, "o2", { date: new Date(START).toISOString() });
    const { jobToken } = await handedOut(s, p.path);
    const res = await poll(s, p.path, okPoll(MAC, { printingInProgress: true, jobToken }));
    expect(res.body).toEqual({ jobReady: false });
    expect((await jobData(id)).status).toBe("printing");
    const busy = await poll(s, p.path, okPoll(MAC, { printingInProgress: true, jobToken }));
    expect(busy.body).toEqual({ jobReady: false });
    // Done printing but not yet confirmed: the same hand-out again.
    expect((await handedOut(s, p.path)).jobToken).toBe(jobToken);
  });

  it("hands nothing out while the printer reports an error (paper out, cover open)", async () => {
    const s = setup();
    const p = await printer();
    const id = await job(p.id, "o1");
    // Star printers send the status code URL-encoded.
    for (const statusCode of ["410%20Out%20of%20paper", "420 Cover open", "500 Printer error"]) {
      const res = await poll(s, p.path, okPoll(MAC, { statusCode }));
      expect(res.body).toEqual({ jobReady: false });
      s.clock.advance(STATUS_WRITE_INTERVAL_MS);
    }
    expect(await jobData(id)).toMatchObject({ status: "new", handout: null });
    expect((await statusOf(p.id))?.status).toBe("500 Printer error");
    // Paper back in: handed out.
    await handedOut(s, p.path);
    expect((await jobData(id)).status).toBe("queued");
  });

  it("accepts a poll with only printerMAC and statusCode, the MAC in any spelling", async () => {
    const s = setup();
    const p = await printer();
    const res = await poll(s, p.path, { printerMAC: "00-11-62-aa-bb-01", statusCode: "200 OK" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jobReady: false });
  });

  it("keeps a URL-encoded status code decoded (as Star printers send it), and a malformed one as sent", async () => {
    const s = setup();
    const p = await printer();
    await poll(s, p.path, { printerMAC: MAC, statusCode: "420%20Cover%20Open", status: "23 6 0 0 0 0 0 0 0 ", clientAction: null });
    expect((await statusOf(p.id))?.status).toBe("420 Cover Open");
    s.clock.advance(STATUS_WRITE_INTERVAL_MS);
    await poll(s, p.path, { printerMAC: MAC, statusCode: "200%2" });
    expect((await statusOf(p.id))?.status).toBe("200%2");
  });
});

describe("fetching and confirming a job", () => {
  it("gives the same bytes however often it is fetched (no side effect) and prints exactly once", async () => {
    const s = setup();
    const p = await printer();
    const id = await job(p.id, "o1");
    const { jobToken } = await handedOut(s, p.path);
    const before = await jobUpdateTime(id);

    const a = await fetchJob(s, p.path, { mac: MAC, type: "application/vnd.star.starprnt", token: jobToken });
    const b = await fetchJob(s, p.path, { mac: MAC, type: "application/vnd.star.starprnt", token: jobToken });
    expect(a.status).toBe(200);
    expect(a.headers["content-type"]).toBe("application/vnd.star.starprnt");
    expect(Buffer.compare(a.body as Buffer, b.body as Buffer)).toBe(0);
    expect(Buffer.compare(a.body as Buffer, Buffer.from(renderStarPrnt(latinLayout())))).toBe(0);
    const text = await fetchJob(s, p.path, { mac: MAC, type: "text/plain", token: jobToken });
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect((text.body as Buffer).toString("utf8")).toContain("2x Crème brûlée");
    const withCharset = await fetchJob(s, p.path, { mac: MAC, type: "Text/Plain; charset=utf-8", token: jobToken });
    expect(Buffer.compare(withCharset.body as Buffer, text.body as Buffer)).toBe(0);
    expect(await jobUpdateTime(id)).toBe(before);

    s.clock.advance(3_000);
    const done = await confirm(s, p.path, { mac: MAC, code: "200 OK", token: jobToken });
    expect(done.status).toBe(200);
    expect(await jobData(id)).toMatchObject({ status: "printed", printedAt: new Date(START + 3_000).toISOString(), handout: null, errorCode: null });
    // The same confirmation again changes nothing; the job is not handed out again.
    const printedAt = await jobUpdateTime(id);
    expect((await confirm(s, p.path, { mac: MAC, code: "200", token: jobToken })).status).toBe(200);
    expect(await jobUpdateTime(id)).toBe(printedAt);
    expect((await poll(s, p.path, okPoll())).body).toEqual({ jobReady: false });
    expect((await fetchJob(s, p.path, { mac: MAC, type: "text/plain", token: jobToken })).status).toBe(404);
  });

  it("confirms with GET and `delete` (deleteMethod GET) the same way", async () => {
    const s = setup();
    const p = await printer();
    const id = await job(p.id, "o1");
    const { jobToken } = await handedOut(s, p.path);
    const res = await request(s.app).get(`${p.path}?mac=${encodeURIComponent(MAC)}&code=200&token=${encodeURIComponent(jobToken)}&delete`);
    expect(res.status).toBe(200);
    expect((await jobData(id)).status).toBe("printed");
  });

  it("serves a printer without token support (older firmware): its current hand-out, in the type offered first when it names none", async () => {
    const s = setup();
    const p = await printer();
    // Nothing handed out yet: nothing to fetch, and a confirmation changes nothing.
    const id = await job(p.id, "o1");
    expect((await fetchJob(s, p.path, { mac: MAC })).status).toBe(404);
    expect((await confirm(s, p.path, { mac: MAC, code: "OK" })).status).toBe(200);
    expect((await jobData(id)).status).toBe("new");

    await handedOut(s, p.path);
    const res = await fetchJob(s, p.path, { mac: MAC, uid: "Star1" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.star.starprnt");
    expect(Buffer.compare(res.body as Buffer, Buffer.from(renderStarPrnt(latinLayout())))).toBe(0);
    // The first CloudPRNT printers confirm with code OK.
    expect((await confirm(s, p.path, { mac: MAC, code: "OK" })).status).toBe(200);
    expect((await jobData(id)).status).toBe("printed");
  });

  it("refuses a media type it did not offer with 415, and an unknown token with 404", async () => {
    const s = setup();
    const p = await printer();
    await job(p.id, "o1");
    const { jobToken } = await handedOut(s, p.path);
    for (const type of ["text/vnd.star.markup", "image/jpeg", "text"]) {
      const res = await fetchJob(s, p.path, { mac: MAC, type, token: jobToken });
      expect(res.status).toBe(415);
      expect(JSON.parse((res.body as Buffer).toString())).toEqual({ error: { code: "unsupported-media-type" } });
    }
    for (const token of [`${jobToken}x`, "nojob.abc", "garbage", "__x__.y", "../x.y"]) {
      expect((await fetchJob(s, p.path, { mac: MAC, type: "text/plain", token })).status).toBe(404);
    }
  });

  it("a hand-out never confirmed comes back after the timeout with a new token; the old token's late confirmation changes nothing", async () => {
    const s = setup({ handoutTimeoutMs: 10_000 });
    const p = await printer();
    const id = await job(p.id, "o1");
    const first = await handedOut(s, p.path);
    s.clock.advance(9_999);
    expect((await handedOut(s, p.path)).jobToken).toBe(first.jobToken);
    s.clock.advance(1);
    const second = await handedOut(s, p.path);
    expect(second.jobToken).not.toBe(first.jobToken);
    expect(await jobData(id)).toMatchObject({ status: "queued", handout: { token: second.jobToken, at: new Date(START + 10_000).toISOString() } });

    // The first hand-out's printer wakes up: its fetch is refused, its confirmations (printed or failed) change nothing.
    expect((await fetchJob(s, p.path, { mac: MAC, type: "text/plain", token: first.jobToken })).status).toBe(404);
    const before = await jobUpdateTime(id);
    expect((await confirm(s, p.path, { mac: MAC, code: "200", token: first.jobToken })).status).toBe(200);
    expect((await confirm(s, p.path, { mac: MAC, code: "410", token: first.jobToken })).status).toBe(200);
    expect(await jobUpdateTime(id)).toBe(before);

    expect((await confirm(s, p.path, { mac: MAC, code: "200 OK", token: second.jobToken })).status).toBe(200);
    expect(await jobData(id)).toMatchObject({ status: "printed", attempts: 0 });
  });

  it("keeps and counts the printer's error codes, and cancels the job after the maximum of attempts", async () => {
    const s = setup();
    const p = await printer();
    const id = await job(p.id, "o1");
    const codes = ["410 Paper empty", "420", "510"];
    expect(codes).toHaveLength(MAX_PRINT_ATTEMPTS);
    for (const [i, code] of codes.entries()) {
      const { jobToken } = await handedOut(s, p.path);
      s.clock.advance(1_000);
      expect((await confirm(s, p.path, { mac: MAC, code, token: jobToken })).status).toBe(200);
      const after = await jobData(id);
      expect(after).toMatchObject({ attempts: i + 1, errorCode: code.slice(0, 3), errorAt: new Date(s.clock.t).toISOString(), handout: null });
      expect(after.status).toBe(i + 1 < MAX_PRINT_ATTEMPTS ? "new" : "canceled");
    }
    expect((await poll(s, p.path, okPoll())).body).toEqual({ jobReady: false });
  });

  it("hands out each of 511, 520, 521 again with its code kept", async () => {
    const s = setup();
    const p = await printer();
    for (const code of ["511", "520", "521"]) {
      const id = await job(p.id, `o-${code}`);
      const { jobToken } = await handedOut(s, p.path);
      expect(jobToken.startsWith(`${id}.`)).toBe(true);
      await confirm(s, p.path, { mac: MAC, code, token: jobToken });
      expect(await jobData(id)).toMatchObject({ status: "new", errorCode: code, attempts: 1 });
      await db.collection(COLLECTIONS.printJobs).doc(id).update({ status: "canceled" });
    }
  });
});

describe("strangers learn nothing", () => {
  it("answers an unknown printer, a wrong secret, a wrong MAC and a disabled printer with the same 404, writing nothing", async () => {
    const s = setup();
    const p = await printer();
    await printer("pr-off", { enabled: false, mac: OTHER_MAC });
    const id = await job(p.id, "o1");
    const { jobToken } = await handedOut(s, p.path);
    await db.collection(COLLECTIONS.printerStatus).doc(p.id).delete();
    const before = await jobUpdateTime(id);
    const strangers: { path: string; mac: string }[] = [
      { path: cloudPrntPath("nobody", SECRET), mac: MAC },
      { path: cloudPrntPath(p.id, `${SECRET}x`), mac: MAC },
      { path: cloudPrntPath(p.id, SECRET.slice(0, -1)), mac: MAC },
      { path: cloudPrntPath(p.id, "short"), mac: MAC },
      { path: cloudPrntPath(p.id, SECRET), mac: OTHER_MAC },
      { path: cloudPrntPath("pr-off", SECRET), mac: OTHER_MAC },
      { path: cloudPrntPath("__bad__", SECRET), mac: MAC },
    ];
    const answers: string[] = [];
    s.counting.reset();
    for (const { path, mac } of strangers) {
      s.clock.advance(STATUS_WRITE_INTERVAL_MS);
      const answer = (res: request.Response) => `${res.status} ${res.headers["content-type"]} ${JSON.stringify(res.body)}`;
      answers.push(answer(await poll(s, path, okPoll(mac))));
      answers.push(answer(await request(s.app).get(path).query({ mac, type: "text/plain", token: jobToken })));
      answers.push(answer(await confirm(s, path, { mac, code: "200", token: jobToken })));
      answers.push(answer(await request(s.app).get(path).query({ mac, code: "200", token: jobToken, delete: "" })));
    }
    expect(new Set(answers)).toEqual(new Set(['404 application/json; charset=utf-8 {"error":{"code":"not-found"}}']));
    expect(s.counting.counts.writes).toEqual({});
    expect(await statusOf(p.id)).toBeUndefined();
    expect(await statusOf("pr-off")).toBeUndefined();
    expect(await jobUpdateTime(id)).toBe(before);
    expect((await jobData(id)).status).toBe("queued");
  });

  it("does not let one printer fetch or confirm another printer's job", async () => {
    const s = setup();
    const a = await printer("pr-a");
    const b = await printer("pr-b", { mac: OTHER_MAC, companyId: "c2" });
    const id = await job(a.id, "o1");
    const { jobToken } = await handedOut(s, a.path);
    expect((await fetchJob(s, b.path, { mac: OTHER_MAC, type: "text/plain", token: jobToken })).status).toBe(404);
    expect((await confirm(s, b.path, { mac: OTHER_MAC, code: "200", token: jobToken })).status).toBe(200);
    expect((await jobData(id)).status).toBe("queued");
  });
});

describe("bad input", () => {
  const raw = (s: Setup, path: string, body: string, contentType = "application/json") => request(s.app).post(path).set("Content-Type", contentType).send(body);

  it("answers bodies no printer sends with a 4xx and a code, never a 500, and writes nothing", async () => {
    const s = setup();
    const p = await printer();
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const cases: [string, string, number, string][] = [
      ["not JSON", "{bad", 400, "invalid-json"],
      ["null", "null", 400, "invalid-json"],
      ["a number", "42", 400, "invalid-json"],
      ["an array", `[${JSON.stringify(okPoll())}]`, 400, "bad-request"],
      ["an empty object", "{}", 400, "bad-request"],
      ["no printerMAC", JSON.stringify({ statusCode: "200 OK" }), 400, "bad-request"],
      ["a printerMAC that is no MAC", JSON.stringify({ printerMAC: "printer", statusCode: "200 OK" }), 400, "bad-request"],
      ["a printerMAC that is a number", JSON.stringify({ printerMAC: 1162, statusCode: "200 OK" }), 400, "bad-request"],
      ["no statusCode", JSON.stringify({ printerMAC: MAC }), 400, "bad-request"],
      ["a statusCode object", JSON.stringify({ printerMAC: MAC, statusCode: { code: 200 } }), 400, "bad-request"],
      ["a __proto__ key", '{"__proto__":{"printerMAC":"00:11:62:AA:BB:01","statusCode":"200 OK"}}', 400, "bad-request"],
      ["objects nested 500 deep", nested(500), 400, "bad-request"],
      ["20 kB", JSON.stringify({ ...okPoll(), padding: "x".repeat(20_000) }), 413, "payload-too-large"],
      ["1 MB", JSON.stringify("x".repeat(1_100_000)), 413, "payload-too-large"],
    ];
    for (const [name, body, status, code] of cases) {
      const res = await raw(s, p.path, body);
      expect({ name, status: res.status, body: res.body as unknown }).toEqual({ name, status, body: { error: { code } } });
    }
    expect(s.counting.counts.writes).toEqual({});
    expect(await statusOf(p.id)).toBeUndefined();
  });

  it("reads the body Cloud Functions already read (req.rawBody) with the same limits and codes", async () => {
    const s = setup();
    const p = await printer();
    // As the Functions framework does: the bytes read before the app sees the request.
    const platform = express();
    platform.use(express.raw({ type: () => true, limit: "10mb" }), (req, _res, next) => {
      (req as unknown as { rawBody: Buffer }).rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      req.body = { parsedByThePlatform: true };
      next();
    });
    platform.use(cloudPrntRouter(resolveDeps({ config: emulatorConfig, auth, db, clock: s.clock })));
    platform.use(errorHandler);
    const send = (body: string) => request(platform).post(p.path).set("Content-Type", "application/json").send(body);
    expect((await send(JSON.stringify(okPoll()))).body).toEqual({ jobReady: false });
    expect((await send("{bad")).body).toEqual({ error: { code: "invalid-json" } });
    const large = await send(JSON.stringify({ ...okPoll(), padding: "x".repeat(20_000) }));
    expect([large.status, large.body]).toEqual([413, { error: { code: "payload-too-large" } }]);
    expect((await send("")).body).toEqual({ error: { code: "bad-request" } });
  });

  it("reads a poll sent without a JSON content type", async () => {
    const s = setup();
    const p = await printer();
    const res = await raw(s, p.path, JSON.stringify(okPoll()), "text/plain");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jobReady: false });
  });

  it("answers a fetch or confirmation without mac, or a confirmation without code, with 400", async () => {
    const s = setup();
    const p = await printer();
    const fetches: Record<string, string>[] = [{ type: "text/plain", token: "a.b" }, { mac: "nope", type: "text/plain", token: "a.b" }];
    const confirmations: Record<string, string>[] = [{ code: "200", token: "a.b" }, { mac: MAC, token: "a.b" }];
    for (const query of fetches)
      expect((await request(s.app).get(p.path).query(query)).body).toEqual({ error: { code: "bad-request" } });
    for (const query of confirmations)
      expect((await confirm(s, p.path, query)).body).toEqual({ error: { code: "bad-request" } });
    const twice = await request(s.app).get(`${p.path}?mac=${encodeURIComponent(MAC)}&token=a.b&token=c.d&type=text/plain`);
    expect(twice.status).toBe(400);
  });
});

describe("the printer's status", () => {
  it("is written at most once per interval: 20 polls in one second write it at most twice", async () => {
    const s = setup();
    const p = await printer();
    s.counting.reset();
    for (let i = 0; i < 20; i++) {
      const res = await poll(s, p.path, okPoll(MAC, { statusCode: i < 10 ? "200 OK" : "420 Cover open" }));
      expect(res.status).toBe(200);
      s.clock.advance(50);
    }
    expect(s.counting.counts.writes[COLLECTIONS.printerStatus]).toBeLessThanOrEqual(2);
    expect(s.counting.counts.writes[COLLECTIONS.printerStatus]).toBeGreaterThanOrEqual(1);
    // The change of status is written at the first poll the interval allows.
    s.clock.t = START + STATUS_WRITE_INTERVAL_MS;
    await poll(s, p.path, okPoll(MAC, { statusCode: "420 Cover open" }));
    expect(await statusOf(p.id)).toMatchObject({ status: "420 Cover open", lastSeen: new Date(START + STATUS_WRITE_INTERVAL_MS).toISOString(), offlineNotifiedAt: null });
  });

  it("measures the poll interval between polls and clears the offline notice", async () => {
    const s = setup();
    const p = await printer();
    await db.collection(COLLECTIONS.printerStatus).doc(p.id).set({ companyId: "c1", status: "200 OK", lastSeen: new Date(START - 600_000).toISOString(), offlineNotifiedAt: new Date(START - 300_000).toISOString() });
    await poll(s, p.path, okPoll());
    expect((await statusOf(p.id))?.offlineNotifiedAt).toBeNull();
    s.clock.advance(5_000);
    await poll(s, p.path, okPoll(MAC, { printingInProgress: true }));
    expect(await statusOf(p.id)).toMatchObject({ pollIntervalMs: 5_000, printingInProgress: true, lastSeen: new Date(START + 5_000).toISOString() });
    s.clock.advance(300_000);
    await poll(s, p.path, okPoll());
    expect((await statusOf(p.id))?.pollIntervalMs).toBe(60_000);
  });
});

describe("a Chinese ticket", () => {
  it("is offered as PNG first, and prints as an image of the paper's width or as UTF-8 text", async () => {
    const s = setup();
    const p = await printer("pr-zh", { paperWidth: 58 });
    await job(p.id, "o-zh", { layout: chineseLayout() });
    const { jobToken, mediaTypes } = await handedOut(s, p.path);
    expect(mediaTypes).toEqual(["image/png", "application/vnd.star.starprnt", "text/plain"]);
    const png = await fetchJob(s, p.path, { mac: MAC, type: "image/png", token: jobToken });
    expect(png.status).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    const image = png.body as Buffer;
    expect([...image.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // IHDR: the width of 58 mm paper, 384 dots.
    expect(image.readUInt32BE(16)).toBe(384);
    // The same image however often it is fetched.
    const again = await fetchJob(s, p.path, { mac: MAC, type: "image/png", token: jobToken });
    expect(Buffer.compare(again.body as Buffer, image)).toBe(0);
    const text = await fetchJob(s, p.path, { mac: MAC, type: "text/plain", token: jobToken });
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect((text.body as Buffer).toString("utf8")).toContain("1x 宫保鸡丁");
  });

  it("is not offered as PNG where images cannot be drawn, and a PNG fetch is refused with 415", async () => {
    const s = setup({ renderPng: null });
    const p = await printer("pr-zh", { paperWidth: 58 });
    await job(p.id, "o-zh", { layout: chineseLayout() });
    const { jobToken, mediaTypes } = await handedOut(s, p.path);
    expect(mediaTypes).toEqual(["application/vnd.star.starprnt", "text/plain"]);
    expect((await fetchJob(s, p.path, { mac: MAC, type: "image/png", token: jobToken })).status).toBe(415);
  });
});
