import { describe, expect, it } from "vitest";
import { INFO_FIELDS } from "@comanda/shared";
import { infoBody, infoFormValues } from "./model";

describe("info form model", () => {
  it("shows missing and null values of older data as empty inputs", () => {
    const values = infoFormValues({ id: "c1", companyname: "Pepe S.L.", email: null, country: "XX" as never, picture: "" });
    expect(values).toMatchObject({ companyname: "Pepe S.L.", brandName: "", email: "", country: null, picture: null, slug: "", description: {} });
  });

  it("sends every field of the screen and nothing else, empty optional values as null", () => {
    const body = infoBody({ ...infoFormValues({ id: "c1", slug: "casa-pepe" }), website: "  ", customTermsUrl: "https://casapepe.es/terms", slug: " casa-pepe " });
    expect(Object.keys(body).sort()).toEqual([...INFO_FIELDS].sort());
    expect(body).toMatchObject({ website: null, email: null, customPrivacyUrl: null, customTermsUrl: "https://casapepe.es/terms", slug: "casa-pepe" });
  });
});
