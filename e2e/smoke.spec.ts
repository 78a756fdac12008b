// First browser check: the built admin loads under /admin and shows the login form.
import { expect, test } from "@playwright/test";
import { authMessages, en } from "./support/messages";

test("the login page shows the email and password fields", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("textbox", { name: en(authMessages.email) })).toBeVisible();
  await expect(page.getByLabel(en(authMessages.password), { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: en(authMessages.loginSubmit) })).toBeVisible();
});
