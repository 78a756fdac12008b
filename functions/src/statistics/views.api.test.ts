// POST /api/statistics/views: public, by slug, rate-limited per caller, and exact under bursts: the sharded
// counters lose no view, and the fold moves each view into the day document once.
import "./testProject";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { localDay } from "@comanda/shared";
import { systemClock } from "../clock";
import { clearProject, db, testApp } from "../test/emulator";
import { foldViews, STATISTICS_VIEWS, VIEWS_PER_CALLER_PER_MINUTE } from "./views";
import { company, daysOf } from "./testStatistics";

const A = "company-a";
const B = "company-b";
const deps = { db, clock: systemClock };

beforeEach(async () => {
  await clearProject();
  await company(db, A, { timezone: "Europe/Madrid", slug: "bar-ana", leftSlug: "old-bar-ana" });
  await company(db, B, { timezone: "Pacific/Auckland", slug: "bar-berta" });
});

const today = (timezone: string) => localDay(new Date().toISOString(), timezone)?.date ?? "";

function view(app: ReturnType<typeof testApp>, slug: unknown, caller = "203.0.113.7") {
  return request(app).post("/api/statistics/views").set("X-Forwarded-For", caller).send({ slug });
}

async function viewsOf(companyId: string, date: string): Promise<number> {
  return (await daysOf(db, companyId))[date]?.views ?? 0;
}

describe("POST /api/statistics/views", () => {
  it("counts a view of the shop at its slug on the company's local day, once folded, without a login", async () => {
    const res = await view(testApp(), "bar-ana");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { counted: true } });
    expect(await foldViews(deps)).toEqual({ shards: 1, views: 1 });
    const day = (await daysOf(db, A))[today("Europe/Madrid")];
    expect(day).toMatchObject({ companyId: A, views: 1, orders: 0 });
  });

  it("a slug the company left less than 90 days ago counts for it too", async () => {
    expect((await view(testApp(), "old-bar-ana")).status).toBe(200);
    await foldViews(deps);
    expect(await viewsOf(A, today("Europe/Madrid"))).toBe(1);
  });

  it("an unknown slug, or one left more than 90 days ago, is not-found and counts nothing", async () => {
    await company(db, "company-c", { leftSlug: "long-gone", leftAt: new Date(Date.now() - 91 * 86_400_000) });
    for (const slug of ["no-such-shop", "long-gone", "__proto__", "a/b", ".."]) {
      const res = await view(testApp(), slug);
      expect(res.status, slug).toBe(404);
      expect(res.body, slug).toEqual({ error: { code: "not-found" } });
    }
    expect((await db.collection(STATISTICS_VIEWS).get()).size).toBe(0);
  });

  it("refuses bodies without a slug with a validation code", async () => {
    for (const body of [{}, { slug: "" }, { slug: 5 }, { slug: "bar-ana", extra: true }]) {
      const res = await request(testApp()).post("/api/statistics/views").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: { code: string } }).error.code).toBe("validation");
    }
  });

  it("a caller past its views of the minute gets 429 rate-limited with Retry-After; another caller is still counted", async () => {
    const app = testApp();
    for (let i = 0; i < VIEWS_PER_CALLER_PER_MINUTE; i += 1) expect((await view(app, "bar-ana", "198.51.100.1")).status).toBe(200);
    const refused = await view(app, "bar-ana", "198.51.100.1");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: "rate-limited" } });
    const retryAfter = Number(refused.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await view(app, "bar-ana", "198.51.100.2")).status).toBe(200);
    await foldViews(deps);
    expect(await viewsOf(A, today("Europe/Madrid"))).toBe(VIEWS_PER_CALLER_PER_MINUTE + 1);
  });

  it("200 parallel views, folded while they arrive and again after: exactly 200 in the day, none twice, and the other company untouched", async () => {
    const app = testApp();
    await view(app, "bar-berta", "192.0.2.250");
    await foldViews(deps);
    const otherBefore = await daysOf(db, B);

    const started = Date.now();
    const folds: Promise<unknown>[] = [];
    const calls = Array.from({ length: 200 }, (_, i) => {
      if (i % 50 === 0) folds.push(foldViews(deps));
      return view(app, "bar-ana", `192.0.2.${i}`);
    });
    const answers = await Promise.all(calls);
    const seconds = (Date.now() - started) / 1000;
    await Promise.all(folds);
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 200 }, () => 200));
    await foldViews(deps);
    expect(await viewsOf(A, today("Europe/Madrid"))).toBe(200);
    // A fold with nothing new moves nothing.
    expect(await foldViews(deps)).toEqual({ shards: 0, views: 0 });
    expect(await viewsOf(A, today("Europe/Madrid"))).toBe(200);
    // Spread over several counter documents, not one.
    const shards = await db.collection(STATISTICS_VIEWS).where("companyId", "==", A).get();
    expect(shards.size).toBeGreaterThan(8);
    expect(shards.docs.reduce((sum, d) => sum + (d.get("count") as number), 0)).toBe(200);
    expect(await daysOf(db, B)).toEqual(otherBefore);
    console.info(`views burst: 200 calls accepted in ${seconds.toFixed(2)} s (${(200 / seconds).toFixed(0)} calls/s)`);
  });

  it("the fold keeps the day's orders as they are", async () => {
    const date = today("Europe/Madrid");
    await db.collection("statistics").doc(`${A}_${date}`).set({ companyId: A, date, orders: 2, views: 5, totals: 20 });
    await view(testApp(), "bar-ana");
    await foldViews(deps);
    expect((await daysOf(db, A))[date]).toMatchObject({ orders: 2, views: 6, totals: 20 });
  });

  it("a view counted just before its company was deleted brings no day of it back", async () => {
    await view(testApp(), "bar-ana");
    await db.collection("companySettings").doc(A).delete();
    expect(await foldViews(deps)).toEqual({ shards: 1, views: 0 });
    expect(await daysOf(db, A)).toEqual({});
    expect((await db.collection(STATISTICS_VIEWS).where("companyId", "==", A).get()).size).toBe(0);
  });

  it("runs through the emulators' job route that npm start calls every minute", async () => {
    await view(testApp(), "bar-ana");
    const res = await request(testApp()).post("/emulator/jobs/fold-statistics-views");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { shards: 1, views: 1 } });
    expect(await viewsOf(A, today("Europe/Madrid"))).toBe(1);
  });
});
