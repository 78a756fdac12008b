// The four company settings screens (general, my establishment, languages and translation, API access) in
// each of the seven interface languages: the heading is the language's catalogue text and no message of the
// screen is missing (a build without a text shows its id, e.g. "settings.general.vat"). Signed in as the demo
// owner; reads only.
import type { MessageDescriptor } from "react-intl";
import { LANGUAGES } from "@comanda/shared";
import { expect, test } from "./support/fixtures";
import { DEMO_PASSWORD } from "./support/emulators";
import { catalogue } from "./support/messages";
import { login } from "./support/ui";
import { generalSettingsMessages } from "../web/src/settings/general/messages";
import { infoMessages } from "../web/src/settings/info/messages";
import { frontendSettingsMessages } from "../web/src/settings/frontend/messages";
import { apiSettingsMessages } from "../web/src/settings/api/messages";

const SCREENS: Array<[string, MessageDescriptor]> = [
  ["/admin/settings/general", generalSettingsMessages.title],
  ["/admin/settings/info", infoMessages.title],
  ["/admin/settings/frontend", frontendSettingsMessages.title],
  ["/admin/settings/api", apiSettingsMessages.title],
];

/** A message id as the admin shows it when a catalogue lacks the text. */
const RAW_ID = /\bsettings\.[a-zA-Z]+\.[a-zA-Z][\w.]*/;

test("the settings screens are shown in each of the seven languages, with no text missing", async ({ page }) => {
  test.setTimeout(150_000);
  await login(page, "owner@comanda.test", DEMO_PASSWORD);
  for (const language of LANGUAGES) {
    await page.evaluate(`localStorage.setItem("comanda.language", ${JSON.stringify(language)})`);
    for (const [index, [path, title]] of SCREENS.entries()) {
      if (index === 0) await page.goto(path);
      else await page.evaluate(`history.pushState({}, "", ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent("popstate"))`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const text = catalogue(language)[String(title.id)];
      expect(text, `${language}.json has ${String(title.id)}`).toBeTruthy();
      await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(text!);
      // The screen's fields have arrived (a form control), then nothing on it is an untranslated id.
      await expect(page.locator("main").locator("input, button[role='switch'], [role='combobox']").first()).toBeVisible();
      expect(await page.locator("main").innerText(), `${path} in ${language}`).not.toMatch(RAW_ID);
    }
  }
});
