// The tax records' two listens: the newest records first, then the whole list, which replaces them.
import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

type Constraint = { where: [string, string, unknown] } | { orderBy: [string, string] } | { limit: number };
interface Listen {
  constraints: Constraint[];
}
const state = vi.hoisted(() => ({
  listens: [] as Listen[],
  answers: { newest: { data: [] as unknown[], loading: true, error: null as string | null }, all: { data: [] as unknown[], loading: true, error: null as string | null } },
}));

vi.mock("firebase/firestore", () => ({
  collection: (_db: unknown, path: string) => ({ path }),
  doc: (_db: unknown, ...path: string[]) => ({ path: path.join("/") }),
  where: (field: string, op: string, value: unknown) => ({ where: [field, op, value] }),
  orderBy: (field: string, direction: string) => ({ orderBy: [field, direction] }),
  limit: (n: number) => ({ limit: n }),
  query: (_ref: unknown, ...constraints: Constraint[]) => ({ constraints }),
}));
vi.mock("../../data/firebase", () => ({ auth: {} }));
vi.mock("../../data/live", () => ({
  useLiveDoc: () => ({ data: null, loading: false, error: null }),
  useLiveQuery: (make: ((db: unknown) => Listen) | null) => {
    if (!make) return { data: [], loading: false, error: null };
    const listen = make({});
    state.listens.push(listen);
    return listen.constraints.some((c) => "limit" in c) ? state.answers.newest : state.answers.all;
  },
}));

const { FIRST_RECORDS, useTaxRecords } = await import("./repository");

const rec = (id: string) => ({ id });

beforeEach(() => {
  state.listens = [];
  state.answers.newest = { data: [], loading: true, error: null };
  state.answers.all = { data: [], loading: true, error: null };
});

describe("useTaxRecords", () => {
  it("listens to the newest records alone and to the whole list, both in the chosen days, newest first", () => {
    renderHook(() => useTaxRecords("co", "2026-11-01T00:00:00.000Z", null));
    const [newest, all] = state.listens.slice(0, 2);
    const days = { where: ["date", ">=", "2026-11-01T00:00:00.000Z"] };
    expect(newest?.constraints).toEqual([{ where: ["companyId", "==", "co"] }, days, { orderBy: ["date", "desc"] }, { limit: FIRST_RECORDS }]);
    expect(all?.constraints).toEqual([{ where: ["companyId", "==", "co"] }, days, { orderBy: ["date", "desc"] }]);
  });

  it("asks the newest records of the chosen statuses only, and the whole list of every status (filtered on the screen)", () => {
    renderHook(() => useTaxRecords("co", null, null, ["rejected", "acceptedWithErrors"]));
    const [newest, all] = state.listens.slice(0, 2);
    expect(newest?.constraints).toContainEqual({ where: ["status", "in", ["rejected", "acceptedWithErrors"]] });
    expect(all?.constraints.some((c) => "where" in c && c.where[0] === "status")).toBe(false);
  });

  it("shows the newest records, still loading, until the whole list has arrived, then the whole list", () => {
    state.answers.newest = { data: [rec("n1"), rec("n2")], loading: false, error: null };
    const { result, rerender } = renderHook(() => useTaxRecords("co", null, null));
    expect(result.current).toEqual({ data: [rec("n1"), rec("n2")], loading: true, error: null });
    state.answers.all = { data: [rec("n1"), rec("n2"), rec("o1")], loading: false, error: null };
    rerender();
    expect(result.current).toEqual({ data: [rec("n1"), rec("n2"), rec("o1")], loading: false, error: null });
  });

  it("says the whole list's error rather than showing the newest records as if nothing were wrong", () => {
    state.answers.newest = { data: [rec("n1")], loading: false, error: null };
    state.answers.all = { data: [], loading: true, error: "permission-denied" };
    const { result } = renderHook(() => useTaxRecords("co", null, null));
    expect(result.current.error).toBe("permission-denied");
  });
});
