// /delivery as a new owner sets it up: two delivery zones with price brackets made in the editor, saved and
// kept after a reload, then addresses tried against them (listed postcode, wildcard, excluded postcode,
// another country, a heavy cart); a save the server refuses (delivery hours without a date) keeps the page.
import type { DeliveryZone } from "@comanda/shared";
import { expect, test } from "./support/fixtures";
import { readDoc, registerCompany, removeUser } from "./support/emulators";
import { addDeliveryZone, deliverable, endsWith, tryAddress } from "./support/delivery";
import { setDate, specialDay } from "./support/hours";
import { deliveryMessages as m, en, errorMessages, hoursEditorMessages as h } from "./support/messages";
import { login } from "./support/ui";

test("an owner sets up delivery zones with fees and tries addresses against them", async ({ page, cleanup }) => {
  test.setTimeout(180_000);
  const owner = await registerCompany({ tag: "delivery" });
  cleanup(() => removeUser(owner));

  await login(page, owner.email, owner.password);
  await page.goto("/admin/delivery");
  await expect(page.getByRole("heading", { name: en(m.title), level: 1 })).toBeVisible();
  await expect(page.getByText(en(m.noZones))).toBeVisible();

  await page.getByRole("switch", { name: en(m.enabled) }).click();
  // A new company has no sales zone offering delivery yet: the page says so and links to the zones.
  await expect(page.getByRole("link", { name: "sales zone", exact: true })).toHaveAttribute("href", "/admin/zones");
  await addDeliveryZone(page, {
    name: "Eixample",
    countries: ["Spain"],
    scope: "onlyListed",
    postcodes: "08007, 08008, 0801*",
    // Entered out of order: the bracket without maximum is stored last.
    brackets: [
      { price: "4", maxKg: "" },
      { price: "2,50", maxKg: "5" },
    ],
  });
  await addDeliveryZone(page, {
    name: "Spain outside Barcelona",
    countries: ["Spain", "Portugal"],
    scope: "allExceptListed",
    postcodes: "080*",
    brackets: [{ price: "6", maxKg: "10" }],
  });
  // The try box answers on the unsaved zones already.
  await expect(await tryAddress(page, { postcode: "08007" })).toHaveText(deliverable(2.5, "Eixample"));

  await page.getByRole("button", { name: en(m.save) }).click();
  await expect(page.getByText(en(m.saved))).toBeVisible();

  await page.reload();
  const zones = page.getByRole("list", { name: en(m.zonesAndFees) });
  await expect(zones.getByRole("listitem")).toHaveCount(2);
  await expect(zones.getByText("€2.50 up to 5 kg · €4.00 above")).toBeVisible();
  await expect(zones.getByText("All except 080*")).toBeVisible();
  await expect(page.getByRole("switch", { name: en(m.enabled) })).toBeChecked();

  // A listed postcode: the cheaper bracket and the zone's name.
  await expect(await tryAddress(page, { postcode: "08008" })).toHaveText(deliverable(2.5, "Eixample"));
  // A wildcard: 0801* covers 08015.
  await expect(await tryAddress(page, { postcode: "08015" })).toHaveText(deliverable(2.5, "Eixample"));
  // Listed nowhere, excluded by "all except 080*": no zone; outside Barcelona the other zone serves.
  await expect(await tryAddress(page, { postcode: "08001" })).toHaveText(en(m.tryNoZone));
  await expect(await tryAddress(page, { postcode: "28001" })).toHaveText(deliverable(6, "Spain outside Barcelona"));
  // A heavy cart: the Eixample's bracket without maximum; too heavy where every bracket has one.
  await expect(await tryAddress(page, { postcode: "08007", weightKg: "12" })).toHaveText(deliverable(4, "Eixample"));
  await expect(await tryAddress(page, { postcode: "28001", weightKg: "12,5" })).toHaveText(en(m.tryTooHeavy));
  // Another country: Portugal is served by the second zone, France by none.
  await expect(await tryAddress(page, { country: "Portugal", postcode: "1100-148" })).toHaveText(deliverable(6, "Spain outside Barcelona"));
  await expect(await tryAddress(page, { country: "France", postcode: "75001" })).toHaveText(en(m.tryNoZone));

  const stored = (await readDoc("companySettings", owner.uid)) as { deliveryEnabled?: boolean; deliveryZones?: DeliveryZone[] } | undefined;
  expect(stored?.deliveryEnabled).toBe(true);
  expect(stored?.deliveryZones?.map(({ id: _id, ...zone }) => zone)).toEqual([
    { name: "Eixample", countries: ["ES"], postcodeScope: "onlyListed", postcodes: "08007, 08008, 0801*", priceBrackets: [{ price: 2.5, maxWeight: 5000 }, { price: 4, maxWeight: null }] },
    { name: "Spain outside Barcelona", countries: ["ES", "PT"], postcodeScope: "allExceptListed", postcodes: "080*", priceBrackets: [{ price: 6, maxWeight: 10_000 }] },
  ]);
  expect(new Set(stored?.deliveryZones?.map((z) => z.id)).size).toBe(2);
});

test("a refused save keeps what was typed and says why; fixed, it is saved", async ({ page, cleanup }) => {
  test.setTimeout(120_000);
  const owner = await registerCompany({ tag: "delivery-refused" });
  cleanup(() => removeUser(owner));

  await login(page, owner.email, owner.password);
  await page.goto("/admin/delivery");
  await expect(page.getByRole("heading", { name: en(m.title), level: 1 })).toBeVisible();
  await addDeliveryZone(page, { name: "Gràcia", countries: ["Spain"], scope: "onlyListed", postcodes: "08012", brackets: [{ price: "3", maxKg: "" }] });
  // Own delivery hours with special hours whose date is left empty: the server refuses the save.
  await page.getByText(en(m.hoursDifferent), { exact: true }).click();
  await page.getByRole("button", { name: endsWith(en(h.addSpecial)) }).click();
  await page.getByRole("button", { name: en(m.save) }).click();

  await expect(page.getByText(en(errorMessages.formInvalid)).first()).toBeVisible();
  await expect(page.locator(".ant-form-item-explain-error", { hasText: en(errorMessages.hoursNoDate) })).toBeVisible();
  await expect(page.getByRole("list", { name: en(m.zonesAndFees) }).getByText("Gràcia")).toBeVisible();
  expect((await readDoc("companySettings", owner.uid))?.deliveryZones).toEqual([]);

  await setDate(specialDay(page, 1).date, `${new Date().getUTCFullYear() + 1}-06-24`);
  await page.getByRole("button", { name: en(m.save) }).click();
  await expect(page.getByText(en(m.saved))).toBeVisible();
  await expect.poll(async () => ((await readDoc("companySettings", owner.uid))?.deliveryZones as DeliveryZone[] | undefined)?.map((z) => z.name)).toEqual(["Gràcia"]);
  expect((await readDoc("companySettings", owner.uid))?.deliveryHoursRule).toBe("different");
});
