import { describe, expect, it } from "vitest";
import { validator } from "../validation";
import { createUploadLinkSchema, productRequestSchema } from "./catalogue";
import { matchApiRoute } from "./routes";

const product = {
  type: "regular",
  name: { en: "Burger" },
  categoryId: null,
  hidden: false,
  tags: [],
  price: 10,
  vat: 21,
  addons: [],
  slots: [],
  optionBlocks: [],
};

describe("productRequestSchema", () => {
  it("accepts a product without companyId and sortOrder, which the server sets", () => {
    expect(validator(productRequestSchema)(product).ok).toBe(true);
  });

  it("still refuses unknown fields", () => {
    expect(validator(productRequestSchema)({ ...product, colour: "red" })).toEqual({ ok: false, fields: { colour: ["unknown-field"] } });
  });
});

describe("createUploadLinkSchema", () => {
  it("needs the purpose", () => {
    expect(validator(createUploadLinkSchema)({ type: "image/png" })).toEqual({ ok: false, fields: { purpose: ["required"] } });
  });
});

describe("catalogue routes", () => {
  it("creates with POST /products and updates with POST /products/:id", () => {
    expect(matchApiRoute("POST", "/products")).toMatchObject({ kind: "match", id: "saveProduct", params: {} });
    expect(matchApiRoute("POST", "/products/p1")).toMatchObject({ kind: "match", id: "saveProduct", params: { id: "p1" } });
  });

  it("deletes with DELETE /products/:id, but not the whole collection", () => {
    expect(matchApiRoute("DELETE", "/products/p1")).toMatchObject({ kind: "match", id: "deleteProduct", params: { id: "p1" } });
    expect(matchApiRoute("DELETE", "/products")).toEqual({ kind: "method-not-allowed", allowed: ["POST"] });
  });
});
