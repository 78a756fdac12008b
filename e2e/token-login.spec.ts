// Login by the QR code of an access right (/token-login?token=…): a custom token signs staff in.
import { test, expect } from "./support/fixtures";
import { createStaff, customToken, DEMO_COMPANY_ID, removeUser } from "./support/emulators";
import { en, errorMessages, menuMessages, shellMessages } from "./support/messages";

test("a valid login QR code signs the staff member in and opens their first permitted screen", async ({ page, cleanup }) => {
  const staff = await createStaff(DEMO_COMPANY_ID, ["orders"]);
  cleanup(() => removeUser(staff));
  const token = await customToken(staff.uid);

  await page.goto(`/admin/token-login?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/orders/overview");
  const nav = page.getByRole("navigation", { name: en(shellMessages.navigation) });
  await expect(nav.getByRole("menuitem", { name: en(menuMessages["orders-list"]) })).toBeVisible();
});

test("a bad login QR code shows 'Invalid QR code for login'", async ({ page }) => {
  await page.goto("/admin/token-login?token=not-a-real-token");
  await expect(page.getByText(en(errorMessages.invalidLoginQr))).toBeVisible();
  await page.goto("/admin/the-end");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
});
