import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import type { OpeningHoursRange } from "@comanda/shared";
import { renderWithProviders, SLOW } from "../../ui/testing";
import { OpeningHoursEditor, openingHoursAreValid } from "./OpeningHoursEditor";

/** Types a time into a TimeField as a user does: click it, type, press Enter. */
function typeTime(input: HTMLElement, value: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: "Enter" });
}

const lunch: OpeningHoursRange = { id: "lunch", kind: "every", weekdays: [2], from: "12:00", to: "16:00", closed: false };
const siesta: OpeningHoursRange = { id: "siesta", kind: "every", weekdays: [1, 2], from: "15:00", to: "17:00", closed: true };

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
    typeTime(screen.getByLabelText("Tuesday 1: to"), "00:00");
    expect(onChange.mock.lastCall?.[0]).toMatchObject([{ from: "12:00", to: "24:00", weekdays: [2] }]);
  });

  it("shows an empty range's error in place", SLOW, () => {
    renderWithProviders(<Harness initial={[lunch]} onChange={() => {}} />);
    typeTime(screen.getByLabelText("Tuesday 1: to"), "12:00");
    expect(screen.getByRole("alert").textContent).toBe("The end must differ from the start.");
  });

  it("shows the hours on a 24-hour clock in Spanish, German and Chinese: 16:00, not 4:00 PM", SLOW, () => {
    for (const locale of ["es", "de", "zh"]) {
      const view = render(
        <IntlProvider locale={locale} messages={{}} onError={() => {}}>
          <OpeningHoursEditor value={[lunch]} timezone="Europe/Madrid" onChange={() => {}} />
        </IntlProvider>,
      );
      const inputs = view.container.querySelectorAll<HTMLInputElement>(".oh-time input");
      expect([...inputs].map((i) => i.value), locale).toEqual(["12:00", "16:00"]);
      expect(view.container.querySelector('input[type="time"]'), locale).toBeNull();
      view.unmount();
    }
  });

  it("adds a closure on a date", SLOW, () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={[lunch]} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: /Add closure/ }));
    const date = screen.getByLabelText("Special day 1: Date");
    fireEvent.mouseDown(date);
    fireEvent.focus(date);
    fireEvent.change(date, { target: { value: "25/12/2026" } });
    fireEvent.keyDown(date, { key: "Enter" });
    expect(onChange.mock.lastCall?.[0][1]).toMatchObject({ kind: "at", date: "2026-12-25", from: "00:00", to: "24:00", closed: true });
  });

  describe("weekly closures", () => {
    it("adds a weekly closure on the chosen days and shows it on those days", SLOW, () => {
      const onChange = vi.fn();
      renderWithProviders(<Harness initial={[lunch]} onChange={onChange} />);
      fireEvent.click(screen.getByRole("button", { name: /Add weekly closure/ }));
      const closure = screen.getByRole("group", { name: "Weekly closure 1" });
      fireEvent.click(within(closure).getByRole("checkbox", { name: "Wednesday" }));
      fireEvent.click(within(closure).getByRole("checkbox", { name: "Monday" }));
      typeTime(within(closure).getByLabelText("Weekly closure 1: from"), "16:00");
      typeTime(within(closure).getByLabelText("Weekly closure 1: to"), "18:30");
      expect(onChange.mock.lastCall?.[0]).toEqual([{ ...lunch, id: "w-12:00-16:00" }, { id: expect.any(String), kind: "every", weekdays: [1, 3], from: "16:00", to: "18:30", closed: true }]);
      expect(within(screen.getByRole("group", { name: "Monday" })).getByText("Closed 16:00–18:30")).toBeTruthy();
      expect(within(screen.getByRole("group", { name: "Wednesday" })).getByText("Closed 16:00–18:30")).toBeTruthy();
      expect(within(screen.getByRole("group", { name: "Tuesday" })).queryByText("Closed 16:00–18:30")).toBeNull();
    });

    it("asks for a day while a weekly closure has none, and the list does not pass", SLOW, () => {
      const onChange = vi.fn();
      renderWithProviders(<Harness initial={[lunch]} onChange={onChange} />);
      fireEvent.click(screen.getByRole("button", { name: /Add weekly closure/ }));
      const closure = screen.getByRole("group", { name: "Weekly closure 1" });
      expect(within(closure).getByRole("alert").textContent).toBe("Choose at least one day.");
      expect(openingHoursAreValid(onChange.mock.lastCall?.[0])).toBe(false);
    });

    it("shows a stored weekly closure with its days and times, and saves a change of its end", SLOW, () => {
      const onChange = vi.fn();
      renderWithProviders(<Harness initial={[lunch, siesta]} onChange={onChange} />);
      const closure = screen.getByRole("group", { name: "Weekly closure 1" });
      expect(within(closure).getByRole("checkbox", { name: "Monday" })).toHaveProperty("checked", true);
      expect(within(closure).getByRole("checkbox", { name: "Tuesday" })).toHaveProperty("checked", true);
      expect(within(closure).getByRole("checkbox", { name: "Sunday" })).toHaveProperty("checked", false);
      typeTime(within(closure).getByLabelText("Weekly closure 1: to"), "17:30");
      expect(onChange.mock.lastCall?.[0][1]).toEqual({ ...siesta, to: "17:30" });
    });

    it("unticks a day of a weekly closure", SLOW, () => {
      const onChange = vi.fn();
      renderWithProviders(<Harness initial={[lunch, siesta]} onChange={onChange} />);
      fireEvent.click(within(screen.getByRole("group", { name: "Weekly closure 1" })).getByRole("checkbox", { name: "Monday" }));
      expect(onChange.mock.lastCall?.[0][1]).toEqual({ ...siesta, weekdays: [2] });
    });

    it("removes a weekly closure and keeps the other hours", SLOW, () => {
      const onChange = vi.fn();
      renderWithProviders(<Harness initial={[lunch, siesta]} onChange={onChange} />);
      fireEvent.click(screen.getByRole("button", { name: "Remove Weekly closure 1" }));
      expect(onChange.mock.lastCall?.[0]).toEqual([{ ...lunch, id: "w-12:00-16:00" }]);
      expect(screen.getByText("No weekly closures.")).toBeTruthy();
    });

    it("shows an empty weekly closure's error in place", SLOW, () => {
      renderWithProviders(<Harness initial={[lunch, siesta]} onChange={() => {}} />);
      const closure = screen.getByRole("group", { name: "Weekly closure 1" });
      typeTime(within(closure).getByLabelText("Weekly closure 1: to"), "15:00");
      expect(within(closure).getByRole("alert").textContent).toBe("The end must differ from the start.");
    });

    it("locks the weekly closures when the editor is disabled", SLOW, () => {
      renderWithProviders(<OpeningHoursEditor value={[lunch, siesta]} onChange={() => {}} timezone="Europe/Madrid" disabled />);
      const closure = screen.getByRole("group", { name: "Weekly closure 1" });
      expect(within(closure).getByRole("checkbox", { name: "Monday" })).toHaveProperty("disabled", true);
      expect(within(closure).getByLabelText("Weekly closure 1: from")).toHaveProperty("disabled", true);
      expect(screen.getByRole("button", { name: /Add weekly closure/ })).toHaveProperty("disabled", true);
    });
  });
});
