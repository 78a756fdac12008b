import { render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import type { User } from "firebase/auth";
import { principalFromClaims } from "@comanda/shared";
import type { Live } from "../../data/live";
import type { Session } from "../../data/session";

const state = vi.hoisted(() => ({
  session: null as unknown as Session,
  account: { data: null, loading: true, error: null } as Live<{ session?: string } | null>,
  watched: [] as (string | null)[],
  options: undefined as { refusalAfterDataIsFinal?: boolean } | undefined,
}));
const logout = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const endAllLive = vi.hoisted(() => vi.fn());
const written = vi.hoisted(() => [] as { path: string; data: unknown }[]);

vi.mock("../../data/firebase", () => ({ getDb: () => Promise.resolve({}) }));
vi.mock("firebase/firestore", () => ({
  doc: (_db: unknown, ...path: string[]) => ({ path: path.join("/") }),
  setDoc: (ref: { path: string }, data: unknown) => {
    written.push({ path: ref.path, data });
    return Promise.resolve();
  },
}));

vi.mock("../../data/session", () => ({ useSession: () => ({ session: state.session, logout, refreshClaims: vi.fn() }) }));
vi.mock("../../data/live", () => ({
  endAllLive,
  useLiveDoc: (makeRef: unknown, deps: readonly unknown[], options?: { refusalAfterDataIsFinal?: boolean }) => {
    state.watched.push(makeRef ? (deps[0] as string) : null);
    state.options = options;
    return state.account;
  },
}));

const { staffSessionEnded, useStaffSessionWatch } = await import("./staffSession");

function Watched() {
  const ended = useStaffSessionWatch();
  // As the shell does: an ended session shows nothing more.
  return ended ? null : <p>orders board</p>;
}

function LoginPage() {
  const { state: historyState } = useLocation();
  return <p>login page {JSON.stringify(historyState)}</p>;
}

function renderAt() {
  return render(
    <MemoryRouter initialEntries={["/orders"]}>
      <Routes>
        <Route path="/orders" element={<Watched />} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

function signIn(qrSession?: string) {
  const user = { uid: "waiter-1" } as User;
  state.session = { status: "signedIn", user, principal: principalFromClaims("waiter-1", { companyId: "c1", permissions: ["orders"] }), ...(qrSession ? { qrSession } : {}) };
}

beforeEach(() => {
  logout.mockClear();
  endAllLive.mockClear();
  written.length = 0;
  state.watched = [];
  state.account = { data: null, loading: true, error: null };
});

describe("staffSessionEnded", () => {
  const live = (data: { session?: string } | null, error: string | null = null, loading = false) => ({ data, error, loading });

  it("holds while the access right has the token's session, and while it loads", () => {
    expect(staffSessionEnded("s1", live({ session: "s1" }))).toBe(false);
    expect(staffSessionEnded("s1", live(null, null, true))).toBe(false);
  });

  it("ends when the access right is gone, has a new session or can no longer be read", () => {
    expect(staffSessionEnded("s1", live(null))).toBe(true);
    expect(staffSessionEnded("s1", live({ session: "s2" }))).toBe(true);
    expect(staffSessionEnded("s1", live({}))).toBe(true);
    expect(staffSessionEnded("s1", live(null, "permission-denied"))).toBe(true);
  });

  it("does not end on an error that says nothing about the session (offline)", () => {
    expect(staffSessionEnded("s1", live(null, "unavailable"))).toBe(false);
  });
});

describe("the signed-in shell of a QR-code login", () => {
  it("stays while its access right holds the session", async () => {
    signIn("s1");
    state.account = { data: { session: "s1" }, loading: false, error: null };
    renderAt();
    expect(await screen.findByText("orders board")).toBeInTheDocument();
    expect(state.watched).toContain("waiter-1");
    // Once read, a refusal of its own access right ends the session without the retries of other listeners.
    expect(state.options).toEqual({ refusalAfterDataIsFinal: true });
    expect(logout).not.toHaveBeenCalled();
    expect(endAllLive).not.toHaveBeenCalled();
  });

  it("signs out and goes to the login page when the code was replaced", async () => {
    signIn("s1");
    state.account = { data: { session: "s2" }, loading: false, error: null };
    renderAt();
    expect(await screen.findByText(/login page/)).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("signs out and goes to the login page when the access right was deleted", async () => {
    signIn("s1");
    state.account = { data: null, loading: false, error: "permission-denied" };
    renderAt();
    expect(await screen.findByText(/login page/)).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("stops every live listener and hides the screen at once, before the sign-out has finished", async () => {
    let finishLogout = () => undefined as void;
    logout.mockImplementationOnce(() => new Promise<void>((resolve) => (finishLogout = resolve)));
    signIn("s1");
    state.account = { data: null, loading: false, error: "permission-denied" };
    renderAt();
    await waitFor(() => expect(endAllLive).toHaveBeenCalledTimes(1));
    expect(screen.queryByText("orders board")).not.toBeInTheDocument();
    expect(screen.queryByText(/login page/)).not.toBeInTheDocument();
    finishLogout();
    expect(await screen.findByText(/login page/)).toBeInTheDocument();
  });

  it("tells the login page that the access was withdrawn, in the history entry and in the tab", async () => {
    sessionStorage.clear();
    signIn("s1");
    state.account = { data: null, loading: false, error: null };
    renderAt();
    expect(await screen.findByText('login page {"accessWithdrawn":true}')).toBeInTheDocument();
    expect(sessionStorage.getItem("comanda.accessWithdrawn")).toBe("1");
  });

  it("does not watch the owner's login (no session claim)", async () => {
    signIn();
    state.account = { data: null, loading: false, error: null };
    renderAt();
    expect(await screen.findByText("orders board")).toBeInTheDocument();
    await waitFor(() => expect(state.watched.length).toBeGreaterThan(0));
    expect(state.watched.every((uid) => uid === null)).toBe(true);
    expect(logout).not.toHaveBeenCalled();
  });
});

describe("the last activity of a QR-code login", () => {
  it("is written to its activity document while its session holds", async () => {
    signIn("s1");
    state.account = { data: { session: "s1" }, loading: false, error: null };
    renderAt();
    await waitFor(() => expect(written.map((w) => w.path)).toEqual(["activity/waiter-1"]));
    const data = written[0]!.data as { lastTimeOnline: string };
    expect(Math.abs(Date.parse(data.lastTimeOnline) - Date.now())).toBeLessThan(60_000);
  });

  it("is not written for the owner, nor once the session has ended", async () => {
    signIn();
    renderAt();
    expect(await screen.findByText("orders board")).toBeInTheDocument();
    signIn("s1");
    state.account = { data: { session: "s2" }, loading: false, error: null };
    renderAt();
    expect(await screen.findByText(/login page/)).toBeInTheDocument();
    expect(written).toEqual([]);
  });
});
