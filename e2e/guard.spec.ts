// Navigation guard (spec §2): where anonymous users, owners, staff and users without permissions land.
import { test, expect } from "./support/fixtures";
import { changeClaims, createUser, DEMO_COMPANY_ID, DEMO_PASSWORD, removeUser } from "./support/emulators";
import { appMessages, en, enWith, menuMessages, shellMessages } from "./support/messages";
import { login, submitLogin } from "./support/ui";

test("an anonymous visitor of the order list is sent to login and, once logged in as owner, back to the order list", async ({ page }) => {
  await page.goto("/admin/orders/list");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/login" && url.searchParams.get("redirect") === "/orders/list");
  await submitLogin(page, "owner@comanda.test", DEMO_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/orders/list");
});

test("a logged-in owner opening the login page is sent to the start page", async ({ page }) => {
  await login(page, "owner@comanda.test", DEMO_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/dashboard");
  await page.goto("/admin/login");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/dashboard");
});

test("staff with the orders permission see only the orders items in the side menu", async ({ page }) => {
  await login(page, "orders@comanda.test", DEMO_PASSWORD);
  const nav = page.getByRole("navigation", { name: en(shellMessages.navigation) });
  await expect(nav.getByRole("menuitem", { name: en(menuMessages["orders-overview"]) })).toBeVisible();
  const shown = ["orders", "orders-overview", "orders-list"] as const;
  // The orders entry carries the new-orders badge, so its name is "Orders" followed by a count.
  const names = (await nav.getByRole("menuitem").allInnerTexts()).map((t) => t.replace(/[\d\s]+$/, "").trim());
  expect(names.sort()).toEqual(shown.map((k) => en(menuMessages[k])).sort());
});

test("staff with the orders permission opening the general settings land on the orders overview", async ({ page }) => {
  await login(page, "orders@comanda.test", DEMO_PASSWORD);
  await page.goto("/admin/settings/general");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/orders/overview");
  // Told why, once.
  const why = page.getByText(enWith(shellMessages.refused, { screen: en(menuMessages.settings) }));
  await expect(why).toBeVisible();
  await expect(why).toHaveCount(1);
});

test("a user without any permission lands on the-end", async ({ page, cleanup }) => {
  const user = await createUser({ tag: "no-permissions", claims: { companyId: DEMO_COMPANY_ID, permissions: [] } });
  cleanup(() => removeUser(user));
  await login(page, user.email, user.password);
  await expect(page).toHaveURL((url) => url.pathname === "/admin/the-end");
  await expect(page.getByText(en(appMessages.theEndTitle))).toBeVisible();
});

test("permissions granted while a staff member is logged in apply without logging in again", async ({ page, cleanup }) => {
  const user = await createUser({ tag: "granted", claims: { companyId: DEMO_COMPANY_ID, permissions: ["orders"] } });
  cleanup(() => removeUser(user));
  await login(page, user.email, user.password);
  const nav = page.getByRole("navigation", { name: en(shellMessages.navigation) });
  await expect(nav.getByRole("menuitem", { name: en(menuMessages["orders-overview"]) })).toBeVisible();
  await expect(nav.getByText(en(menuMessages.settings), { exact: true })).toHaveCount(0);
  await changeClaims(user.uid, { companyId: DEMO_COMPANY_ID, permissions: ["orders", "settings"] });
  await expect(nav.getByText(en(menuMessages.settings), { exact: true })).toBeVisible();
});
