import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import de from "../i18n/lang/de.json";
import { notificationText } from "./notificationText";

const english = createIntl({ locale: "en", defaultLocale: "en", messages: {}, onError: () => {} });
const german = createIntl({ locale: "de", defaultLocale: "en", messages: de as Record<string, string>, onError: () => {} });

describe("notificationText", () => {
  it("names the text whose automatic translation failed, in the user's language", () => {
    expect(notificationText(english, "translation-failed", "Soup")).toBe(
      "Automatic translation of “Soup” failed. The text is saved as you wrote it; add the other languages yourself.",
    );
    expect(notificationText(german, "translation-failed", "Suppe")).toContain("„Suppe“");
  });

  it("names the printer that is offline with tickets waiting, in the user's language", () => {
    expect(notificationText(english, "printer-offline", "Kitchen")).toBe("The printer Kitchen is offline and has tickets waiting.");
    expect(notificationText(german, "printer-offline", "Küche")).toContain("Küche");
    expect(notificationText(german, "printer-offline", "Küche")).not.toBe(notificationText(english, "printer-offline", "Küche"));
  });

  it("says the transmission to the tax agency stopped, with the last error, in the user's language", () => {
    expect(notificationText(english, "tax-transmission-paused", "102: Error interno en el servidor")).toBe(
      "Sending your billing records to the tax agency (VERI*FACTU) stopped after repeated errors (102: Error interno en el servidor). Your receipts are kept; press Continue in Settings › Taxes once the problem is solved.",
    );
    expect(notificationText(german, "tax-transmission-paused", "102")).toContain("Fortsetzen");
  });

  it("keeps a plain-text message as it is and names an empty one", () => {
    expect(notificationText(english, "Call the supplier")).toBe("Call the supplier");
    expect(notificationText(english, "")).toBe("Notification");
  });
});
