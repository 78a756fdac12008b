import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { defaultCompanySettings } from "../entities/companySettings";
import type { OrderData } from "../entities/order";
import {
  API_V1_MAX_PAGE_SIZE,
  API_V1_PAGE_SIZE,
  encodeCursor,
  parseOrdersQuery,
  parseProductsQuery,
  toV1Company,
  toV1Discount,
  toV1Order,
  toV1Product,
  toV1Voucher,
} from "./integrator";
import { integratorOpenApi } from "./integratorOpenApi";
import { matchApiRoute, apiPath } from "./routes";

describe("parseOrdersQuery", () => {
  it("takes an RFC 3339 time with an offset and answers it in UTC, with the default page size", () => {
    expect(parseOrdersQuery({ since: "2026-11-25T09:30:00+01:00" })).toEqual({ ok: true, value: { since: "2026-11-25T08:30:00.000Z", limit: API_V1_PAGE_SIZE, cursor: null } });
  });

  it.each([
    ["a date without a time", "2026-11-25"],
    ["a time without an offset", "2026-11-25T09:30:00"],
    ["an impossible day", "2026-02-30T00:00:00Z"],
    ["words", "yesterday"],
    ["a number", "1764000000"],
  ])("refuses %s as since: format", (_, since) => {
    expect(parseOrdersQuery({ since })).toEqual({ ok: false, fields: { since: ["format"] } });
  });

  it("needs since", () => {
    expect(parseOrdersQuery({})).toEqual({ ok: false, fields: { since: ["required"] } });
  });

  it("refuses a repeated since and unknown parameters", () => {
    expect(parseOrdersQuery({ since: ["2026-11-25T00:00:00Z", "2026-11-26T00:00:00Z"], status: "new" })).toEqual({
      ok: false,
      fields: { status: ["unknown-field"], since: ["type"] },
    });
  });

  it("bounds the page size", () => {
    const since = "2026-11-25T00:00:00Z";
    expect(parseOrdersQuery({ since, limit: "0" })).toEqual({ ok: false, fields: { limit: ["minimum"] } });
    expect(parseOrdersQuery({ since, limit: String(API_V1_MAX_PAGE_SIZE + 1) })).toEqual({ ok: false, fields: { limit: ["maximum"] } });
    expect(parseOrdersQuery({ since, limit: "ten" })).toEqual({ ok: false, fields: { limit: ["type"] } });
    expect(parseOrdersQuery({ since, limit: "7" })).toMatchObject({ ok: true, value: { limit: 7 } });
  });

  it("reads back a cursor it encoded, also with non-ASCII ids, and refuses a forged one", () => {
    const cursor = { dateOrdered: "2026-11-25T10:00:00.000Z", id: "pedido-ñ-点" };
    expect(parseOrdersQuery({ since: "2026-11-25T00:00:00Z", cursor: encodeCursor(cursor) })).toMatchObject({ ok: true, value: { cursor } });
    for (const forged of ["!!", "e30", encodeCursor({ id: "x" }), encodeCursor({ dateOrdered: "x", id: "a/b" })]) {
      expect(parseOrdersQuery({ since: "2026-11-25T00:00:00Z", cursor: forged })).toEqual({ ok: false, fields: { cursor: ["invalid-cursor"] } });
    }
  });
});

describe("parseProductsQuery", () => {
  it("takes a page size and a cursor, nothing else", () => {
    expect(parseProductsQuery({ limit: "2", cursor: encodeCursor({ id: "p-7" }) })).toEqual({ ok: true, value: { limit: 2, cursor: { id: "p-7" } } });
    expect(parseProductsQuery({ since: "2026-11-25T00:00:00Z" })).toEqual({ ok: false, fields: { since: ["unknown-field"] } });
  });
});

const order: OrderData = {
  companyId: "bar-ana",
  number: 12,
  status: "wip",
  dateOrdered: "2026-11-25T10:00:00.000Z",
  deliveryType: "takeaway",
  zoneId: "z1",
  pointofsaleId: null,
  name: "Marta",
  email: "marta@example.com",
  phone: "+34600000000",
  cartTotal: 21.5,
  paymentMethod: "onSite",
  paid: false,
  pickupCode: "SECRET-CODE",
  staffRemark: "regular, likes the window seat",
  items: [{ productId: "p1", name: { en: "Paella", es: "Paella" }, quantity: 2, price: 10.75, vat: 10, done: false, locationId: "kitchen", status: "wip" }],
  receiptItems: [],
};

describe("toV1Order", () => {
  it("answers what an integrator needs and keeps internal fields (pickup code, staff remark) out", () => {
    const v1 = toV1Order("o1", order);
    expect(v1).toMatchObject({ id: "o1", number: 12, status: "wip", customer: { name: "Marta" }, items: [{ productId: "p1", quantity: 2, price: 10.75, vat: 10, addons: [] }] });
    expect(JSON.stringify(v1)).not.toContain("SECRET-CODE");
    expect(JSON.stringify(v1)).not.toContain("window seat");
  });

  it("counts a missing delivery type as delivery", () => {
    const { deliveryType: _, ...rest } = order;
    expect(toV1Order("o1", rest).deliveryType).toBe("delivery");
  });
});

describe("toV1Company", () => {
  it("names the brand, the currency and the enabled languages with the default first", () => {
    const settings = { ...defaultCompanySettings(), currency: "GBP" as const, i18n: { defaultLanguage: "es" as const, languages: [{ language: "en" as const, enabled: true }, { language: "es" as const, enabled: true }, { language: "de" as const, enabled: false }], hideTranslationTabs: false, enableAutomaticTranslation: false } };
    const v1 = toV1Company("bar-ana", { brandName: "Ana's", companyname: "Ana SL", country: "ES" }, settings, { currency: "EUR", timezone: "Europe/Madrid" });
    expect(v1).toMatchObject({ id: "bar-ana", name: "Ana's", companyName: "Ana SL", currency: "GBP", defaultLanguage: "es", languages: ["es", "en"], address: { country: "ES" } });
  });
});

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document (swagger-parser: schema and references)", async () => {
    const api = await SwaggerParser.validate(integratorOpenApi() as never);
    expect(api.info.title).toBe("Comanda integrator API");
  });

  it("would be refused by the same validator with a broken reference or without a version", async () => {
    const broken = JSON.parse(JSON.stringify(integratorOpenApi()).replace('"version":"1.0.0"', '"release":"1.0.0"')) as object;
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
    const dangling = JSON.parse(JSON.stringify(integratorOpenApi()).replace('"#/components/schemas/Order"', '"#/components/schemas/Nothing"')) as object;
    await expect(SwaggerParser.validate(dangling as never)).rejects.toThrow();
  });

  it("describes the data calls with Basic authentication and the 401 and 429 answers", () => {
    const doc = integratorOpenApi() as { paths: Record<string, { get: { responses: Record<string, unknown> } }>; components: { securitySchemes: unknown } };
    expect(Object.keys(doc.paths).sort()).toEqual(["/company", "/discounts", "/discounts/{discountId}/vouchers", "/orders", "/pages", "/products", "/stories"]);
    for (const path of Object.values(doc.paths)) expect(Object.keys(path.get.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "429"]));
    expect(doc.components.securitySchemes).toEqual({ basic: { type: "http", scheme: "basic" } });
  });
});

describe("toV1Product", () => {
  it("keeps hidden and sold-out state and drops unknown languages of older data", () => {
    const v1 = toV1Product("p1", { type: "regular", name: { en: "Flan", xx: "?" } as never, price: 4.5, vat: 10, hidden: true, soldOutUntil: "2026-11-25T23:59:59.000Z", tags: ["t1"] });
    expect(v1).toMatchObject({ name: { en: "Flan" }, hidden: true, soldOutUntil: "2026-11-25T23:59:59.000Z", description: {}, allergens: [], picture: null });
  });
});

describe("toV1Voucher and toV1Discount", () => {
  it("never answer a voucher's code, and read unknown states of older data as new", () => {
    const voucher = { companyId: "bar-ana", discountId: "d1", name: "Flyer", quantity: 5, code: "KQTMXRAPHZWB", status: "redeemed" as const, created: "2026-11-25T10:00:00.000Z", orderId: "o1", usedAt: "2026-11-26T10:00:00.000Z" };
    const v1 = toV1Voucher("v1", voucher);
    expect(v1).toEqual({ id: "v1", discountId: "d1", name: "Flyer", status: "redeemed", created: "2026-11-25T10:00:00.000Z", orderId: "o1", usedAt: "2026-11-26T10:00:00.000Z" });
    expect(JSON.stringify(v1)).not.toContain("KQTM");
    expect(toV1Voucher("v2", { ...voucher, status: "lost" as never, orderId: null }).status).toBe("new");
    const counts = { unused: 3, inUse: 1, redeemed: 1, total: 5 };
    expect(toV1Discount("d1", { name: "Summer", percentage: 10, enabled: true, validFor: "voucher", customerName: { es: "Verano", xx: "?" } as never }, counts)).toEqual({
      id: "d1", name: "Summer", customerName: { es: "Verano" }, percentage: 10, enabled: true, validFor: "voucher", start: null, end: null, status: "new", handedOutAt: null, vouchers: counts,
    });
  });
});

describe("the API access routes", () => {
  it("read /api-settings/regenerate as the caller's own company, and a company id before it", () => {
    expect(matchApiRoute("POST", "/api-settings/regenerate")).toMatchObject({ kind: "match", id: "regenerateApiPassword", params: {} });
    expect(matchApiRoute("POST", "/api-settings/c1/regenerate")).toMatchObject({ kind: "match", id: "regenerateApiPassword", params: { companyId: "c1" } });
    expect(matchApiRoute("POST", "/api-settings/c1")).toMatchObject({ kind: "match", id: "saveApiSettings", params: { companyId: "c1" } });
    expect(matchApiRoute("POST", "/api-settings")).toMatchObject({ kind: "match", id: "saveApiSettings", params: {} });
    expect(apiPath("regenerateApiPassword")).toBe("/api/api-settings/regenerate");
  });
});
