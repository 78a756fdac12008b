// Generic live-data hooks over Firestore: subscribe while mounted, tear down on unmount or when the
// company/user disappears (spec §8: operations silently stop and listeners are torn down).
import { useEffect, useState } from "react";
import type { DocumentData, DocumentReference, Firestore, Query } from "firebase/firestore";
import { getDb } from "./firebase";

export interface Live<T> {
  data: T;
  loading: boolean;
  error: string | null;
}

/**
 * Subscribes to one document. `makeRef` builds the reference from the Firestore client; pass null
 * (e.g. no company yet) to stop listening.
 */
export function useLiveDoc<T>(makeRef: ((db: Firestore) => DocumentReference<DocumentData>) | null, deps: readonly unknown[]): Live<T | null> {
  const [state, setState] = useState<Live<T | null>>({ data: null, loading: !!makeRef, error: null });
  useEffect(() => {
    if (!makeRef) {
      setState({ data: null, loading: false, error: null });
      return;
    }
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    void Promise.all([getDb(), import("firebase/firestore")]).then(([db, { onSnapshot }]) => {
      if (cancelled) return;
      unsubscribe = onSnapshot(
        makeRef(db),
        (snap) => setState({ data: snap.exists() ? ({ id: snap.id, ...snap.data() } as T) : null, loading: false, error: null }),
        (err) => setState({ data: null, loading: false, error: err.code }),
      );
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}

/** Subscribes to a query (always filtered by companyId by the caller's repository); null stops listening. */
export function useLiveQuery<T>(makeQuery: ((db: Firestore) => Query<DocumentData>) | null, deps: readonly unknown[]): Live<T[]> {
  const [state, setState] = useState<Live<T[]>>({ data: [], loading: !!makeQuery, error: null });
  useEffect(() => {
    if (!makeQuery) {
      setState({ data: [], loading: false, error: null });
      return;
    }
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    void Promise.all([getDb(), import("firebase/firestore")]).then(([db, { onSnapshot }]) => {
      if (cancelled) return;
      unsubscribe = onSnapshot(
        makeQuery(db),
        (snap) => setState({ data: snap.docs.map((d) => ({ id: d.id, ...d.data() }) as T), loading: false, error: null }),
        (err) => setState({ data: [], loading: false, error: err.code }),
      );
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
