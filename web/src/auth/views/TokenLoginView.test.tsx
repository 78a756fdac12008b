import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import type { Session } from "../../data/session";
import * as repository from "../repository";
import { UI_TEST_TIMEOUT, renderScreen } from "../testing";
import TokenLoginView from "./TokenLoginView";

vi.mock("../repository", () => ({ signInWithToken: vi.fn() }));

const session = vi.hoisted(() => ({ current: { status: "anonymous", user: null, principal: null } as unknown }));
vi.mock("../../data/session", () => ({
  useSession: () => ({ session: session.current as Session, refreshClaims: async () => {}, logout: async () => {} }),
}));

const repo = vi.mocked(repository);

beforeEach(() => {
  vi.clearAllMocks();
  session.current = { status: "anonymous", user: null, principal: null };
});

describe("token login", { timeout: UI_TEST_TIMEOUT }, () => {
  it("says 'Invalid QR code for login' without a token and does not try to sign in", async () => {
    await renderScreen(<TokenLoginView />, "/token-login");
    expect(await screen.findByText("Invalid QR code for login")).toBeInTheDocument();
    expect(repo.signInWithToken).not.toHaveBeenCalled();
  });

  it("says 'Invalid QR code for login' when the token is refused", async () => {
    repo.signInWithToken.mockRejectedValue(Object.assign(new Error("bad token"), { code: "auth/invalid-custom-token" }));
    await renderScreen(<TokenLoginView />, "/token-login", "/token-login?token=forged");
    expect(await screen.findByText("Invalid QR code for login")).toBeInTheDocument();
    expect(repo.signInWithToken).toHaveBeenCalledWith("forged");
  });

  it("says the connection failed rather than blaming the code when offline", async () => {
    repo.signInWithToken.mockRejectedValue(Object.assign(new Error("offline"), { code: "auth/network-request-failed" }));
    await renderScreen(<TokenLoginView />, "/token-login", "/token-login?token=offline-token");
    expect(await screen.findByText("No connection to the server. Check your internet connection and try again.")).toBeInTheDocument();
  });

  it("asks to wait rather than blaming the code when the server limits the attempts", async () => {
    repo.signInWithToken.mockRejectedValue(Object.assign(new Error("rate-limited"), { code: "rate-limited", status: 429 }));
    await renderScreen(<TokenLoginView />, "/token-login", "/token-login?token=busy-token");
    expect(await screen.findByText(/too many/i)).toBeInTheDocument();
    expect(screen.queryByText("Invalid QR code for login")).not.toBeInTheDocument();
  });

  it("hands a signed-in staff member to the login route, whose guard picks their start page", async () => {
    session.current = { status: "signedIn", user: { uid: "staff-1" }, principal: {} };
    repo.signInWithToken.mockResolvedValue("staff-1");
    await renderScreen(<TokenLoginView />, "/token-login", "/token-login?token=good-token");
    expect(await screen.findByTestId("location")).toHaveTextContent(/^\/login$/);
  });
});
