import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { ApiError } from "../../data/api";
import * as repository from "../repository";
import { UI_TEST_TIMEOUT, fieldOf, renderScreen } from "../testing";
import RegistrationView from "./RegistrationView";

vi.mock("../repository", () => ({ register: vi.fn() }));

const repo = vi.mocked(repository);

async function fillIn({ user, fill }: Awaited<ReturnType<typeof renderScreen>>, { newsletter = false } = {}) {
  await fill("Email", " owner@example.com ");
  await fill("Your name", "Ana García");
  await fill("Company name", "Bar Ana");
  await fill("Password", "long-enough");
  await user.click(screen.getByRole("checkbox", { name: /terms and conditions/ }));
  await user.click(screen.getByRole("checkbox", { name: /privacy policy/ }));
  if (newsletter) await user.click(screen.getByRole("checkbox", { name: /newsletter/ }));
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe("registration", { timeout: UI_TEST_TIMEOUT }, () => {
  it("sends the fields, the consents and the interface language", async () => {
    repo.register.mockResolvedValue({ uid: "new-owner" });
    const ui = await renderScreen(<RegistrationView />, "/registration");
    const { user } = ui;
    await fillIn(ui, { newsletter: true });
    await user.click(screen.getByRole("button", { name: "Register" }));
    await screen.findByText("Thank you for registering!");
    expect(repo.register).toHaveBeenCalledWith({
      email: "owner@example.com",
      name: "Ana García",
      companyname: "Bar Ana",
      password: "long-enough",
      acceptTerms: true,
      acceptPrivacy: true,
      acceptNewsletter: true,
      language: "en",
    });
  });

  it("thanks and says the activation link comes by email, with a way to the login", async () => {
    repo.register.mockResolvedValue({ uid: "new-owner" });
    const ui = await renderScreen(<RegistrationView />, "/registration");
    const { user } = ui;
    await fillIn(ui);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText(/activation link within the next few minutes.*check your spam folder/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Go to login" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/login");
  });

  it("shows the server's field errors under their fields and keeps the form", async () => {
    repo.register.mockRejectedValue(new ApiError("validation", 400, { email: ["email-already-in-use"], password: ["minLength"] }));
    const ui = await renderScreen(<RegistrationView />, "/registration");
    const { user } = ui;
    await fillIn(ui);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await within(fieldOf("Email")).findByText("This email is already in use")).toBeInTheDocument();
    expect(within(fieldOf("Password")).getByText("This text is too short.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your name")).toHaveValue("Ana García");
  });

  it("puts a duplicate address answered without field paths under the email field", async () => {
    repo.register.mockRejectedValue(new ApiError("email-already-in-use", 409));
    const ui = await renderScreen(<RegistrationView />, "/registration");
    const { user } = ui;
    await fillIn(ui);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await within(fieldOf("Email")).findByText("This email is already in use")).toBeInTheDocument();
  });

  it("does not register without accepting the terms and privacy", async () => {
    const { user, fill } = await renderScreen(<RegistrationView />, "/registration");
    await fill("Email", "owner@example.com");
    await fill("Your name", "Ana");
    await fill("Company name", "Bar Ana");
    await fill("Password", "long-enough");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findAllByText("This must be accepted.")).toHaveLength(2);
    expect(repo.register).not.toHaveBeenCalled();
  });

  it("refuses a password shorter than 8 characters before sending", async () => {
    const ui = await renderScreen(<RegistrationView />, "/registration");
    const { user } = ui;
    await fillIn(ui);
    await ui.fill("Password", "short");
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await within(fieldOf("Password")).findByText("At least 8 characters.")).toBeInTheDocument();
    expect(repo.register).not.toHaveBeenCalled();
  });
});
