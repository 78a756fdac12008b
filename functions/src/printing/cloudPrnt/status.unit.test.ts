// The printer status throttle: at most one write per interval per printer, whatever the poll rate; the
// measured poll interval; a failed write tried again at the next poll.
import { describe, expect, it } from "vitest";
import type { Firestore } from "firebase-admin/firestore";
import { StatusWriter } from "./status";

interface Write {
  path: string;
  data: Record<string, unknown>;
  merge: boolean;
}

/** A Firestore stand-in that records set(…, { merge }) and can be made to fail. */
function recordingDb() {
  const writes: Write[] = [];
  let failing = false;
  const db = {
    collection: (name: string) => ({
      doc: (id: string) => ({
        set: async (data: Record<string, unknown>, options?: { merge?: boolean }) => {
          if (failing) throw new Error("unavailable");
          writes.push({ path: `${name}/${id}`, data, merge: options?.merge === true });
        },
      }),
    }),
  } as unknown as Firestore;
  return { db, writes, fail: (value: boolean) => (failing = value) };
}

const ok = { companyId: "c1", statusCode: "200 OK", printingInProgress: false };
const T = Date.parse("2026-11-26T10:00:00.000Z");

describe("StatusWriter", () => {
  it("writes the first poll, merged, with lastSeen and the offline notice cleared", async () => {
    const { db, writes } = recordingDb();
    expect(await new StatusWriter(db, 1_000).polled("p1", ok, T)).toBe(true);
    expect(writes).toEqual([
      { path: "printer-status/p1", merge: true, data: { companyId: "c1", status: "200 OK", lastSeen: new Date(T).toISOString(), printingInProgress: false, offlineNotifiedAt: null } },
    ]);
  });

  it("writes at most once per interval per printer, 20 polls a second → one write a second", async () => {
    const { db, writes } = recordingDb();
    const writer = new StatusWriter(db, 1_000);
    for (let i = 0; i < 60; i++) await writer.polled("p1", ok, T + i * 50);
    expect(writes.map((w) => w.data.lastSeen)).toEqual([0, 1_000, 2_000].map((ms) => new Date(T + ms).toISOString()));
  });

  it("throttles each printer on its own", async () => {
    const { db, writes } = recordingDb();
    const writer = new StatusWriter(db, 1_000);
    await writer.polled("p1", ok, T);
    await writer.polled("p2", ok, T + 10);
    await writer.polled("p1", ok, T + 20);
    expect(writes.map((w) => w.path)).toEqual(["printer-status/p1", "printer-status/p2"]);
  });

  it("writes a changed status at the first poll the interval allows", async () => {
    const { db, writes } = recordingDb();
    const writer = new StatusWriter(db, 1_000);
    await writer.polled("p1", ok, T);
    await writer.polled("p1", { ...ok, statusCode: "410 Paper empty" }, T + 300);
    await writer.polled("p1", { ...ok, statusCode: "410 Paper empty" }, T + 1_000);
    expect(writes.map((w) => w.data.status)).toEqual(["200 OK", "410 Paper empty"]);
  });

  it("keeps the longest gap between polls since the last write as the poll interval, between 1 and 60 s", async () => {
    const { db, writes } = recordingDb();
    const writer = new StatusWriter(db, 1_000);
    await writer.polled("p1", ok, T);
    // A quick poll on a status change, then the usual 5 s.
    await writer.polled("p1", ok, T + 200);
    await writer.polled("p1", ok, T + 5_200);
    await writer.polled("p1", ok, T + 5_300);
    await writer.polled("p1", ok, T + 6_300);
    await writer.polled("p1", ok, T + 606_300);
    expect(writes.map((w) => w.data.pollIntervalMs)).toEqual([undefined, 5_000, 1_000, 60_000]);
  });

  it("tries a failed write again at the next poll", async () => {
    const { db, writes, fail } = recordingDb();
    const writer = new StatusWriter(db, 1_000);
    fail(true);
    await expect(writer.polled("p1", ok, T)).rejects.toThrow("unavailable");
    fail(false);
    expect(await writer.polled("p1", ok, T + 100)).toBe(true);
    expect(writes).toHaveLength(1);
  });
});
