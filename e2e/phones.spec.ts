// Phones (360 px): the order list's cards, the board's station buttons and its status switch show their
// names, counts and each order's payment state whole, not clipped, in the languages with the longest words.
import type { Locator, Page } from "@playwright/test";
import type { LanguageCode, OrderData } from "@comanda/shared";
import { expect, test } from "./support/fixtures";
import { registerCompany, removeUser } from "./support/emulators";
import { listOrder, orderId, writeOrders } from "./support/orders-list";
import { login } from "./support/ui";

const LANGUAGES: LanguageCode[] = ["de", "fr"];
/** What the browser measures of an element (the e2e project has no DOM types). */
type Box = { scrollWidth: number; clientWidth: number };

/** The element shows all of its text (nothing cut off inside it) and lies inside `box` horizontally. */
async function expectWhole(element: Locator, within: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const fits = await element.evaluate((el) => (el as unknown as Box).scrollWidth <= (el as unknown as Box).clientWidth + 1);
  expect(fits, `"${await element.innerText()}" is cut off`).toBe(true);
  const box = (await element.boundingBox())!;
  const outer = (await within.boundingBox())!;
  expect(box.x, `"${await element.innerText()}" starts left of its card`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box.x + box.width, `"${await element.innerText()}" ends right of its card`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

/** Switches the signed-in admin to a language, as the language picker would (its choice is kept in storage). */
async function inLanguage(page: Page, language: LanguageCode): Promise<void> {
  await page.evaluate((l) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem("comanda.language", l), language);
}

for (const language of LANGUAGES) {
  test(`at 360 px in ${language}, list cards and the board's status switch show counts and payment whole`, async ({ page, cleanup }) => {
    const owner = await registerCompany({ tag: `phones-${language}` });
    cleanup(() => removeUser(owner));
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const o = (over: Partial<OrderData> & Pick<OrderData, "dateOrdered" | "status">) => listOrder(owner.uid, over);
    const orders: Record<string, OrderData> = {
      [orderId("phone-a")]: o({ number: 1201, status: "new", dateOrdered: at(5), name: "Maximiliane Wolkenstein-Oberhausen", deliveryType: "delivery", requestedTime: at(-90), cartTotal: 1234.5 }),
      [orderId("phone-b")]: o({ number: 1202, status: "wip", dateOrdered: at(9), name: "Ada", paymentMethod: "online", paid: true, cartTotal: 99.9 }),
      [orderId("phone-c")]: o({ number: 1203, status: "ready", dateOrdered: at(12), name: "Bruno", deliveryType: "table", requestedTime: at(-30) }),
    };
    const removeOrders = await writeOrders(orders);
    cleanup(removeOrders);

    await page.setViewportSize({ width: 360, height: 760 });
    await login(page, owner.email, owner.password);
    await inLanguage(page, language);

    await page.goto("/admin/orders/list");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const cards = page.locator(".ol-card");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      for (const line of await card.locator(".ol-card-line").all()) {
        const fits = await line.evaluate((el) => (el as unknown as Box).scrollWidth <= (el as unknown as Box).clientWidth + 1);
        expect(fits, `card line "${await line.innerText()}" is cut off`).toBe(true);
      }
      await expectWhole(card.locator(".ol-pay"), card);
      await expectWhole(card.locator(".ol-card-total"), card);
    }
    await page.screenshot({ path: test.info().outputPath(`list-${language}.png`), fullPage: true });

    await page.goto("/admin/orders/overview");
    const stations = page.locator(".ob-stations");
    await expect(stations.getByRole("button")).toHaveCount(3);
    for (const station of await stations.getByRole("button").all()) await expectWhole(station, stations);
    const lanes = page.locator(".ob-lane-switch");
    await expect(lanes).toBeVisible();
    const options = lanes.locator(".ant-segmented-item-label");
    await expect(options).toHaveCount(3);
    for (const option of await options.all()) {
      await expect(option).toContainText(/\d/);
      await expectWhole(option, lanes);
    }
    const card = page.locator(".ob-card").first();
    await expect(card).toBeVisible();
    for (const tag of await card.locator(".ant-tag").all()) await expectWhole(tag, card);
    await page.screenshot({ path: test.info().outputPath(`board-${language}.png`), fullPage: true });
  });
}
