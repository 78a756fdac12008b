// The list's voucher counts: three count queries per voucher discount (by status, within the company), none for
// a list without voucher discounts, and counted again when a discount changes.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { useVoucherCounts } from "./repository";

const firestore = vi.hoisted(() => ({
  counted: [] as string[],
  // Vouchers per discount and status, as the fake server counts them.
  stored: { d1: { new: 17, inUse: 1, redeemed: 2 }, d2: { new: 0, inUse: 0, redeemed: 40 } } as Record<string, Record<string, number>>,
}));
vi.mock("../../data/firebase", () => ({ getDb: () => Promise.resolve({}) }));
vi.mock("firebase/firestore", () => ({
  collection: (_db: unknown, ...path: string[]) => ({ path }),
  where: (field: string, _op: string, value: string) => ({ field, value }),
  orderBy: () => ({}),
  query: (ref: { path: string[] }, ...filters: { field: string; value: string }[]) => ({ path: ref.path, filters }),
  getCountFromServer: async (q: { path: string[]; filters: { field: string; value: string }[] }) => {
    const discountId = q.path[1] ?? "";
    const status = q.filters.find((f) => f.field === "status")?.value ?? "";
    const company = q.filters.find((f) => f.field === "companyId")?.value;
    firestore.counted.push(`${company}/${discountId}/${status}`);
    return { data: () => ({ count: firestore.stored[discountId]?.[status] ?? 0 }) };
  },
}));

beforeEach(() => {
  firestore.counted = [];
});

describe("useVoucherCounts", () => {
  it("counts each voucher discount's vouchers by status within the company, with the total", async () => {
    const { result } = renderHook(() => useVoucherCounts("c1", ["d1", "d2"], "v1"));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBeNull();
    expect(result.current.data.get("d1")).toEqual({ unused: 17, inUse: 1, redeemed: 2, total: 20 });
    expect(result.current.data.get("d2")).toEqual({ unused: 0, inUse: 0, redeemed: 40, total: 40 });
    expect(firestore.counted.sort()).toEqual(["c1/d1/inUse", "c1/d1/new", "c1/d1/redeemed", "c1/d2/inUse", "c1/d2/new", "c1/d2/redeemed"]);
  });

  it("asks nothing without voucher discounts, and counts again when a discount changes", async () => {
    const { result, rerender } = renderHook(({ ids, version }) => useVoucherCounts("c1", ids, version), { initialProps: { ids: [] as string[], version: "" } });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(firestore.counted).toEqual([]);
    rerender({ ids: ["d1"], version: "d1:new" });
    await waitFor(() => expect(result.current.data.get("d1")?.total).toBe(20));
    firestore.stored.d1 = { new: 15, inUse: 2, redeemed: 3 };
    rerender({ ids: ["d1"], version: "d1:distributed" });
    await waitFor(() => expect(result.current.data.get("d1")).toEqual({ unused: 15, inUse: 2, redeemed: 3, total: 20 }));
    expect(firestore.counted).toHaveLength(6);
  });
});
