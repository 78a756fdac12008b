// The sample marker of the registration's sample catalogue: the admin may rename and move a sample
// category or course (the marker stays), but no client may mark anything as sample or clear the marker;
// products could never be written with it from the admin (their direct updates touch listed fields only).
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { deleteField, doc, setDoc, updateDoc, type DocumentData } from "firebase/firestore";
import { Clients, COMPANY_A, seed, startRulesEnvironment, type Identity } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment("demo-rules-sample-data");
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const ownerA: Identity = { uid: COMPANY_A, claims: { companyId: COMPANY_A, owner: true } };
const marker = { sample: true, sampleFingerprint: "v1-0123456789abcdef" };
const name = { en: "Food", es: "Comida" };
const sampleCategory: DocumentData = { companyId: COMPANY_A, name, sortOrder: 1000, parentId: null, ...marker };
const sampleCourse: DocumentData = { companyId: COMPANY_A, name: { en: "Main course" }, sortOrder: 1000, ...marker };
const ownCategory: DocumentData = { companyId: COMPANY_A, name: { en: "Desserts" }, sortOrder: 1500, parentId: null };
const sampleProduct: DocumentData = {
  companyId: COMPANY_A,
  type: "regular",
  name: { en: "Espresso" },
  price: 1.8,
  vat: 10,
  hidden: false,
  sortOrder: 1000,
  tags: [],
  addons: [],
  slots: [],
  optionBlocks: [],
  categoryId: "food",
  ...marker,
};

describe("sample categories and courses from the admin", () => {
  beforeEach(() => seed(env, { "categories/food": sampleCategory, "categories/desserts": ownCategory, "courses/main": sampleCourse, "products/espresso": sampleProduct }));
  const as = (path: string) => doc(clients.as(ownerA), path);

  it("renaming or moving a sample category keeps its marker and is accepted", async () => {
    await assertSucceeds(updateDoc(as("categories/food"), { name: { en: "Dishes" } }));
    await assertSucceeds(updateDoc(as("categories/food"), { sortOrder: 2000, parentId: "desserts" }));
  });

  it("renaming a sample course is accepted", async () => {
    await assertSucceeds(updateDoc(as("courses/main"), { name: { en: "Mains" } }));
  });

  it("clearing or changing the marker is refused", async () => {
    await assertFails(updateDoc(as("categories/food"), { sample: deleteField() }));
    await assertFails(updateDoc(as("categories/food"), { sampleFingerprint: "v1-ffffffffffffffff" }));
    await assertFails(updateDoc(as("courses/main"), { sampleFingerprint: deleteField(), name: { en: "Mains" } }));
  });

  it("marking the owner's own category as sample is refused", async () => {
    await assertFails(updateDoc(as("categories/desserts"), marker));
  });

  it("creating a category or course marked as sample is refused", async () => {
    await assertFails(setDoc(as("categories/new"), { ...ownCategory, ...marker }));
    await assertFails(setDoc(as("courses/new"), { companyId: COMPANY_A, name: { en: "Starters" }, sortOrder: 500, ...marker }));
  });

  it("a sample product's marker cannot be cleared, while hiding it is accepted", async () => {
    await assertFails(updateDoc(as("products/espresso"), { sample: deleteField() }));
    await assertSucceeds(updateDoc(as("products/espresso"), { hidden: true }));
  });
});
