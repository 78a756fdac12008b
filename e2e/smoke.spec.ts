// First browser check: the built admin loads under /admin and shows the login form.
import { expect, test } from "@playwright/test";

test("the login page shows the email and password fields", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.locator('input[type="email"], input[autocomplete="email"], input[autocomplete="username"]').first()).toBeVisible();
  await expect(page.locator('input[type="password"]').first()).toBeVisible();
});
