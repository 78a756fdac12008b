import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { IntlProvider } from "react-intl";
import { App as AntApp } from "antd";
import { MemoryRouter } from "react-router-dom";
import type { User } from "firebase/auth";
import { principalFromClaims, type Notification } from "@comanda/shared";
import type { Session } from "../../data/session";

const state = vi.hoisted(() => ({
  session: null as unknown as Session,
  notifications: [] as Notification[],
  listenedFor: [] as (string | null)[],
}));
const markNotificationRead = vi.hoisted(() => vi.fn((_id: string) => Promise.resolve()));
const markNotificationsRead = vi.hoisted(() => vi.fn((_ids: readonly string[]) => Promise.resolve()));

vi.mock("../../data/session", () => ({ useSession: () => ({ session: state.session, logout: vi.fn(), refreshClaims: vi.fn() }) }));
vi.mock("../repository", () => ({
  useMyNotifications: (uid: string | null) => {
    state.listenedFor.push(uid);
    return { data: uid ? state.notifications : [], loading: false, error: null };
  },
  markNotificationRead,
  markNotificationsRead,
}));
vi.mock("../../company", async () => {
  const { createFormatters } = await vi.importActual<typeof import("../../company/formatters")>("../../company/formatters");
  return { useFormatters: () => createFormatters({ locale: "en", currency: "EUR", timezone: "Europe/Madrid" }) };
});

const { default: NotificationsView } = await import("./NotificationsView");

function note(id: string, read: boolean, message: string, minutesAgo: number): Notification {
  return { id, companyId: "c1", userId: "c1", read, message, date: new Date(Date.now() - minutesAgo * 60_000).toISOString(), orderId: null };
}

function renderView() {
  return render(
    <IntlProvider locale="en" messages={{}}>
      <AntApp>
        <MemoryRouter initialEntries={["/notifications"]}>
          <NotificationsView />
        </MemoryRouter>
      </AntApp>
    </IntlProvider>,
  );
}

beforeEach(() => {
  state.session = { status: "signedIn", user: { uid: "c1" } as User, principal: principalFromClaims("c1", {}) };
  state.notifications = [note("n1", false, "unprocessed-order", 5), note("n2", true, "Welcome to Comanda!", 60 * 24), note("n3", false, "Printer offline", 60 * 48)];
  state.listenedFor = [];
  markNotificationRead.mockClear();
  markNotificationsRead.mockClear();
});

describe("NotificationsView", () => {
  it("invites an anonymous visitor to log in and listens to nothing", () => {
    state.session = { status: "anonymous", user: null, principal: null };
    renderView();
    expect(screen.getByText("Your notifications appear here once you are logged in.")).toBeInTheDocument();
    expect(screen.getByText("Log in").closest("a")).toHaveAttribute("href", "/login?redirect=%2Fnotifications");
    expect(state.listenedFor).toEqual([]);
  });

  it("lists the user's own notifications, highlighting the unread ones", () => {
    renderView();
    expect(state.listenedFor).toContain("c1");
    expect(screen.getByTestId("notification-n1")).toHaveClass("notification-unread");
    expect(screen.getByTestId("notification-n2")).not.toHaveClass("notification-unread");
    expect(screen.getByText("2 unread")).toBeInTheDocument();
  });

  it("turns a known message id into text and shows how long ago it came", () => {
    renderView();
    expect(screen.getByText("An order has been waiting for more than 10 minutes.")).toBeInTheDocument();
    expect(screen.getByText("5 minutes ago")).toBeInTheDocument();
  });

  it("names the offline printer and links to the printers for who may manage them", () => {
    state.notifications = [{ ...note("p1", false, "printer-offline", 3), about: "Kitchen" }];
    renderView();
    expect(screen.getByText("The printer Kitchen is offline and has tickets waiting.")).toBeInTheDocument();
    expect(screen.getByText("Show printers").closest("a")).toHaveAttribute("href", "/settings/printers");
  });

  it("shows no printers link to staff without the settings permission", () => {
    state.session = { status: "signedIn", user: { uid: "s1" } as User, principal: principalFromClaims("s1", { companyId: "c1", permissions: ["orders"] }) };
    state.notifications = [{ ...note("p1", false, "printer-offline", 3), about: "Kitchen" }];
    renderView();
    expect(screen.getByText("The printer Kitchen is offline and has tickets waiting.")).toBeInTheDocument();
    expect(screen.queryByText("Show printers")).not.toBeInTheDocument();
  });

  it("marks one notification as read", async () => {
    renderView();
    fireEvent.click(screen.getAllByText("Mark as read")[0]!.closest("button")!);
    await waitFor(() => expect(markNotificationRead).toHaveBeenCalledWith("n1"));
  });

  it("marks all unread notifications as read, and only those", async () => {
    renderView();
    fireEvent.click(screen.getByText("Mark all as read").closest("button")!);
    await waitFor(() => expect(markNotificationsRead).toHaveBeenCalledWith(["n1", "n3"]));
  });
});
