// Browser test of booked pickup times: with one order per slot, a slot already booked is offered as fully
// booked and cannot be chosen; another slot of the same day is booked and the board card shows it.
import { test, expect } from "./support/fixtures";
import { registerCompany, removeUser } from "./support/emulators";
import { en } from "./support/messages";
import { createAddOrderShop, ordersOf, removeAddOrderShop } from "./support/orders-add";
import { bookedOrder, setSlotHours, slotDay } from "./support/order-slots";
import { login } from "./support/ui";
import { addOrderMessages, requestedTimeMessages } from "../web/src/orders/add/messages";

test("a fully booked slot cannot be chosen, another slot is booked and shown on the board card", async ({ page, cleanup }) => {
  const owner = await registerCompany({ tag: "order-slots" });
  cleanup(() => removeUser(owner));
  cleanup(() => removeAddOrderShop(owner.uid));
  const shop = await createAddOrderShop(owner.uid);
  await setSlotHours(owner.uid, 1);
  // Three days ahead: open every weekday, never today's passing hours, never "Today" or "Tomorrow".
  const day = slotDay(3);
  await bookedOrder(owner.uid, day.at("12:30"));

  await login(page, owner.email, owner.password);
  await page.goto("/admin/orders/overview");
  await page.getByRole("button", { name: en(addOrderMessages.open), exact: true }).click();
  const modal = page.getByRole("dialog", { name: en(addOrderMessages.title) });

  await modal.getByRole("combobox", { name: en(addOrderMessages.pointOfSale) }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Counter" }).click();
  // Button-style radios: their inputs are hidden, so the visible labels are clicked.
  await modal.locator("label", { has: page.getByRole("radio", { name: "Takeaway" }) }).click();

  const times = modal.getByRole("radiogroup", { name: `${en(requestedTimeMessages.pickupTime)}: time` });
  await expect(modal.getByRole("radio", { name: en(requestedTimeMessages.asap) })).toBeChecked();
  await modal.locator("label", { has: page.getByRole("radio", { name: new RegExp(`^${day.weekday}\\b.*\\b${day.day}\\b`) }) }).click();
  await expect(times.getByRole("radio", { name: "12:00" })).toBeEnabled();
  const booked = times.getByRole("radio", { name: /^12:30/ });
  await expect(booked).toBeDisabled();
  await expect(times.locator("label", { hasText: "12:30" })).toContainText(en(requestedTimeMessages.full));
  await times.locator("label", { has: page.getByRole("radio", { name: "12:45" }) }).click();
  await expect(times.getByRole("radio", { name: "12:45" })).toBeChecked();

  await modal.getByRole("button", { name: en(addOrderMessages.addProduct) }).click();
  const picker = page.getByRole("dialog", { name: "Choose a product" });
  await picker.getByRole("button", { name: /Lemonade/ }).click();
  await page.getByRole("dialog", { name: "Lemonade" }).getByRole("button", { name: "Add to order" }).click();
  await modal.getByRole("textbox", { name: en(addOrderMessages.name) }).fill("Ada Lovelace");
  await modal.getByRole("button", { name: en(addOrderMessages.place) }).click();
  await expect(modal).toBeHidden();

  await expect.poll(async () => (await ordersOf(shop.companyId)).find((o) => o.name === "Ada Lovelace")?.requestedTime).toBe(day.at("12:45"));
  const card = page.locator(".ob-card", { hasText: "Ada Lovelace" });
  const tag = card.getByTestId("requested-time");
  await expect(tag).toContainText(/^For /);
  await expect(tag).toContainText(day.weekday);
  await expect(tag).toContainText(/12:45/);
});
