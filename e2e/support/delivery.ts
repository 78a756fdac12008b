// Steps on /delivery shared by the browser tests: add a delivery zone through its editor, try an address.
import { expect, type Locator, type Page } from "@playwright/test";
import { deliveryMessages as m, en, enWith } from "./messages";

export interface ZoneInput {
  name: string;
  countries: string[];
  scope: "onlyListed" | "allExceptListed" | "all";
  postcodes?: string;
  /** Prices as typed ("2,50") and maximum weights in kg ("" for none). */
  brackets: { price: string; maxKg: string }[];
}

const SCOPE = { all: m.scopeAll, onlyListed: m.scopeOnlyListed, allExceptListed: m.scopeAllExceptListed } as const;

/** antd buttons put their icon's name before the text. */
export const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/**
 * Types into a searchable select and takes the first match with Enter: clicking the option raced antd's
 * opening animation (a click during it never landed, or landed twice and unticked a multiple choice).
 */
async function pickOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await combobox.fill(option);
  await expect(page.locator(".ant-select-dropdown:visible .ant-select-item-option-active").first()).toHaveAttribute("title", option);
  await combobox.press("Enter");
}

/** Opens "Add delivery zone", fills the editor and applies it (the page still has to be saved). */
export async function addDeliveryZone(page: Page, zone: ZoneInput): Promise<void> {
  await page.getByRole("button", { name: endsWith(en(m.addZone)) }).click();
  const dialog = page.getByRole("dialog", { name: en(m.newZone) });
  await dialog.getByRole("textbox", { name: en(m.name) }).fill(zone.name);
  for (const country of zone.countries) {
    // A choice taken while the dropdown was still opening can be lost: take it again until the select shows it
    // (only while it does not, so a second Enter never unticks it).
    const chosen = dialog.locator(".ant-select-selection-item", { hasText: country });
    await expect(async () => {
      if ((await chosen.count()) === 0) await pickOption(page, dialog.getByRole("combobox", { name: en(m.countries) }), country);
      await expect(chosen).toHaveCount(1, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  }
  // The multiple select stays open over the fields below it until the focus moves on.
  await dialog.getByRole("textbox", { name: en(m.name) }).click();
  await expect(page.locator(".ant-select-dropdown:visible")).toHaveCount(0);
  await dialog.getByText(en(SCOPE[zone.scope]), { exact: true }).click();
  if (zone.postcodes != null) await dialog.getByRole("textbox", { name: en(m.postcodes) }).fill(zone.postcodes);
  for (const [index, bracket] of zone.brackets.entries()) {
    if (index > 0) await dialog.getByRole("button", { name: endsWith(en(m.addBracket)) }).click();
    await dialog.getByRole("textbox", { name: en(m.price) }).nth(index).fill(bracket.price);
    await dialog.getByRole("textbox", { name: en(m.maxWeight) }).nth(index).fill(bracket.maxKg);
  }
  await dialog.getByRole("button", { name: en(m.apply) }).click();
  await expect(dialog).toBeHidden();
}

/** Fills the "try an address" box and answers the text it shows. */
export async function tryAddress(page: Page, address: { country?: string; postcode: string; weightKg?: string }): Promise<Locator> {
  const box = page.locator(".delivery-try");
  if (address.country) await pickOption(page, box.getByRole("combobox", { name: en(m.tryCountry) }), address.country);
  await box.getByRole("textbox", { name: en(m.tryPostcode) }).fill(address.postcode);
  await box.getByRole("textbox", { name: en(m.tryWeight) }).fill(address.weightKg ?? "");
  return box.getByRole("status");
}

/** "Delivery possible: €2.50 (Eixample)" as the admin writes it in English with euros. */
export function deliverable(fee: number, zone: string): string {
  const money = new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }).format(fee);
  return enWith(m.tryDeliverable, { fee: money, zone });
}
