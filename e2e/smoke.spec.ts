// First browser check: the built admin loads under /admin and shows the login form.
import { expect, test } from "@playwright/test";

test("the login page shows the email and password fields", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
});
