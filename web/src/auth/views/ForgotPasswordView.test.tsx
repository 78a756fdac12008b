import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { ApiError } from "../../data/api";
import * as repository from "../repository";
import { UI_TEST_TIMEOUT, renderScreen } from "../testing";
import ForgotPasswordView from "./ForgotPasswordView";

vi.mock("../repository", () => ({ sendForgotPasswordLink: vi.fn() }));

const repo = vi.mocked(repository);

beforeEach(() => {
  vi.clearAllMocks();
});

describe("forgot password", { timeout: UI_TEST_TIMEOUT }, () => {
  it("asks for a reset link in the interface language and says it was sent if the account exists", async () => {
    repo.sendForgotPasswordLink.mockResolvedValue(undefined);
    const { user, fill } = await renderScreen(<ForgotPasswordView />, "/forgot-password");
    await fill("Email", "owner@example.com ");
    await user.click(screen.getByRole("button", { name: "Send link" }));
    expect(await screen.findByText("If an account exists for this address, we have sent a link to reset the password.")).toBeInTheDocument();
    expect(repo.sendForgotPasswordLink).toHaveBeenCalledWith({ email: "owner@example.com", language: "en" });
  });

  it("says 'Error requesting verification Link' when the request fails", async () => {
    repo.sendForgotPasswordLink.mockRejectedValue(new ApiError("internal", 500));
    const { user, fill } = await renderScreen(<ForgotPasswordView />, "/forgot-password");
    await fill("Email", "owner@example.com");
    await user.click(screen.getByRole("button", { name: "Send link" }));
    expect(await screen.findByText("Error requesting verification Link")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("owner@example.com");
  });
});
