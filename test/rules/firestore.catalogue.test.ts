// The catalogue's rules beyond the access matrix: what the admin may write directly (names, order,
// category tree, hide/show, sold out) and what only /api may do (products, guarded deletions).
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { arrayRemove, arrayUnion, deleteDoc, deleteField, doc, setDoc, updateDoc, writeBatch, type DocumentData } from "firebase/firestore";
import { SOLD_OUT_INDEFINITELY } from "@comanda/shared";
import { Clients, COMPANY_A, COMPANY_B, seed, startRulesEnvironment, type Identity } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment();
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const ownerA: Identity = { uid: COMPANY_A, claims: { companyId: COMPANY_A, owner: true } };
const cookA: Identity = { uid: "cook-a", claims: { companyId: COMPANY_A, permissions: ["products"] } };

const productA: DocumentData = {
  companyId: COMPANY_A,
  type: "regular",
  name: { en: "Patatas bravas" },
  price: 6.5,
  vat: 10,
  hidden: false,
  sortOrder: 1000,
  tags: ["spicy", "vegan"],
  locationId: "kitchen",
  addons: [],
  slots: [],
  optionBlocks: [],
};
const named = (extra: DocumentData = {}): DocumentData => ({ companyId: COMPANY_A, name: { en: "Starters", es: "Entrantes" }, sortOrder: 1000, ...extra });

describe("products from the admin", () => {
  beforeEach(() => seed(env, { "products/bravas": productA }));
  const cook = () => doc(clients.as(cookA), "products/bravas");

  it("creating a product is refused, even for the owner: /api checks the product rules", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), "products/new"), { ...productA, sortOrder: 1500 }));
  });

  it("deleting a product is refused, even for the owner: /api checks combined products", async () => {
    await assertFails(deleteDoc(doc(clients.as(ownerA), "products/bravas")));
  });

  it("replacing a product wholesale is refused", async () => {
    await assertFails(setDoc(cook(), { ...productA, price: 1 }));
  });

  it("hiding a product is accepted", async () => {
    await assertSucceeds(updateDoc(cook(), { hidden: true }));
  });

  it("hidden that is not a boolean is refused", async () => {
    await assertFails(updateDoc(cook(), { hidden: "yes" }));
  });

  it("moving a product is accepted", async () => {
    await assertSucceeds(updateDoc(cook(), { sortOrder: 1250.5 }));
  });

  it("a sortOrder that is not a number is refused", async () => {
    await assertFails(updateDoc(cook(), { sortOrder: "first" }));
  });

  it("renumbering products in one batch is accepted", async () => {
    await seed(env, { "products/croquetas": { ...productA, sortOrder: 1500 } });
    const db = clients.as(cookA);
    const batch = writeBatch(db);
    batch.update(doc(db, "products/bravas"), { sortOrder: 2000 });
    batch.update(doc(db, "products/croquetas"), { sortOrder: 1000 });
    await assertSucceeds(batch.commit());
  });

  it("marking a product sold out until a time is accepted", async () => {
    await assertSucceeds(updateDoc(cook(), { soldOutUntil: "2026-03-01T23:00:00.000Z" }));
  });

  it("marking a product sold out until further notice is accepted", async () => {
    await assertSucceeds(updateDoc(cook(), { soldOutUntil: SOLD_OUT_INDEFINITELY }));
  });

  it("ending sold out with null is accepted", async () => {
    await seed(env, { "products/bravas": { ...productA, soldOutUntil: SOLD_OUT_INDEFINITELY } });
    await assertSucceeds(updateDoc(cook(), { soldOutUntil: null }));
  });

  it("ending sold out by removing the field is accepted", async () => {
    await seed(env, { "products/bravas": { ...productA, soldOutUntil: SOLD_OUT_INDEFINITELY } });
    await assertSucceeds(updateDoc(cook(), { soldOutUntil: deleteField() }));
  });

  it("sold out until a text that is no instant is refused", async () => {
    await assertFails(updateDoc(cook(), { soldOutUntil: "tomorrow" }));
  });

  it("sold out until a number is refused", async () => {
    await assertFails(updateDoc(cook(), { soldOutUntil: 1_772_406_000_000 }));
  });

  it("changing the price is refused", async () => {
    await assertFails(updateDoc(cook(), { price: 0.5 }));
  });

  it("changing the name is refused", async () => {
    await assertFails(updateDoc(cook(), { name: { en: "Bravas" } }));
  });

  it("hiding while changing the category is refused", async () => {
    await assertFails(updateDoc(cook(), { hidden: true, categoryId: "cat-other" }));
  });

  it("taking a deleted tag off a product is accepted", async () => {
    await assertSucceeds(updateDoc(cook(), { tags: arrayRemove("spicy") }));
  });

  it("adding a tag is refused", async () => {
    await assertFails(updateDoc(cook(), { tags: arrayUnion("gluten-free") }));
  });

  it("swapping a tag for another is refused", async () => {
    await assertFails(updateDoc(cook(), { tags: ["spicy", "gluten-free"] }));
  });

  it("tags that are not a list are refused", async () => {
    await assertFails(updateDoc(cook(), { tags: "spicy" }));
  });

  it("clearing a deleted production location is accepted", async () => {
    await assertSucceeds(updateDoc(cook(), { locationId: null }));
  });

  it("pointing a product at another production location is refused", async () => {
    await assertFails(updateDoc(cook(), { locationId: "bar" }));
  });

  it("taking a tag off in one batch with deleting it is accepted", async () => {
    await seed(env, { "tags/spicy": named() });
    const db = clients.as(cookA);
    const batch = writeBatch(db);
    batch.update(doc(db, "products/bravas"), { tags: arrayRemove("spicy") });
    batch.delete(doc(db, "tags/spicy"));
    await assertSucceeds(batch.commit());
  });
});

describe("categories", () => {
  beforeEach(() =>
    seed(env, {
      "categories/mains": named({ name: { en: "Mains" }, parentId: null }),
      "categories/meat": named({ name: { en: "Meat" }, parentId: "mains" }),
      "categories/b-drinks": { companyId: COMPANY_B, name: { en: "Drinks" }, sortOrder: 1000, parentId: null },
    }),
  );
  const category = (id: string) => doc(clients.as(cookA), `categories/${id}`);

  it("a top-level category with parentId null is accepted", async () => {
    await assertSucceeds(setDoc(category("starters"), named({ parentId: null })));
  });

  it("a category without parentId is accepted", async () => {
    await assertSucceeds(setDoc(category("starters"), named()));
  });

  it("a sub-category of the company's own category is accepted", async () => {
    await assertSucceeds(setDoc(category("fish"), named({ name: { en: "Fish" }, parentId: "mains" })));
  });

  it("a sub-category of another company's category is refused", async () => {
    await assertFails(setDoc(category("wine"), named({ name: { en: "Wine" }, parentId: "b-drinks" })));
  });

  it("a sub-category of a category that does not exist is refused", async () => {
    await assertFails(setDoc(category("wine"), named({ name: { en: "Wine" }, parentId: "no-such-category" })));
  });

  it("a category that is its own parent is refused", async () => {
    await assertFails(setDoc(category("loop"), named({ parentId: "loop" })));
  });

  it("an empty parentId is refused", async () => {
    await assertFails(setDoc(category("starters"), named({ parentId: "" })));
  });

  it("a parentId that is not a string is refused", async () => {
    await assertFails(setDoc(category("starters"), named({ parentId: 7 })));
  });

  it("a parent and its child created in one batch are accepted", async () => {
    const db = clients.as(cookA);
    const batch = writeBatch(db);
    batch.set(doc(db, "categories/drinks"), named({ name: { en: "Drinks" }, parentId: null }));
    batch.set(doc(db, "categories/wine"), named({ name: { en: "Wine" }, parentId: "drinks" }));
    await assertSucceeds(batch.commit());
  });

  it("moving a category under another of the company is accepted", async () => {
    await seed(env, { "categories/desserts": named({ name: { en: "Desserts" }, parentId: null }) });
    await assertSucceeds(updateDoc(category("desserts"), { parentId: "mains", sortOrder: 1500 }));
  });

  it("moving a category to the top level is accepted", async () => {
    await assertSucceeds(updateDoc(category("meat"), { parentId: null, sortOrder: 3000 }));
  });

  it("moving a category under another company's category is refused", async () => {
    await assertFails(updateDoc(category("mains"), { parentId: "b-drinks" }));
  });

  it("moving a category under itself is refused", async () => {
    await assertFails(updateDoc(category("mains"), { parentId: "mains" }));
  });

  it("moving a category under its own child is refused", async () => {
    await assertFails(updateDoc(category("mains"), { parentId: "meat" }));
  });

  it("renaming a sub-category is accepted", async () => {
    await assertSucceeds(updateDoc(category("meat"), { name: { en: "Meat", es: "Carne" } }));
  });

  it("a name that is not a map of languages is refused", async () => {
    await assertFails(setDoc(category("starters"), named({ name: "Starters" })));
  });

  it("a name in a language the admin does not know is refused", async () => {
    await assertFails(setDoc(category("starters"), named({ name: { en: "Starters", xx: "?" } })));
  });

  it("a name whose text is not a string is refused", async () => {
    await assertFails(setDoc(category("starters"), named({ name: { en: 42 } })));
  });

  it("renaming to a name that is not a map is refused", async () => {
    await assertFails(updateDoc(category("mains"), { name: ["Mains"] }));
  });

  it("a sortOrder that is not a number is refused", async () => {
    await assertFails(setDoc(category("starters"), named({ sortOrder: "1000" })));
  });

  it("a category without sortOrder is refused", async () => {
    await assertFails(setDoc(category("starters"), { companyId: COMPANY_A, name: { en: "Starters" }, parentId: null }));
  });

  it("an unknown field is refused", async () => {
    await assertFails(setDoc(category("starters"), named({ hidden: true })));
  });

  it("adding an unknown field on update is refused", async () => {
    await assertFails(updateDoc(category("mains"), { colour: "red" }));
  });

  it("deleting a category is refused, even for the owner: /api checks its use", async () => {
    await assertFails(deleteDoc(doc(clients.as(ownerA), "categories/meat")));
  });
});

describe.each(["tags", "courses", "locations"])("%s", (kind) => {
  const item = (id: string) => doc(clients.as(cookA), `${kind}/${id}`);

  it("a name per language and a sortOrder are accepted", async () => {
    await assertSucceeds(setDoc(item("one"), named()));
  });

  it("renaming and moving are accepted", async () => {
    await seed(env, { [`${kind}/one`]: named() });
    await assertSucceeds(updateDoc(item("one"), { name: { en: "Renamed" }, sortOrder: 750 }));
  });

  it("a parentId is refused (only categories nest)", async () => {
    await assertFails(setDoc(item("one"), named({ parentId: null })));
  });

  it("an unknown field is refused", async () => {
    await assertFails(setDoc(item("one"), named({ colour: "red" })));
  });

  it("a name that is not a map is refused", async () => {
    await assertFails(setDoc(item("one"), named({ name: "Spicy" })));
  });

  it("a sortOrder that is not a number is refused", async () => {
    await assertFails(setDoc(item("one"), named({ sortOrder: null })));
  });

  it("a change that breaks the name is refused", async () => {
    await seed(env, { [`${kind}/one`]: named() });
    await assertFails(updateDoc(item("one"), { "name.en": 5 }));
  });
});

describe("deletions from the admin", () => {
  beforeEach(() => seed(env, { "tags/spicy": named(), "locations/bar": named(), "courses/main": named() }));

  it("deleting a tag is accepted (no usage rule)", async () => {
    await assertSucceeds(deleteDoc(doc(clients.as(cookA), "tags/spicy")));
  });

  it("deleting a production location is accepted (no usage rule)", async () => {
    await assertSucceeds(deleteDoc(doc(clients.as(cookA), "locations/bar")));
  });

  it("deleting a course is refused, even for the owner: /api checks its use", async () => {
    await assertFails(deleteDoc(doc(clients.as(ownerA), "courses/main")));
  });
});
