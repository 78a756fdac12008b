import { act, configure, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router-dom";
import type { User } from "firebase/auth";
import { principalFromClaims, type Permission } from "@comanda/shared";
import type { Company, CompanyInfo, CompanySettings } from "../../company/types";
import type { Session } from "../../data/session";
import { LanguageProvider } from "../../i18n/language";
import { AntdProvider } from "../../i18n/antdProvider";

// antd in jsdom is slow, more so on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const state = vi.hoisted(() => ({
  session: null as unknown as Session,
  company: null as Company | null,
  info: null as CompanyInfo | null,
  settings: null as CompanySettings | null,
  newOrders: { count: 0, ready: true },
  ordersListenedFor: [] as (string | null)[],
}));
const beep = vi.hoisted(() => vi.fn());
const logout = vi.hoisted(() => vi.fn(() => Promise.resolve()));

vi.mock("../../data/session", () => ({ useSession: () => ({ session: state.session, logout, refreshClaims: vi.fn() }) }));
vi.mock("./beep", () => ({ beep }));
vi.mock("./repository", () => ({
  useNewOrderCount: (companyId: string | null) => {
    state.ordersListenedFor.push(companyId);
    return companyId ? state.newOrders : { count: 0, ready: false };
  },
}));
vi.mock("../../company/repository", () => ({
  useCompanyDoc: (id: string | null) => ({ data: id ? state.company : null, loading: false, error: null }),
  useCompanyInfoDoc: (id: string | null) => ({ data: id ? state.info : null, loading: false, error: null }),
  useCompanySettingsDoc: (id: string | null) => ({ data: id ? state.settings : null, loading: false, error: null }),
}));

const { default: Shell } = await import("./Shell");

function signIn(uid: string, claims: { companyId?: string; permissions?: Permission[] }, user: Partial<User> = {}) {
  state.session = { status: "signedIn", user: { uid, displayName: null, email: null, ...user } as User, principal: principalFromClaims(uid, claims) };
}

function setScreenWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes("min-width"),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

function ui(path = "/orders/overview") {
  return (
    <LanguageProvider>
      <AntdProvider>
        <MemoryRouter initialEntries={[path]}>
          <Shell>
            <p>screen content</p>
          </Shell>
        </MemoryRouter>
      </AntdProvider>
    </LanguageProvider>
  );
}

function nav() {
  return within(screen.getByLabelText("Main menu"));
}

beforeEach(() => {
  setScreenWidth(true);
  state.company = { id: "c1", hasAnActiveSubscription: true, subscribedPlan: "Pro" };
  state.info = { id: "c1", brandName: "Casa Pepe", picture: null };
  state.settings = { id: "c1", currency: "EUR", timezone: "Europe/Madrid" };
  state.newOrders = { count: 0, ready: true };
  state.ordersListenedFor = [];
  beep.mockClear();
  logout.mockClear();
  vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
  // antd's drawer measures itself and the scroll bar; jsdom has no ResizeObserver nor pseudo-element styles.
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, "getComputedStyle").mockImplementation((element) => computed(element));
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("side menu by permission", () => {
  it("shows a staff member holding only orders the orders entries and nothing else", () => {
    signIn("staff1", { companyId: "c1", permissions: ["orders"] });
    render(ui());
    expect(nav().getByText("Orders")).toBeInTheDocument();
    expect(nav().getByText("Overview")).toBeInTheDocument();
    for (const other of ["Dashboard", "Menu", "Sales zones", "Customers", "Content", "Settings", "Delivery"]) {
      expect(nav().queryByText(other)).not.toBeInTheDocument();
    }
    expect(screen.queryByText("Account")).not.toBeInTheDocument();
  });

  it("shows the owner every screen and the profile link", () => {
    signIn("c1", {});
    render(ui("/dashboard"));
    for (const label of ["Dashboard", "Orders", "Menu", "Sales zones", "Customers", "Content", "Settings"]) {
      expect(nav().getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText("Account").closest("a")).toHaveAttribute("href", "/profile");
  });

  it("does not listen to new orders for staff without the orders permission", () => {
    signIn("staff2", { companyId: "c1", permissions: ["content"] });
    render(ui("/content"));
    expect(state.ordersListenedFor.every((id) => id === null)).toBe(true);
    expect(nav().queryByText("Orders")).not.toBeInTheDocument();
  });

  it("offers a staff member a sub-account item whose popover logs out", async () => {
    signIn("staff1", { companyId: "c1", permissions: ["orders"] }, { displayName: "Kitchen tablet" });
    render(ui());
    fireEvent.click(screen.getByText("Kitchen tablet").closest("button")!);
    const popover = await screen.findByText("Signed in as");
    fireEvent.click(within(popover.closest(".ant-popover")! as HTMLElement).getByText("Log out").closest("button")!);
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

describe("new orders badge", () => {
  it("highlights the orders entry for 5 seconds and beeps when the count rises", () => {
    vi.useFakeTimers();
    signIn("c1", {});
    state.newOrders = { count: 2, ready: true };
    const { rerender } = render(ui());
    expect(screen.getByTestId("orders-menu-label")).not.toHaveClass("shell-menu-highlight");
    expect(beep).not.toHaveBeenCalled();

    state.newOrders = { count: 3, ready: true };
    rerender(ui());
    expect(screen.getByTestId("orders-menu-label")).toHaveClass("shell-menu-highlight");
    expect(beep).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByTestId("orders-menu-label")).toHaveClass("shell-menu-highlight");
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId("orders-menu-label")).not.toHaveClass("shell-menu-highlight");
  });

  it("stays quiet when the count falls", () => {
    signIn("c1", {});
    state.newOrders = { count: 4, ready: true };
    const { rerender } = render(ui());
    state.newOrders = { count: 1, ready: true };
    rerender(ui());
    expect(beep).not.toHaveBeenCalled();
    expect(screen.getByTestId("orders-menu-label")).not.toHaveClass("shell-menu-highlight");
  });
});

describe("shell frame", () => {
  it("shows a calm message instead of the screen when the company document is missing", () => {
    signIn("c1", {});
    state.company = null;
    render(ui());
    expect(screen.getByText("Your company's data is not available")).toBeInTheDocument();
    expect(screen.queryByText("screen content")).not.toBeInTheDocument();
  });

  it("puts the menu in a drawer behind a menu button below 1200 px", async () => {
    setScreenWidth(false);
    signIn("c1", {});
    render(ui());
    expect(screen.queryByLabelText("Main menu")).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("Open menu"));
    expect(await screen.findByLabelText("Main menu")).toBeInTheDocument();
  });

  it("shows the brand name and the plan of an active subscription", () => {
    signIn("c1", {});
    render(ui());
    expect(screen.getAllByText("Casa Pepe").length).toBeGreaterThan(0);
    expect(screen.getByTestId("subscription-badge")).toHaveTextContent("Pro");
  });

  it("names a known plan in the user's language and keeps the name of one it does not know", () => {
    signIn("c1", {});
    state.company = { id: "c1", hasAnActiveSubscription: true, subscribedPlan: "basic" };
    const { unmount } = render(ui());
    expect(screen.getByTestId("subscription-badge")).toHaveTextContent(/^Basic$/);
    unmount();
    state.company = { id: "c1", hasAnActiveSubscription: true, subscribedPlan: "Enterprise" };
    render(ui());
    expect(screen.getByTestId("subscription-badge")).toHaveTextContent(/^Enterprise$/);
  });

  it("offers a content-language selector only when the company enabled several languages", () => {
    signIn("c1", {});
    state.settings = { id: "c1", i18n: { defaultLanguage: "es", languages: [{ language: "es", enabled: true }, { language: "en", enabled: true }] } };
    render(ui());
    expect(screen.getByLabelText("Content language")).toBeInTheDocument();
  });

  it("has no content-language selector with a single content language", () => {
    signIn("c1", {});
    state.settings = { id: "c1", i18n: { defaultLanguage: "es", languages: [{ language: "es", enabled: true }, { language: "en", enabled: false }] } };
    render(ui());
    expect(screen.queryByLabelText("Content language")).not.toBeInTheDocument();
  });

  it("announces a new deployed version with an update button", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(JSON.stringify({ version: "99.0.0" }), { status: 200 })));
    signIn("c1", {});
    render(ui());
    expect(await screen.findByText("A new version of Comanda is available.")).toBeInTheDocument();
    expect(screen.getByText("Update").closest("button")).toBeInTheDocument();
  });
});
