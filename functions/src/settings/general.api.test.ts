import "./testProject";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { GENERAL_SETTINGS_FIELDS, defaultCompanySettings, type GeneralSettings, type VatChangeData } from "@comanda/shared";
import { clearProject, createStaff, db, registeredOwner, testApp } from "../test/emulator";

beforeEach(clearProject);

const defaults = defaultCompanySettings();
const general: GeneralSettings = {
  ...(Object.fromEntries(GENERAL_SETTINGS_FIELDS.map((f) => [f, defaults[f]])) as GeneralSettings),
  timezone: "America/New_York",
  currency: "USD",
  vat: 10,
  vatId: "ESB12345678",
  vatRates: [{ name: "Reduced", rate: 4 }, { name: "Standard", rate: 21 }],
  tipIsEnabled: true,
  defaultTipPercentage: 5,
  sendNewOrderNotifications: true,
  sendNewOrderNotificationsTo: "kitchen@bar-ana.test; owner@bar-ana.test",
  enableThrottleMessage: true,
  throttleLimit: 12,
  throttleMessage: { en: "Busy kitchen", es: "Cocina llena" },
};

const save = (token: string, body: unknown) => request(testApp()).post("/api/settings/general").set("Authorization", `Bearer ${token}`).send(body as object);
const stored = async (companyId: string) => (await db.collection("companySettings").doc(companyId).get()).data() ?? {};
const errorOf = (res: request.Response) => (res.body as { error: { code: string; fields?: Record<string, string[]>; details?: unknown } }).error;
const logOf = async (companyId: string) =>
  (await db.collection("vatChanges").where("companyId", "==", companyId).get()).docs.map((d) => d.data() as VatChangeData).sort((a, b) => a.field.localeCompare(b.field));

describe("POST /api/settings/general", () => {
  it("replaces the general fields, writes address lists as 'a, b' and leaves other fields as stored", async () => {
    const owner = await registeredOwner();
    await db.collection("companySettings").doc(owner.uid).set({ throttleMessage: { en: "Old", de: "Alt" }, slotMinutes: 30 }, { merge: true });
    const res = await save(owner.token, general);
    expect(res.status).toBe(200);
    const settings = { ...general, sendNewOrderNotificationsTo: "kitchen@bar-ana.test, owner@bar-ana.test" };
    expect(res.body).toEqual({ data: { settings } });
    const after = await stored(owner.uid);
    expect(after).toMatchObject({ ...settings, slotMinutes: 30, companyId: owner.uid });
    // Per-language texts are replaced as a whole: the German text removed on the screen does not come back.
    expect(after.throttleMessage).toEqual({ en: "Busy kitchen", es: "Cocina llena" });
  });

  it("logs every VAT change with who, when, the old and the new value", async () => {
    const owner = await registeredOwner();
    expect((await save(owner.token, general)).status).toBe(200);
    const log = await logOf(owner.uid);
    expect(log.map((e) => [e.field, e.oldValue, e.newValue])).toEqual([
      ["vat", 0, 10],
      ["vatId", null, "ESB12345678"],
      ["vatRates", [], general.vatRates],
    ]);
    expect(log[0]).toMatchObject({ companyId: owner.uid, byUid: owner.uid, byName: "Ana Pérez" });
    expect(Date.parse(log[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
    // Saving the same VAT again logs nothing new; changing the tips' VAT logs that one change.
    expect((await save(owner.token, { ...general, vatForTips: 21 })).status).toBe(200);
    const again = await logOf(owner.uid);
    expect(again).toHaveLength(4);
    expect(again.find((e) => e.field === "vatForTips")).toMatchObject({ oldValue: 0, newValue: 21 });
  });

  it("refuses to take away a VAT rate that products use, naming them, and stores and logs nothing", async () => {
    const owner = await registeredOwner();
    expect((await save(owner.token, general)).status).toBe(200);
    await db.collection("products").doc("cana").set({ companyId: owner.uid, name: { en: "Beer", es: "Caña" }, vat: 21 });
    await db.collection("products").doc("pan").set({ companyId: owner.uid, name: { en: "Bread" }, vat: 4 });
    const res = await save(owner.token, { ...general, vatRates: [{ name: "Reduced", rate: 4 }] });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toEqual({
      code: "validation",
      fields: { vatRates: ["vat-rate-in-use"] },
      details: { vatRateInUse: [{ rate: 21, products: [{ id: "cana", name: "Beer" }] }] },
    });
    expect((await stored(owner.uid)).vatRates).toEqual(general.vatRates);
    expect(await logOf(owner.uid)).toHaveLength(3);
  });

  it("refuses a new default rate when products use the old one, under the default rate", async () => {
    const owner = await registeredOwner();
    expect((await save(owner.token, general)).status).toBe(200);
    await db.collection("products").doc("menu").set({ companyId: owner.uid, name: { en: "Menu of the day" }, vat: 10 });
    const res = await save(owner.token, { ...general, vat: 12 });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual({ vat: ["vat-rate-in-use"] });
    // Another company's product with that rate does not stop the change.
    const other = await registeredOwner("Bar Luis");
    expect((await save(other.token, general)).status).toBe(200);
    expect((await save(other.token, { ...general, vat: 12 })).status).toBe(200);
  });

  it("saves settings whose stored additional rate repeats the default rate, but refuses a repetition the save adds", async () => {
    const owner = await registeredOwner();
    // As the first demo data stored them: the default 10 % again as an additional rate.
    const legacyRates = [{ name: "Reduced (food)", rate: 10 }, { name: "Standard", rate: 21 }];
    await db.collection("companySettings").doc(owner.uid).set({ vat: 10, vatRates: legacyRates }, { merge: true });
    const res = await save(owner.token, { ...general, vatRates: legacyRates, defaultTipPercentage: 8 });
    expect(res.status).toBe(200);
    expect(await stored(owner.uid)).toMatchObject({ vatRates: legacyRates, defaultTipPercentage: 8 });
    const added = await save(owner.token, { ...general, vatRates: [...legacyRates, { name: "Wine", rate: 21 }] });
    expect(added.status).toBe(400);
    expect(errorOf(added).fields).toEqual({ "vatRates.2.rate": ["vat-rate-duplicate"] });
    expect((await stored(owner.uid)).vatRates).toEqual(legacyRates);
  });

  it("refuses cash payments without the cash terms confirmed", async () => {
    const owner = await registeredOwner();
    // Cash payments are a subscribers' feature (functions/src/subscriptions/gates.api.test.ts).
    await db.collection("companies").doc(owner.uid).set({ hasAnActiveSubscription: true, subscribedPlan: "basic" }, { merge: true });
    const res = await save(owner.token, { ...general, enableOfflinePayments: true, cashPaymentsAuthorised: false });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual({ cashPaymentsAuthorised: ["cash-terms-required"] });
    expect((await save(owner.token, { ...general, enableOfflinePayments: true, cashPaymentsAuthorised: true })).status).toBe(200);
  });

  it("refuses an unknown time zone and currency, a bad address and a throttle message without text", async () => {
    const owner = await registeredOwner();
    const before = await stored(owner.uid);
    const res = await save(owner.token, { ...general, timezone: "Europe/Barcelona", currency: "XYZ", sendNewOrderNotificationsTo: "kitchen@, ok@bar.es", throttleMessage: {} });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual({
      timezone: ["timezone-invalid"],
      currency: ["currency-unknown"],
      sendNewOrderNotificationsTo: ["email-invalid"],
      throttleMessage: ["required"],
    });
    expect(await stored(owner.uid)).toEqual(before);
  });

  it("refuses fields of other screens and a body without every general field", async () => {
    const owner = await registeredOwner();
    const { vatId: _missing, ...rest } = general;
    const res = await save(owner.token, { ...rest, isOpen: false });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual({ vatId: ["required"], isOpen: ["unknown-field"] });
  });

  it("sets the default point of sale, its zone and the points of sale's default flags", async () => {
    const owner = await registeredOwner();
    const zone = (id: string, points: string[], isDefault: string | null, archived = false) => ({
      companyId: owner.uid,
      name: { en: id },
      archived,
      pointsOfSale: points.map((p) => ({ id: p, name: p, isDefault: p === isDefault })),
    });
    await db.collection("zones").doc("terrace").set(zone("terrace", ["t1", "t2"], "t1"));
    await db.collection("zones").doc("bar").set(zone("bar", ["b1"], null));
    await db.collection("zones").doc("old").set(zone("old", ["o1"], null, true));
    expect((await save(owner.token, { ...general, defaultPointofsaleId: "b1" })).status).toBe(200);
    expect(await stored(owner.uid)).toMatchObject({ defaultPointofsaleId: "b1", defaultZoneId: "bar" });
    const flags = async (id: string) => ((await db.collection("zones").doc(id).get()).data()?.pointsOfSale as { id: string; isDefault: boolean }[]).map((p) => [p.id, p.isDefault]);
    expect(await flags("terrace")).toEqual([["t1", false], ["t2", false]]);
    expect(await flags("bar")).toEqual([["b1", true]]);
    // A point of sale of a deleted zone, or one that does not exist, cannot be the default.
    for (const id of ["o1", "nowhere"]) {
      const res = await save(owner.token, { ...general, defaultPointofsaleId: id });
      expect(errorOf(res).fields).toEqual({ defaultPointofsaleId: ["pointofsale-not-found"] });
    }
  });

  it("is open to staff with the settings permission, who are logged by their user id", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["settings"]);
    expect((await save(staff.token, general)).status).toBe(200);
    expect((await stored(owner.uid)).currency).toBe("USD");
    expect((await logOf(owner.uid))[0]).toMatchObject({ byUid: staff.uid, byName: "Staff" });
  });

  it("is forbidden to staff without the settings permission", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["orders", "products", "zones"]);
    const res = await save(staff.token, general);
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe("forbidden");
    expect((await stored(owner.uid)).currency).not.toBe("USD");
    expect(await logOf(owner.uid)).toEqual([]);
  });

  it("writes and logs only the caller's company", async () => {
    const owner = await registeredOwner("Bar Ana");
    const other = await registeredOwner("Bar Luis");
    const before = await stored(other.uid);
    expect((await save(owner.token, general)).status).toBe(200);
    expect(await stored(other.uid)).toEqual(before);
    expect(await logOf(other.uid)).toEqual([]);
  });
});
