import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation, useNavigate } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_URL_DELAY_MS } from "../../ui/useUrlFilters";
import { DEFAULT_FILTERS } from "./listQuery";
import { useListQuery } from "./useListQuery";

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(() => ({ query: useListQuery(), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

describe("useListQuery", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps the typed search when a status is chosen, and Back undoes the status", () => {
    const { result } = setup("/orders/list");
    act(() => result.current.query.setSearch("ana"));
    act(() => result.current.query.changeFilters({ statuses: ["ready"] }));
    expect(new URLSearchParams(result.current.location.search).get("q")).toBe("ana");
    expect(result.current.query.filters.statuses).toEqual(["ready"]);
    act(() => result.current.navigate(-1));
    expect(result.current.query.filters.statuses).toEqual([]);
  });

  it("clears back to the default range and sort, a pending search too", () => {
    const { result } = setup("/orders/list?status=pending&range=last30Days&sort=date-asc");
    act(() => result.current.query.setSearch("soup"));
    act(() => result.current.query.clearFilters());
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(result.current.location.search).toBe("");
    expect(result.current.query.filters).toEqual(DEFAULT_FILTERS);
  });
});
