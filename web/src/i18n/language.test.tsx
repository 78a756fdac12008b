import { describe, expect, it, beforeEach, afterEach, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useIntl } from "react-intl";
import { ConfigProvider, theme } from "antd";
import { useContext } from "react";
import { LanguageProvider, initialLanguage, useLanguage } from "./language";
import { AntdProvider } from "./antdProvider";
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

function LocaleProbe() {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const { requestComplete } = useLanguage();
  return (
    <div>
      <span data-testid="antd-locale">{locale?.locale ?? "none"}</span>
      <button onClick={requestComplete}>after login</button>
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

  it("keeps antd's built-in English before login and loads the day-first en-GB formats with the rest", async () => {
    localStorage.setItem("comanda.language", "en");
    render(<LanguageProvider><AntdProvider><LocaleProbe /></AntdProvider></LanguageProvider>);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId("antd-locale")).toHaveTextContent(/^en$/);
    await userEvent.click(screen.getByText("after login"));
    await waitFor(() => expect(screen.getByTestId("antd-locale")).toHaveTextContent("en-gb"));
  });
});

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

describe("AntdProvider and reduced motion", () => {
  afterEach(() => vi.unstubAllGlobals());

  function deviceAsks(reduce: boolean) {
    const original = window.matchMedia;
    vi.stubGlobal("matchMedia", (query: string) =>
      query === "(prefers-reduced-motion: reduce)" ? { ...original(query), matches: reduce, media: query, addEventListener: () => {}, removeEventListener: () => {} } : original(query),
    );
  }

  it("turns antd's animations off on a device set to reduce motion", () => {
    deviceAsks(true);
    render(<LanguageProvider><AntdProvider><MotionProbe /></AntdProvider></LanguageProvider>);
    expect(screen.getByTestId("motion")).toHaveTextContent("false");
  });

  it("keeps them on a device that does not ask", () => {
    deviceAsks(false);
    render(<LanguageProvider><AntdProvider><MotionProbe /></AntdProvider></LanguageProvider>);
    expect(screen.getByTestId("motion")).toHaveTextContent("true");
  });
});
