// The signed-in frame (spec §2, §8, §9): drawer or side pane by width, the live new-orders badge, the version
// toast, and the chunk-load error when a part of it cannot be downloaded.
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { addNewOrder, DEMO_COMPANY_ID, DEMO_PASSWORD, deleteDoc } from "./support/emulators";
import { appMessages, en, enWith, shellMessages, versionMessages } from "./support/messages";
import { login } from "./support/ui";

const navigation = (page: Page) => page.getByRole("navigation", { name: en(shellMessages.navigation) });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu is a drawer opened by the menu button", async ({ page }) => {
    await login(page, "owner@comanda.test", DEMO_PASSWORD);
    const openMenu = page.getByRole("button", { name: en(shellMessages.openMenu) });
    await expect(openMenu).toBeVisible();
    await expect(navigation(page)).toBeHidden();
    await openMenu.click();
    await expect(page.getByRole("dialog").getByRole("navigation", { name: en(shellMessages.navigation) })).toBeVisible();
  });
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the menu is a side pane without a menu button", async ({ page }) => {
    await login(page, "owner@comanda.test", DEMO_PASSWORD);
    await expect(navigation(page)).toBeVisible();
    await expect(navigation(page)).toBeInViewport();
    await expect(page.getByRole("button", { name: en(shellMessages.openMenu) })).toHaveCount(0);
  });

  test("a new order raises the orders badge without reloading the page", async ({ page, cleanup }) => {
    await login(page, "owner@comanda.test", DEMO_PASSWORD);
    const badgeTitle = /^\d+ new orders?$/;
    // The badge is hidden at zero; the seed leaves new orders, but count from whatever is there now.
    const badge = navigation(page).getByTitle(badgeTitle);
    await expect(badge).toBeVisible();
    const before = Number((await badge.getAttribute("title"))?.match(/^\d+/)?.[0]);
    // A marker on the page's global object survives only as long as the page is not reloaded.
    await page.evaluate(() => Object.assign(globalThis, { e2eSamePage: true }));

    const orderId = await addNewOrder(DEMO_COMPANY_ID);
    cleanup(() => deleteDoc("orders", orderId));

    await expect(navigation(page).getByTitle(enWith(shellMessages.newOrders, { count: before + 1 }))).toBeVisible();
    expect(await page.evaluate(() => (globalThis as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
  });

  test("a different deployed version brings the update toast", async ({ page }) => {
    await page.route("**/version.json", (route) => route.fulfill({ json: { version: "999.0.0", data: { version: "999.0.0" } } }));
    await login(page, "owner@comanda.test", DEMO_PASSWORD);
    const toast = page.getByRole("alert").filter({ hasText: en(versionMessages.websiteVersionAvailable) });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole("button", { name: en(versionMessages.update) })).toBeVisible();
  });

  test("a stylesheet of the shell that cannot be loaded shows the chunk-load error", async ({ page }) => {
    // Vite names the shell's lazy chunk (and its stylesheet, from shell.css) after Shell.tsx.
    await page.route("**/admin/assets/Shell-*.css", (route) => route.abort("failed"));
    await login(page, "owner@comanda.test", DEMO_PASSWORD);
    await expect(page.getByText(en(appMessages.chunkLoadError))).toBeVisible();
    await expect(page.getByRole("button", { name: en(appMessages.reload) })).toBeVisible();
  });
});
