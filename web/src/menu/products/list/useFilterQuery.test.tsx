import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation, useNavigate } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_URL_DELAY_MS } from "../../../ui/useUrlFilters";
import { useFilterQuery } from "./useFilterQuery";

function setup(initial = "/menu/products") {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(() => ({ query: useFilterQuery(), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

describe("useFilterQuery", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reads the filters from the URL", () => {
    const { result } = setup("/menu/products?category=c1&visibility=hidden&q=pizza");
    expect(result.current.query.filters).toEqual({ categoryId: "c1", tagId: null, visibility: "hidden", search: "pizza" });
  });

  it("filters with the typed search at once and writes it to the URL once typing pauses", () => {
    const { result } = setup();
    act(() => result.current.query.setSearch("piz"));
    expect(result.current.query.filters.search).toBe("piz");
    expect(result.current.location.search).toBe("");
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(result.current.location.search).toBe("?q=piz");
  });

  it("keeps the typed search when another filter is chosen before the pause", () => {
    const { result } = setup();
    act(() => result.current.query.setSearch("wine"));
    act(() => result.current.query.changeFilters({ tagId: "t1" }));
    expect(new URLSearchParams(result.current.location.search).get("q")).toBe("wine");
    expect(new URLSearchParams(result.current.location.search).get("tag")).toBe("t1");
  });

  it("takes the search box back to the URL's text on Back", () => {
    const { result } = setup("/menu/products?q=old");
    act(() => result.current.query.changeFilters({ visibility: "visible" }));
    act(() => result.current.query.setSearch("new"));
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    act(() => result.current.navigate(-1));
    expect(result.current.query.filters).toMatchObject({ search: "old", visibility: "all" });
  });

  it("clears every filter, a pending search too", () => {
    const { result } = setup("/menu/products?category=c1");
    act(() => result.current.query.setSearch("soup"));
    act(() => result.current.query.clearFilters());
    act(() => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(result.current.location.search).toBe("");
    expect(result.current.query.filters.search).toBe("");
  });
});
