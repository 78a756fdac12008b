import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages";
import { validator } from "../validation";
import { categorySchema } from "../entities/category";
import { courseSchema } from "../entities/course";
import { productSchema } from "../entities/product";
import { productRequestSchema } from "../api/catalogue";
import { productRuleErrors } from "../catalogue/productRules";
import { canonicalContent, isUntouchedSample, markedAsSample, sampleFingerprint } from "./fingerprint";
import { sampleCatalogue, SAMPLE_CATALOGUE_SIZE } from "./catalogue";
import { countsOf, planSampleDeletion, type CatalogueForSamples } from "./deletion";
import { samplesFollowingDefaultVat } from "./defaultVat";

let counter = 0;
const newId = (collection: string) => `${collection}-${++counter}`;
const catalogue = () => sampleCatalogue("c1", 10, newId);

describe("sampleFingerprint", () => {
  const product = { companyId: "c1", sortOrder: 1000, name: { en: "Soup" }, price: 4.5, vat: 10, hidden: false, tags: [] };

  it("changes when the content changes: a name, a price, hiding", () => {
    const before = sampleFingerprint(product);
    expect(sampleFingerprint({ ...product, name: { en: "Soup of the day" } })).not.toBe(before);
    expect(sampleFingerprint({ ...product, name: { en: "Soup", es: "Sopa" } })).not.toBe(before);
    expect(sampleFingerprint({ ...product, price: 4.6 })).not.toBe(before);
    expect(sampleFingerprint({ ...product, hidden: true })).not.toBe(before);
    expect(sampleFingerprint({ ...product, tags: ["t1"] })).not.toBe(before);
  });

  it("ignores the document id, the position, the company and the marker itself", () => {
    const before = sampleFingerprint(product);
    expect(sampleFingerprint({ ...product, id: "p1", companyId: "c2" })).toBe(before);
    expect(sampleFingerprint({ ...product, sortOrder: 250 })).toBe(before);
    expect(sampleFingerprint({ ...product, sample: true, sampleFingerprint: "v1-0" })).toBe(before);
  });

  it("does not depend on key order, nor on how an empty value is written", () => {
    const before = sampleFingerprint(product);
    expect(sampleFingerprint({ vat: 10, price: 4.5, tags: [], hidden: false, name: { en: "Soup" } })).toBe(before);
    expect(sampleFingerprint({ ...product, description: {}, weight: null, picture: undefined, addons: [], name: { en: "Soup", es: "" } })).toBe(before);
  });

  it("keeps false and zero, which are values", () => {
    expect(canonicalContent({ hidden: false, price: 0, note: "" })).toEqual({ hidden: false, price: 0 });
    expect(sampleFingerprint({ ...product, price: 0 })).not.toBe(sampleFingerprint({ ...product, price: undefined }));
  });

  it("tells an untouched sample from a changed one and from a document that is no sample", () => {
    const sample = markedAsSample(product);
    expect(sample.sampleFingerprint).toMatch(/^v1-[0-9a-f]{16}$/);
    expect(isUntouchedSample(sample)).toBe(true);
    expect(isUntouchedSample({ ...sample, sortOrder: 5 })).toBe(true);
    expect(isUntouchedSample({ ...sample, price: 5 })).toBe(false);
    expect(isUntouchedSample(product)).toBe(false);
    expect(isUntouchedSample({ ...product, sampleFingerprint: sample.sampleFingerprint })).toBe(false);
  });
});

describe("sampleCatalogue", () => {
  it("has two categories, a course and five products, each an untouched sample of the company", () => {
    const { categories, courses, products } = catalogue();
    expect({ categories: categories.length, courses: courses.length, products: products.length }).toEqual(SAMPLE_CATALOGUE_SIZE);
    expect(products.length).toBeGreaterThanOrEqual(4);
    for (const doc of [...categories, ...courses, ...products]) {
      expect(doc.data.companyId).toBe("c1");
      expect(isUntouchedSample(doc.data)).toBe(true);
    }
  });

  it("names everything in all seven languages", () => {
    const { categories, courses, products } = catalogue();
    for (const doc of [...categories, ...courses, ...products]) {
      for (const language of LANGUAGES) expect(doc.data.name[language], `${doc.id} ${language}`).toMatch(/\S/);
    }
  });

  it("passes the stored schemas, and the product rules with the company's VAT rate", () => {
    const { categories, courses, products } = catalogue();
    for (const c of categories) expect(validator(categorySchema)(c.data)).toEqual({ ok: true, value: c.data });
    for (const c of courses) expect(validator(courseSchema)(c.data)).toEqual({ ok: true, value: c.data });
    const context = {
      defaultLanguage: "en" as const,
      categoryIds: new Set(categories.map((c) => c.id)),
      courseIds: new Set(courses.map((c) => c.id)),
      locationIds: new Set<string>(),
      vatRates: [10],
      productsById: new Map(),
    };
    for (const p of products) {
      expect(validator(productSchema)(p.data)).toMatchObject({ ok: true });
      expect(productRuleErrors(p.data, context)).toEqual({});
      expect(p.data.vat).toBe(10);
      expect(p.data.price).toBeGreaterThan(0);
    }
  });

  it("is refused as a marker in a product request: only the server marks samples", () => {
    const { products } = catalogue();
    const { companyId: _c, sortOrder: _s, ...body } = products[0]!.data;
    expect(validator(productRequestSchema)(body)).toEqual({ ok: false, fields: { sample: ["unknown-field"], sampleFingerprint: ["unknown-field"] } });
  });
});

describe("planSampleDeletion", () => {
  function company(): CatalogueForSamples & ReturnType<typeof catalogue> {
    const built = catalogue();
    return {
      ...built,
      products: built.products.map((p) => ({ id: p.id, ...p.data })),
      categories: built.categories.map((c) => ({ id: c.id, ...c.data })),
      courses: built.courses.map((c) => ({ id: c.id, ...c.data })),
    } as never;
  }

  it("removes every untouched sample and nothing else", () => {
    const c = company();
    const own = { id: "own", name: { en: "Own" }, categoryId: null, courseId: null };
    const plan = planSampleDeletion({ ...c, products: [...c.products, own] });
    expect(countsOf(plan.remove)).toEqual({ products: 5, categories: 2, courses: 1 });
    expect(plan.remove.products).not.toContain("own");
    expect(countsOf(plan.keptChanged)).toEqual({ products: 0, categories: 0, courses: 0 });
    expect(countsOf(plan.keptInUse)).toEqual({ products: 0, categories: 0, courses: 0 });
  });

  it("keeps a changed sample product, and the sample category and course it still uses", () => {
    const c = company();
    const [pizza, ...rest] = c.products as (typeof c.products)[number][];
    const changed = { ...pizza!, price: 10.5 };
    const plan = planSampleDeletion({ ...c, products: [changed, ...rest] });
    expect(plan.keptChanged.products).toEqual([pizza!.id]);
    expect(plan.keptInUse.categories).toEqual([pizza!.categoryId]);
    expect(plan.keptInUse.courses).toEqual([pizza!.courseId]);
    expect(countsOf(plan.remove)).toEqual({ products: 4, categories: 1, courses: 0 });
  });

  it("keeps a sample category the owner put their own product or sub-category in", () => {
    const c = company();
    const [food, drinks] = c.categories;
    const plan = planSampleDeletion({
      ...c,
      products: [...c.products, { id: "own", categoryId: drinks!.id, courseId: null }],
      categories: [...c.categories, { id: "own-category", parentId: food!.id }],
    });
    expect(plan.keptInUse.categories.sort()).toEqual([food!.id, drinks!.id].sort());
    expect(plan.remove.categories).toEqual([]);
    expect(plan.remove.products).toHaveLength(5);
  });

  it("keeps an untouched sample product that the owner's combined product offers", () => {
    const c = company();
    const espresso = c.products[4]!;
    const combined = { id: "menu", categoryId: null, courseId: null, slots: [{ items: [{ productId: espresso.id }] }] };
    const plan = planSampleDeletion({ ...c, products: [...c.products, combined] });
    expect(plan.keptInUse.products).toEqual([espresso.id]);
    // The kept espresso keeps its category in turn.
    expect(plan.keptInUse.categories).toEqual([espresso.categoryId]);
  });

  it("removes nothing once no sample is left (a second deletion)", () => {
    const plan = planSampleDeletion({ products: [{ id: "own" }], categories: [{ id: "cat" }], courses: [] });
    expect(countsOf(plan.remove)).toEqual({ products: 0, categories: 0, courses: 0 });
    expect(countsOf(plan.keptChanged)).toEqual({ products: 0, categories: 0, courses: 0 });
  });
});

describe("samplesFollowingDefaultVat", () => {
  const products = () => catalogue().products.map((p) => ({ id: p.id, ...p.data }));

  it("moves the untouched samples at the old default rate to the new one, keeping them untouched", () => {
    const list = products();
    const moved = samplesFollowingDefaultVat(list, 10, 21);
    expect(moved.map((m) => m.id)).toEqual(list.map((p) => p.id));
    for (const m of moved) {
      const product = list.find((p) => p.id === m.id)!;
      expect(m.vat).toBe(21);
      expect(isUntouchedSample({ ...product, vat: m.vat, sampleFingerprint: m.sampleFingerprint })).toBe(true);
    }
  });

  it("leaves a changed sample, the owner's products and samples at another rate where they are", () => {
    const [changed, otherRate, ...rest] = products();
    const own = { id: "own", name: { en: "Own" }, vat: 10 };
    const moved = samplesFollowingDefaultVat([{ ...changed!, price: 99 }, { ...otherRate!, vat: 4 }, own, ...rest], 10, 21);
    expect(moved.map((m) => m.id)).toEqual(rest.map((p) => p.id));
  });

  it("moves nothing when the default rate stays", () => {
    expect(samplesFollowingDefaultVat(products(), 10, 10)).toEqual([]);
    expect(samplesFollowingDefaultVat(products(), undefined, 21)).toEqual([]);
  });
});
