// /settings/api (spec §1, §2, §7, §8): the owner switches API access on, generates the password, regenerates
// it after confirming that the old one stops working at once, sees the new one once, and an integrator's
// request to /api/v1/company with it succeeds while the old password is refused.
import { test, expect } from "./support/fixtures";
import { seriousViolations, settled } from "./support/axe";
import { BASE_URL, db, registerCompany, removeUser } from "./support/emulators";
import { en } from "./support/messages";
import { login } from "./support/ui";
import { apiSettingsMessages as m } from "../web/src/settings/api/messages";

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const company = (auth: string) => fetch(new URL("/api/v1/company", BASE_URL), { headers: { Authorization: auth } });

test("the owner regenerates the API password after confirming, sees it once, and it opens /api/v1", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "api" });
  cleanup(async () => {
    const secrets = await db.collection("apiCredentials").where("companyId", "==", owner.uid).get();
    await Promise.all([...secrets.docs.map((d) => d.ref.delete()), db.collection("apiRateLimits").doc(owner.uid).delete()]);
    await removeUser(owner);
  });
  // API access is for subscribers (spec §1).
  await db.collection("companies").doc(owner.uid).set({ hasAnActiveSubscription: true, subscribedPlan: "pro" }, { merge: true });

  await login(page, owner.email, owner.password);
  await page.goto("/admin/settings/api");
  await expect(page.getByRole("heading", { name: en(m.title) })).toBeVisible();
  await expect(page.getByRole("link", { name: en(m.openApi) })).toHaveAttribute("href", /\/api\/v1\/openapi\.json$/);

  await page.getByRole("switch", { name: en(m.enabled) }).click();
  await expect(page.getByText(en(m.switchedOn))).toBeVisible();

  // The first password replaces nothing: no confirmation.
  await page.getByRole("button", { name: en(m.generate) }).click();
  const shown = page.getByRole("textbox", { name: en(m.newPasswordTitle) });
  await expect(shown).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
  const first = await shown.inputValue();
  const user = (await page.getByTestId("api-user").textContent()) ?? "";
  expect(user).toMatch(/^api-[0-9a-f]{16}$/);
  await page.getByRole("button", { name: en(m.done) }).click();
  await expect(shown).toHaveCount(0);

  // Regenerating asks first, saying that the old password stops working at once.
  await page.getByRole("button", { name: en(m.regenerate) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(en(m.confirmText))).toBeVisible();
  await dialog.getByRole("button", { name: en(m.confirmOk) }).click();
  await expect(shown).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
  const fresh = await shown.inputValue();
  expect(fresh).not.toBe(first);
  await expect(page.getByText(en(m.newPasswordWarning))).toBeVisible();
  await settled(page, shown);
  expect(await seriousViolations(page, "/settings/api with a new password")).toEqual([]);

  const ok = await company(basic(user, fresh));
  expect(ok.status).toBe(200);
  expect(((await ok.json()) as { data: { id: string } }).data.id).toBe(owner.uid);
  const old = await company(basic(user, first));
  expect(old.status).toBe(401);

  // Shown once: after a reload the password is nowhere on the page.
  await page.reload();
  await expect(page.getByRole("heading", { name: en(m.title) })).toBeVisible();
  await expect(page.getByTestId("api-user")).toHaveText(user);
  expect(await page.content()).not.toContain(fresh);
});
