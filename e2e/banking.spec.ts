// /settings/banking (issue 13, spec §4, §8): an owner whose zone takes online payment is warned that no
// payment connection exists, follows the warning to Banking, connects through Stripe's onboarding (the
// local stand-in's page), comes back connected with the payout schedule and payouts, and the warning is gone.
import { test, expect } from "./support/fixtures";
import { seriousViolations, settled } from "./support/axe";
import { db, registerCompany, removeUser } from "./support/emulators";
import { en } from "./support/messages";
import { login } from "./support/ui";
import { createZoneViaApi, removeZones } from "./support/zones";
import { bankingMessages as m } from "../web/src/settings/banking/messages";
import { paymentWarningMessages as w } from "../web/src/settings/banking/warningMessages";

test("the owner connects Stripe from Banking, comes back connected with payouts, and the no-connection warning goes", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "banking" });
  cleanup(async () => {
    await removeZones(owner.uid);
    await db.collection("paymentAccounts").doc(owner.uid).delete();
    await removeUser(owner);
  });
  // Connecting is for subscribers (spec §1); the zone takes online payment (on by default).
  await db.collection("companies").doc(owner.uid).set({ hasAnActiveSubscription: true, subscribedPlan: "basic" }, { merge: true });
  const zone = await createZoneViaApi(owner, { name: "Terrace" });
  expect(zone.enableOnlinePayment).toBe(true);

  await login(page, owner.email, owner.password);
  await page.goto("/admin/orders/list");
  const warning = page.getByTestId("no-payment-connection");
  // The orders list has no switch of its own: the warning says it is a sales zone's.
  await expect(warning).toContainText(en(w.zonesText));
  await warning.getByRole("link", { name: en(w.link) }).click();

  await expect(page).toHaveURL(/\/admin\/settings\/banking$/);
  await expect(page.getByRole("heading", { name: en(m.title) })).toBeVisible();
  await expect(page.getByTestId("banking-state")).toHaveText(en(m.stateNotConnected));
  await page.getByRole("button", { name: en(m.connect) }).click();

  // Stripe's onboarding (the stand-in's page), then back to Banking.
  await expect(page.getByRole("heading", { name: "Set up card payments" })).toBeVisible();
  await page.getByRole("button", { name: "Complete onboarding" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/banking\?onboarding=return$/);
  await expect(page.getByTestId("banking-state")).toHaveText(en(m.stateConnected));
  await expect(page.getByText(en(m.returned))).toBeVisible();
  await expect(page.getByTestId("banking-schedule")).toHaveText("Daily, 2 days after each payment.");
  await expect(page.getByRole("cell", { name: "€123.45" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "€67.89" })).toBeVisible();
  await settled(page, page.getByTestId("banking-state"));
  expect(await seriousViolations(page, "/settings/banking connected")).toEqual([]);

  // On a phone the payouts are a list, and nothing runs off the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByTestId("banking-state")).toHaveText(en(m.stateConnected));
  await expect(page.getByText("€123.45")).toBeVisible();
  await expect(page.getByRole("cell", { name: "€123.45" })).toHaveCount(0);
  const overflow = await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth");
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The server stored the connection on the company: the warning is gone from the orders screens.
  await expect.poll(async () => (await db.collection("companies").doc(owner.uid).get()).get("stripeConnectionState")).toBe("connected");
  await page.goto("/admin/orders/list");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("no-payment-connection")).toHaveCount(0);
});
