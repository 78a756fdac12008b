import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { IntlProvider } from "react-intl";
import type { User } from "firebase/auth";
import { principalFromClaims, type Permission } from "@comanda/shared";
import type { Session } from "../data/session";
import type { CompanySettings } from "./types";

const state = vi.hoisted(() => ({
  session: null as unknown as Session,
  settings: null as CompanySettings | null,
  settingsRequestedFor: [] as (string | null)[],
}));

vi.mock("../data/session", () => ({ useSession: () => ({ session: state.session, logout: vi.fn(), refreshClaims: vi.fn() }) }));
vi.mock("./repository", () => ({
  useCompanyDoc: (id: string | null) => ({ data: id ? { id } : null, loading: false, error: null }),
  useCompanyInfoDoc: () => ({ data: null, loading: false, error: null }),
  useCompanySettingsDoc: (id: string | null) => {
    state.settingsRequestedFor.push(id);
    return { data: id ? state.settings : null, loading: false, error: null };
  },
}));

const { CompanyProvider, useCompany, useFormatters, contentLanguagesOf } = await import("./CompanyProvider");

function signIn(uid: string, claims: { companyId?: string; permissions?: Permission[] }) {
  state.session = { status: "signedIn", user: { uid } as User, principal: principalFromClaims(uid, claims) };
}

function Probe() {
  const f = useFormatters();
  const { missing } = useCompany();
  return (
    <>
      <p data-testid="money">{f.formatMoney(1234.5)}</p>
      <p data-testid="time">{f.formatTime("2025-01-15T23:30:00.000Z")}</p>
      <p data-testid="missing">{String(missing)}</p>
    </>
  );
}

function renderIn(locale: string) {
  return render(
    <IntlProvider locale={locale} messages={{}}>
      <CompanyProvider>
        <Probe />
      </CompanyProvider>
    </IntlProvider>,
  );
}

describe("useFormatters", () => {
  it("formats in the interface language with the company's currency and time zone", () => {
    signIn("c1", {});
    state.settings = { id: "c1", currency: "EUR", timezone: "Europe/Madrid" };
    renderIn("es");
    expect(screen.getByTestId("money").textContent).toMatch(/^1\.?234,50\s€$/);
    expect(screen.getByTestId("time").textContent).toBe("0:30");
  });

  it("follows another company time zone and currency", () => {
    signIn("c1", {});
    state.settings = { id: "c1", currency: "USD", timezone: "America/New_York" };
    renderIn("en-GB");
    expect(screen.getByTestId("money").textContent).toBe("US$1,234.50");
    expect(screen.getByTestId("time").textContent).toBe("18:30");
  });

  it("uses the company's currency and time zone for staff without the settings permission too", () => {
    signIn("staff", { companyId: "c1", permissions: ["orders"] });
    state.settings = { id: "c1", currency: "USD", timezone: "America/New_York" };
    state.settingsRequestedFor = [];
    renderIn("en-GB");
    expect(state.settingsRequestedFor).toContain("c1");
    expect(screen.getByTestId("money").textContent).toBe("US$1,234.50");
    expect(screen.getByTestId("time").textContent).toBe("18:30");
  });
});

describe("CompanyProvider", () => {
  it("reports the company missing and stops listening when nobody is signed in", () => {
    state.session = { status: "anonymous", user: null, principal: null };
    state.settingsRequestedFor = [];
    renderIn("en");
    expect(screen.getByTestId("missing").textContent).toBe("true");
    expect(state.settingsRequestedFor.every((id) => id === null)).toBe(true);
  });
});

describe("contentLanguagesOf", () => {
  it("lists the default language first, then the other enabled ones", () => {
    const config = contentLanguagesOf({
      id: "c1",
      i18n: { defaultLanguage: "es", languages: [{ language: "en", enabled: true }, { language: "es", enabled: true }, { language: "fr", enabled: false }] },
    });
    expect(config.languages).toEqual(["es", "en"]);
  });

  it("is English only without settings", () => {
    expect(contentLanguagesOf(null)).toEqual({ languages: ["en"], defaultLanguage: "en", hideTranslationTabs: false });
  });
});
