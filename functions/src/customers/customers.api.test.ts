// The customer calls against the Firestore emulator: save (every field, the e-mail claimed in the same
// transaction, unique in the company without case), delete, the CSV import (all or nothing, errors per row),
// and every refusal: no token, staff without customers, another company's customer.
import { beforeEach, describe, expect, it } from "vitest";
import type { SaveCustomerRequest } from "@comanda/shared";
import { errorCodeOf, fieldsOf } from "../orders/testOrders";
import { clearProject, createStaff, db } from "../test/emulator";
import { IMPORT_BATCH_ROWS } from "./import";
import { addCustomer, checkImportCall, claimOf, claimsOf, customerOf, customerRequest, customersOf, deleteCall, freshEmail, importCall, saveCall, shop, type Shop } from "./testCustomers";

beforeEach(clearProject);

const idOf = (res: { body: unknown }) => (res.body as { data: { id: string } }).data.id;

async function catalogueOf(s: Shop) {
  const category = await db.collection("categories").add({ companyId: s.id, name: { en: "Burgers" }, sortOrder: 1000 });
  const page = await db.collection("pages").add({ companyId: s.id, name: { en: "About" }, sortOrder: 1000 });
  const story = await db.collection("stories").add({ companyId: s.id, name: { en: "News" }, sortOrder: 1000 });
  return { categoryId: category.id, pageId: page.id, storyId: story.id };
}

const companyAddress = { name: "Ana Pérez", street: " Carrer Gran 1 ", zip: "08001", city: "Barcelona", country: "ES", type: "company", companyName: "Bar Ana SL", vatId: "ESB12345678" } as const;

describe("POST /api/customers", () => {
  it("creates a customer with every field and claims its e-mail", async () => {
    const s = await shop();
    const { categoryId, pageId, storyId } = await catalogueOf(s);
    const body: SaveCustomerRequest = {
      name: " José Núñez ",
      email: "Jose@Example.com",
      phone: "+34 600 111 222",
      internalNote: "Pays at the end of the month",
      welcomeText: { es: "¡Hola José!", en: "Hi José!" },
      orderOptionsNotice: { es: "Recogida en la barra" },
      checkoutNotice: { en: "Your order takes 10 minutes" },
      displayedCategories: [categoryId],
      displayedPages: [pageId],
      displayedStories: [storyId],
      enableDiscounts: true,
      enabled: true,
      addresses: [companyAddress, { name: "José", street: "Casa 2", zip: "08002", city: "Barcelona", country: "ES", type: "private", vatId: "ignored", companyName: "ignored" }],
      preventAddressChange: true,
    };
    const res = await saveCall(s.token, body);
    expect(res.status).toBe(201);
    const id = idOf(res);
    expect(await customerOf(id)).toEqual({
      companyId: s.id,
      name: "José Núñez",
      email: "Jose@Example.com",
      phone: "+34 600 111 222",
      internalNote: "Pays at the end of the month",
      welcomeText: { es: "¡Hola José!", en: "Hi José!" },
      orderOptionsNotice: { es: "Recogida en la barra" },
      checkoutNotice: { en: "Your order takes 10 minutes" },
      displayedCategories: [categoryId],
      displayedPages: [pageId],
      displayedStories: [storyId],
      enableDiscounts: true,
      enabled: true,
      addresses: [
        { ...companyAddress, street: "Carrer Gran 1" },
        { name: "José", street: "Casa 2", zip: "08002", city: "Barcelona", country: "ES", type: "private", vatId: null, companyName: null },
      ],
      preventAddressChange: true,
    });
    expect(await claimOf(s.id, "jose@example.com")).toEqual({ companyId: s.id, customerId: id });
  });

  it("edits a customer: a new e-mail is claimed and the old one freed for another customer", async () => {
    const s = await shop();
    const oldEmail = freshEmail();
    const id = await addCustomer(s, { email: oldEmail });
    const newEmail = freshEmail("berta");
    const res = await saveCall(s.token, customerRequest({ name: "Berta", email: newEmail, enabled: false }), id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id } });
    expect(await customerOf(id)).toMatchObject({ name: "Berta", email: newEmail, enabled: false });
    expect(await claimOf(s.id, newEmail)).toEqual({ companyId: s.id, customerId: id });
    expect(await claimOf(s.id, oldEmail)).toBeUndefined();
    expect((await saveCall(s.token, customerRequest({ email: oldEmail }))).status).toBe(201);
  });

  it("keeps the claim when a customer is saved with its own e-mail in another case", async () => {
    const s = await shop();
    const email = freshEmail();
    const id = await addCustomer(s, { email });
    expect((await saveCall(s.token, customerRequest({ email: email.toUpperCase() }), id)).status).toBe(200);
    expect(await claimOf(s.id, email)).toEqual({ companyId: s.id, customerId: id });
    expect(await claimsOf(s.id)).toHaveLength(1);
  });

  it("refuses an e-mail another customer of the company has, whatever its case", async () => {
    const s = await shop();
    const email = freshEmail();
    const first = await addCustomer(s, { email });
    const second = await addCustomer(s);
    for (const res of [await saveCall(s.token, customerRequest({ email: email.toUpperCase() })), await saveCall(s.token, customerRequest({ email }), second)]) {
      expect(res.status).toBe(409);
      expect(errorCodeOf(res)).toBe("email-already-in-use");
      expect(fieldsOf(res)).toEqual({ email: ["email-already-in-use"] });
    }
    expect(await claimOf(s.id, email)).toEqual({ companyId: s.id, customerId: first });
    expect((await customerOf(second))?.email).not.toBe(email);
    expect(await customersOf(s.id)).toHaveLength(2);
  });

  it("lets another company have a customer with the same e-mail", async () => {
    const [a, b] = [await shop("Bar Ana"), await shop("Bar Berta")];
    const email = freshEmail();
    await addCustomer(a, { email });
    expect((await saveCall(b.token, customerRequest({ email }))).status).toBe(201);
  });

  it("of 10 creations of one e-mail at the same moment exactly one wins", async () => {
    const s = await shop();
    const email = freshEmail();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => saveCall(s.token, customerRequest({ name: `Ana ${i}`, email: i % 2 ? email.toUpperCase() : email }))));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const res of answers.filter((r) => r.status === 409)) expect(errorCodeOf(res)).toBe("email-already-in-use");
    const winner = idOf(answers.find((res) => res.status === 201) as { body: unknown });
    expect((await customersOf(s.id)).map((c) => c.id)).toEqual([winner]);
    expect(await claimOf(s.id, email)).toEqual({ companyId: s.id, customerId: winner });
  });

  it("answers each field's error and stores nothing", async () => {
    const s = await shop();
    const res = await saveCall(
      s.token,
      customerRequest({
        phone: "call me",
        addresses: [
          { ...companyAddress, companyName: " ", vatId: "!!" },
          { ...companyAddress, type: "private", city: "" },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(errorCodeOf(res)).toBe("validation");
    expect(fieldsOf(res)).toEqual({ phone: ["phone-invalid"], "addresses.0.companyName": ["required"], "addresses.0.vatId": ["vat-id-invalid"], "addresses.1.city": ["required"] });
    expect(await customersOf(s.id)).toEqual([]);
    expect(await claimsOf(s.id)).toEqual([]);
  });

  it("refuses the shape's errors: no name, a wrong e-mail, an unknown country or field", async () => {
    const s = await shop();
    const res = await saveCall(s.token, { name: " ", email: "not-an-email", enabled: true, addresses: [{ ...companyAddress, country: "XX" }], owner: true });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toMatchObject({ name: ["notBlank"], email: ["format"], "addresses.0.country": ["enum"], owner: ["unknown-field"] });
    expect(await customersOf(s.id)).toEqual([]);
  });

  it("refuses categories, pages and posts that are not the company's", async () => {
    const [s, other] = [await shop("Bar Ana"), await shop("Bar Berta")];
    const theirs = await catalogueOf(other);
    const ours = await catalogueOf(s);
    const res = await saveCall(s.token, customerRequest({ displayedCategories: [ours.categoryId, theirs.categoryId], displayedPages: ["no-such-page"], displayedStories: [theirs.storyId] }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ displayedCategories: ["category-not-found"], displayedPages: ["page-not-found"], displayedStories: ["story-not-found"] });
    expect(await customersOf(s.id)).toEqual([]);
  });

  it("answers an edit of another company's customer, or of none, as not found and changes nothing", async () => {
    const [a, b] = [await shop("Bar Ana"), await shop("Bar Berta")];
    const email = freshEmail();
    const id = await addCustomer(a, { email, name: "Ana" });
    for (const res of [await saveCall(b.token, customerRequest({ name: "Taken" }), id), await saveCall(a.token, customerRequest(), "no-such-customer")]) {
      expect(res.status).toBe(404);
      expect(errorCodeOf(res)).toBe("not-found");
    }
    expect(await customerOf(id)).toMatchObject({ companyId: a.id, name: "Ana", email });
    expect(await customerOf("no-such-customer")).toBeUndefined();
    expect(await claimsOf(b.id)).toEqual([]);
  });
});

describe("who may call", () => {
  it("staff with customers create, edit and delete customers", async () => {
    const s = await shop();
    const staff = await createStaff(s.id, ["customers"]);
    const res = await saveCall(staff.token, customerRequest());
    expect(res.status).toBe(201);
    expect((await saveCall(staff.token, customerRequest({ name: "Renamed" }), idOf(res))).status).toBe(200);
    expect((await deleteCall(staff.token, idOf(res))).status).toBe(200);
  });

  it("staff holding every other permission may not save, delete or import", async () => {
    const s = await shop();
    const id = await addCustomer(s, { name: "Ana" });
    const staff = await createStaff(s.id, ["orders", "products", "settings", "zones", "accounts", "content", "statistics"]);
    for (const res of [await saveCall(staff.token, customerRequest()), await saveCall(staff.token, customerRequest({ name: "Taken" }), id), await deleteCall(staff.token, id), await importCall(staff.token, [customerRequest()])]) {
      expect(res.status).toBe(403);
      expect(errorCodeOf(res)).toBe("forbidden");
    }
    expect(await customersOf(s.id)).toHaveLength(1);
    expect(await customerOf(id)).toMatchObject({ name: "Ana" });
  });

  it("without a token nothing is saved", async () => {
    const s = await shop();
    const id = await addCustomer(s);
    for (const res of [await saveCall(null, customerRequest()), await deleteCall(null, id), await importCall(null, [customerRequest()])]) {
      expect(res.status).toBe(401);
      expect(errorCodeOf(res)).toBe("unauthenticated");
    }
    expect(await customersOf(s.id)).toHaveLength(1);
  });
});

describe("DELETE /api/customers/:id", () => {
  it("deletes the customer and frees its e-mail", async () => {
    const s = await shop();
    const email = freshEmail();
    const id = await addCustomer(s, { email });
    const res = await deleteCall(s.token, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { deleted: true } });
    expect(await customerOf(id)).toBeUndefined();
    expect(await claimOf(s.id, email)).toBeUndefined();
    expect((await saveCall(s.token, customerRequest({ email }))).status).toBe(201);
  });

  it("answers another company's customer as not found and keeps it", async () => {
    const [a, b] = [await shop("Bar Ana"), await shop("Bar Berta")];
    const email = freshEmail();
    const id = await addCustomer(a, { email });
    for (const res of [await deleteCall(b.token, id), await deleteCall(a.token, "no-such-customer")]) {
      expect(res.status).toBe(404);
      expect(errorCodeOf(res)).toBe("not-found");
    }
    expect(await customerOf(id)).toBeDefined();
    expect(await claimOf(a.id, email)).toEqual({ companyId: a.id, customerId: id });
  });
});

describe("POST /api/customers/import", () => {
  it("saves every row with its claim and answers the ids in the rows' order", async () => {
    const s = await shop();
    const rows = [customerRequest({ name: "Ana" }), customerRequest({ name: "Berta", addresses: [companyAddress] }), customerRequest({ name: "Carla", phone: "600 111 222" })];
    const res = await importCall(s.token, rows);
    expect(res.status).toBe(201);
    const ids = (res.body as { data: { ids: string[] } }).data.ids;
    expect(ids).toHaveLength(3);
    for (const [index, id] of ids.entries()) {
      expect(await customerOf(id)).toMatchObject({ companyId: s.id, name: rows[index]?.name, email: rows[index]?.email });
      expect(await claimOf(s.id, rows[index]?.email ?? "")).toEqual({ companyId: s.id, customerId: id });
    }
    expect((await customerOf(ids[1] ?? ""))?.addresses).toEqual([{ ...companyAddress, street: "Carrer Gran 1" }]);
  });

  it("saves nothing while any row is wrong and names each wrong row's fields", async () => {
    const s = await shop();
    const other = await shop("Bar Berta");
    const theirs = await catalogueOf(other);
    const taken = freshEmail("taken");
    await addCustomer(s, { email: taken });
    const twice = freshEmail("twice");
    const res = await importCall(s.token, [
      customerRequest({ name: "Fine" }),
      customerRequest({ email: taken.toUpperCase() }),
      customerRequest({ email: twice }),
      customerRequest({ email: twice.toUpperCase(), phone: "call me" }),
      customerRequest({ addresses: [{ ...companyAddress, vatId: null }], displayedCategories: [theirs.categoryId] }),
    ]);
    expect(res.status).toBe(400);
    expect(errorCodeOf(res)).toBe("validation");
    expect(fieldsOf(res)).toEqual({
      "customers.1.email": ["email-already-in-use"],
      "customers.3.email": ["email-duplicate-in-file"],
      "customers.3.phone": ["phone-invalid"],
      "customers.4.addresses.0.vatId": ["required"],
      "customers.4.displayedCategories": ["category-not-found"],
    });
    expect(await customersOf(s.id)).toHaveLength(1);
    expect(await claimsOf(s.id)).toHaveLength(1);
  });

  it("a dry run (the preview) names an existing customer's e-mail by row and saves nothing", async () => {
    const s = await shop();
    const taken = freshEmail("taken");
    await addCustomer(s, { email: taken });
    const twice = freshEmail("twice");
    const refused = await checkImportCall(s.token, [customerRequest({ name: "Fine" }), customerRequest({ email: taken.toUpperCase() }), customerRequest({ email: twice }), customerRequest({ email: twice })]);
    expect(refused.status).toBe(400);
    expect(errorCodeOf(refused)).toBe("validation");
    expect(fieldsOf(refused)).toEqual({ "customers.1.email": ["email-already-in-use"], "customers.3.email": ["email-duplicate-in-file"] });
    const fine = await checkImportCall(s.token, [customerRequest({ name: "Ana" }), customerRequest({ name: "Berta" })]);
    expect(fine.status).toBe(200);
    expect((fine.body as { data: unknown }).data).toEqual({ checked: 2 });
    expect(await customersOf(s.id)).toHaveLength(1);
    expect(await claimsOf(s.id)).toHaveLength(1);
  });

  it("names a row's shape errors by row too", async () => {
    const s = await shop();
    const res = await importCall(s.token, [customerRequest(), { ...customerRequest(), email: "nope" }]);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ "customers.1.email": ["format"] });
    expect(await customersOf(s.id)).toEqual([]);
  });

  it(`saves a file of more rows than one batch (${IMPORT_BATCH_ROWS}) whole`, async () => {
    const s = await shop();
    const rows = Array.from({ length: IMPORT_BATCH_ROWS + 50 }, (_, i) => customerRequest({ name: `Customer ${i}` }));
    const res = await importCall(s.token, rows);
    expect(res.status).toBe(201);
    expect(await customersOf(s.id)).toHaveLength(rows.length);
    expect(await claimsOf(s.id)).toHaveLength(rows.length);
  });

  it("an import racing a save of one of its e-mails ends with one holder and no half-imported file", async () => {
    const s = await shop();
    const email = freshEmail("race");
    const rows = [...Array.from({ length: IMPORT_BATCH_ROWS + 10 }, (_, i) => customerRequest({ name: `Customer ${i}` })), customerRequest({ email })];
    const [imported, saved] = await Promise.all([importCall(s.token, rows), saveCall(s.token, customerRequest({ email }))]);
    const customers = await customersOf(s.id);
    const holders = customers.filter((c) => c.email === email);
    expect(holders).toHaveLength(1);
    if (imported.status === 201) {
      expect(saved.status).toBe(409);
      expect(customers).toHaveLength(rows.length);
    } else {
      expect(imported.status).toBe(400);
      expect(fieldsOf(imported)).toEqual({ [`customers.${rows.length - 1}.email`]: ["email-already-in-use"] });
      expect(saved.status).toBe(201);
      expect(customers).toHaveLength(1);
      expect(await claimsOf(s.id)).toHaveLength(1);
    }
  });
});
