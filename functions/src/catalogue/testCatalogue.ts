// Catalogue API test helpers: a company with a catalogue to build on, products, saving through the API.
import "./testProject";
import request from "supertest";
import type { ProductRequest } from "@comanda/shared";
import { db, registeredOwner, testApp } from "../test/emulator";

export interface Company {
  id: string;
  token: string;
  categoryId: string;
  courseId: string;
  locationId: string;
}

/** A registered company with English (default) and Spanish, VAT 21 % and 10 %, a category, a course and a location. */
export async function company(name = "Bar Ana"): Promise<Company> {
  const owner = await registeredOwner(name);
  const id = owner.uid;
  await db.collection("companySettings").doc(id).set(
    {
      companyId: id,
      vat: 21,
      vatRates: [{ name: "Reduced", rate: 10 }],
      i18n: {
        defaultLanguage: "en",
        languages: [{ language: "en", enabled: true }, { language: "es", enabled: true }],
        hideTranslationTabs: false,
        enableAutomaticTranslation: false,
      },
    },
    { merge: true },
  );
  const category = await db.collection("categories").add({ companyId: id, name: { en: "Burgers" }, sortOrder: 1000, parentId: null });
  const course = await db.collection("courses").add({ companyId: id, name: { en: "Mains" }, sortOrder: 1000 });
  const location = await db.collection("locations").add({ companyId: id, name: { en: "Kitchen" }, sortOrder: 1000 });
  return { id, token: owner.token, categoryId: category.id, courseId: course.id, locationId: location.id };
}

export function product(c: Company, overrides: Partial<ProductRequest> = {}): ProductRequest {
  return {
    type: "regular",
    name: { en: "Cheeseburger", es: "Hamburguesa con queso" },
    description: { en: "With cheddar", es: "Con cheddar" },
    categoryId: c.categoryId,
    courseId: c.courseId,
    locationId: c.locationId,
    hidden: false,
    tags: [],
    price: 12.5,
    vat: 21,
    addons: [{ id: "bacon", name: { en: "Bacon", es: "Beicon" }, price: 1.5 }],
    slots: [],
    optionBlocks: [{ id: "doneness", heading: { en: "Doneness", es: "Punto" }, values: [{ id: "rare", name: { en: "Rare", es: "Poco hecha" } }] }],
    ...overrides,
  };
}

export function save(token: string, body: unknown, id?: string) {
  return request(testApp())
    .post(id ? `/api/products/${id}` : "/api/products")
    .set("Authorization", `Bearer ${token}`)
    .send(body as object);
}

export async function created(c: Company, overrides: Partial<ProductRequest> = {}): Promise<string> {
  const res = await save(c.token, product(c, overrides));
  if (res.status !== 201) throw new Error(`saving a product answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: string } }).data.id;
}

export function slots(...productIds: string[]): ProductRequest["slots"] {
  return [{ id: "main", name: { en: "Main", es: "Principal" }, items: productIds.map((productId) => ({ productId, correction: 0 })) }];
}
