import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Providers, SLOW } from "../../../ui/testing";
import { orderListMessages as m } from "../messages";
import { OrderFilterBar, type OrderFilterBarProps } from "./OrderFilterBar";

function props(over: Partial<OrderFilterBarProps> = {}): OrderFilterBarProps {
  return {
    mode: "all",
    statuses: [],
    preset: "thisWeek",
    days: { from: "2026-11-16", to: "2026-11-22" },
    sort: "status-desc",
    filtered: false,
    compact: false,
    exporting: false,
    onMode: vi.fn(),
    onStatuses: vi.fn(),
    onPreset: vi.fn(),
    onCustom: vi.fn(),
    onSort: vi.fn(),
    onClear: vi.fn(),
    onExport: vi.fn(),
    ...over,
  };
}

const clearButton = () => screen.getByText(m.clearFilters.defaultMessage as string).closest("button")!;

describe("OrderFilterBar", () => {
  it("an active filter turns the list icon red and enables clearing", SLOW, () => {
    const onClear = vi.fn();
    render(<OrderFilterBar {...props({ filtered: true, onClear })} />, { wrapper: Providers });
    expect(screen.getByRole("img", { name: m.filterActive.defaultMessage }).className).toContain("ol-filter-icon--active");
    fireEvent.click(clearButton());
    expect(onClear).toHaveBeenCalledOnce();
  });

  it("without a filter the icon is plain and clearing is disabled", SLOW, () => {
    render(<OrderFilterBar {...props()} />, { wrapper: Providers });
    expect(screen.getByRole("img", { name: m.noFilter.defaultMessage }).className).not.toContain("ol-filter-icon--active");
    expect(clearButton()).toHaveProperty("disabled", true);
  });

  it("open orders show neither the date range nor the export", SLOW, () => {
    render(<OrderFilterBar {...props({ mode: "open" })} />, { wrapper: Providers });
    expect(screen.queryByRole("combobox", { name: m.dateRange.defaultMessage })).toBeNull();
    expect(screen.queryByText(m.exportCsv.defaultMessage as string)).toBeNull();
  });

  it("custom days are reported once both are set and in order", SLOW, () => {
    const onCustom = vi.fn();
    render(<OrderFilterBar {...props({ preset: "custom", onCustom })} />, { wrapper: Providers });
    const [from, to] = screen.getAllByLabelText(m.columnDate.defaultMessage as string) as [HTMLElement, HTMLElement];
    // The days are typed as the language writes them (en: day/month/year) and reported as YYYY-MM-DD.
    const typeDay = (input: HTMLElement, text: string) => {
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.keyDown(input, { key: "Enter" });
    };
    typeDay(to, "01/11/2026");
    expect(onCustom).not.toHaveBeenCalled();
    typeDay(from, "28/10/2026");
    expect(onCustom).toHaveBeenCalledWith({ from: "2026-10-28", to: "2026-11-01" });
  });
});
