import "./testProject";
import { beforeEach, describe, expect, it } from "vitest";
import { zoneDefaults, type ZoneRequest } from "@comanda/shared";
import { clearProject, createStaff, db } from "../test/emulator";
import { company, created, fieldsOf, save, storedZone, zoneOf } from "./testZones";

beforeEach(clearProject);

const table = (name: string, extra: Record<string, unknown> = {}) => ({ name, ...extra });

describe("POST /api/zones (create)", () => {
  it("fills in every default of a zone sent with just a name", async () => {
    const c = await company();
    const res = await save(c.token, { name: "Terrace" });
    expect(res.status).toBe(201);
    const zone = zoneOf(res);
    const expected = { ...zoneDefaults(), companyId: c.id, name: "Terrace", sortOrder: 1000 };
    expect(await storedZone(zone.id)).toEqual(expected);
    expect(zone).toEqual({ ...expected, id: zone.id });
  });

  it("puts a new zone after the highest sortOrder of the company", async () => {
    const c = await company();
    await db.collection("zones").add({ ...zoneDefaults(), companyId: c.id, name: "Bar", sortOrder: 3000 });
    const zone = await created(c, { name: "Terrace", sortOrder: 1 });
    expect(zone.sortOrder).toBe(3500);
  });

  it("is not placed among another company's zones", async () => {
    const c = await company();
    const other = await company("Bar Luis");
    await created(other, { name: "Bar" });
    await created(other, { name: "Terrace" });
    expect((await created(c, { name: "Terrace" })).sortOrder).toBe(1000);
  });

  it("does not take archived from the body", async () => {
    const c = await company();
    const zone = await created(c, { name: "Terrace", archived: true });
    expect((await storedZone(zone.id))?.archived).toBe(false);
  });

  it("refuses a companyId other than the caller's", async () => {
    const c = await company();
    const other = await company("Bar Luis");
    const res = await save(c.token, { name: "Terrace", companyId: other.id });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ companyId: ["other-company"] });
    expect((await db.collection("zones").get()).size).toBe(0);
  });

  it("refuses a zone without a name", async () => {
    const c = await company();
    const res = await save(c.token, { name: "  " });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["name"]);
  });

  it("refuses unknown fields", async () => {
    const c = await company();
    const res = await save(c.token, { name: "Terrace", colour: "red" });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ colour: ["unknown-field"] });
  });
});

describe("POST /api/zones/:id (update)", () => {
  it("replaces the zone's fields and answers 200 with the stored zone", async () => {
    const c = await company();
    const zone = await created(c, { name: "Terrace" });
    const res = await save(c.token, { name: "Garden", enableTableService: true, description: { en: "Outside" } }, zone.id);
    expect(res.status).toBe(200);
    expect(zoneOf(res)).toMatchObject({ id: zone.id, name: "Garden", enableTableService: true, description: { en: "Outside" } });
    expect(await storedZone(zone.id)).toMatchObject({ name: "Garden", enableTableService: true, enablePickup: true });
  });

  it("keeps the stored sortOrder and archived flag whatever the body says", async () => {
    const c = await company();
    const zone = await created(c, { name: "Terrace" });
    await db.collection("zones").doc(zone.id).update({ sortOrder: 1250, archived: true });
    const res = await save(c.token, { name: "Terrace", sortOrder: 9, archived: false }, zone.id);
    expect(res.status).toBe(200);
    expect(await storedZone(zone.id)).toMatchObject({ sortOrder: 1250, archived: true });
  });

  it("takes a zone sent back as it was loaded (with its id) and stores no id field", async () => {
    const c = await company();
    const zone = await created(c, { name: "Terrace" });
    const res = await save(c.token, { ...zone, name: "Garden" }, zone.id);
    expect(res.status).toBe(200);
    const stored = await storedZone(zone.id);
    expect(stored).toMatchObject({ name: "Garden", companyId: c.id });
    expect(stored).not.toHaveProperty("id");
  });

  it("answers not-found for an unknown zone and creates nothing", async () => {
    const c = await company();
    const res = await save(c.token, { name: "Terrace" }, "no-such-zone");
    expect(res.status).toBe(404);
    expect((await db.collection("zones").get()).size).toBe(0);
  });

  it("answers not-found for another company's zone and leaves it alone", async () => {
    const c = await company();
    const other = await company("Bar Luis");
    const theirs = await created(other, { name: "Terrace" });
    const res = await save(c.token, { name: "Mine now" }, theirs.id);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not-found" } });
    expect(await storedZone(theirs.id)).toMatchObject({ companyId: other.id, name: "Terrace" });
  });
});

describe("access", () => {
  it("refuses staff without the zones permission", async () => {
    const c = await company();
    const staff = await createStaff(c.id, ["orders", "products", "settings"]);
    const res = await save(staff.token, { name: "Terrace" });
    expect(res.status).toBe(403);
    expect((await db.collection("zones").get()).size).toBe(0);
  });

  it("lets staff with the zones permission create a zone of their company", async () => {
    const c = await company();
    const staff = await createStaff(c.id, ["zones"]);
    const res = await save(staff.token, { name: "Terrace" });
    expect(res.status).toBe(201);
    expect(await storedZone(zoneOf(res).id)).toMatchObject({ companyId: c.id });
  });

  it("refuses a caller without a token", async () => {
    const res = await save("", { name: "Terrace" });
    expect(res.status).toBe(401);
  });
});

describe("unique zone names", () => {
  it("refuses the name of another zone, compared without case, accents and spaces", async () => {
    const c = await company();
    await created(c, { name: "Salón" });
    const res = await save(c.token, { name: "  SALON " });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ name: ["zone-name-taken"] });
  });

  it("refuses renaming a zone to another zone's name", async () => {
    const c = await company();
    await created(c, { name: "Terrace" });
    const bar = await created(c, { name: "Bar" });
    const res = await save(c.token, { name: "terrace" }, bar.id);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ name: ["zone-name-taken"] });
  });

  it("accepts saving a zone under its own name", async () => {
    const c = await company();
    const zone = await created(c, { name: "Terrace" });
    expect((await save(c.token, { name: "Terrace", hidden: true }, zone.id)).status).toBe(200);
  });

  it("accepts the name of an archived (deleted) zone", async () => {
    const c = await company();
    const old = await created(c, { name: "Terrace" });
    await db.collection("zones").doc(old.id).update({ archived: true });
    expect((await save(c.token, { name: "Terrace" })).status).toBe(201);
  });

  it("accepts the name of another company's zone", async () => {
    const c = await company();
    await created(await company("Bar Luis"), { name: "Terrace" });
    expect((await save(c.token, { name: "Terrace" })).status).toBe(201);
  });

  it("lets exactly one of two concurrent creates with the same name through", async () => {
    const c = await company();
    const answers = await Promise.all([save(c.token, { name: "Terrace" }), save(c.token, { name: "terrace" }), save(c.token, { name: "TERRACE" })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    for (const refused of answers.filter((r) => r.status === 400)) expect(fieldsOf(refused)).toEqual({ name: ["zone-name-taken"] });
    expect((await db.collection("zones").where("companyId", "==", c.id).get()).size).toBe(1);
  });
});

describe("delivery on invoice", () => {
  it("is refused when the general settings do not allow on-site payment", async () => {
    const c = await company("Bar Ana", { enableOfflinePayments: false });
    const res = await save(c.token, { name: "Delivery", enableOfflinePayment: true, allowDeliveryOnInvoice: true });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ allowDeliveryOnInvoice: ["delivery-on-invoice-not-allowed"] });
  });

  it("is refused when the zone does not allow on-site payment", async () => {
    const c = await company("Bar Ana", { enableOfflinePayments: true });
    const res = await save(c.token, { name: "Delivery", allowDeliveryOnInvoice: true });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ allowDeliveryOnInvoice: ["delivery-on-invoice-not-allowed"] });
  });

  it("is accepted when both allow on-site payment", async () => {
    const c = await company("Bar Ana", { enableOfflinePayments: true });
    expect((await save(c.token, { name: "Delivery", enableOfflinePayment: true, allowDeliveryOnInvoice: true })).status).toBe(201);
  });
});

describe("points of sale", () => {
  it("gives every new point of sale its own short id", async () => {
    const c = await company();
    const zone = await created(c, { name: "Terrace", pointsOfSale: [table("Table 1"), table("Table 2"), table("Table 3")] });
    const ids = zone.pointsOfSale.map((p) => p.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[2-9a-z]{12}$/);
    expect((await storedZone(zone.id))?.pointsOfSale).toEqual(zone.pointsOfSale);
  });

  it("keeps the ids of existing points of sale and gives new ones theirs", async () => {
    const c = await company();
    const zone = await created(c, { name: "Terrace", pointsOfSale: [table("Table 1")] });
    const kept = zone.pointsOfSale[0]!;
    const res = await save(c.token, { name: "Terrace", pointsOfSale: [{ ...kept, name: "Table 1 (window)" }, table("Table 2")] }, zone.id);
    expect(res.status).toBe(200);
    const [first, second] = zoneOf(res).pointsOfSale;
    expect(first).toEqual({ id: kept.id, name: "Table 1 (window)" });
    expect(second?.id).toMatch(/^[2-9a-z]{12}$/);
    expect(second?.id).not.toBe(kept.id);
  });

  it("refuses an id used by a point of sale of another zone of the company", async () => {
    const c = await company();
    const terrace = await created(c, { name: "Terrace", pointsOfSale: [table("Table 1")] });
    const taken = terrace.pointsOfSale[0]!.id;
    const res = await save(c.token, { name: "Bar", pointsOfSale: [table("Stool 1"), { id: taken, name: "Stool 2" }] });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ "pointsOfSale.1.id": ["point-of-sale-id-taken"] });
  });

  it("refuses an id given twice in the body", async () => {
    const c = await company();
    const res = await save(c.token, { name: "Bar", pointsOfSale: [{ id: "stool", name: "Stool 1" }, { id: "stool", name: "Stool 2" }] });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ "pointsOfSale.1.id": ["point-of-sale-id-taken"] });
  });

  it("accepts an id another company uses", async () => {
    const c = await company();
    await created(await company("Bar Luis"), { name: "Bar", pointsOfSale: [{ id: "stool-1", name: "Stool 1" }] });
    expect((await save(c.token, { name: "Bar", pointsOfSale: [{ id: "stool-1", name: "Stool 1" }] })).status).toBe(201);
  });

  it("keeps a name per language", async () => {
    const c = await company();
    const zone = await created(c, { name: "Terrace", pointsOfSale: [table("ignored", { name: { en: "Table 1", es: "Mesa 1" }, description: "By the door" })] });
    expect(zone.pointsOfSale[0]).toMatchObject({ name: { en: "Table 1", es: "Mesa 1" }, description: "By the door" });
  });
});

describe("default flags", () => {
  it("moves the default point of sale to the saved zone and into the company settings", async () => {
    const c = await company();
    const terrace = await created(c, { name: "Terrace", pointsOfSale: [table("Table 1", { isDefault: true }), table("Table 2")] });
    expect(await db.collection("companySettings").doc(c.id).get().then((s) => s.data())).toMatchObject({ defaultPointofsaleId: terrace.pointsOfSale[0]!.id, defaultZoneId: terrace.id });

    const bar = await created(c, { name: "Bar", pointsOfSale: [table("Stool 1"), table("Stool 2", { isDefault: true })] });
    const stool = bar.pointsOfSale[1]!;
    expect(((await storedZone(terrace.id))?.pointsOfSale as { isDefault?: boolean }[]).map((p) => p.isDefault ?? false)).toEqual([false, false]);
    expect(await db.collection("companySettings").doc(c.id).get().then((s) => s.data())).toMatchObject({ defaultPointofsaleId: stool.id, defaultZoneId: bar.id });
  });

  it("keeps only the first of several points of sale flagged default in one body", async () => {
    const c = await company();
    const zone = await created(c, { name: "Terrace", pointsOfSale: [table("Table 1"), table("Table 2", { isDefault: true }), table("Table 3", { isDefault: true })] });
    expect(zone.pointsOfSale.map((p) => p.isDefault ?? false)).toEqual([false, true, false]);
  });

  it("clears the company's default point of sale when its zone no longer has it", async () => {
    const c = await company();
    const zone = await created(c, { name: "Terrace", pointsOfSale: [table("Table 1", { isDefault: true })] });
    await save(c.token, { name: "Terrace", pointsOfSale: [{ ...zone.pointsOfSale[0]!, isDefault: false }] }, zone.id);
    expect(await db.collection("companySettings").doc(c.id).get().then((s) => s.data())).toMatchObject({ defaultPointofsaleId: null, defaultZoneId: null });
  });

  it("makes the saved zone the only default zone of the company", async () => {
    const c = await company();
    const terrace = await created(c, { name: "Terrace", isDefault: true });
    const bar = await created(c, { name: "Bar", isDefault: true });
    expect((await storedZone(terrace.id))?.isDefault).toBe(false);
    expect((await storedZone(bar.id))?.isDefault).toBe(true);
  });

  it("leaves another company's default zone alone", async () => {
    const c = await company();
    const theirs = await created(await company("Bar Luis"), { name: "Terrace", isDefault: true, pointsOfSale: [table("Table 1", { isDefault: true })] });
    await created(c, { name: "Bar", isDefault: true, pointsOfSale: [table("Stool 1", { isDefault: true })] });
    expect(await storedZone(theirs.id)).toMatchObject({ isDefault: true, pointsOfSale: [{ isDefault: true }] });
  });
});

describe("references", () => {
  async function withCatalogue(companyId: string) {
    const add = (collection: string) => db.collection(collection).add({ companyId, name: { en: collection } }).then((r) => r.id);
    return { discount: await add("discounts"), category: await add("categories"), page: await add("pages"), story: await add("stories") };
  }
  const referencing = (ids: { discount: string; category: string; page: string; story: string }): ZoneRequest => ({
    name: "Terrace",
    autoAppliedDiscounts: [ids.discount],
    categoryVisibilityRule: "onlySelected",
    categoryVisibilityConfig: [ids.category],
    pagesVisibilityRule: "allExceptSelected",
    pagesVisibilityConfig: [ids.page],
    storiesVisibilityRule: "onlySelected",
    storiesVisibilityConfig: [ids.story],
  });

  it("accepts the company's own discounts, categories, pages and stories", async () => {
    const c = await company();
    const ids = await withCatalogue(c.id);
    const zone = await created(c, referencing(ids));
    expect(zone).toMatchObject({ autoAppliedDiscounts: [ids.discount], categoryVisibilityConfig: [ids.category], pagesVisibilityConfig: [ids.page], storiesVisibilityConfig: [ids.story] });
  });

  it("refuses another company's discounts, categories, pages and stories", async () => {
    const c = await company();
    const theirs = await withCatalogue((await company("Bar Luis")).id);
    const res = await save(c.token, referencing(theirs));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({
      "autoAppliedDiscounts.0": ["discount-not-found"],
      "categoryVisibilityConfig.0": ["category-not-found"],
      "pagesVisibilityConfig.0": ["page-not-found"],
      "storiesVisibilityConfig.0": ["story-not-found"],
    });
  });

  it("refuses an unknown discount at its index", async () => {
    const c = await company();
    const ids = await withCatalogue(c.id);
    const res = await save(c.token, { name: "Terrace", autoAppliedDiscounts: [ids.discount, "no-such-discount"] });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ "autoAppliedDiscounts.1": ["discount-not-found"] });
  });

  it("drops a stored reference to a discount deleted since, instead of blocking the save", async () => {
    const c = await company();
    const ids = await withCatalogue(c.id);
    const zone = await created(c, { name: "Terrace", autoAppliedDiscounts: [ids.discount] });
    await db.collection("discounts").doc(ids.discount).delete();
    const res = await save(c.token, { name: "Terrace", autoAppliedDiscounts: [ids.discount] }, zone.id);
    expect(res.status).toBe(200);
    expect((await storedZone(zone.id))?.autoAppliedDiscounts).toEqual([]);
  });
});
