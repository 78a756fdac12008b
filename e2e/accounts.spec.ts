// Access rights (issue 15, spec §2, §6): the owner gives a waiter access to orders only, the waiter's device
// opens the QR code's login address and works in the orders with only the orders menu; the owner deletes the
// access right after the spec's question and the waiter's screen goes to the login page at once, saying why.
import { test, expect } from "./support/fixtures";
import { registerCompany, removeUser } from "./support/emulators";
import { authMessages, en, enWith, menuMessages, shellMessages, uiMessages } from "./support/messages";
import { login } from "./support/ui";
import { accountEditorMessages as e, accountListMessages as m, permissionMessages as p } from "../web/src/accounts/messages";

test("the owner gives a waiter orders only by QR code, and deleting the access right logs the waiter out at once", async ({ page, browser, cleanup }) => {
  test.setTimeout(180_000);
  const owner = await registerCompany({ tag: "accounts" });
  cleanup(() => removeUser(owner));

  await login(page, owner.email, owner.password);
  const ownerNav = page.getByRole("navigation", { name: en(shellMessages.navigation) });
  await ownerNav.getByRole("menuitem", { name: en(menuMessages.accounts) }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/accounts");
  await expect(page.getByText(en(m.emptyTitle))).toBeVisible();

  // A waiter with orders only.
  await page.getByRole("button", { name: en(m.add) }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/menu/accounts/new");
  await page.getByRole("textbox", { name: en(e.name) }).fill("Waiter Tom");
  await page.getByRole("switch", { name: en(p.orders) }).click();
  await page.getByRole("button", { name: en(uiMessages.save) }).click();

  // Saved: its own page, with the QR-login code open at once.
  await expect(page).toHaveURL(/\/admin\/accounts\/[^/]+\/edit$/);
  const accountId = /accounts\/([^/]+)\/edit$/.exec(page.url())![1]!;
  cleanup(() => removeUser({ uid: accountId }));
  const dialog = page.getByRole("dialog", { name: en(e.qrTitle) });
  await expect(dialog.getByRole("img", { name: enWith(e.qrImage, { name: "Waiter Tom" }) })).toBeVisible();
  const link = dialog.getByRole("textbox", { name: en(e.qrLink) });
  await expect(link).toHaveValue(new RegExp(`/admin/token-login\\?token=${accountId}\\.[A-Za-z0-9_-]{32}$`));
  const address = await link.inputValue();
  expect(new URL(address).origin).toBe(new URL(page.url()).origin);
  await dialog.getByRole("button", { name: en(e.qrClose) }).click();

  // The waiter's tablet: a browser of its own opens the code's address.
  const waiterContext = await browser.newContext();
  cleanup(() => waiterContext.close());
  const waiter = await waiterContext.newPage();
  await waiter.goto(address);
  await expect(waiter).toHaveURL((url) => url.pathname === "/admin/orders/overview");
  const nav = waiter.getByRole("navigation", { name: en(shellMessages.navigation) });
  await expect(nav.getByRole("menuitem", { name: en(menuMessages["orders-list"]) })).toBeVisible();
  for (const other of ["dashboard", "menu", "accounts", "zones", "customers", "content", "settings"] as const) {
    await expect(nav.getByRole("menuitem", { name: en(menuMessages[other]), exact: true })).toHaveCount(0);
  }

  // The owner's list shows the waiter with orders only and a last login now; deleting asks the spec's question.
  await page.getByRole("main").getByRole("link", { name: en(e.backToList) }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Waiter Tom" }) });
  await expect(row.getByText(en(p.orders), { exact: true })).toBeVisible();
  await expect(row.getByText(en(p.settings), { exact: true })).toHaveCount(0);
  await expect(row.getByRole("cell").nth(2)).not.toHaveText(en(m.never));
  await row.getByRole("button", { name: enWith(m.deleteLabel, { name: "Waiter Tom" }) }).click();
  const question = page.getByRole("dialog", { name: en(m.deleteConfirm) });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: en(m.delete), exact: true }).click();
  await expect(page.getByText(en(m.deleted))).toBeVisible();
  await expect(page.getByText(en(m.emptyTitle))).toBeVisible();

  // The waiter's screen goes to the login page by itself, without a click, and says why.
  await expect(waiter).toHaveURL((url) => url.pathname === "/admin/login");
  await expect(waiter.getByRole("alert")).toHaveText(en(authMessages.accessWithdrawn));
});
