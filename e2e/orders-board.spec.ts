// The live board (spec §2, §4): orders placed through the real API appear without reload, move through
// the statuses with undo after 'mark as done', leave a production location once its items are checked
// off, and follow the station filter and the open-items view.
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { readDoc, registerCompany, removeUser } from "./support/emulators";
import { orderSharedMessages, stationMessages } from "../web/src/orders/shared/messages";
import { boardMessages, en, enWith } from "./support/messages";
import { createShop, placeOrderViaApi, removeShop, tableOrder, writeOrder, type Shop } from "./support/orders";
import { login } from "./support/ui";

// The board shows a change at once; the emulator on a busy machine may confirm it seconds later.
const SERVER = { timeout: 30_000 };

async function openBoard(page: Page, cleanup: (undo: () => Promise<unknown>) => void) {
  const owner = await registerCompany({ tag: "board" });
  cleanup(() => removeUser(owner));
  cleanup(() => removeShop(owner.uid));
  const shop = await createShop(owner.uid);
  await login(page, owner.email, owner.password);
  await page.goto("/admin/orders/overview");
  await expect(page.getByRole("heading", { name: en(boardMessages.title) })).toBeVisible();
  await expect(page.getByTestId("lane-new").getByText(en(boardMessages.emptyNew))).toBeVisible();
  return { owner, shop };
}

test("an order placed through the API appears at once and moves new → In process → Ready → done, and undo brings it back", async ({ page, cleanup }) => {
  const { owner, shop } = await openBoard(page, cleanup);
  const placed = await placeOrderViaApi(owner, tableOrder(shop));

  const card = page.getByTestId(`order-${placed.id}`);
  await expect(page.getByTestId("lane-new").getByTestId(`order-${placed.id}`)).toBeVisible();
  await expect(card.getByText(enWith(orderSharedMessages.number, { number: placed.number }))).toBeVisible();
  await expect(card.getByText("Table 7")).toBeVisible();
  await expect(card.getByText("Grace Hopper")).toBeVisible();
  await expect(card.getByText(en(stationMessages.table))).toBeVisible();
  // A company without a subscription places unpaid test orders (trial mode).
  await expect(card.getByText(en(orderSharedMessages.testOrder))).toBeVisible();
  await expect(card.getByText("+ Pepper sauce")).toBeVisible();
  await expect(card.getByText(enWith(boardMessages.optionValue, { heading: "Doneness", value: "Medium" }))).toBeVisible();
  await expect(card.getByText(enWith(boardMessages.itemNote, { note: "no salt" }))).toBeVisible();
  await expect(card.getByText(enWith(boardMessages.course, { course: "Mains" }))).toBeVisible();

  await card.getByRole("button", { name: en(boardMessages.startOrder) }).click();
  await expect(page.getByTestId("lane-wip").getByTestId(`order-${placed.id}`)).toBeVisible();
  await card.getByRole("button", { name: en(boardMessages.readyOrder) }).click();
  await expect(page.getByTestId("lane-ready").getByTestId(`order-${placed.id}`)).toBeVisible();
  await card.getByRole("button", { name: en(boardMessages.markAsDone) }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(enWith(boardMessages.markedDone, { number: placed.number }))).toBeVisible();
  // Undo while the toast shows (a few seconds): the order returns to Ready, after having been done.
  await page.getByRole("button", { name: en(boardMessages.undo) }).click();
  await expect(page.getByTestId("lane-ready").getByTestId(`order-${placed.id}`)).toBeVisible();
  await expect
    .poll(async () => {
      const stored = await readDoc("orders", placed.id);
      return [stored?.status, stored?.previousStatus];
    }, SERVER)
    .toEqual(["ready", "done"]);
});

async function chooseLocation(page: Page, name: string) {
  await page.getByRole("combobox", { name: en(boardMessages.location) }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: name }).first().click();
}

test("checking off an order's items at one location makes it leave that location's view with a toast, the other location keeps it", async ({ page, cleanup }) => {
  const { owner, shop } = await openBoard(page, cleanup);
  const placed = await placeOrderViaApi(owner, tableOrder(shop));
  await chooseLocation(page, "Kitchen");

  const card = page.getByTestId(`order-${placed.id}`);
  await expect(card.getByText("Tomato soup")).toBeVisible();
  await expect(card.getByText("Draft beer")).toHaveCount(0);

  await card.getByRole("button", { name: enWith(boardMessages.checkOff, { item: "Steak" }) }).click();
  // Moved back to in process, then checked off again.
  await card.getByRole("button", { name: enWith(boardMessages.backToWipItem, { item: "Steak" }) }).click();
  await expect(card.getByRole("button", { name: enWith(boardMessages.checkOff, { item: "Steak" }) })).toBeVisible();
  await expect.poll(async () => ((await readDoc("orders", placed.id))?.items as { status: string }[])[0]?.status, SERVER).toBe("wip");
  await card.getByRole("button", { name: enWith(boardMessages.checkOff, { item: "Steak" }) }).click();
  await expect(card.getByRole("button", { name: enWith(boardMessages.backToWipItem, { item: "Steak" }) })).toBeVisible();
  await card.getByRole("button", { name: enWith(boardMessages.checkOff, { item: "Tomato soup" }) }).click();

  await expect(page.getByText(enWith(boardMessages.leftLocation, { number: placed.number, location: "Kitchen" }))).toBeVisible();
  await expect(card).toHaveCount(0);
  const items = (await readDoc("orders", placed.id))?.items as { done: boolean; status: string }[];
  expect(items.map((i) => [i.done, i.status])).toEqual([
    [true, "ready"],
    [true, "ready"],
    [false, "new"],
  ]);

  await chooseLocation(page, "Bar");
  await expect(card.getByText("Draft beer")).toBeVisible();
});

async function threeStationOrders(shop: Shop, companyId: string) {
  const item = (productId: string, name: string, courseId: string | null, quantity: number) => ({ productId, name: { en: name }, quantity, price: 1, done: false, locationId: null, status: "new" as const, courseId });
  const table = await writeOrder(companyId, { deliveryType: "table", pointofsaleId: shop.tableId, items: [item(shop.products.soup, "Tomato soup", shop.courses.starters, 2), item(shop.products.beer, "Draft beer", null, 1)] });
  // No deliveryType: counts as delivery.
  const delivery = await writeOrder(companyId, { pointofsaleId: shop.counterId, items: [item(shop.products.soup, "Tomato soup", shop.courses.starters, 1), item(shop.products.steak, "Steak", shop.courses.mains, 1)] });
  return { table, delivery };
}

test("the station filter hides the orders of a switched-off station, an order without delivery type counting as delivery", async ({ page, cleanup }) => {
  const { owner, shop } = await openBoard(page, cleanup);
  const { table, delivery } = await threeStationOrders(shop, owner.uid);
  await expect(page.getByTestId(`order-${delivery}`).getByText(en(stationMessages.delivery))).toBeVisible();

  await page.getByRole("button", { name: en(stationMessages.delivery), pressed: true }).click();
  await expect(page.getByTestId(`order-${delivery}`)).toHaveCount(0);
  await expect(page.getByTestId(`order-${table}`)).toBeVisible();
  await page.getByRole("button", { name: en(stationMessages.delivery), pressed: false }).click();
  await expect(page.getByTestId(`order-${delivery}`)).toBeVisible();
});

test("the open-items view sums the items to produce per product, grouped by course with 'No course' last", async ({ page, cleanup }) => {
  const { owner, shop } = await openBoard(page, cleanup);
  await threeStationOrders(shop, owner.uid);
  await expect(page.getByTestId("lane-new").getByRole("article")).toHaveCount(2);
  await page.getByText(en(boardMessages.viewOpenItems), { exact: true }).click();

  const sections = page.getByTestId("open-items").getByRole("region");
  await expect(sections).toHaveCount(3);
  await expect(sections.nth(0)).toHaveAccessibleName("Starters");
  await expect(sections.nth(0)).toContainText("3 × Tomato soup");
  await expect(sections.nth(1)).toHaveAccessibleName("Mains");
  await expect(sections.nth(1)).toContainText("1 × Steak");
  await expect(sections.nth(2)).toHaveAccessibleName(en(boardMessages.noCourse));
  await expect(sections.nth(2)).toContainText("1 × Draft beer");
});
