import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import type { OpeningHoursRange } from "@comanda/shared";
import { renderWithProviders, SLOW } from "../../ui/testing";
import { OpeningHoursEditor } from "./OpeningHoursEditor";

const lunch: OpeningHoursRange = { id: "lunch", kind: "every", weekdays: [2], from: "12:00", to: "16:00", closed: false };

function Harness({ initial, onChange }: { initial: OpeningHoursRange[]; onChange: (v: OpeningHoursRange[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <OpeningHoursEditor
      value={value}
      timezone="Europe/Madrid"
      aria-label="Opening hours"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("OpeningHoursEditor", () => {
  it("lists the week from Monday, with closed days", SLOW, () => {
    renderWithProviders(<Harness initial={[lunch]} onChange={() => {}} />);
    const days = within(screen.getByRole("region", { name: "Every week" })).getAllByRole("group").map((g) => g.getAttribute("aria-label"));
    expect(days.slice(0, 7)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(within(screen.getByRole("group", { name: "Monday" })).getByText("Closed")).toBeTruthy();
  });

  it("opens a closed day with default hours", SLOW, () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={[lunch]} onChange={onChange} />);
    fireEvent.click(screen.getByRole("switch", { name: "Monday: open" }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: "w-12:00-16:00", kind: "every", weekdays: [1, 2], from: "12:00", to: "16:00", closed: false }]);
  });

  it("stores an end typed as 00:00 as midnight", SLOW, () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={[lunch]} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Tuesday 1: to"), { target: { value: "00:00" } });
    expect(onChange.mock.lastCall?.[0]).toMatchObject([{ from: "12:00", to: "24:00", weekdays: [2] }]);
  });

  it("shows an empty range's error in place", SLOW, () => {
    renderWithProviders(<Harness initial={[lunch]} onChange={() => {}} />);
    fireEvent.change(screen.getByLabelText("Tuesday 1: to"), { target: { value: "12:00" } });
    expect(screen.getByRole("alert").textContent).toBe("The end must differ from the start.");
  });

  it("adds a closure on a date", SLOW, () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={[lunch]} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: /Add closure/ }));
    fireEvent.change(screen.getByLabelText("Special day 1: Date"), { target: { value: "2026-12-25" } });
    expect(onChange.mock.lastCall?.[0][1]).toMatchObject({ kind: "at", date: "2026-12-25", from: "00:00", to: "24:00", closed: true });
  });
});
