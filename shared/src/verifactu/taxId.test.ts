import { describe, expect, it } from "vitest";
import { euVatIdError, normalizeTaxId, spanishTaxIdError, spanishTaxIdKind, taxIdError } from "./taxId";

describe("spanishTaxIdError: NIF", () => {
  it("accepts a DNI whose letter is its number modulo 23 in the agency's table", () => {
    expect(spanishTaxIdError("12345678Z")).toBeNull();
    expect(spanishTaxIdError("00000000T")).toBeNull();
    // The issuer of the agency's worked examples.
    expect(spanishTaxIdError("89890001K")).toBeNull();
  });

  it("refuses a DNI with another letter as a control error", () => {
    expect(spanishTaxIdError("12345678A")).toBe("tax-id-control");
    expect(spanishTaxIdError("89890001J")).toBe("tax-id-control");
  });

  it("checks the K, L and M NIFs like a DNI over their seven digits", () => {
    expect(spanishTaxIdError("K1234567L")).toBeNull();
    expect(spanishTaxIdError("M1234567L")).toBeNull();
    expect(spanishTaxIdError("L1234567T")).toBe("tax-id-control");
  });

  it("reads ids as people write them: lower case, spaces, dots and dashes", () => {
    expect(spanishTaxIdError(" 12.345.678-z ")).toBeNull();
  });
});

describe("spanishTaxIdError: NIE", () => {
  it("counts X, Y and Z as 0, 1 and 2 before the digits", () => {
    expect(spanishTaxIdError("X1234567L")).toBeNull();
    expect(spanishTaxIdError("Y1234567X")).toBeNull();
    expect(spanishTaxIdError("Z1234567R")).toBeNull();
  });

  it("refuses a NIE whose letter belongs to another prefix", () => {
    // X1234567's letter is L; Y1234567's is X.
    expect(spanishTaxIdError("Y1234567L")).toBe("tax-id-control");
  });
});

describe("spanishTaxIdError: CIF", () => {
  it("accepts a company (B) whose last digit is the control digit", () => {
    // 1234567: odd places 1,3,5,7 doubled and summed 2+6+1+5=14, even places 2+4+6=12; 10 - 6 = 4.
    expect(spanishTaxIdError("B12345674")).toBeNull();
    expect(spanishTaxIdError("B11223344")).toBeNull();
  });

  it("refuses a company whose control is wrong, or is the letter where a digit is due", () => {
    expect(spanishTaxIdError("B12345675")).toBe("tax-id-control");
    // 4 is D as a letter: right value, wrong form for a company.
    expect(spanishTaxIdError("B1234567D")).toBe("tax-id-control");
  });

  it("wants the letter for public bodies and non-residents (digits starting 00)", () => {
    expect(spanishTaxIdError("P1234567D")).toBeNull();
    expect(spanishTaxIdError("P12345674")).toBe("tax-id-control");
    // 0012345: 0+2+6+1 doubled, 0+2+4 as they are, 15: control 5, the letter E.
    expect(spanishTaxIdError("N0012345E")).toBeNull();
    expect(spanishTaxIdError("A0012345E")).toBeNull();
    expect(spanishTaxIdError("A00123455")).toBe("tax-id-control");
  });

  it("takes either the digit or the letter for the other organisation types", () => {
    expect(spanishTaxIdError("G12345674")).toBeNull();
    expect(spanishTaxIdError("G1234567D")).toBeNull();
    expect(spanishTaxIdError("G1234567E")).toBe("tax-id-control");
  });

  it("accepts the ES prefix of a Spanish VAT id", () => {
    expect(spanishTaxIdError("ESB12345674")).toBeNull();
    expect(spanishTaxIdError("ES12345678Z")).toBeNull();
  });
});

describe("spanishTaxIdError: shape", () => {
  it("answers required for an empty id and invalid for anything that is no Spanish id", () => {
    expect(spanishTaxIdError("  ")).toBe("tax-id-required");
    expect(spanishTaxIdError("1234567Z")).toBe("tax-id-invalid");
    expect(spanishTaxIdError("I12345674")).toBe("tax-id-invalid");
    expect(spanishTaxIdError("DE123456789")).toBe("tax-id-invalid");
  });

  it("names the kind of a Spanish id by its shape", () => {
    expect(spanishTaxIdKind("12345678Z")).toBe("nif");
    expect(spanishTaxIdKind("K1234567L")).toBe("nif");
    expect(spanishTaxIdKind("X1234567L")).toBe("nie");
    expect(spanishTaxIdKind("B12345674")).toBe("cif");
    expect(spanishTaxIdKind("hello")).toBeNull();
  });
});

describe("euVatIdError", () => {
  it("accepts ids of the country's format, with or without the prefix", () => {
    expect(euVatIdError("DE123456789", "DE")).toBeNull();
    expect(euVatIdError("123456789", "DE")).toBeNull();
    expect(euVatIdError("FR 40 303265045", "FR")).toBeNull();
    expect(euVatIdError("NL123456789B01", "NL")).toBeNull();
    expect(euVatIdError("ATU12345678", "AT")).toBeNull();
  });

  it("uses Greece's EL prefix", () => {
    expect(euVatIdError("EL123456789", "GR")).toBeNull();
    expect(euVatIdError("GR123456789", "GR")).toBe("tax-id-invalid");
  });

  it("refuses an id of another length or shape, or another country's", () => {
    expect(euVatIdError("DE12345678", "DE")).toBe("tax-id-invalid");
    expect(euVatIdError("NL123456789", "NL")).toBe("tax-id-invalid");
    expect(euVatIdError("FR123456789", "DE")).toBe("tax-id-invalid");
    expect(euVatIdError("12345678", "US")).toBe("tax-id-invalid");
  });

  it("checks a Spanish one by its control character", () => {
    expect(euVatIdError("ESB12345675", "ES")).toBe("tax-id-control");
  });
});

describe("taxIdError", () => {
  it("checks a Spanish company's id by its control character", () => {
    expect(taxIdError("B12345674", "ES")).toBeNull();
    expect(taxIdError("B12345675", "ES")).toBe("tax-id-control");
  });

  it("checks an EU country's by its format, and any other by the general shape of tax ids", () => {
    expect(taxIdError("IT12345678901", "IT")).toBeNull();
    expect(taxIdError("IT1234", "IT")).toBe("tax-id-invalid");
    expect(taxIdError("CHE-123.456.789", "CH")).toBeNull();
    expect(taxIdError("!", "CH")).toBe("tax-id-invalid");
  });

  it("answers required when there is no id", () => {
    expect(taxIdError(null, "ES")).toBe("tax-id-required");
    expect(taxIdError(" ", "DE")).toBe("tax-id-required");
  });
});

describe("normalizeTaxId", () => {
  it("writes a Spanish id without separators and without the ES prefix", () => {
    expect(normalizeTaxId("es b-12345674", "ES")).toBe("B12345674");
    expect(normalizeTaxId("12.345.678-z", "ES")).toBe("12345678Z");
  });

  it("writes another EU country's id with its VAT prefix", () => {
    expect(normalizeTaxId("123456789", "DE")).toBe("DE123456789");
    expect(normalizeTaxId("de 123 456 789", "DE")).toBe("DE123456789");
    expect(normalizeTaxId("123456789", "GR")).toBe("EL123456789");
  });
});
