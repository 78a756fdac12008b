// Browser tests of the add-order modal (refusals in place, a burger with an addon and an option placed
// through the API, numbered and priced by the server) and the scan-QR-code modal (a typed code refused or
// accepted, the order handed over once ready).
import { test, expect } from "./support/fixtures";
import { registerCompany, removeUser } from "./support/emulators";
import { en, enWith, errorMessages } from "./support/messages";
import { createAddOrderShop, markReady, ordersOf, removeAddOrderShop } from "./support/orders-add";
import { login } from "./support/ui";
import { addOrderMessages, addressMessages, cartItemMessages, cartMessages, pickerMessages } from "../web/src/orders/add/messages";
import { scanMessages } from "../web/src/orders/scan/messages";
import { orderSharedMessages, orderStatusMessages, stationMessages } from "../web/src/orders/shared/messages";

test("an order is refused without point of sale and products, then placed with an addon and an option, and handed over after a scan", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "orders-add" });
  cleanup(() => removeUser(owner));
  cleanup(() => removeAddOrderShop(owner.uid));
  const shop = await createAddOrderShop(owner.uid);

  await login(page, owner.email, owner.password);
  await page.goto("/admin/orders/overview");
  await page.getByRole("button", { name: en(addOrderMessages.open), exact: true }).click();
  const modal = page.getByRole("dialog", { name: en(addOrderMessages.title) });
  await expect(modal.getByText(en(addOrderMessages.noProducts))).toBeVisible();

  // Nothing chosen: both refusals in place, with the spec's texts.
  await modal.getByRole("button", { name: en(addOrderMessages.place) }).click();
  await expect(modal.getByText(en(errorMessages.pointofsaleRequired))).toBeVisible();
  await expect(modal.getByText(en(errorMessages.itemsRequired))).toBeVisible();

  // Points of sale grouped by zone; the archived zone's are not offered.
  await modal.getByRole("combobox", { name: en(addOrderMessages.pointOfSale) }).click();
  await expect(page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Old terrace table" })).toHaveCount(0);
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Table 7" }).click();
  await expect(modal.getByText(en(errorMessages.pointofsaleRequired))).toHaveCount(0);

  // The picker lists the sold-out product greyed out; the burger opens the cart item modal.
  await modal.getByRole("button", { name: en(addOrderMessages.addProduct) }).click();
  const picker = page.getByRole("dialog", { name: en(pickerMessages.title) });
  await expect(picker.getByRole("button", { name: /Oysters/ })).toBeDisabled();
  await picker.getByRole("textbox", { name: en(pickerMessages.search) }).fill("burg");
  await expect(picker.getByRole("button", { name: /Lemonade/ })).toHaveCount(0);
  await picker.getByRole("button", { name: /Burger/ }).click();

  const item = page.getByRole("dialog", { name: "Burger" });
  await expect(item.getByRole("checkbox", { name: /Bacon/ })).toBeDisabled();
  await expect(item.getByRole("radio", { name: /Well done/ })).toBeDisabled();
  await item.getByRole("button", { name: en(cartItemMessages.addToOrder) }).click();
  await expect(item.getByText(en(errorMessages.optionRequired))).toBeVisible();
  await item.getByRole("radio", { name: /Rare/ }).check();
  await item.getByRole("checkbox", { name: /Cheese/ }).check();
  await item.getByRole("button", { name: en(cartItemMessages.addToOrder) }).click();
  await expect(item).toBeHidden();

  await modal.getByRole("button", { name: enWith(cartMessages.increase, { product: "Burger" }) }).click();
  await expect(modal.getByRole("listitem", { name: "Burger" })).toContainText("Rare");
  await expect(modal.getByRole("listitem", { name: "Burger" })).toContainText("Cheese");
  await expect(modal.getByTestId("add-order-total")).toContainText("21.40");
  await modal.getByRole("textbox", { name: en(addOrderMessages.name) }).fill("Grace Hopper");

  await modal.getByRole("button", { name: en(addOrderMessages.place) }).click();
  await expect(modal).toBeHidden();
  await expect.poll(async () => (await ordersOf(shop.companyId)).length).toBe(1);
  const [order] = await ordersOf(shop.companyId);
  expect(order).toMatchObject({ status: "new", source: "admin", paymentMethod: "onSite", paid: false, pointofsaleId: shop.tableId, deliveryType: "table", name: "Grace Hopper", cartTotal: 21.4 });
  expect(order!.totals?.total).toBe(21.4);
  expect(order!.items).toHaveLength(1);
  expect(order!.items[0]).toMatchObject({ productId: shop.products.burger, quantity: 2, price: 10.7, courseId: shop.courseId, options: [{ blockId: shop.options.blockId, valueId: shop.options.rare }] });
  expect(order!.items[0]!.addons).toEqual([{ name: { en: "Cheese", de: "Käse" }, price: 1.2 }]);
  expect(typeof order!.number).toBe("number");
  await expect(page.getByText(enWith(addOrderMessages.placed, { number: order!.number! }))).toBeVisible();

  // Scan: a text that is no order code is refused at once, an unknown code by the server.
  await page.getByRole("button", { name: en(scanMessages.open), exact: true }).click();
  const scan = page.getByRole("dialog", { name: en(scanMessages.title) });
  const code = scan.getByRole("textbox", { name: en(scanMessages.code) });
  await code.fill("garbage");
  await scan.getByRole("button", { name: en(scanMessages.check) }).click();
  await expect(scan.getByText(en(errorMessages.invalidOrderCode))).toBeVisible();
  await code.fill("ABCD-EFGH-JK");
  await scan.getByRole("button", { name: en(scanMessages.check) }).click();
  await expect(scan.getByText(en(errorMessages.invalidOrderCode))).toBeVisible();

  // The placed order's pickup code, typed in lower case: its authorisation, not yet ready and unpaid.
  const pickupCode = order!.pickupCode!;
  await code.fill(pickupCode.toLowerCase());
  await scan.getByRole("button", { name: en(scanMessages.check) }).click();
  await expect(scan.getByRole("heading", { name: enWith(orderSharedMessages.number, { number: order!.number! }) })).toBeVisible();
  await expect(scan.getByText(en(scanMessages.notPaid))).toBeVisible();
  await expect(scan.getByText(en(scanMessages.notReady))).toBeVisible();
  await expect(scan.getByText("Grace Hopper")).toBeVisible();

  // Once the kitchen has it ready, the counter hands it over.
  await markReady(order!.id);
  await scan.getByRole("button", { name: en(scanMessages.another) }).click();
  await scan.getByRole("textbox", { name: en(scanMessages.code) }).fill(`COMANDA-ORDER:${pickupCode}`);
  await scan.getByRole("button", { name: en(scanMessages.check) }).click();
  await expect(scan.getByText(en(scanMessages.readyToHandOver))).toBeVisible();
  await expect(scan.getByText(en(orderStatusMessages.ready), { exact: true })).toBeVisible();
  await scan.getByRole("button", { name: en(scanMessages.handOver) }).click();
  await expect(page.getByText(enWith(scanMessages.handedOver, { number: order!.number! }))).toBeVisible();
  await expect.poll(async () => (await ordersOf(shop.companyId))[0]?.status).toBe("done");
  await expect(scan.getByText(en(scanMessages.alreadyDone))).toBeVisible();
});

test("a delivery order needs a delivery address and carries the company billing address", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "orders-add-delivery" });
  cleanup(() => removeUser(owner));
  cleanup(() => removeAddOrderShop(owner.uid));
  const shop = await createAddOrderShop(owner.uid);

  await login(page, owner.email, owner.password);
  await page.goto("/admin/orders/overview");
  await page.getByRole("button", { name: en(addOrderMessages.open), exact: true }).click();
  const modal = page.getByRole("dialog", { name: en(addOrderMessages.title) });
  await modal.getByRole("combobox", { name: en(addOrderMessages.pointOfSale) }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Counter" }).click();
  // Button-style radios: their input is hidden, the label takes the click.
  await modal.getByText(en(stationMessages.delivery), { exact: true }).click();
  await expect(modal.getByRole("radio", { name: en(stationMessages.delivery) })).toBeChecked();
  await modal.getByRole("button", { name: en(addOrderMessages.addProduct) }).click();
  await page.getByRole("dialog", { name: en(pickerMessages.title) }).getByRole("button", { name: /Lemonade/ }).click();
  await page.getByRole("dialog", { name: "Lemonade" }).getByRole("button", { name: en(cartItemMessages.addToOrder) }).click();

  await modal.getByRole("button", { name: en(addOrderMessages.place) }).click();
  await expect(modal.getByText(en(errorMessages.deliveryAddressRequired))).toBeVisible();

  await modal.getByRole("button", { name: en(addressMessages.add) }).click();
  const addresses = page.getByRole("dialog", { name: en(addressMessages.title) });
  await addresses.getByRole("textbox", { name: en(addressMessages.name) }).fill("Ada Lovelace");
  await addresses.getByRole("textbox", { name: en(addressMessages.street) }).fill("Carrer Major 1");
  await addresses.getByRole("textbox", { name: en(addressMessages.zip) }).fill("08001");
  await addresses.getByRole("textbox", { name: en(addressMessages.city) }).fill("Barcelona");
  await addresses.getByRole("checkbox", { name: en(addressMessages.withBilling) }).check();
  const billing = addresses.getByRole("textbox", { name: en(addressMessages.name) }).nth(1);
  await billing.fill("Ada Lovelace");
  await addresses.getByRole("textbox", { name: en(addressMessages.street) }).nth(1).fill("Gran Via 2");
  await addresses.getByRole("textbox", { name: en(addressMessages.zip) }).nth(1).fill("08002");
  await addresses.getByRole("textbox", { name: en(addressMessages.city) }).nth(1).fill("Barcelona");
  await addresses.getByText(en(addressMessages.company), { exact: true }).nth(1).click();
  await addresses.getByRole("textbox", { name: en(addressMessages.companyName) }).fill("Analytical Engines SL");
  await addresses.getByRole("textbox", { name: en(addressMessages.vatId) }).fill("ESB12345678");
  await addresses.getByRole("button", { name: en(addressMessages.apply) }).click();
  await expect(addresses).toBeHidden();
  await expect(modal.getByText(/Carrer Major 1/)).toBeVisible();

  await modal.getByRole("button", { name: en(addOrderMessages.place) }).click();
  await expect(modal).toBeHidden();
  await expect.poll(async () => (await ordersOf(shop.companyId)).length).toBe(1);
  const [order] = await ordersOf(shop.companyId);
  expect(order).toMatchObject({ deliveryType: "delivery", pointofsaleId: shop.counterId });
  expect(order!.deliveryAddress).toMatchObject({ name: "Ada Lovelace", street: "Carrer Major 1", zip: "08001", city: "Barcelona", type: "private" });
  expect(order!.billingAddress).toMatchObject({ street: "Gran Via 2", type: "company", companyName: "Analytical Engines SL", vatId: "ESB12345678" });
});
