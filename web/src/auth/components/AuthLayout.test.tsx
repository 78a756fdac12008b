import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import fr from "../../i18n/lang/fr.json";
import { UI_TEST_TIMEOUT, renderScreen } from "../testing";
import { AuthLayout } from "./AuthLayout";

afterEach(() => localStorage.clear());

describe("auth layout", { timeout: UI_TEST_TIMEOUT }, () => {
  it("offers the seven interface languages, each named in itself", async () => {
    await renderScreen(<AuthLayout title="Title">content</AuthLayout>, "/login");
    const picker = await screen.findByRole("combobox", { name: "Language" });
    const names = within(picker).getAllByRole("option").map((option) => option.textContent);
    expect(names).toEqual(["Deutsch", "English", "Español", "Català", "Français", "Nederlands", "中文"]);
  });

  it("switches the interface language and remembers the choice", async () => {
    const { user } = await renderScreen(<AuthLayout title="Title">content</AuthLayout>, "/login");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Language" }), "Français");
    expect(document.documentElement.lang).toBe("fr");
    expect(localStorage.getItem("comanda.language")).toBe("fr");
    // The texts follow: the footer now reads in French, from the French catalogue.
    expect(await screen.findByRole("link", { name: (fr as Record<string, string>)["auth.layout.privacy"] })).toBeInTheDocument();
  });

  it("links to the privacy policy and the terms and conditions", async () => {
    await renderScreen(<AuthLayout title="Title">content</AuthLayout>, "/login");
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
    expect(within(footer).getByRole("link", { name: "Terms and conditions" })).toHaveAttribute("href", "/terms-and-conditions");
  });
});
