// Forgot and reset password (spec §4): the mailed link leads to a form that sets a new password.
import { test, expect } from "./support/fixtures";
import { adminLinkIn, mailsTo, registerCompany, removeUser } from "./support/emulators";
import { authMessages, en, errorMessages } from "./support/messages";
import { login } from "./support/ui";

test("a reset link from the mail sets a new password (a mismatch is refused first) that then logs in", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "reset" });
  cleanup(() => removeUser(owner));
  const before = (await mailsTo(owner.email)).length;

  await page.goto("/admin/login");
  await page.getByRole("link", { name: en(authMessages.forgotPasswordLink) }).click();
  // The login page stays until the next screen has loaded, and it has an e-mail field too.
  await expect(page.getByRole("heading", { name: en(authMessages.forgotTitle) })).toBeVisible();
  await page.getByRole("textbox", { name: en(authMessages.email) }).fill(owner.email);
  await page.getByRole("button", { name: en(authMessages.forgotSubmit) }).click();
  await expect(page.getByText(en(authMessages.resetLinkSent))).toBeVisible();

  await expect.poll(async () => (await mailsTo(owner.email)).map((m) => adminLinkIn(m, "/reset-password")).filter(Boolean).length).toBe(1);
  expect((await mailsTo(owner.email)).length).toBe(before + 1);
  const link = (await mailsTo(owner.email)).map((m) => adminLinkIn(m, "/reset-password")).find(Boolean);
  expect(link?.searchParams.get("oobCode")).toBeTruthy();
  if (!link) throw new Error("the mail holds no reset link");
  await page.goto(link.toString());
  await expect(page.getByRole("heading", { name: en(authMessages.resetTitle) })).toBeVisible();

  const newPassword = "brand-new-pass-42";
  const password = page.getByLabel(en(authMessages.newPassword), { exact: true });
  const repeat = page.getByLabel(en(authMessages.repeatPassword), { exact: true });
  await password.fill(newPassword);
  await repeat.fill(`${newPassword}-typo`);
  await page.getByRole("button", { name: en(authMessages.resetSubmit) }).click();
  await expect(repeat).toHaveAccessibleDescription(en(errorMessages.passwordMismatch));

  await repeat.fill(newPassword);
  await page.getByRole("button", { name: en(authMessages.resetSubmit) }).click();
  await expect(page.getByText(en(authMessages.resetDone))).toBeVisible();

  await login(page, owner.email, newPassword);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/dashboard");
});
