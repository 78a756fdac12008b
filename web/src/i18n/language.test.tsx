import { describe, expect, it, beforeEach } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useIntl } from "react-intl";
import { LanguageProvider, initialLanguage, useLanguage } from "./language";
import de from "./lang/de.json";

function Probe() {
  const intl = useIntl();
  const { setLanguage } = useLanguage();
  return (
    <div>
      <input aria-label="note" />
      <span data-testid="reload">{intl.formatMessage({ id: "app.reload" })}</span>
      <button onClick={() => setLanguage("de")}>de</button>
    </div>
  );
}

describe("LanguageProvider", () => {
  beforeEach(() => localStorage.clear());

  it("keeps what was typed while the language's catalogue and antd locale load", async () => {
    render(<LanguageProvider><Probe /></LanguageProvider>);
    const input = screen.getByLabelText("note");
    await userEvent.type(input, "table 4");
    await userEvent.click(screen.getByText("de"));
    await waitFor(() => expect(screen.getByTestId("reload").textContent).toBe((de as Record<string, string>)["app.reload"]));
    expect(screen.getByLabelText("note")).toHaveValue("table 4");
  });

  it("remembers the chosen language for the next visit", async () => {
    render(<LanguageProvider><Probe /></LanguageProvider>);
    await userEvent.click(screen.getByText("de"));
    expect(initialLanguage()).toBe("de");
  });
});
