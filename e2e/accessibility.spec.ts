// Accessibility of every built screen (issue 10): axe-core's WCAG 2.x A/AA and best-practice rules find no
// serious or critical violation, first on the pages anyone may open, then, signed in as the demo owner, on
// each screen of the menu with its drawers and modals open. Reads the demo data only; writes nothing.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { AccessibilityReport } from "./support/axe";
import { DEMO_PASSWORD } from "./support/emulators";
import { en } from "./support/messages";
import { login } from "./support/ui";
import { addOrderMessages } from "../web/src/orders/add/messages";
import { scanMessages } from "../web/src/orders/scan/messages";
import { productEditorMessages } from "../web/src/menu/products/editor/messages";
import { dashboardMessages } from "../web/src/dashboard/messages";

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).first();
/** What axe scans of a screen inside the shell, of an open modal, of an open drawer. */
const SCREEN = ".shell-content";
const MODAL = ".ant-modal-wrap";
const DRAWER = ".ant-drawer-content-wrapper";

test("the pages open to anyone have no serious accessibility violation", async ({ page }) => {
  const report = new AccessibilityReport(page);
  const pages: Array<[string, string]> = [
    ["login", "/admin/login"],
    ["registration", "/admin/registration"],
    ["forgot password", "/admin/forgot-password"],
    ["reset password", "/admin/reset-password?oobCode=not-a-code"],
    ["privacy", "/admin/privacy"],
    ["terms and conditions", "/admin/terms-and-conditions"],
  ];
  for (const [screen, path] of pages) {
    await page.goto(path);
    await report.check(screen, heading(page));
  }
  report.expectClean();
});

test("every built screen of the signed-in admin has no serious accessibility violation", async ({ page }) => {
  // Twenty-one screens scanned by axe while the other browser worker runs its own journeys on the two cores.
  test.setTimeout(240_000);
  const report = new AccessibilityReport(page);
  await login(page, "owner@comanda.test", DEMO_PASSWORD);
  // The start page: the dashboard with its key figures and charts, then one chart shown as its table.
  await expect(page.getByRole("listitem", { name: en(dashboardMessages.orders), exact: true })).toBeVisible();
  await report.check("dashboard", heading(page));
  // The card (its table, once shown, is a scrollable region of the same name inside it).
  const weekdays = page.getByRole("region", { name: en(dashboardMessages.perWeekday) }).first();
  await weekdays.getByRole("button", { name: en(dashboardMessages.showTable) }).click();
  await report.check("dashboard chart as table", weekdays);

  // Moves inside the single-page app, as the side menu would, so each screen costs no reload. The shell
  // around the screens (side menu, header) was checked with the dashboard: from here on only the screen's
  // content is, and of a modal or drawer only the modal or drawer.
  const visit = async (screen: string, path: string, ready?: Locator) => {
    await page.evaluate(`history.pushState({}, "", ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent("popstate"))`);
    await page.waitForURL((url) => url.pathname + url.search === path);
    if (ready) await expect(ready).toBeVisible();
    await report.check(screen, heading(page), SCREEN);
  };
  // The product editor shows its heading before the product's fields: the scan waits for the last section.
  const editorLoaded = page.getByRole("group", { name: en(productEditorMessages.sectionAllergens), exact: true });

  await visit("orders board", "/admin/orders/overview");
  await page.getByRole("button", { name: en(addOrderMessages.open), exact: true }).click();
  const addOrder = page.getByRole("dialog", { name: en(addOrderMessages.title) });
  await report.check("add-order modal", addOrder, MODAL);
  await page.keyboard.press("Escape");
  await addOrder.waitFor({ state: "hidden" });
  await page.getByRole("button", { name: en(scanMessages.open), exact: true }).click();
  const scan = page.getByRole("dialog", { name: en(scanMessages.title) });
  await report.check("scan modal", scan, MODAL);
  await page.keyboard.press("Escape");
  await scan.waitFor({ state: "hidden" });

  await visit("order list", "/admin/orders/list");
  const firstOrder = page.locator("[data-order-id]").first();
  await firstOrder.click();
  await report.check("order detail drawer", page.getByRole("dialog"), DRAWER);
  await page.keyboard.press("Escape");

  await visit("products list", "/admin/menu/products");
  await visit("product editor (addons, option blocks)", "/admin/menu/products/prod-entrecote/edit", editorLoaded);
  await visit("new product", "/admin/menu/products/new", editorLoaded);
  await visit("categories, tags and courses", "/admin/menu/categories-tags-courses");
  await visit("discounts", "/admin/menu/discounts");
  await visit("discount editor with its vouchers", "/admin/menu/discounts/disc-welcome/edit", page.getByText("TAPA-FEST-MARK"));
  await visit("content: pages and stories", "/admin/content");
  await visit("page editor with its rich text", "/admin/pages/page-allergens/edit", page.getByRole("toolbar").first());
  await visit("zones and points of sale", "/admin/zones");
  await visit("zone editor", "/admin/zones/zone-terrace/edit");
  await visit("delivery", "/admin/delivery");
  await visit("opening hours", "/admin/settings/opening-hours");
  await visit("my establishment", "/admin/settings/info");
  await visit("profile", "/admin/profile");
  await visit("notifications", "/admin/notifications");

  report.expectClean();
});
