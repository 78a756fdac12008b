// Registration of a new company in the browser (spec §5): thanks page, verification mail, first login as owner,
// and a second registration with the same address.
import { test, expect } from "./support/fixtures";
import { adminLinkIn, mailsTo, registerCompany, removeUser, uniqueEmail } from "./support/emulators";
import { authMessages, en, errorMessages, menuMessages } from "./support/messages";
import { submitLogin } from "./support/ui";
import type { Page } from "@playwright/test";

interface Typed {
  email: string;
  name: string;
  companyname: string;
  password: string;
}

async function fillRegistration(page: Page, typed: Typed): Promise<void> {
  await page.goto("/admin/registration");
  await page.getByRole("textbox", { name: en(authMessages.email) }).fill(typed.email);
  await page.getByRole("textbox", { name: en(authMessages.name) }).fill(typed.name);
  await page.getByRole("textbox", { name: en(authMessages.companyname) }).fill(typed.companyname);
  await page.getByLabel(en(authMessages.password), { exact: true }).fill(typed.password);
  await page.getByRole("checkbox", { name: en(authMessages.acceptTerms) }).check();
  await page.getByRole("checkbox", { name: en(authMessages.acceptPrivacy) }).check();
  await page.getByRole("button", { name: en(authMessages.registrationSubmit) }).click();
}

test("a company registered in the browser is verified by the mailed link and its owner reaches the start page", async ({ page, cleanup }) => {
  const typed: Typed = { email: uniqueEmail("register"), name: "Rita Registra", companyname: "Bar Registre", password: "register-pass-1" };
  cleanup(() => removeUser({ email: typed.email }));

  await fillRegistration(page, typed);
  await expect(page.getByText(en(authMessages.registrationThanksTitle))).toBeVisible();
  await expect(page.getByText(en(authMessages.registrationThanksText))).toBeVisible();

  await expect.poll(async () => (await mailsTo(typed.email)).length).toBe(1);
  const [mail] = await mailsTo(typed.email);
  const link = mail ? adminLinkIn(mail, "/login") : null;
  expect(link?.searchParams.get("mode")).toBe("verifyEmail");
  expect(link?.searchParams.get("oobCode")).toBeTruthy();

  if (!link) throw new Error("the mail holds no verification link");
  await page.goto(link.toString());
  await expect(page.getByRole("status")).toHaveText(en(authMessages.emailVerified));

  await submitLogin(page, typed.email, typed.password);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/dashboard");
  // The profile entry is for owners only.
  await expect(page.getByRole("link", { name: en(menuMessages.profile) })).toBeVisible();
});

test("registering an address already in use shows the error under the e-mail and keeps the typed values", async ({ page, cleanup }) => {
  const existing = await registerCompany({ tag: "taken" });
  cleanup(() => removeUser(existing));
  const typed: Typed = { email: existing.email, name: "Second Person", companyname: "Second Bar", password: "second-pass-1" };

  await fillRegistration(page, typed);
  const email = page.getByRole("textbox", { name: en(authMessages.email) });
  await expect(email).toHaveAccessibleDescription(en(errorMessages.emailInUse));
  await expect(email).toHaveValue(typed.email);
  await expect(page.getByRole("textbox", { name: en(authMessages.name) })).toHaveValue(typed.name);
  await expect(page.getByRole("textbox", { name: en(authMessages.companyname) })).toHaveValue(typed.companyname);
  await expect(page.getByRole("checkbox", { name: en(authMessages.acceptTerms) })).toBeChecked();
  expect(await mailsTo(existing.email)).toHaveLength(1);
});
