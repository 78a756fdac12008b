import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DaySlot } from "@comanda/shared";
import { renderWithProviders } from "../../../ui/testing";
import { RequestedTimeField } from "./RequestedTimeField";

const slot = (label: string, taken: number, allowed: number | null): DaySlot => ({
  start: new Date(`2026-06-02T${label}:00Z`),
  end: new Date(`2026-06-02T${label}:00Z`),
  label,
  taken,
  allowed,
  remaining: allowed === null ? null : Math.max(0, allowed - taken),
  full: allowed !== null && taken >= allowed,
});

const field = (slots: DaySlot[]) => (
  <RequestedTimeField day="2026-06-02" days={[{ value: "2026-06-02", label: "Tue 2 Jun" }]} onDayChange={() => {}} slots={slots} loading={false} label="Pickup time" />
);

describe("RequestedTimeField", () => {
  it("shows each slot's bookings against what it allows; a full slot says full and cannot be chosen", () => {
    renderWithProviders(field([slot("12:00", 3, 4), slot("12:15", 4, 4)]));
    expect(screen.getByRole("radio", { name: "12:00 3 of 4 booked" })).toBeEnabled();
    expect(screen.getByRole("radio", { name: "12:15 full" })).toBeDisabled();
  });

  it("shows the bare time when slots have no limit", () => {
    renderWithProviders(field([slot("12:00", 7, null)]));
    expect(screen.getByRole("radio", { name: "12:00" })).toBeEnabled();
  });
});
