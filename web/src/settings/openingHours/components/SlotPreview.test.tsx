import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DaySlot } from "@comanda/shared";
import { renderWithProviders } from "../../../ui/testing";
import { SlotPreview } from "./SlotPreview";

const slot = (label: string, taken: number, allowed: number | null): DaySlot => ({
  start: new Date(`2026-06-02T${label}:00Z`),
  end: new Date(`2026-06-02T${label}:00Z`),
  label,
  taken,
  allowed,
  remaining: allowed === null ? null : Math.max(0, allowed - taken),
  full: allowed !== null && taken >= allowed,
});

describe("SlotPreview", () => {
  it("says each slot's bookings against what it allows, and full at the limit", () => {
    renderWithProviders(<SlotPreview date="2026-06-02" onDateChange={() => {}} slots={[slot("12:00", 3, 4), slot("12:15", 4, 4), slot("12:30", 0, 4)]} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["12:003 of 4 booked", "12:154 of 4 booked full", "12:300 of 4 booked"]);
  });

  it("says what is booked when slots have no limit", () => {
    renderWithProviders(<SlotPreview date="2026-06-02" onDateChange={() => {}} slots={[slot("12:00", 2, null)]} />);
    expect(screen.getByRole("listitem")).toHaveTextContent("2 booked, no limit");
  });
});
