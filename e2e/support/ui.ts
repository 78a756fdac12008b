// Steps a user takes in the admin, shared by the browser tests.
import { expect, type Page } from "@playwright/test";
import { authMessages, en } from "./messages";

/** Fills and sends the login form (the page must show it). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("textbox", { name: en(authMessages.email) }).fill(email);
  await page.getByLabel(en(authMessages.password), { exact: true }).fill(password);
  await page.getByRole("button", { name: en(authMessages.loginSubmit) }).click();
}

/** Logs in from the login page and waits until the admin has left it. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/admin/login");
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/admin\/login(\?|$)/);
}
