// Interface languages (spec §1, §9): the login page's language picker switches every text to the chosen
// language's catalogue (web/src/i18n/lang/<lang>.json), and the choice outlives a reload.
import type { Page } from "@playwright/test";
import type { MessageDescriptor } from "react-intl";
import { LANGUAGES, type LanguageCode } from "@comanda/shared";
import { test, expect } from "./support/fixtures";
import { authMessages, catalogue, en, LANGUAGE_NAMES } from "./support/messages";

/** What the admin shows for a message in a language: the catalogue's text, English where it has none. */
function shownText(language: LanguageCode, message: MessageDescriptor): string {
  const translated = catalogue(language)[String(message.id)];
  return translated?.trim() ? translated : en(message);
}

async function chooseLanguage(page: Page, language: LanguageCode): Promise<void> {
  // The picker's own label is translated too, so it is found by its place: the page header.
  const picker = page.getByRole("banner").getByRole("combobox");
  await picker.selectOption({ label: LANGUAGE_NAMES[language] });
  await expect(picker).toHaveValue(language);
}

async function expectLoginIn(page: Page, language: LanguageCode): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.getByRole("heading", { name: shownText(language, authMessages.loginTitle), exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: shownText(language, authMessages.loginSubmit), exact: true })).toBeVisible();
}

for (const language of LANGUAGES.filter((l) => l !== "en")) {
  test(`choosing ${LANGUAGE_NAMES[language]} shows the login page in ${language}`, async ({ page }) => {
    for (const message of [authMessages.loginTitle, authMessages.loginSubmit]) {
      const translated = catalogue(language)[String(message.id)];
      expect(translated, `${language}.json translates ${message.id}`).toBeTruthy();
      expect(translated, `${language}.json translates ${message.id} (not English)`).not.toBe(en(message));
    }
    await page.goto("/admin/login");
    await expectLoginIn(page, "en");
    await chooseLanguage(page, language);
    await expectLoginIn(page, language);
  });
}

test.describe("starting from a German browser", () => {
  test.use({ locale: "de-DE" });

  test("choosing English shows the login page in English", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await chooseLanguage(page, "en");
    await expectLoginIn(page, "en");
  });
});

test("the chosen language is kept after a reload", async ({ page }) => {
  await page.goto("/admin/login");
  await chooseLanguage(page, "fr");
  await page.reload();
  await expect(page.getByRole("banner")).toContainText(LANGUAGE_NAMES.fr);
  await expectLoginIn(page, "fr");
});
