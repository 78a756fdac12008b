// The notifications screen (spec §2): the owner's notifications live, and marking one as read.
import { test, expect } from "./support/fixtures";
import { addNotification, DEMO_COMPANY_ID, DEMO_PASSWORD, deleteDoc, readDoc } from "./support/emulators";
import { en, notificationMessages } from "./support/messages";
import { login } from "./support/ui";
import { buildDemoData } from "../scripts/demo/index";

test("the owner sees the seeded notifications", async ({ page }) => {
  const seeded = buildDemoData(new Date()).documents.filter((d) => d.path.startsWith("notifications/"));
  const mine = seeded.map((d) => ({ id: d.path.slice("notifications/".length), ...(d.data as { userId: string; message: string }) })).filter((n) => n.userId === DEMO_COMPANY_ID);
  expect(mine.length).toBeGreaterThan(0);

  await login(page, "owner@comanda.test", DEMO_PASSWORD);
  await page.goto("/admin/notifications");
  await expect(page.getByRole("heading", { name: en(notificationMessages.title) })).toBeVisible();
  // The seed writes message ids; the screen shows each one's text. Each is looked for in its own card: once
  // the seeded new orders are 10 minutes old, the alert job of `npm start` adds more with the same text.
  const texts: Record<string, string> = { "unprocessed-order": en(notificationMessages.unprocessedOrder), welcome: en(notificationMessages.welcome) };
  for (const n of mine) {
    expect(texts[n.message], `a text for the seeded message ${n.message}`).toBeTruthy();
    await expect(page.getByTestId(`notification-${n.id}`).getByText(texts[n.message]!, { exact: true })).toBeVisible();
  }
});

test("marking a notification as read changes its look from unread to read", async ({ page, cleanup }) => {
  const text = `E2E notification ${Date.now()}`;
  const id = await addNotification(DEMO_COMPANY_ID, DEMO_COMPANY_ID, text);
  cleanup(() => deleteDoc("notifications", id));

  await login(page, "owner@comanda.test", DEMO_PASSWORD);
  await page.goto("/admin/notifications");
  const card = page.getByTestId(`notification-${id}`);
  const title = card.getByText(text, { exact: true });
  await expect(title).toBeVisible();
  // Unread: bold text and a "mark as read" action.
  await expect(title).toHaveCSS("font-weight", "600");
  const markRead = card.getByRole("button", { name: en(notificationMessages.markRead) });
  await markRead.click();

  await expect(markRead).toHaveCount(0);
  await expect(title).not.toHaveCSS("font-weight", "600");
  await expect.poll(async () => (await readDoc("notifications", id))?.read).toBe(true);
});
