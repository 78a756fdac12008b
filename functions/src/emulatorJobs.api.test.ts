// The scheduled jobs that `npm start` runs through the api on the emulators (which never fire schedules),
// and that the route does not exist outside the emulators.
import "./emulatorJobsTestProject";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { systemClock } from "./clock";
import { clearProject, db, emulatorConfig, testApp } from "./test/emulator";
import { LocalUploadStore } from "./uploads/localStore";

beforeEach(clearProject);

const COMPANY = "company-jobs";
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function newOrder(id: string, dateOrdered: string) {
  await db.collection("orders").doc(id).set({ companyId: COMPANY, number: 1, status: "new", dateOrdered, items: [], deliveryType: "takeaway" });
}

async function alertsOf(userId: string) {
  const snap = await db.collection("notifications").where("userId", "==", userId).get();
  return snap.docs.map((d) => d.get("orderId") as string).sort();
}

describe("POST /emulator/jobs/:job", () => {
  it("runs the unprocessed-order alert: an order new for 11 minutes is alerted, a fresh one is not, and a second run alerts nothing more", async () => {
    await db.collection("companySettings").doc(COMPANY).set({ companyId: COMPANY, timezone: "Europe/Madrid" });
    await newOrder("late", minutesAgo(11));
    await newOrder("fresh", minutesAgo(2));

    const first = await request(testApp()).post("/emulator/jobs/alert-unprocessed-orders");
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { alerted: 1, skipped: 0 } });
    expect(await alertsOf(COMPANY)).toEqual(["late"]);

    const second = await request(testApp()).post("/emulator/jobs/alert-unprocessed-orders");
    expect(second.body).toEqual({ data: { alerted: 0, skipped: 1 } });
    expect(await alertsOf(COMPANY)).toEqual(["late"]);
  });

  it("answers not-found for an unknown job", async () => {
    const res = await request(testApp()).post("/emulator/jobs/delete-everything");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not-found" } });
  });

  it("does not exist outside the emulators", async () => {
    await newOrder("late", minutesAgo(11));
    const res = await request(testApp({
      config: { ...emulatorConfig, isEmulator: false },
      // The cloud's upload store needs a bucket; this test needs none.
      uploads: new LocalUploadStore(emulatorConfig.uploadDir, systemClock),
    })).post("/emulator/jobs/alert-unprocessed-orders");
    expect(res.status).toBe(404);
    expect(await alertsOf(COMPANY)).toEqual([]);
  });
});
