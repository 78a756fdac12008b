import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages";
import { infoSettingsSchema } from "../api/companyInfo";
import { validator } from "../validation";
import { INFO_FIELDS, infoSettingsErrors, phoneError, storedInfoSettings, type InfoSettings } from "./infoRules";

const info: InfoSettings = {
  brandName: "Casa Pepe",
  companyname: "Pepe Restauración S.L.",
  firstname: "Pepe",
  lastname: "García",
  street: "Carrer de Mallorca 12",
  zip: "08013",
  city: "Barcelona",
  country: "ES",
  email: "hola@casapepe.es",
  phone: "+34 93 123 45 67",
  mobile: "(+34) 600-12-34-56",
  website: "https://casapepe.es",
  description: { es: "Tapas desde 1987", en: "Tapas since 1987" },
  picture: null,
  slug: "casa-pepe",
  customPrivacyUrl: "https://casapepe.es/privacidad",
  customTermsUrl: null,
};

const shape = validator<InfoSettings>(infoSettingsSchema);
/** Shape and screen checks together, as the server runs them. */
function errors(body: unknown) {
  const checked = shape(body);
  return checked.ok ? infoSettingsErrors(checked.value) : checked.fields;
}

describe("company info body", () => {
  it("accepts every field of the screen filled in well", () => {
    expect(errors(info)).toEqual({});
  });

  it("accepts the optional fields left empty", () => {
    expect(errors({ ...info, brandName: "", email: null, phone: "", mobile: "", website: null, country: null, description: {}, customPrivacyUrl: "", customTermsUrl: null })).toEqual({});
  });

  it("needs every field, so that a save never half-replaces the info", () => {
    const { city: _, ...withoutCity } = info;
    expect(errors(withoutCity)).toEqual({ city: ["required"] });
    expect([...INFO_FIELDS].sort()).toEqual(Object.keys(info).sort());
  });

  it("refuses fields of other screens and of the server", () => {
    expect(errors({ ...info, customDomains: [] })).toEqual({ customDomains: ["unknown-field"] });
    expect(errors({ ...info, companyId: "other" })).toEqual({ companyId: ["unknown-field"] });
  });

  it("refuses a company name that is empty or only spaces", () => {
    expect(errors({ ...info, companyname: "   " })).toEqual({ companyname: ["required"] });
  });

  it("refuses texts over their limits", () => {
    expect(errors({ ...info, street: "x".repeat(301), zip: "1".repeat(21), phone: "1".repeat(41) })).toEqual({ street: ["maxLength"], zip: ["maxLength"], phone: ["maxLength"] });
    expect(errors({ ...info, description: { en: "x".repeat(2001) } })).toEqual({ "description.en": ["maxLength"] });
  });

  it("refuses a description in a language the product does not have", () => {
    expect(errors({ ...info, description: { pt: "Olá" } })).toEqual({ "description.pt": ["unknown-field"] });
    expect(LANGUAGES).not.toContain("pt");
  });

  it("refuses an e-mail address that is not one", () => {
    expect(errors({ ...info, email: "hola@casapepe" })).toEqual({ email: ["email"] });
  });

  it("refuses a country outside the lookup (lower case too)", () => {
    expect(errors({ ...info, country: "XX" })).toEqual({ country: ["country-unknown"] });
    expect(errors({ ...info, country: "es" })).toEqual({ country: ["country-unknown"] });
  });

  it("refuses phone numbers with letters", () => {
    expect(errors({ ...info, phone: "93 CALL ME", mobile: "+" })).toEqual({ phone: ["phone-invalid"], mobile: ["phone-invalid"] });
  });

  it.each(["ftp://casapepe.es/terms", "file:///etc/passwd", "mailto:hola@casapepe.es", "javascript:alert(1)"])("refuses the non-http link %s for the terms", (url) => {
    expect(errors({ ...info, customTermsUrl: url })).toEqual({ customTermsUrl: ["link-protocol"] });
  });

  it("refuses broken links and links to the machine itself in every link field", () => {
    expect(errors({ ...info, website: "https://", customPrivacyUrl: "http://localhost/privacy", customTermsUrl: "not a link" })).toEqual({
      website: ["link-invalid"],
      customPrivacyUrl: ["link-blocked-host"],
      customTermsUrl: ["link-invalid"],
    });
  });

  it("accepts http as well as https links", () => {
    expect(errors({ ...info, customPrivacyUrl: "http://casapepe.es/privacy", customTermsUrl: "https://casapepe.es/terms" })).toEqual({});
  });

  it.each(["admin", "assets", "favico", "js", "css", "site.webmanifest", ...LANGUAGES])("refuses the reserved slug %s with slug-reserved", (slug) => {
    expect(errors({ ...info, slug })).toEqual({ slug: ["slug-reserved"] });
  });

  it("refuses an empty slug as required and a badly formed one as slug-invalid", () => {
    expect(errors({ ...info, slug: "" })).toEqual({ slug: ["required"] });
    expect(errors({ ...info, slug: "Casa Pepe" })).toEqual({ slug: ["slug-invalid"] });
    expect(errors({ ...info, slug: "casa--pepe" })).toEqual({ slug: ["slug-invalid"] });
  });

  it("refuses a missing slug (null) by its shape", () => {
    expect(errors({ ...info, slug: null })).toEqual({ slug: ["type"] });
  });
});

describe("phoneError", () => {
  it("accepts the usual ways of writing a number", () => {
    for (const number of ["+34 931 234 567", "0049/30 1234-56", "(93) 123.45.67", ""]) expect(phoneError(number)).toBeNull();
  });
  it("refuses letters and signs alone", () => {
    expect(phoneError("call us")).toBe("phone-invalid");
    expect(phoneError("--")).toBe("phone-invalid");
  });
});

describe("storedInfoSettings", () => {
  it("trims texts, stores empty optional values as null and gives links their scheme", () => {
    const stored = storedInfoSettings({ ...info, brandName: "  Casa Pepe ", email: " ", website: "casapepe.es", customTermsUrl: "  ", description: { en: "  ", es: "Tapas" } });
    expect(stored).toMatchObject({ brandName: "Casa Pepe", email: null, website: "https://casapepe.es", customTermsUrl: null, description: { es: "Tapas" } });
  });
  it("stores the e-mail address in lower case", () => {
    expect(storedInfoSettings({ ...info, email: "Hola@CasaPepe.es" }).email).toBe("hola@casapepe.es");
  });
});
