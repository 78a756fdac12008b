// Every server transaction runs through runTransaction: Firestore's own retries, plus one case they miss.
// When a transaction loses a lock to another, production Firestore answers ABORTED and the client library
// retries it; the Firestore emulator closes the losing transaction and answers its next read or commit with
// INVALID_ARGUMENT "Transaction is invalid or closed", which the library treats as final. Parallel saves
// (a rush of orders into one slot, two devices saving zones) would then fail with 500 locally and in CI
// while production retries. Under load the emulator also gives up waiting for a lock after the library's
// attempts with ABORTED "Transaction lock timeout" (a long transaction, such as a statistics rebuild, holding
// what parallel ones need). Retrying those answers too makes both behave the same; a transaction that keeps
// losing still ends as contention, which the error handler answers with 503 busy.
import type { Firestore, Transaction } from "firebase-admin/firestore";

/** Runs of the library's transaction loop after it gave up on a closed transaction. */
export const CLOSED_TRANSACTION_RUNS = 8;

export function isClosedTransaction(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 3 && typeof message === "string" && /transaction is invalid or closed/i.test(message);
}

/** The emulator gave up waiting for a lock another transaction held (ABORTED, after the library's own attempts). */
export function isLockTimeout(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 10 && typeof message === "string" && /lock timeout/i.test(message);
}

function pause(run: number): Promise<void> {
  // Spread out the retries of transactions that collided at the same moment.
  const ms = Math.min(1000, 25 * 2 ** run) * (0.5 + Math.random());
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function runTransaction<T>(db: Firestore, update: (tx: Transaction) => Promise<T>, options?: { maxAttempts?: number }): Promise<T> {
  for (let run = 1; ; run += 1) {
    try {
      return await db.runTransaction(update, options);
    } catch (error) {
      if (!(isClosedTransaction(error) || isLockTimeout(error)) || run >= CLOSED_TRANSACTION_RUNS) throw error;
      await pause(run);
    }
  }
}
