import type { Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { isContention } from "./http/errors";
import { CLOSED_TRANSACTION_RUNS, isClosedTransaction, isLockTimeout, runTransaction } from "./transactions";

const closed = Object.assign(new Error("3 INVALID_ARGUMENT: Transaction is invalid or closed."), { code: 3 });
const lockTimeout = Object.assign(new Error("10 ABORTED: Transaction lock timeout."), { code: 10 });
const invalid = Object.assign(new Error("3 INVALID_ARGUMENT: Value for argument \"data\" is not a valid Firestore document."), { code: 3 });

/** A Firestore whose runTransaction fails with the given errors, in turn, then runs the update. */
function failingDb(errors: Error[]): { db: Firestore; runs: () => number } {
  let runs = 0;
  const db = {
    runTransaction: async (update: (tx: unknown) => Promise<unknown>) => {
      runs += 1;
      const error = errors.shift();
      if (error) throw error;
      return update({});
    },
  } as unknown as Firestore;
  return { db, runs: () => runs };
}

describe("runTransaction", () => {
  it("runs the library's transaction loop again after the emulator closed a transaction that lost a lock", async () => {
    const { db, runs } = failingDb([closed, closed]);
    await expect(runTransaction(db, () => Promise.resolve("saved"))).resolves.toBe("saved");
    expect(runs()).toBe(3);
  });

  it("runs it again after the emulator gave up waiting for a lock another transaction held", async () => {
    const { db, runs } = failingDb([lockTimeout, closed]);
    await expect(runTransaction(db, () => Promise.resolve("saved"))).resolves.toBe("saved");
    expect(runs()).toBe(3);
    expect(isLockTimeout(lockTimeout)).toBe(true);
    expect(isLockTimeout(closed)).toBe(false);
    expect(isContention(lockTimeout)).toBe(true);
  });

  it("passes any other error on at once, without running the transaction again", async () => {
    const { db, runs } = failingDb([invalid]);
    await expect(runTransaction(db, () => Promise.resolve("saved"))).rejects.toBe(invalid);
    expect(runs()).toBe(1);
  });

  it(`gives up after ${CLOSED_TRANSACTION_RUNS} closed runs, as contention (503 busy), not as an unexpected error`, async () => {
    const { db, runs } = failingDb(Array.from({ length: CLOSED_TRANSACTION_RUNS + 2 }, () => closed));
    const failure = await runTransaction(db, () => Promise.resolve("saved")).catch((e: unknown) => e);
    expect(failure).toBe(closed);
    expect(runs()).toBe(CLOSED_TRANSACTION_RUNS);
    expect(isContention(failure)).toBe(true);
  }, 20_000);

  it("tells a closed transaction from other invalid arguments", () => {
    expect(isClosedTransaction(closed)).toBe(true);
    expect(isClosedTransaction(invalid)).toBe(false);
    expect(isClosedTransaction(null)).toBe(false);
    expect(isContention(invalid)).toBe(false);
  });
});
