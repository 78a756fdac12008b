// Generic live-data hooks over Firestore: subscribe while mounted, tear down on unmount or when the
// company/user disappears (spec §8: operations silently stop and listeners are torn down).
import { useEffect, useState } from "react";
import type { DocumentData, DocumentReference, DocumentSnapshot, Firestore, Query, QuerySnapshot } from "firebase/firestore";
import { getDb } from "./firebase";

export interface Live<T> {
  data: T;
  loading: boolean;
  error: string | null;
}

// A refusal right after a sign-in or a claims change (the listen raced the new token), or a listen the
// server dropped while busy: listened again a few times before the error is shown. Without it, one lost
// listen of the company's document read as "company missing" for the rest of the session.
const RETRIED_CODES = new Set(["permission-denied", "unauthenticated", "unavailable", "internal", "unknown", "cancelled", "aborted", "deadline-exceeded", "resource-exhausted"]);
const RETRY_DELAYS_MS = [500, 2000, 5000];

type Target = DocumentReference<DocumentData> | Query<DocumentData>;

/** Every listener open now: endAllLive stops them all at once (a session that ended must show nothing more). */
const open = new Set<() => void>();

/**
 * Stops every live listener at once and empties what each hook answers, e.g. when a QR-code login's access
 * right is withdrawn: no screen keeps showing data, nor waits for a refused listen to be retried.
 */
export function endAllLive(): void {
  for (const end of [...open]) end();
}

export interface LiveOptions {
  /**
   * A refusal after the listen has answered once is final at once: it cannot be the race of a new token
   * (that only hits the first listen), so it is not retried (e.g. the watch of a session's own access right).
   */
  refusalAfterDataIsFinal?: boolean;
}

/**
 * Listens to what `makeTarget` builds from the Firestore client while mounted; null (e.g. no company
 * yet) stops listening and answers `empty`. `read` turns each snapshot into the hook's data.
 */
function useLive<T, S>(makeTarget: ((db: Firestore) => Target) | null, empty: T, read: (snapshot: S) => T, deps: readonly unknown[], options: LiveOptions = {}): Live<T> {
  const [state, setState] = useState<Live<T>>({ data: empty, loading: !!makeTarget, error: null });
  useEffect(() => {
    if (!makeTarget) {
      setState({ data: empty, loading: false, error: null });
      return;
    }
    let unsubscribe: (() => void) | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    let answered = false;
    const stop = () => {
      cancelled = true;
      clearTimeout(retry);
      unsubscribe?.();
      open.delete(end);
    };
    const end = () => {
      stop();
      setState({ data: empty, loading: false, error: null });
    };
    open.add(end);
    setState((s) => ({ ...s, loading: true }));
    const listen = (attempt: number) =>
      void Promise.all([getDb(), import("firebase/firestore")]).then(([db, { onSnapshot }]) => {
        if (cancelled) return;
        const target = makeTarget(db);
        const next = (snapshot: S) => {
          answered = true;
          setState({ data: read(snapshot), loading: false, error: null });
        };
        const fail = (err: { code: string }) => {
          const final = options.refusalAfterDataIsFinal && answered && err.code === "permission-denied";
          if (!final && RETRIED_CODES.has(err.code) && attempt < RETRY_DELAYS_MS.length) {
            retry = setTimeout(() => listen(attempt + 1), RETRY_DELAYS_MS[attempt]);
            return;
          }
          setState({ data: empty, loading: false, error: err.code });
        };
        // onSnapshot's overloads differ for documents and queries; both hand us their own snapshot type.
        unsubscribe = onSnapshot(target as Query<DocumentData>, next as unknown as (s: QuerySnapshot<DocumentData>) => void, fail);
      });
    listen(0);
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}

/** Subscribes to one document; pass null to stop listening. */
export function useLiveDoc<T>(makeRef: ((db: Firestore) => DocumentReference<DocumentData>) | null, deps: readonly unknown[], options?: LiveOptions): Live<T | null> {
  return useLive<T | null, DocumentSnapshot<DocumentData>>(makeRef, null, (snap) => (snap.exists() ? ({ id: snap.id, ...snap.data() } as T) : null), deps, options);
}

/** Subscribes to a query (always filtered by companyId by the caller's repository); null stops listening. */
export function useLiveQuery<T>(makeQuery: ((db: Firestore) => Query<DocumentData>) | null, deps: readonly unknown[]): Live<T[]> {
  return useLive<T[], QuerySnapshot<DocumentData>>(makeQuery, EMPTY as T[], (snap) => snap.docs.map((d) => ({ id: d.id, ...d.data() }) as T), deps);
}

const EMPTY: never[] = [];
