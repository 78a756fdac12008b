import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { User } from "firebase/auth";
import * as repository from "../repository";
import { UI_TEST_TIMEOUT, renderScreen } from "../testing";
import LoginView from "./LoginView";

vi.mock("../repository", () => ({
  signIn: vi.fn(),
  signOut: vi.fn(),
  verifyEmail: vi.fn(),
  sendVerificationLink: vi.fn(),
}));

const repo = vi.mocked(repository);

function passwordUser(emailVerified: boolean): User {
  return { uid: "u1", email: "owner@example.com", emailVerified, providerData: [{ providerId: "password" }] } as unknown as User;
}

async function logIn({ user, fill }: Awaited<ReturnType<typeof renderScreen>>, email = "owner@example.com", password = "secret123") {
  await fill("Email", email);
  await fill("Password", password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

beforeEach(() => {
  vi.clearAllMocks();
  repo.signOut.mockResolvedValue(undefined);
});

describe("login", { timeout: UI_TEST_TIMEOUT }, () => {
  it("signs an unverified account out at once and says it is not verified", async () => {
    repo.signIn.mockResolvedValue(passwordUser(false));
    const ui = await renderScreen(<LoginView />, "/login");
    await logIn(ui);
    expect(await screen.findByText("Your account has not been verified yet. You can find the verification link in the email you received.")).toBeInTheDocument();
    expect(repo.signIn).toHaveBeenCalledWith("owner@example.com", "secret123");
    expect(repo.signOut).toHaveBeenCalledTimes(1);
  });

  it("resends the confirmation to the typed address and says it was sent", async () => {
    repo.signIn.mockResolvedValue(passwordUser(false));
    repo.sendVerificationLink.mockResolvedValue(undefined);
    const ui = await renderScreen(<LoginView />, "/login", "/login?redirect=%2Forders%2Flist");
    const { user } = ui;
    await logIn(ui);
    await user.click(await screen.findByRole("button", { name: "Resend confirmation" }));
    expect(await screen.findByText("We have sent you a new confirmation link. Please check your inbox.")).toBeInTheDocument();
    expect(repo.sendVerificationLink).toHaveBeenCalledWith({
      email: "owner@example.com",
      language: "en",
      redirect: `${window.location.origin}/admin/login?redirect=%2Forders%2Flist`,
    });
  });

  it("says 'Error requesting verification Link' when the resend fails", async () => {
    repo.signIn.mockResolvedValue(passwordUser(false));
    repo.sendVerificationLink.mockRejectedValue(Object.assign(new Error("internal"), { code: "internal" }));
    const ui = await renderScreen(<LoginView />, "/login");
    await logIn(ui);
    await ui.user.click(await screen.findByRole("button", { name: "Resend confirmation" }));
    expect(await screen.findByText("Error requesting verification Link")).toBeInTheDocument();
  });

  it("keeps a verified account signed in", async () => {
    repo.signIn.mockResolvedValue(passwordUser(true));
    const ui = await renderScreen(<LoginView />, "/login");
    await logIn(ui);
    await waitFor(() => expect(repo.signIn).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole("button", { name: "Log in" })).toBeEnabled());
    expect(repo.signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says 'Incorrect email or password' for wrong credentials and keeps the typed email", async () => {
    repo.signIn.mockRejectedValue(Object.assign(new Error("Firebase: Error (auth/invalid-credential)."), { code: "auth/invalid-credential" }));
    const ui = await renderScreen(<LoginView />, "/login");
    await logIn(ui, "owner@example.com", "wrong-password");
    expect(await screen.findByText("Incorrect email or password")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("owner@example.com");
  });

  it("shows other sign-in errors as their own text", async () => {
    repo.signIn.mockRejectedValue(Object.assign(new Error("offline"), { code: "auth/network-request-failed" }));
    const ui = await renderScreen(<LoginView />, "/login");
    await logIn(ui);
    expect(await screen.findByText("No connection to the server. Check your internet connection and try again.")).toBeInTheDocument();
  });
});

describe("after a QR-code access was withdrawn", { timeout: UI_TEST_TIMEOUT }, () => {
  it("says the access was withdrawn and to ask for a new code, with the e-mail form only behind a link", async () => {
    const { user } = await renderScreen(<LoginView />, "/login", { pathname: "/login", state: { accessWithdrawn: true } });
    expect(screen.getByRole("alert")).toHaveTextContent("Your access was withdrawn. Ask the owner for a new QR code.");
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Log in" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Log in with email and password" }));
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log in" })).toBeInTheDocument();
  });

  it("says so too when the mark was left in the tab rather than in the history entry, and only once", async () => {
    sessionStorage.setItem("comanda.accessWithdrawn", "1");
    const first = await renderScreen(<LoginView />, "/login", "/login?redirect=%2Forders%2Foverview");
    expect(screen.getByRole("alert")).toHaveTextContent("Your access was withdrawn. Ask the owner for a new QR code.");
    first.unmount();
    await renderScreen(<LoginView />, "/login");
    expect(screen.queryByText("Your access was withdrawn. Ask the owner for a new QR code.")).not.toBeInTheDocument();
  });

  it("says nothing of it on an ordinary visit", async () => {
    await renderScreen(<LoginView />, "/login");
    expect(screen.queryByText("Your access was withdrawn. Ask the owner for a new QR code.")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
  });
});

describe("verification link", { timeout: UI_TEST_TIMEOUT }, () => {
  it("applies the link's code and says the address is verified", async () => {
    repo.verifyEmail.mockResolvedValue(undefined);
    await renderScreen(<LoginView />, "/login", "/login?mode=verifyEmail&oobCode=code-ok");
    expect(await screen.findByText("Your email address is verified. You can log in now.")).toBeInTheDocument();
    expect(repo.verifyEmail).toHaveBeenCalledWith("code-ok");
  });

  it("says an expired link has expired", async () => {
    repo.verifyEmail.mockRejectedValue(Object.assign(new Error("expired"), { code: "auth/expired-action-code" }));
    await renderScreen(<LoginView />, "/login", "/login?mode=verifyEmail&oobCode=code-old");
    expect(await screen.findByText("This link has expired or has already been used. Request a new one.")).toBeInTheDocument();
  });

  it("says the address is verified when the Auth emulator's page verified it and continued here", async () => {
    const { router } = await renderScreen(<LoginView />, "/login", "/login?verified=email");
    expect(await screen.findByText("Your email address is verified. You can log in now.")).toBeInTheDocument();
    expect(repo.verifyEmail).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("drops the spent code from the address but keeps the redirect", async () => {
    repo.verifyEmail.mockResolvedValue(undefined);
    const { router } = await renderScreen(<LoginView />, "/login", "/login?redirect=%2Fzones&mode=verifyEmail&oobCode=code-spent&apiKey=k");
    await screen.findByText("Your email address is verified. You can log in now.");
    await waitFor(() => expect(router.state.location.search).toBe("?redirect=%2Fzones"));
  });
});
