// Login with e-mail and password (spec §4, §8): wrong credentials, and accounts whose e-mail is not verified.
import { test, expect } from "./support/fixtures";
import { adminLinkIn, createUser, DEMO_PASSWORD, mailsTo, removeUser } from "./support/emulators";
import { authMessages, en, errorMessages } from "./support/messages";
import { submitLogin } from "./support/ui";

test("a wrong password shows 'Incorrect email or password' and keeps the typed e-mail", async ({ page }) => {
  await page.goto("/admin/login");
  await submitLogin(page, "owner@comanda.test", `${DEMO_PASSWORD}-wrong`);
  await expect(page.getByRole("alert")).toHaveText(en(errorMessages.wrongCredentials));
  await expect(page.getByRole("textbox", { name: en(authMessages.email) })).toHaveValue("owner@comanda.test");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
});

test("an unverified user sees the not-verified message and stays signed out", async ({ page, cleanup }) => {
  const user = await createUser({ tag: "unverified", emailVerified: false, claims: { companyId: "e2e-unverified", permissions: [] } });
  cleanup(() => removeUser(user));
  await page.goto("/admin/login");
  await submitLogin(page, user.email, user.password);
  await expect(page.getByRole("alert")).toContainText(en(errorMessages.notVerified));
  // Signed out: an admin page sends the visitor back to login.
  await page.goto("/admin/the-end");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/login" && url.searchParams.get("redirect") === "/the-end");
});

test("resending the confirmation writes a new verification mail for that address", async ({ page, cleanup }) => {
  const user = await createUser({ tag: "resend", emailVerified: false, claims: { companyId: "e2e-resend", permissions: [] } });
  cleanup(() => removeUser(user));
  await page.goto("/admin/login");
  await submitLogin(page, user.email, user.password);
  await page.getByRole("button", { name: en(authMessages.resendConfirmation) }).click();
  await expect(page.getByRole("status")).toHaveText(en(authMessages.confirmationSent));
  await expect.poll(async () => (await mailsTo(user.email)).length).toBe(1);
  const [mail] = await mailsTo(user.email);
  const link = mail ? adminLinkIn(mail, "/login") : null;
  expect(link?.searchParams.get("mode")).toBe("verifyEmail");
  expect(link?.searchParams.get("oobCode")).toBeTruthy();
});
