import "./testProject";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { GENERAL_SETTINGS_FIELDS, apiPath, defaultCompanySettings, isUntouchedSample, type GeneralSettings, type SampleDataDeletedAnswer } from "@comanda/shared";
import { clearProject, createStaff, db, registeredOwner, testApp } from "../test/emulator";

beforeEach(clearProject);

type Doc = { id: string } & Record<string, unknown>;

async function docsOf(companyId: string, collection: string): Promise<Doc[]> {
  const snap = await db.collection(collection).where("companyId", "==", companyId).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }));
}

async function catalogueOf(companyId: string) {
  const [products, categories, courses] = await Promise.all(["products", "categories", "courses"].map((c) => docsOf(companyId, c)));
  return { products: products!, categories: categories!, courses: courses! };
}

const named = (docs: Doc[], en: string) => {
  const doc = docs.find((d) => (d.name as { en?: string }).en === en);
  if (!doc) throw new Error(`no ${en}`);
  return doc;
};

/** The body the product editor would send for a stored product (no company, position or marker). */
function bodyOf(product: Doc): Record<string, unknown> {
  const { id: _id, companyId: _c, sortOrder: _s, sample: _m, sampleFingerprint: _f, ...body } = product;
  return body;
}

function saveProduct(token: string, body: object, id?: string) {
  return request(testApp())
    .post(apiPath("saveProduct", id ? { id } : {}))
    .set("Authorization", `Bearer ${token}`)
    .send(body);
}

function deleteSamples(token: string) {
  return request(testApp()).post(apiPath("deleteSampleData")).set("Authorization", `Bearer ${token}`).send({ confirm: true });
}

const answerOf = (res: request.Response) => (res.body as { data: SampleDataDeletedAnswer }).data;

describe("POST /api/sample-data/delete", () => {
  it("removes exactly the untouched samples; a changed sample, the owner's own product and what they use stay, theirs from now on", async () => {
    const owner = await registeredOwner("Bar Ana", { sampleData: true });
    const before = await catalogueOf(owner.uid);
    const pizza = named(before.products, "Margherita pizza");
    const food = named(before.categories, "Food");
    const drinks = named(before.categories, "Drinks");

    // The owner raises the pizza's price and adds their own product to the sample category Food.
    expect((await saveProduct(owner.token, { ...bodyOf(pizza), price: 10.5 }, pizza.id)).status).toBe(200);
    const own = await saveProduct(owner.token, { ...bodyOf(pizza), name: { en: "Calzone" }, addons: [] });
    expect(own.status).toBe(201);
    const ownId = (own.body as { data: { id: string } }).data.id;

    const res = await deleteSamples(owner.token);
    expect(res.status).toBe(200);
    expect(answerOf(res)).toEqual({
      removed: { products: 4, categories: 1, courses: 0 },
      keptChanged: { products: 1, categories: 0, courses: 0 },
      keptInUse: { products: 0, categories: 1, courses: 1 },
    });

    const after = await catalogueOf(owner.uid);
    expect(after.products.map((p) => p.id).sort()).toEqual([pizza.id, ownId].sort());
    expect(after.categories.map((c) => c.id)).toEqual([food.id]);
    expect(after.courses.map((c) => c.id)).toEqual([pizza.courseId]);
    expect(after.products.find((p) => p.id === pizza.id)).toMatchObject({ price: 10.5 });
    expect(await db.collection("categories").doc(drinks.id).get().then((s) => s.exists)).toBe(false);
    // What stays is no sample any more: no marker left on anything.
    for (const doc of [...after.products, ...after.categories, ...after.courses]) {
      expect(doc.sample, doc.id).toBeUndefined();
      expect(doc.sampleFingerprint, doc.id).toBeUndefined();
    }
  });

  it("removes a sample saved unchanged through the product editor's call, and keeps a category renamed in the admin", async () => {
    const owner = await registeredOwner("Bar Ana", { sampleData: true });
    const before = await catalogueOf(owner.uid);
    const espresso = named(before.products, "Espresso");
    expect((await saveProduct(owner.token, bodyOf(espresso), espresso.id)).status).toBe(200);
    const drinks = named(before.categories, "Drinks");
    // The categories screen writes a new name directly (firestore.rules let it keep the marker).
    await db.collection("categories").doc(drinks.id).update({ name: { ...(drinks.name as object), en: "Beverages" } });

    const answer = answerOf(await deleteSamples(owner.token));
    expect(answer.removed).toEqual({ products: 5, categories: 1, courses: 1 });
    expect(answer.keptChanged).toEqual({ products: 0, categories: 1, courses: 0 });
    const after = await catalogueOf(owner.uid);
    expect(after.products).toEqual([]);
    expect(after.categories.map((c) => (c.name as { en: string }).en)).toEqual(["Beverages"]);
  });

  it("leaves another company's samples alone", async () => {
    const owner = await registeredOwner("Bar Ana", { sampleData: true });
    const other = await registeredOwner("Bar Berta", { sampleData: true });
    const othersBefore = await catalogueOf(other.uid);
    expect((await deleteSamples(owner.token)).status).toBe(200);
    expect(await catalogueOf(other.uid)).toEqual(othersBefore);
    expect(othersBefore.products).toHaveLength(5);
  });

  it("is refused to staff without the products permission, and allowed to staff with it", async () => {
    const owner = await registeredOwner("Bar Ana", { sampleData: true });
    const statistics = await createStaff(owner.uid, ["statistics"]);
    const refused = await deleteSamples(statistics.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: "forbidden" } });
    expect((await catalogueOf(owner.uid)).products).toHaveLength(5);

    const products = await createStaff(owner.uid, ["products"]);
    const res = await deleteSamples(products.token);
    expect(res.status).toBe(200);
    expect(answerOf(res).removed.products).toBe(5);
  });

  it("refuses a call without the confirmation", async () => {
    const owner = await registeredOwner("Bar Ana", { sampleData: true });
    const res = await request(testApp()).post(apiPath("deleteSampleData")).set("Authorization", `Bearer ${owner.token}`).send({});
    expect(res.status).toBe(400);
    expect((res.body as { error: { code: string } }).error.code).toBe("validation");
    expect((await catalogueOf(owner.uid)).products).toHaveLength(5);
  });

  it("is harmless when called again: nothing removed, nothing changed, success", async () => {
    const owner = await registeredOwner("Bar Ana", { sampleData: true });
    const pizza = named((await catalogueOf(owner.uid)).products, "Margherita pizza");
    await saveProduct(owner.token, { ...bodyOf(pizza), price: 11 }, pizza.id);
    expect((await deleteSamples(owner.token)).status).toBe(200);
    const afterFirst = await catalogueOf(owner.uid);

    const again = await deleteSamples(owner.token);
    expect(again.status).toBe(200);
    const none = { products: 0, categories: 0, courses: 0 };
    expect(answerOf(again)).toEqual({ removed: none, keptChanged: none, keptInUse: none });
    expect(await catalogueOf(owner.uid)).toEqual(afterFirst);
  });
});

describe("a new default VAT rate and the samples", () => {
  const defaults = defaultCompanySettings();
  const general = (vat: number, vatRates: GeneralSettings["vatRates"]): GeneralSettings => ({
    ...(Object.fromEntries(GENERAL_SETTINGS_FIELDS.map((f) => [f, defaults[f]])) as GeneralSettings),
    vat,
    vatRates,
  });
  const saveGeneral = (token: string, body: GeneralSettings) =>
    request(testApp()).post(apiPath("saveGeneralSettings")).set("Authorization", `Bearer ${token}`).send(body);

  it("takes the untouched samples along, which stay samples; a changed one keeps its rate and blocks taking it away", async () => {
    const owner = await registeredOwner("Bar Ana", { sampleData: true });
    const oldVat = (await db.collection("companySettings").doc(owner.uid).get()).get("vat") as number;
    const pizza = named((await catalogueOf(owner.uid)).products, "Margherita pizza");
    await saveProduct(owner.token, { ...bodyOf(pizza), price: 10.5 }, pizza.id);

    const refused = await saveGeneral(owner.token, general(10, []));
    expect(refused.status).toBe(400);
    const details = (refused.body as { error: { details: { vatRateInUse: { rate: number; products: { id: string }[] }[] } } }).error.details;
    expect(details.vatRateInUse).toEqual([{ rate: oldVat, products: [{ id: pizza.id, name: "Margherita pizza" }] }]);
    expect((await catalogueOf(owner.uid)).products.every((p) => p.vat === oldVat)).toBe(true);

    expect((await saveGeneral(owner.token, general(10, [{ name: "Zero", rate: oldVat }]))).status).toBe(200);
    const products = (await catalogueOf(owner.uid)).products;
    for (const product of products.filter((p) => p.id !== pizza.id)) {
      expect(product.vat).toBe(10);
      expect(isUntouchedSample(product)).toBe(true);
    }
    expect(products.find((p) => p.id === pizza.id)?.vat).toBe(oldVat);
    expect(answerOf(await deleteSamples(owner.token)).removed.products).toBe(4);
  });
});

describe("POST /api/intro", () => {
  function setHidden(token: string, hidden: boolean) {
    return request(testApp()).post(apiPath("setIntroHidden")).set("Authorization", `Bearer ${token}`).send({ hidden });
  }

  it("keeps the owner's choice on the company, where every device reads it", async () => {
    const owner = await registeredOwner();
    const res = await setHidden(owner.token, true);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { hidden: true } });
    expect((await db.collection("companies").doc(owner.uid).get()).get("introHidden")).toBe(true);
    await setHidden(owner.token, false);
    expect((await db.collection("companies").doc(owner.uid).get()).get("introHidden")).toBe(false);
  });

  it("is the owner's alone", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["statistics", "settings", "products"]);
    expect((await setHidden(staff.token, true)).status).toBe(403);
    expect((await db.collection("companies").doc(owner.uid).get()).get("introHidden")).toBeUndefined();
  });
});
