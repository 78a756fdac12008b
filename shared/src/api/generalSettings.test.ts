import { describe, expect, it } from "vitest";
import { validator } from "../validation";
import { defaultCompanySettings } from "../entities/companySettings";
import {
  GENERAL_SETTINGS_FIELDS,
  emailListErrors,
  duplicateVatRateIndexes,
  generalSettingsErrors,
  generalSettingsSchema,
  invalidEmails,
  isValidTimezone,
  isValidVatId,
  offeredVatRates,
  removedVatRates,
  splitEmailList,
  storedGeneralSettings,
  vatChanges,
  type GeneralSettings,
} from "./generalSettings";

const defaults = defaultCompanySettings();
const base: GeneralSettings = {
  ...(Object.fromEntries(GENERAL_SETTINGS_FIELDS.map((f) => [f, defaults[f]])) as GeneralSettings),
  vat: 10,
  vatRates: [{ name: "Reduced", rate: 4 }, { name: "Standard", rate: 21 }],
};
const checkBody = validator<GeneralSettings>(generalSettingsSchema);

describe("generalSettingsSchema", () => {
  it("takes every general field of a new company's settings", () => {
    expect(checkBody(base)).toEqual({ ok: true, value: base });
  });

  it("refuses a missing field, a field of another screen and a VAT rate above 100", () => {
    const { currency: _omitted, ...rest } = base;
    const result = checkBody({ ...rest, isOpen: false, vatRates: [{ name: "X", rate: 120 }] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields).toEqual({ currency: ["required"], isOpen: ["unknown-field"], "vatRates.0.rate": ["maximum"] });
  });
});

describe("isValidTimezone", () => {
  it("knows IANA names and UTC", () => {
    for (const zone of ["Europe/Madrid", "America/Argentina/Buenos_Aires", "Asia/Shanghai", "UTC"]) expect(isValidTimezone(zone)).toBe(true);
  });

  it("refuses invented names, offsets written as names and padded names", () => {
    for (const zone of ["Europe/Barcelona", "Mars/Olympus", "", " Europe/Madrid", 42]) expect(isValidTimezone(zone)).toBe(false);
  });
});

describe("e-mail address lists", () => {
  it("splits on commas, semicolons, spaces and line breaks", () => {
    expect(splitEmailList(" ana@bar.es, luis@bar.es;\nbooks@bar.es  ")).toEqual(["ana@bar.es", "luis@bar.es", "books@bar.es"]);
    expect(splitEmailList(null)).toEqual([]);
  });

  it("names the addresses that are not e-mail addresses", () => {
    expect(invalidEmails("ana@bar.es, luis@, kitchen")).toEqual(["luis@", "kitchen"]);
  });

  it("is required when its sending is on, and at most 10 addresses", () => {
    expect(emailListErrors(true, "  ")).toEqual(["required"]);
    expect(emailListErrors(false, "")).toEqual([]);
    const eleven = Array.from({ length: 11 }, (_, i) => `c${i}@bar.es`).join(",");
    expect(emailListErrors(false, eleven)).toEqual(["email-list-too-long"]);
  });
});

describe("isValidVatId", () => {
  it("takes the ids tax offices write", () => {
    for (const id of ["ESB12345678", "DE 123 456 789", "GB123.4567.89", "NL123456789B01"]) expect(isValidVatId(id)).toBe(true);
  });
  it("refuses one character and other signs", () => {
    for (const id of ["E", "ES<b>1", "ñ12345"]) expect(isValidVatId(id)).toBe(false);
  });
});

describe("VAT rates", () => {
  it("offers the default rate then the additional ones, each once", () => {
    expect(offeredVatRates({ vat: 10, vatRates: [{ name: "A", rate: 4 }, { name: "B", rate: 10.001 }] })).toEqual([10, 4]);
  });

  it("finds the rates a change would take away, including a changed default", () => {
    expect(removedVatRates(base, { vat: 21, vatRates: [{ name: "Reduced", rate: 4 }] })).toEqual([10]);
    expect(removedVatRates(base, { vat: 10, vatRates: [{ name: "Super reduced", rate: 4 }, { name: "General", rate: 21 }] })).toEqual([]);
  });
});

describe("generalSettingsErrors", () => {
  it("accepts a complete, coherent body", () => {
    expect(generalSettingsErrors(base)).toEqual({});
  });

  it("refuses an unknown time zone and currency", () => {
    expect(generalSettingsErrors({ ...base, timezone: "Europe/Barcelona", currency: "XXX" as GeneralSettings["currency"] })).toEqual({
      timezone: ["timezone-invalid"],
      currency: ["currency-unknown"],
    });
  });

  it("refuses a VAT rate without a name and one offered twice (the default counts)", () => {
    const body = { ...base, vatRates: [{ name: " ", rate: 4 }, { name: "Again", rate: 10 }, { name: "Four", rate: 4 }] };
    expect(generalSettingsErrors(body)).toEqual({
      "vatRates.0.name": ["required"],
      "vatRates.1.rate": ["vat-rate-duplicate"],
      "vatRates.2.rate": ["vat-rate-duplicate"],
    });
  });

  it("lets a repetition of a rate through when the stored settings already held that row as one, so old data saves untouched", () => {
    // The first demo data offered the default 10 % again as "Reduced": saving the tip must not stumble over it.
    const stored = { vat: 10, vatRates: [{ name: "Reduced", rate: 10 }, { name: "Standard", rate: 21 }] };
    expect(generalSettingsErrors({ ...base, vat: 10, vatRates: stored.vatRates, defaultTipPercentage: 7 }, stored)).toEqual({});
    expect(duplicateVatRateIndexes({ vat: 10, vatRates: [{ name: " Reduced ", rate: 10 }] }, stored)).toEqual([]);
  });

  it("still refuses a repetition the save adds: a new row, a renamed or changed row, or a default rate moved onto a row", () => {
    const stored = { vat: 10, vatRates: [{ name: "Reduced", rate: 10 }, { name: "Standard", rate: 21 }] };
    expect(duplicateVatRateIndexes({ vat: 10, vatRates: [...stored.vatRates, { name: "Again", rate: 21 }] }, stored)).toEqual([2]);
    expect(duplicateVatRateIndexes({ vat: 10, vatRates: [{ name: "Reduced food", rate: 10 }, stored.vatRates[1]!] }, stored)).toEqual([0]);
    // Standard 21 was no repetition before; with the default at 21 it is one. Reduced 10 no longer repeats anything.
    expect(duplicateVatRateIndexes({ vat: 21, vatRates: stored.vatRates }, stored)).toEqual([1]);
    // Without stored settings (a first save) every repetition is refused.
    expect(duplicateVatRateIndexes({ vat: 10, vatRates: stored.vatRates })).toEqual([0]);
  });

  it("refuses a malformed VAT id but takes none", () => {
    expect(generalSettingsErrors({ ...base, vatId: "<ES>" })).toEqual({ vatId: ["vat-id-invalid"] });
    expect(generalSettingsErrors({ ...base, vatId: "" })).toEqual({});
  });

  it("refuses cash payments until the terms for cash payments are confirmed", () => {
    expect(generalSettingsErrors({ ...base, enableOfflinePayments: true, cashPaymentsAuthorised: false })).toEqual({ cashPaymentsAuthorised: ["cash-terms-required"] });
    expect(generalSettingsErrors({ ...base, enableOfflinePayments: true, cashPaymentsAuthorised: true })).toEqual({});
  });

  it("checks each address list of an enabled sending", () => {
    const body = { ...base, sendNewOrderNotifications: true, sendNewOrderNotificationsTo: "", sendCopyOfOrderReceipts: false, sendCopyOfOrderReceiptsTo: "books@bar, ok@bar.es" };
    expect(generalSettingsErrors(body)).toEqual({ sendNewOrderNotificationsTo: ["required"], sendCopyOfOrderReceiptsTo: ["email-invalid"] });
  });

  it("needs a limit and a text for the throttle message when it is on", () => {
    expect(generalSettingsErrors({ ...base, enableThrottleMessage: true, throttleLimit: null, throttleMessage: { en: " " } })).toEqual({
      throttleLimit: ["required"],
      throttleMessage: ["required"],
    });
    expect(generalSettingsErrors({ ...base, enableThrottleMessage: true, throttleLimit: 20, throttleMessage: { es: "Mucho trabajo" } })).toEqual({});
  });

  it("needs the question and both button labels of the age popup when it is on", () => {
    const body = { ...base, enableLegalAgePopup: true, legalAgePopupContent: { de: "Bist du 18?" }, legalAgePopupPositiveButtonLabel: {}, legalAgePopupNegativeButtonLabel: { de: "" } };
    expect(generalSettingsErrors(body)).toEqual({ legalAgePopupPositiveButtonLabel: ["required"], legalAgePopupNegativeButtonLabel: ["required"] });
  });
});

describe("storedGeneralSettings", () => {
  it("trims the VAT id and rate names and writes address lists as the mail sender takes them", () => {
    const stored = storedGeneralSettings({ ...base, vatId: "  ", vatRates: [{ name: " Reduced ", rate: 4 }], sendCopyOfOrderReceiptsTo: "a@bar.es;b@bar.es\n", sendNewOrderNotificationsTo: " " });
    expect(stored.vatId).toBeNull();
    expect(stored.vatRates).toEqual([{ name: "Reduced", rate: 4 }]);
    expect(stored.sendCopyOfOrderReceiptsTo).toBe("a@bar.es, b@bar.es");
    expect(stored.sendNewOrderNotificationsTo).toBeNull();
  });

  it("keeps only the general fields", () => {
    const stored = storedGeneralSettings({ ...base, isOpen: false } as GeneralSettings);
    expect(Object.keys(stored).sort()).toEqual([...GENERAL_SETTINGS_FIELDS].sort());
  });
});

describe("vatChanges", () => {
  it("lists each changed VAT field with its old and new value", () => {
    const after = { vat: 21, vatRates: base.vatRates, vatId: "ESB1", vatForTips: 10 };
    expect(vatChanges({ vat: 10, vatRates: base.vatRates, vatForTips: 10 }, after)).toEqual([
      { field: "vat", oldValue: 10, newValue: 21 },
      { field: "vatId", oldValue: null, newValue: "ESB1" },
    ]);
  });

  it("lists nothing when nothing VAT-related changed", () => {
    const same = { vat: 10, vatRates: base.vatRates, vatId: null, vatForTips: 0 };
    expect(vatChanges(same, same)).toEqual([]);
  });
});
