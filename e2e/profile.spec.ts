// The owner's profile (spec §2, §5, §8): editing with the name rule, and deleting the account.
import { test, expect } from "./support/fixtures";
import { readDoc, registerCompany, removeUser } from "./support/emulators";
import { en, enWith, errorMessages, profileMessages, uiMessages } from "./support/messages";
import { login, submitLogin } from "./support/ui";

test("a 2-character name is refused with the validation error and nothing is saved", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "profile-short", name: "Ada Original" });
  cleanup(() => removeUser(owner));
  await login(page, owner.email, owner.password);
  await page.goto("/admin/profile");
  await page.getByRole("button", { name: en(profileMessages.editProfile) }).click();

  const dialog = page.getByRole("dialog", { name: en(profileMessages.editProfile) });
  const name = dialog.getByRole("textbox", { name: en(profileMessages.name) });
  await name.fill("Al");
  await dialog.getByRole("textbox", { name: en(profileMessages.bio) }).fill("Runs the bar.");
  await dialog.getByRole("button", { name: en(uiMessages.save) }).click();

  await expect(name).toHaveAccessibleDescription(enWith(errorMessages.minLengthOf, { min: 3 }));
  await expect(page.getByText(en(errorMessages.formInvalid))).toBeVisible();
  await expect(dialog).toBeVisible();
  expect((await readDoc("users", owner.uid))?.name).toBe("Ada Original");
  await dialog.getByRole("button", { name: en(profileMessages.cancel) }).click();
  await expect(page.getByRole("heading", { name: "Ada Original" })).toBeVisible();
});

test("a valid name is saved and shown on the profile", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "profile-edit", name: "Ada Original" });
  cleanup(() => removeUser(owner));
  await login(page, owner.email, owner.password);
  await page.goto("/admin/profile");
  await page.getByRole("button", { name: en(profileMessages.editProfile) }).click();

  const dialog = page.getByRole("dialog", { name: en(profileMessages.editProfile) });
  await dialog.getByRole("textbox", { name: en(profileMessages.name) }).fill("Ada Lovelace");
  await dialog.getByRole("textbox", { name: en(profileMessages.bio) }).fill("Runs the bar.");
  await dialog.getByRole("button", { name: en(uiMessages.save) }).click();

  await expect(page.getByText(en(profileMessages.saved))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Ada Lovelace" })).toBeVisible();
  await expect(page.getByText("Runs the bar.")).toBeVisible();
  expect((await readDoc("users", owner.uid))?.name).toBe("Ada Lovelace");
});

test("deleting the account needs the confirmation, signs out, and the login then fails", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "delete" });
  cleanup(() => removeUser(owner));
  await login(page, owner.email, owner.password);
  await page.goto("/admin/profile");
  await page.getByRole("button", { name: en(profileMessages.deleteAccount) }).click();

  const dialog = page.getByRole("dialog", { name: en(profileMessages.deleteAccount) });
  await expect(dialog.getByText(en(profileMessages.deleteWarning))).toBeVisible();
  const confirm = dialog.getByRole("button", { name: en(profileMessages.deleteConfirm) });
  await expect(confirm).toBeDisabled();
  const confirmation = dialog.getByRole("textbox", { name: en(profileMessages.deleteConfirmation) });
  await confirmation.fill("delete please");
  await expect(confirm).toBeDisabled();
  await confirmation.fill("DELETE");
  await confirm.click();

  await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
  await expect.poll(async () => (await readDoc("companies", owner.uid)) === undefined).toBe(true);
  await submitLogin(page, owner.email, owner.password);
  await expect(page.getByRole("alert")).toHaveText(en(errorMessages.wrongCredentials));
});
