import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** Each onSnapshot call: its callbacks and whether it was unsubscribed. */
interface Listen {
  next: (snapshot: unknown) => void;
  fail: (err: { code: string }) => void;
  stopped: boolean;
}
const listens = vi.hoisted(() => [] as Listen[]);

vi.mock("./firebase", () => ({ getDb: () => Promise.resolve({}) }));
vi.mock("firebase/firestore", () => ({
  onSnapshot: (_target: unknown, next: Listen["next"], fail: Listen["fail"]) => {
    const listen: Listen = { next, fail, stopped: false };
    listens.push(listen);
    return () => {
      listen.stopped = true;
    };
  },
}));

const { endAllLive, useLiveDoc, useLiveQuery } = await import("./live");

const docSnapshot = (data: Record<string, unknown>) => ({ id: "d1", exists: () => true, data: () => data });
const querySnapshot = (...ids: string[]) => ({ docs: ids.map((id) => ({ id, data: () => ({ name: id }) })) });

beforeEach(() => {
  listens.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("endAllLive", () => {
  it("stops every open listener at once and empties what each hook shows", async () => {
    const orders = renderHook(() => useLiveQuery<{ id: string }>(() => ({}) as never, []));
    await waitFor(() => expect(listens).toHaveLength(1));
    const company = renderHook(() => useLiveDoc<{ name: string }>(() => ({}) as never, []));
    await waitFor(() => expect(listens).toHaveLength(2));
    act(() => {
      listens[0]!.next(querySnapshot("o1", "o2"));
      listens[1]!.next(docSnapshot({ name: "Bar" }));
    });
    expect(orders.result.current.data.map((o) => o.id)).toEqual(["o1", "o2"]);
    expect(company.result.current.data).toEqual({ id: "d1", name: "Bar" });

    act(() => endAllLive());
    expect(listens.every((l) => l.stopped)).toBe(true);
    expect(orders.result.current).toEqual({ data: [], loading: false, error: null });
    expect(company.result.current).toEqual({ data: null, loading: false, error: null });
  });

  it("leaves alone a listener that has already been unmounted", async () => {
    const gone = renderHook(() => useLiveQuery(() => ({}) as never, []));
    await waitFor(() => expect(listens).toHaveLength(1));
    gone.unmount();
    expect(listens[0]!.stopped).toBe(true);
    const kept = renderHook(() => useLiveQuery(() => ({}) as never, []));
    await waitFor(() => expect(listens).toHaveLength(2));
    act(() => endAllLive());
    expect(listens[1]!.stopped).toBe(true);
    expect(kept.result.current.loading).toBe(false);
  });
});

describe("a refused listen", () => {
  it("is listened again before the refusal is shown (the race of a new token)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const live = renderHook(() => useLiveDoc(() => ({}) as never, [], { refusalAfterDataIsFinal: true }));
    await vi.waitFor(() => expect(listens).toHaveLength(1));
    act(() => listens[0]!.fail({ code: "permission-denied" }));
    expect(live.result.current.error).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(listens).toHaveLength(2);
  });

  it("is final at once after the listen has answered, when asked to be", async () => {
    const live = renderHook(() => useLiveDoc<{ session: string }>(() => ({}) as never, [], { refusalAfterDataIsFinal: true }));
    await waitFor(() => expect(listens).toHaveLength(1));
    act(() => listens[0]!.next(docSnapshot({ session: "s1" })));
    act(() => listens[0]!.fail({ code: "permission-denied" }));
    expect(live.result.current).toEqual({ data: null, loading: false, error: "permission-denied" });
    expect(listens).toHaveLength(1);
  });

  it("is still retried after an answer when not asked otherwise, keeping what it showed", async () => {
    const live = renderHook(() => useLiveDoc<{ session: string }>(() => ({}) as never, []));
    await waitFor(() => expect(listens).toHaveLength(1));
    act(() => listens[0]!.next(docSnapshot({ session: "s1" })));
    act(() => listens[0]!.fail({ code: "permission-denied" }));
    expect(live.result.current).toEqual({ data: { id: "d1", session: "s1" }, loading: false, error: null });
  });
});
