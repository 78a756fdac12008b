import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import * as repository from "../repository";
import { UI_TEST_TIMEOUT, fieldOf, renderScreen } from "../testing";
import ResetPasswordView from "./ResetPasswordView";

vi.mock("../repository", () => ({ checkPasswordResetCode: vi.fn(), resetPassword: vi.fn() }));

const repo = vi.mocked(repository);
const firebaseError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  vi.clearAllMocks();
});

describe("reset password", { timeout: UI_TEST_TIMEOUT }, () => {
  it("shows the account of the link", async () => {
    repo.checkPasswordResetCode.mockResolvedValue("owner@example.com");
    await renderScreen(<ResetPasswordView />, "/reset-password", "/reset-password?mode=resetPassword&oobCode=reset-1");
    expect(await screen.findByText("owner@example.com")).toBeInTheDocument();
    expect(repo.checkPasswordResetCode).toHaveBeenCalledWith("reset-1");
  });

  it("refuses two different passwords with 'The passwords do not match.'", async () => {
    repo.checkPasswordResetCode.mockResolvedValue("owner@example.com");
    const { user, fill } = await renderScreen(<ResetPasswordView />, "/reset-password", "/reset-password?oobCode=reset-1");
    await screen.findByLabelText("New password");
    await fill("New password", "new-password-1");
    await fill("Repeat the new password", "new-password-2");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(await within(fieldOf("Repeat the new password")).findByText("The passwords do not match.")).toBeInTheDocument();
    expect(repo.resetPassword).not.toHaveBeenCalled();
  });

  it("saves a repeated password with the link's code and offers the login", async () => {
    repo.checkPasswordResetCode.mockResolvedValue("owner@example.com");
    repo.resetPassword.mockResolvedValue(undefined);
    const { user, fill } = await renderScreen(<ResetPasswordView />, "/reset-password", "/reset-password?oobCode=reset-1");
    await screen.findByLabelText("New password");
    await fill("New password", "new-password-1");
    await fill("Repeat the new password", "new-password-1");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByText("Your password has been changed. You can log in now with the new password.")).toBeInTheDocument();
    expect(repo.resetPassword).toHaveBeenCalledWith("reset-1", "new-password-1");
    await user.click(screen.getByRole("button", { name: "Go to login" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/login");
  });

  it("says an expired link has expired and leads to a new one", async () => {
    repo.checkPasswordResetCode.mockRejectedValue(firebaseError("auth/expired-action-code"));
    const { user } = await renderScreen(<ResetPasswordView />, "/reset-password", "/reset-password?oobCode=old");
    expect(await screen.findByText("This link has expired or has already been used. Request a new one.")).toBeInTheDocument();
    // The page keeps its heading, so a screen reader user knows where the link led.
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Set a new password");
    await user.click(screen.getByRole("button", { name: "Request a new link" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/forgot-password");
  });

  it("treats a link without code as invalid without asking Firebase", async () => {
    await renderScreen(<ResetPasswordView />, "/reset-password");
    expect(await screen.findByText("This link has expired or has already been used. Request a new one.")).toBeInTheDocument();
    expect(repo.checkPasswordResetCode).not.toHaveBeenCalled();
  });
});
