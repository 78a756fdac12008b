import { describe, expect, it } from "vitest";
import type { SaveCustomerRequest } from "../api/customers";
import { API_ROUTES, matchApiRoute } from "../api/routes";
import type { CustomerData } from "../entities/customer";
import { customerCsv, customerCsvColumnsOf, customerCsvRows, customerImport, importErrorsByRow, type CustomerCsvTexts } from "./csv";
import { customerEmailKey, customerErrors, isValidPhone, storedCustomer } from "./rules";
import { customerSearchText, matchesCustomerSearch, normaliseSearchText, searchCustomers } from "./search";

const EN: CustomerCsvTexts = {
  headers: {
    name: "Name", email: "Email", phone: "Phone", enabled: "Enabled", enableDiscounts: "Discounts", preventAddressChange: "Fixed address",
    internalNote: "Internal note", addressType: "Address type", companyName: "Company", vatId: "VAT ID", street: "Street", zip: "Postcode", city: "City", country: "Country",
  },
  yes: "Yes",
  no: "No",
  addressTypes: { private: "Private", company: "Company" },
};
const ES: CustomerCsvTexts = {
  headers: {
    name: "Nombre", email: "Correo electrónico", phone: "Teléfono", enabled: "Activado", enableDiscounts: "Descuentos", preventAddressChange: "Dirección fija",
    internalNote: "Nota interna", addressType: "Tipo de dirección", companyName: "Empresa", vatId: "NIF", street: "Calle", zip: "Código postal", city: "Ciudad", country: "País",
  },
  yes: "Sí",
  no: "No",
  addressTypes: { private: "Particular", company: "Empresa" },
};

function customer(overrides: Partial<CustomerData> = {}): CustomerData {
  return { companyId: "bar-a", name: "José Núñez", email: "jose@example.com", phone: "+34 600 111 222", enabled: true, addresses: [], ...overrides };
}

function request(overrides: Partial<SaveCustomerRequest> = {}): SaveCustomerRequest {
  return { name: "Ana", email: "ana@example.com", enabled: true, addresses: [], ...overrides };
}

const address = { name: "Ana", street: "Carrer Gran 1", zip: "08001", city: "Barcelona", country: "ES" as const, type: "private" as const };

describe("search without accents", () => {
  it("drops accents, case and extra spaces", () => {
    expect(normaliseSearchText("  José   NÚÑEZ Çà ")).toBe("jose nunez ca");
    expect(normaliseSearchText("Straße")).toBe("strasse");
  });
  it("finds José by jose, by nunez jose and by part of the e-mail or phone", () => {
    const text = customerSearchText(customer());
    for (const query of ["jose", "JOSÉ", "nunez jose", "example.com", "600 111", ""]) expect(matchesCustomerSearch(text, query)).toBe(true);
    for (const query of ["josefa", "jose maria"]) expect(matchesCustomerSearch(text, query)).toBe(false);
  });
  it("keeps the list's order and leaves out who does not match", () => {
    const list = [customer({ name: "Zoë" }), customer({ name: "Ana", email: "ana@example.com" }), customer({ name: "Zoe Martí", email: "z@example.com" })];
    expect(searchCustomers(list, "zoe").map((c) => c.name)).toEqual(["Zoë", "Zoe Martí"]);
  });
});

describe("customer rules", () => {
  it("compares e-mails trimmed and without case", () => {
    expect(customerEmailKey("  Ana@Example.COM ")).toBe("ana@example.com");
  });
  it("accepts phone numbers as people write them and refuses words", () => {
    for (const phone of ["+34 600 111 222", "(030) 123-45/67", "600.111.222"]) expect(isValidPhone(phone)).toBe(true);
    for (const phone of ["call me", "12", "+34 600 abc"]) expect(isValidPhone(phone)).toBe(false);
    expect(customerErrors(request({ phone: "call me" }))).toEqual({ phone: ["phone-invalid"] });
    expect(customerErrors(request({ phone: "" }))).toEqual({});
  });
  it("needs every address line, and a company name and valid VAT id for a company address", () => {
    const fields = customerErrors(
      request({
        addresses: [
          { ...address, street: " " },
          { ...address, type: "company", companyName: null, vatId: null },
          { ...address, type: "company", companyName: "Bar SL", vatId: "!!" },
          { ...address, type: "company", companyName: "Bar SL", vatId: "ESB12345678" },
        ],
      }),
    );
    expect(fields).toEqual({
      "addresses.0.street": ["required"],
      "addresses.1.companyName": ["required"],
      "addresses.1.vatId": ["required"],
      "addresses.2.vatId": ["vat-id-invalid"],
    });
  });
  it("stores trimmed texts, defaults for absent options and no VAT id on a private address", () => {
    const stored = storedCustomer("bar-a", request({ name: " Ana ", email: " Ana@Example.com ", phone: " ", addresses: [{ ...address, city: " Girona ", vatId: "ESB1", companyName: "X" }] }));
    expect(stored).toEqual({
      companyId: "bar-a",
      name: "Ana",
      email: "Ana@Example.com",
      phone: null,
      internalNote: "",
      welcomeText: {},
      orderOptionsNotice: {},
      checkoutNotice: {},
      displayedCategories: null,
      displayedPages: null,
      displayedStories: null,
      enableDiscounts: false,
      enabled: true,
      addresses: [{ ...address, city: "Girona", vatId: null, companyName: null }],
      preventAddressChange: false,
    });
  });
});

describe("CSV download", () => {
  it("heads the columns in the user's language and writes one row per customer with the first address", () => {
    const rows = customerCsvRows(
      [customer({ enableDiscounts: true, internalNote: "Pays late", addresses: [{ ...address, type: "company", companyName: "Bar SL", vatId: "ESB12345678" }] })],
      ES,
    );
    expect(rows[0]).toEqual(["Nombre", "Correo electrónico", "Teléfono", "Activado", "Descuentos", "Dirección fija", "Nota interna", "Tipo de dirección", "Empresa", "NIF", "Calle", "Código postal", "Ciudad", "País"]);
    expect(rows[1]).toEqual(["José Núñez", "jose@example.com", "+34 600 111 222", "Sí", "Sí", "No", "Pays late", "Empresa", "Bar SL", "ESB12345678", "Carrer Gran 1", "08001", "Barcelona", "ES"]);
  });
  it("neutralises formula-like cells, headers included", () => {
    const rows = customerCsvRows([customer({ name: "=HYPERLINK(\"http://x\")", internalNote: "@SUM(A1)", phone: null })], { ...EN, headers: { ...EN.headers, name: "-Name" } });
    expect(rows[0]?.[0]).toBe("'-Name");
    expect(rows[1]?.[0]).toBe("'=HYPERLINK(\"http://x\")");
    expect(rows[1]?.[6]).toBe("'@SUM(A1)");
    expect(customerCsv([customer({ name: "=1+1" })], EN)).toContain("\r\n'=1+1,");
  });
  it("keeps phone numbers as they are, and neutralises a phone cell that is a formula", () => {
    expect(customerCsvRows([customer({ phone: "+34 600 000 000" })], EN)[1]?.[2]).toBe("+34 600 000 000");
    expect(customerCsvRows([customer({ phone: "+1 (555) 010-9999" })], EN)[1]?.[2]).toBe("+1 (555) 010-9999");
    expect(customerCsvRows([customer({ phone: "+34 600 SUM(A1)" })], EN)[1]?.[2]).toBe("'+34 600 SUM(A1)");
  });
});

describe("CSV import", () => {
  const header = ["Name", "Email", "Phone", "Enabled", "Address type", "Company", "VAT ID", "Street", "Postcode", "City", "Country"];

  it("reads headers by key or by their text in any language, without case or accents", () => {
    expect(customerCsvColumnsOf(["email", "NOMBRE", "telefono", "Unknown", "Email"], [EN, ES])).toEqual(["email", "name", "phone", null, null]);
  });
  it("maps a row to a save request with the editor's defaults", () => {
    const result = customerImport([header, ["José", " jose@example.com ", "'+34 600", "", "", "", "", "Gran 1", "08001", "Barcelona", "es"]], [EN]);
    expect(result.hasErrors).toBe(false);
    expect(result.rows[0]?.request).toEqual({
      name: "José",
      email: "jose@example.com",
      phone: "+34 600",
      internalNote: "",
      enabled: true,
      enableDiscounts: false,
      preventAddressChange: false,
      addresses: [{ name: "José", street: "Gran 1", zip: "08001", city: "Barcelona", country: "ES", type: "private", companyName: null, vatId: null }],
    });
  });
  it("reads its own download back", () => {
    const source = customer({ enabled: false, preventAddressChange: true, addresses: [{ ...address, type: "company", companyName: "Bar SL", vatId: "ESB12345678" }] });
    const table = customerCsvRows([source], ES).map((row) => row.map((cell) => String(cell ?? "")));
    const result = customerImport(table, [EN, ES]);
    expect(result.hasErrors).toBe(false);
    expect(result.rows[0]?.request).toMatchObject({ name: source.name, email: source.email, phone: source.phone, enabled: false, preventAddressChange: true, enableDiscounts: false, addresses: [{ ...address, name: source.name, type: "company", companyName: "Bar SL", vatId: "ESB12345678" }] });
  });
  it("gives each wrong row its own errors, duplicates of the file included, and skips blank rows", () => {
    const result = customerImport(
      [
        header,
        ["Ana", "ana@example.com", "", "maybe", "", "", "", "", "", "", ""],
        ["", "not-an-email", "call me", "", "", "", "", "", "", "", ""],
        ["", "", "", "", "", "", "", "", "", "", ""],
        ["Ana Two", "ANA@example.com", "", "", "Company", "", "!!", "Gran 1", "08001", "Barcelona", "Narnia"],
        ["Berta", "", "", "", "", "", "", "", "", "", ""],
      ],
      [EN],
    );
    expect(result.hasErrors).toBe(true);
    // Numbered as in the file: the header is 1 and the blank row 5 counts.
    expect(result.rows.map((row) => row.line)).toEqual([2, 3, 5, 6]);
    expect(result.rows.map((row) => row.fields)).toEqual([
      { enabled: ["invalid-value"] },
      { name: ["required"], email: ["format"], phone: ["phone-invalid"] },
      { "addresses.0.country": ["invalid-value"], "addresses.0.companyName": ["required"], "addresses.0.vatId": ["vat-id-invalid"], email: ["email-duplicate-in-file"] },
      { email: ["required"] },
    ]);
  });
  it("refuses a file without the name or e-mail column", () => {
    expect(customerImport([["Phone"], ["600"]], [EN])).toEqual({ rows: [], missingColumns: ["name", "email"], hasErrors: true });
  });
  it("a file with only a header imports nothing", () => {
    expect(customerImport([header], [EN]).hasErrors).toBe(true);
  });
  it("groups the server's per-row errors by row", () => {
    const rows = importErrorsByRow({ "customers.0.email": ["email-already-in-use"], "customers.12.addresses.0.zip": ["maxLength"], _: ["x"] });
    expect([...rows.entries()]).toEqual([
      [0, { email: ["email-already-in-use"] }],
      [12, { "addresses.0.zip": ["maxLength"] }],
    ]);
  });
});

describe("the customer routes", () => {
  const matched = (method: string, path: string) => {
    const m = matchApiRoute(method, path);
    return m.kind === "match" ? { id: m.id, params: m.params } : m.kind;
  };
  it("tell an import, a new customer, a saved one and its deletion apart, all for the owner or customers", () => {
    // "import" is the action, not a customer called import.
    expect(matched("POST", "/customers/import")).toEqual({ id: "importCustomers", params: {} });
    expect(matched("POST", "/customers")).toEqual({ id: "saveCustomer", params: {} });
    expect(matched("POST", "/customers/c1")).toEqual({ id: "saveCustomer", params: { id: "c1" } });
    expect(matched("DELETE", "/customers/c1")).toEqual({ id: "deleteCustomer", params: { id: "c1" } });
    expect(matched("DELETE", "/customers")).toBe("method-not-allowed");
    for (const id of ["importCustomers", "saveCustomer", "deleteCustomer"] as const) expect(API_ROUTES[id].access).toEqual(["customers"]);
  });
});
