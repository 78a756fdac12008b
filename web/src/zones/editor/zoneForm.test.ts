import { describe, expect, it } from "vitest";
import { zoneDefaults, zoneRequestSchema, validator, type PointOfSale, type Zone } from "@comanda/shared";
import { formValuesToRequest, newZoneValues, zoneToFormValues } from "./zoneForm";

const table: PointOfSale = { id: "t1", name: "Table 1", description: "", internalDescription: "", isDefault: false };
const storedZone: Zone = { ...zoneDefaults(), id: "z1", companyId: "c1", sortOrder: 1500, name: "Terrace", hidden: true, closed: false, archived: false, pointsOfSale: [table] };
const validRequest = validator(zoneRequestSchema);

describe("zone form values", () => {
  it("start a new zone with the defaults of spec §9 (online payment and pickup on, rules all, unit days)", () => {
    const values = newZoneValues();
    expect(values).toMatchObject({ enableOnlinePayment: true, enablePickup: true, enableDelivery: false, categoryVisibilityRule: "all", displayDeliveryTimeRule: "always", displayDeliveryTimeTresholdUnit: "days" });
  });

  it("leave out what the form does not edit: company, order, archive flag, list toggles, points of sale and the id", () => {
    const values = zoneToFormValues(storedZone);
    for (const field of ["id", "companyId", "sortOrder", "archived", "hidden", "closed", "pointsOfSale"]) expect(values).not.toHaveProperty(field);
  });

  it("fill the unset fields of an old document with their defaults", () => {
    const { orderLimitWarning, ...old } = storedZone;
    void orderLimitWarning;
    const values = zoneToFormValues({ ...old, enablePickup: undefined } as unknown as Zone);
    expect(values.enablePickup).toBe(true);
    expect(values.orderLimitWarning).toEqual({ enabled: false, maxOpenOrders: null, text: {} });
  });
});

describe("formValuesToRequest", () => {
  it("sends the stored points of sale and list toggles, never company, sort order or archive flag", () => {
    const request = formValuesToRequest({ ...zoneToFormValues(storedZone), name: "  Terraza " }, { hidden: true, closed: true, pointsOfSale: [table] }, null);
    expect(request.name).toBe("Terraza");
    expect(request.pointsOfSale).toEqual([table]);
    expect(request.hidden).toBe(true);
    expect(request.closed).toBe(true);
    expect(request).not.toHaveProperty("companyId");
    expect(request).not.toHaveProperty("sortOrder");
    expect(request).not.toHaveProperty("archived");
  });

  it("sends no points of sale for a new zone", () => {
    expect(formValuesToRequest({ ...newZoneValues(), name: "Bar" }, null, null)).not.toHaveProperty("pointsOfSale");
  });

  it("keeps fields that are folded away (a threshold while the rule is always)", () => {
    const request = formValuesToRequest({ ...newZoneValues(), name: "Bar", displayDeliveryTimeTreshold: 2, displayDeliveryTimeTresholdUnit: "hours" }, null, null);
    expect(request).toMatchObject({ displayDeliveryTimeRule: "always", displayDeliveryTimeTreshold: 2, displayDeliveryTimeTresholdUnit: "hours" });
  });

  it("sends delivery on invoice only while on-site payment is on in the general settings and the zone", () => {
    const values = { ...newZoneValues(), name: "Bar", enableOfflinePayment: true, allowDeliveryOnInvoice: true };
    expect(formValuesToRequest(values, null, { enableOfflinePayments: true }).allowDeliveryOnInvoice).toBe(true);
    expect(formValuesToRequest(values, null, { enableOfflinePayments: false }).allowDeliveryOnInvoice).toBe(false);
    expect(formValuesToRequest({ ...values, enableOfflinePayment: false }, null, { enableOfflinePayments: true }).allowDeliveryOnInvoice).toBe(false);
  });

  it("drops languages never typed into from texts per language", () => {
    const values = { ...newZoneValues(), name: "Bar", frontpageNotice: { en: "Welcome", de: undefined } as unknown as Record<string, string> };
    expect(formValuesToRequest(values, null, null).frontpageNotice).toEqual({ en: "Welcome" });
  });

  it("builds a body the API's schema accepts, for a new and a stored zone", () => {
    expect(validRequest(formValuesToRequest({ ...newZoneValues(), name: "Bar" }, null, null)).ok).toBe(true);
    const stored = { hidden: storedZone.hidden, closed: storedZone.closed, pointsOfSale: storedZone.pointsOfSale };
    expect(validRequest(formValuesToRequest(zoneToFormValues(storedZone), stored, null)).ok).toBe(true);
  });
});
