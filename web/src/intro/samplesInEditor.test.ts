// A sample product opened in the product editor and saved without a change must stay an untouched sample:
// the editor's request, stored as the server stores it, has the sample's fingerprint.
import { describe, expect, it } from "vitest";
import { isUntouchedSample, sampleCatalogue, type Product } from "@comanda/shared";
import { formValuesToRequest, productToFormValues } from "../menu/products/editor/productForm";

describe("sample products in the product editor", () => {
  const { products } = sampleCatalogue("c1", 10, (collection) => `${collection}-${Math.random().toString(36).slice(2)}`);

  it.each(products.map((p) => [String(p.data.name.en), p] as const))("%s saved unchanged stays an untouched sample", (_name, sample) => {
    const product: Product = { id: sample.id, ...sample.data };
    const request = formValuesToRequest(productToFormValues(product));
    // As functions/src/catalogue/products.ts stores a replaced product: the request, the company, the position, the marker.
    const stored = { ...request, companyId: "c1", sortOrder: sample.data.sortOrder, sample: sample.data.sample, sampleFingerprint: sample.data.sampleFingerprint };
    expect(isUntouchedSample(stored)).toBe(true);
  });

  it("a changed price in the editor makes it a changed sample", () => {
    const sample = products[0]!;
    const values = productToFormValues({ id: sample.id, ...sample.data });
    const stored = { ...formValuesToRequest({ ...values, price: 99 }), sample: true, sampleFingerprint: sample.data.sampleFingerprint };
    expect(isUntouchedSample(stored)).toBe(false);
  });
});
