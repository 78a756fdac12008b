// A Firestore that counts what goes through it (tests only): every get() of a document, a query or inside a
// transaction, the documents those reads return (an empty query is billed as one read), and the writes.
// Everything else passes straight to the real instance.
import type { Firestore } from "firebase-admin/firestore";

export interface FirestoreCounts {
  /** get() calls (document, query, transaction). */
  gets: number;
  /** Documents read as Firestore bills them: one per document returned, one for an empty query. */
  documentsRead: number;
  /** set / update / create / delete, per collection. */
  writes: Record<string, number>;
}

const CHAINED = new Set(["collection", "doc", "where", "orderBy", "limit", "select", "startAfter", "endBefore", "offset"]);
const WRITES = new Set(["set", "update", "create", "delete"]);

function collectionOf(ref: unknown): string {
  const path = (ref as { path?: unknown }).path;
  return typeof path === "string" ? (path.split("/").at(-2) ?? path) : "?";
}

export function countingDb(inner: Firestore): { db: Firestore; counts: FirestoreCounts; reset(): void } {
  const counts: FirestoreCounts = { gets: 0, documentsRead: 0, writes: {} };
  const noteRead = (snap: unknown) => {
    counts.gets += 1;
    const size = (snap as { size?: unknown }).size;
    counts.documentsRead += typeof size === "number" ? Math.max(1, size) : 1;
  };
  const noteWrite = (ref: unknown) => {
    const name = collectionOf(ref);
    counts.writes[name] = (counts.writes[name] ?? 0) + 1;
  };
  const wrap = <T extends object>(target: T, isTransaction = false): T =>
    new Proxy(target, {
      get(t, prop) {
        const value: unknown = Reflect.get(t, prop, t);
        if (typeof value !== "function") return value;
        const fn = value as (...args: unknown[]) => unknown;
        if (prop === "get")
          return async (...args: unknown[]) => {
            const snap = await fn.apply(t, args);
            noteRead(snap);
            return snap;
          };
        if (typeof prop === "string" && WRITES.has(prop)) {
          if (isTransaction)
            return (...args: unknown[]) => {
              noteWrite(args[0]);
              fn.apply(t, args);
              return wrapped(t);
            };
          return (...args: unknown[]) => {
            noteWrite(t);
            return fn.apply(t, args);
          };
        }
        if (prop === "runTransaction")
          return (update: (tx: object) => Promise<unknown>, options?: unknown) => fn.call(t, (tx: object) => update(wrap(tx, true)), options);
        if (typeof prop === "string" && CHAINED.has(prop)) return (...args: unknown[]) => wrap(fn.apply(t, args) as object);
        return fn.bind(t);
      },
    });
  const wrappedCache = new WeakMap<object, object>();
  const wrapped = (tx: object) => {
    let w = wrappedCache.get(tx);
    if (!w) wrappedCache.set(tx, (w = wrap(tx, true)));
    return w;
  };
  return {
    db: wrap(inner),
    counts,
    reset() {
      counts.gets = 0;
      counts.documentsRead = 0;
      counts.writes = {};
    },
  };
}
