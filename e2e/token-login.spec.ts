// Login by the QR code of an access right (/token-login?token=…): the server exchanges the code's secret for
// a sign-in; a new code or a deleted access right sends the staff member back to the login page at once.
import { test, expect } from "./support/fixtures";
import { createStaff, db, DEMO_COMPANY_ID, removeUser } from "./support/emulators";
import { authMessages, en, errorMessages, menuMessages, shellMessages } from "./support/messages";

test("a valid login QR code signs the staff member in and opens their first permitted screen", async ({ page, cleanup }) => {
  const staff = await createStaff(DEMO_COMPANY_ID, ["orders"]);
  cleanup(() => removeUser(staff));

  await page.goto(`/admin/token-login?token=${encodeURIComponent(staff.qrToken)}`);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/orders/overview");
  const nav = page.getByRole("navigation", { name: en(shellMessages.navigation) });
  await expect(nav.getByRole("menuitem", { name: en(menuMessages["orders-list"]) })).toBeVisible();
});

test("a new code ends the session made with the old one: the screen goes to the login page", async ({ page, cleanup }) => {
  const staff = await createStaff(DEMO_COMPANY_ID, ["orders"]);
  cleanup(() => removeUser(staff));
  await page.goto(`/admin/token-login?token=${encodeURIComponent(staff.qrToken)}`);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/orders/overview");

  // What POST /api/accounts/:id/qr-code writes: a new session on the access right.
  await db.collection("accounts").doc(staff.uid).update({ session: "a-new-session" });
  // Saying why, and without the e-mail form.
  await expect(page).toHaveURL((url) => url.pathname === "/admin/login", { timeout: 20_000 });
  await expect(page.getByRole("alert")).toHaveText(en(authMessages.accessWithdrawn));
  await expect(page.getByLabel(en(authMessages.email))).toHaveCount(0);
  // The old code no longer signs in once its secret is replaced.
  await db.collection("accountKeys").doc(staff.uid).update({ secret: "another-secret-another-secret-xx" });
  await page.goto(`/admin/token-login?token=${encodeURIComponent(staff.qrToken)}`);
  await expect(page.getByText(en(errorMessages.invalidLoginQr))).toBeVisible();
});

test("a bad login QR code shows 'Invalid QR code for login'", async ({ page }) => {
  await page.goto("/admin/token-login?token=not-a-real-token");
  await expect(page.getByText(en(errorMessages.invalidLoginQr))).toBeVisible();
  await page.goto("/admin/the-end");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
});
