import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { SLOW } from "../ui/testing";
import { TimeField } from "./TimeField";

function Harness({ locale, initial, onChange }: { locale: string; initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <IntlProvider locale={locale} messages={{}} onError={() => {}}>
      <TimeField
        value={value}
        aria-label="Opens"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </IntlProvider>
  );
}

describe("TimeField", () => {
  for (const locale of ["es", "de", "zh", "en"]) {
    it(`shows 16:00 on a 24-hour clock in ${locale}, not 4:00 PM`, SLOW, () => {
      render(<Harness locale={locale} initial="16:00" onChange={() => {}} />);
      expect((screen.getByLabelText("Opens") as HTMLInputElement).value).toBe("16:00");
    });
  }

  it("hands a typed time on as HH:mm", SLOW, () => {
    const onChange = vi.fn();
    render(<Harness locale="es" initial="12:00" onChange={onChange} />);
    const input = screen.getByLabelText("Opens");
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "19:30" } });
    // Enter takes the time and does not submit the form around the field (its default is prevented).
    expect(fireEvent.keyDown(input, { key: "Enter" })).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith("19:30");
  });
});
