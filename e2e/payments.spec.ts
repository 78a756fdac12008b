// Online payment of orders (issue 13, spec §4): a customer's order paid online, placed through the public
// API, stays off the board until its payment succeeds (paid through the local Stripe stand-in's test
// control), then appears at once; staff refund part of it from the order detail, once.
// Run with the stand-in: node scripts/with-stripe-standin.mjs npx playwright test e2e/payments.spec.ts
import type { CustomerOrderAnswer, CustomerOrderRequest } from "@comanda/shared";
import { test, expect } from "./support/fixtures";
import { seriousViolations, settled } from "./support/axe";
import { BASE_URL, db, readDoc, registerCompany, removeUser } from "./support/emulators";
import { boardMessages, en, enWith, orderListMessages } from "./support/messages";
import { cartItem, createShop, idToken, removeShop } from "./support/orders";
import { login } from "./support/ui";
import { refundMessages as r } from "../web/src/orders/refund/messages";

const STANDIN = process.env.STRIPE_API_URL ?? "http://127.0.0.1:12111";
// Webhooks go from the stand-in to the emulated api: allow for a busy machine.
const SERVER = { timeout: 30_000 };

async function post<T>(url: string | URL, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${String(url)} answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

test("an order paid online reaches the board only once paid, and staff refund part of it from its detail", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "payments" });
  cleanup(async () => {
    await removeShop(owner.uid);
    await db.collection("paymentAccounts").doc(owner.uid).delete();
    await removeUser(owner);
  });
  // A subscriber whose zone takes checkout with online payment, at a shop address the catalogue calls.
  await db.collection("companies").doc(owner.uid).set({ hasAnActiveSubscription: true, subscribedPlan: "basic" }, { merge: true });
  const shop = await createShop(owner.uid);
  await db.collection("zones").doc(shop.zoneId).update({ enableCheckout: true, enableOnlinePayment: true });
  const slug = `e2e-pay-${owner.uid.slice(0, 8).toLowerCase()}`;
  await db.collection("companyInfos").doc(owner.uid).set({ slug }, { merge: true });

  // Connected to Stripe through Banking's API and the stand-in's onboarding (account.updated stores it).
  const token = await idToken(owner);
  await post(new URL("/api/banking/onboarding-link", BASE_URL), {}, token);
  const accountId = (await readDoc("paymentAccounts", owner.uid))?.accountId as string;
  expect(accountId).toMatch(/^acct_/);
  await post(`${STANDIN}/_standin/accounts/${accountId}/complete`, {});
  await expect.poll(async () => (await readDoc("paymentAccounts", owner.uid))?.chargesEnabled, SERVER).toBe(true);

  await login(page, owner.email, owner.password);
  await page.goto("/admin/orders/overview");
  await expect(page.getByRole("heading", { name: en(boardMessages.title) })).toBeVisible();

  // The customer orders in the catalogue (the public API) and pays online: nothing on the board yet.
  const request: CustomerOrderRequest = { pointofsaleId: shop.counterId, deliveryType: "takeaway", name: "Grace Hopper", items: [cartItem(shop.products.steak, { options: [{ blockId: "doneness", valueId: "rare" }] })], paymentMethod: "online" };
  const answer = await post<CustomerOrderAnswer>(new URL(`/api/shops/${slug}/orders`, BASE_URL), request);
  expect(answer.number).toBeNull();
  expect(answer.payment).toMatchObject({ stripeAccount: accountId, amount: 2200, currency: "eur" });
  await expect(page.getByTestId("lane-new").getByText(en(boardMessages.emptyNew))).toBeVisible();
  expect(await readDoc("orders", answer.id)).toBeUndefined();

  // Stripe confirms the payment (the stand-in's test control): the order appears at once, paid.
  await post(`${STANDIN}/_standin/payment_intents/${answer.payment?.paymentIntentId}/succeed`, {});
  const card = page.getByTestId("lane-new").getByTestId(`order-${answer.id}`);
  await expect(card, "the paid order reaches the board").toBeVisible(SERVER);
  await expect(card.getByText("Grace Hopper")).toBeVisible();

  // Staff open it in the order list and refund €5 with a reason.
  await page.goto("/admin/orders/list");
  await page.locator(`[data-order-id="${answer.id}"]`).first().click();
  const detail = page.getByTestId("order-detail");
  await expect(detail.getByTestId("order-paid-online")).toHaveText(en(r.paidOnline));
  await detail.getByRole("button", { name: en(r.action) }).click();
  const dialog = page.getByRole("dialog", { name: enWith(r.title, { number: 1 }) });
  await settled(page, dialog);
  expect(await seriousViolations(page, "refund modal")).toEqual([]);
  await dialog.getByLabel(en(r.part)).check();
  await dialog.getByLabel(en(r.amount)).fill("5");
  await dialog.getByLabel(en(r.reason)).fill("Steak was overdone");
  await dialog.getByRole("button", { name: en(r.next) }).click();
  await expect(dialog.getByText(enWith(r.confirm, { amount: "€5.00" }))).toBeVisible();
  await settled(page, dialog);
  expect(await seriousViolations(page, "refund confirmation")).toEqual([]);
  const confirm = dialog.getByTestId("refund-confirm");
  // A double click sends one refund: the button waits while the first runs, and the server refunds an order once.
  await confirm.dblclick();
  await expect(page.getByText(enWith(r.done, { amount: "€5.00" }))).toBeVisible(SERVER);
  await expect(detail.getByTestId("order-refund")).toHaveText(enWith(r.refunded, { amount: "€5.00", reason: "Steak was overdone" }));
  await expect(detail.getByRole("button", { name: en(r.action) })).toBeDisabled();
  const stored = await readDoc("orders", answer.id);
  expect(stored?.refund).toMatchObject({ amount: 5, reason: "Steak was overdone", status: "succeeded", attempt: 1 });
  // The list row keeps what the customer paid as its total and shows the refund under it.
  await expect(page.locator(`[data-order-id="${answer.id}"]`).first()).toContainText(enWith(orderListMessages.refunded, { amount: "€5.00" }));
});
