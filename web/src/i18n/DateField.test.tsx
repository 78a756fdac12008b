import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { SLOW } from "../ui/testing";
import { DateField, parseDateValue } from "./DateField";

function Harness({ locale, initial, withTime, onChange }: { locale: string; initial: string; withTime?: boolean; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <IntlProvider locale={locale} messages={{}} onError={() => {}}>
      <DateField
        value={value}
        withTime={withTime}
        aria-label="Day"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </IntlProvider>
  );
}

const shown = () => (screen.getByLabelText("Day") as HTMLInputElement).value;

function typeInto(text: string) {
  const input = screen.getByLabelText("Day");
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: "Enter" });
}

describe("DateField", () => {
  const expected: Record<string, string> = { es: "25/12/2026", ca: "25/12/2026", fr: "25/12/2026", en: "25/12/2026", de: "25.12.2026", nl: "25-12-2026", zh: "2026/12/25" };
  for (const [locale, text] of Object.entries(expected)) {
    it(`shows Christmas 2026 as ${text} in ${locale}, day before month unless the year leads`, SLOW, () => {
      render(<Harness locale={locale} initial="2026-12-25" onChange={() => {}} />);
      expect(shown()).toBe(text);
    });
  }

  it("hands a day typed the Spanish way on as YYYY-MM-DD", SLOW, () => {
    const onChange = vi.fn();
    render(<Harness locale="es" initial="2026-11-25" onChange={onChange} />);
    typeInto("06/01/2027");
    expect(onChange).toHaveBeenLastCalledWith("2027-01-06");
  });

  it("takes a typed day on Enter without submitting the form around it", SLOW, () => {
    const onChange = vi.fn();
    render(<Harness locale="de" initial="2026-11-25" onChange={onChange} />);
    const input = screen.getByLabelText("Day");
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "24.12.2026" } });
    // fireEvent answers false when the key's default action (the form's implicit submission) was prevented.
    expect(fireEvent.keyDown(input, { key: "Enter" })).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith("2026-12-24");
    expect(fireEvent.keyDown(input, { key: "a" })).toBe(true);
  });

  it("shows and hands on a day and time on the language's 24-hour clock", SLOW, () => {
    const onChange = vi.fn();
    render(<Harness locale="en" initial="2026-11-25T16:00" withTime onChange={onChange} />);
    expect(shown()).toBe("25/11/2026 16:00");
    typeInto("26/11/2026 19:30");
    expect(onChange).toHaveBeenLastCalledWith("2026-11-26T19:30");
  });

  it("reads only the stored shapes", () => {
    expect(parseDateValue("2026-12-25")?.date()).toBe(25);
    expect(parseDateValue("25/12/2026")).toBeNull();
    expect(parseDateValue("2026-12-25T10:00")).toBeNull();
    expect(parseDateValue("2026-12-25T10:00", true)?.hour()).toBe(10);
    expect(parseDateValue("")).toBeNull();
  });
});
