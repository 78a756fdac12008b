// Subscribing (issue 13, spec §1, §4): a company without a subscription sees the orders' trial warning and
// a locked API access; on its profile it chooses Pro with the SMS add-on in Stripe's pricing table (the
// local stand-in's), pays on Stripe's checkout page, comes back to the profile, which records the session
// and shows the plan; the trial warning then goes by itself in another open tab, API access can be
// switched on, and the SMS add-on removed in Stripe's customer portal is gone from the profile.
import { test, expect } from "./support/fixtures";
import { db, registerCompany, removeUser } from "./support/emulators";
import { en } from "./support/messages";
import { login } from "./support/ui";
import { orderSharedMessages as orders } from "../web/src/orders/shared/messages";
import { apiSettingsMessages as api } from "../web/src/settings/api/messages";
import { subscriptionMessages as m } from "../web/src/profile/subscription/messages";
import { subscribersOnlyMessages as badge } from "../web/src/company/badgeMessages";

async function removeSubscriptionsOf(companyId: string): Promise<void> {
  for (const collection of ["subscriptions", "stripeCustomers"]) {
    const docs = await db.collection(collection).where("companyId", "==", companyId).get();
    await Promise.all(docs.docs.map((d) => d.ref.delete()));
  }
}

test("an unsubscribed company subscribes to Pro through Stripe's pricing table and checkout, and its features unlock", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "subscription" });
  cleanup(async () => {
    await removeSubscriptionsOf(owner.uid);
    await removeUser(owner);
  });

  // The pricing table's script is never loaded before login.
  await page.goto("/admin/login");
  await page.locator("form").first().waitFor();
  await expect(page.locator('script[src*="pricing-table"]')).toHaveCount(0);

  await login(page, owner.email, owner.password);
  // A second tab stays on the order list: its trial warning must go by itself once subscribed.
  const ordersTab = await page.context().newPage();
  await ordersTab.goto("/admin/orders/list");
  await expect(ordersTab.getByTestId("orders-trial-warning")).toContainText(en(orders.trialTitle));
  await page.goto("/admin/settings/api");
  await expect(page.getByTestId("subscribers-only")).toHaveText(en(badge.proOnly));
  await expect(page.getByRole("switch", { name: en(api.enabled) })).toBeDisabled();

  await page.goto("/admin/profile");
  const card = page.getByTestId("subscription-card");
  await expect(card.getByText(en(m.none))).toBeVisible();
  // Stripe's element (the stand-in's, in its shadow root): Pro with the SMS add-on.
  const pro = card.locator("stripe-pricing-table").getByRole("region", { name: "Pro" });
  await pro.getByRole("checkbox", { name: /Add SMS notifications/ }).check();
  await pro.getByRole("button", { name: "Subscribe to Pro" }).click();

  // Stripe's checkout page (the stand-in's), then back to the profile with ?session_id=.
  await expect(page.getByRole("heading", { name: "Subscribe to Comanda" })).toBeVisible();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByTestId("checkout-return")).toHaveText(en(m.recorded));
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(card.getByTestId("subscription-status")).toHaveText(en(m.statusActive));
  await expect(card.getByText(en(m.planPro), { exact: true })).toBeVisible();
  await expect(card.getByText(en(m.smsBooked))).toBeVisible();
  await expect(card.locator("stripe-pricing-table")).toHaveCount(0);
  await expect(card.getByRole("button", { name: en(m.manage) })).toBeVisible();
  const company = (await db.collection("companies").doc(owner.uid).get()).data();
  expect(company).toMatchObject({ hasAnActiveSubscription: true, subscribedPlan: "pro", smsAddOn: true });

  // The trial warning is gone, live in the other tab and on a fresh visit, and API access (Pro) can be switched on.
  await expect(ordersTab.getByTestId("orders-trial-warning")).toHaveCount(0);
  await ordersTab.close();
  await page.goto("/admin/orders/list");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("orders-trial-warning")).toHaveCount(0);
  await page.goto("/admin/settings/api");
  await expect(page.getByTestId("subscribers-only")).toHaveCount(0);
  const toggle = page.getByRole("switch", { name: en(api.enabled) });
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect.poll(async () => (await db.collection("companyApiSettings").doc(owner.uid).get()).get("enabled")).toBe(true);

  // Stripe's customer portal (the stand-in's): the SMS add-on removed there reaches the profile through
  // Stripe's webhook.
  await page.goto("/admin/profile");
  await card.getByRole("button", { name: en(m.manage) }).click();
  await expect(page.getByRole("heading", { name: "Billing" })).toBeVisible();
  await page.getByRole("button", { name: "Remove SMS notifications" }).click();
  await expect(page.getByRole("status")).toHaveText("SMS notifications removed.");
  await page.getByRole("link", { name: "Return to Comanda" }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(card.getByText(en(m.smsNotBooked))).toBeVisible();
  await expect(card.getByTestId("subscription-status")).toHaveText(en(m.statusActive));
});
