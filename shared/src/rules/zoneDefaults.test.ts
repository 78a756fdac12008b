import { describe, expect, it } from "vitest";
import { validator } from "../validation";
import { ZONE_BOOLEAN_FIELDS, zoneSchema, type ZoneData } from "../entities/zone";
import { coerceZone } from "./zoneDefaults";

describe("coerceZone", () => {
  const stored = { companyId: "c1", name: "Terrace", sortOrder: 1500 };

  it("turns on online payment and pickup by default", () => {
    const zone = coerceZone(stored);
    expect(zone.enableOnlinePayment).toBe(true);
    expect(zone.enablePickup).toBe(true);
  });
  it("turns every other boolean off, archived, hidden and closed included", () => {
    const zone = coerceZone(stored);
    const on = ZONE_BOOLEAN_FIELDS.filter((f) => zone[f]);
    expect(on).toEqual(["enableOnlinePayment", "enablePickup"]);
    expect([zone.archived, zone.hidden, zone.closed]).toEqual([false, false, false]);
  });
  it("shows the delivery time always, without threshold, in days", () => {
    const zone = coerceZone(stored);
    expect([zone.displayDeliveryTimeRule, zone.displayDeliveryTimeTreshold, zone.displayDeliveryTimeTresholdUnit]).toEqual(["always", null, "days"]);
  });
  it("shows all categories, pages and stories with empty selections", () => {
    const zone = coerceZone(stored);
    expect(zone.categoryVisibilityRule).toBe("all");
    expect(zone.pagesVisibilityRule).toBe("all");
    expect(zone.storiesVisibilityRule).toBe("all");
    expect([zone.categoryVisibilityConfig, zone.pagesVisibilityConfig, zone.storiesVisibilityConfig]).toEqual([[], [], []]);
  });
  it("starts without points of sale", () => {
    expect(coerceZone(stored).pointsOfSale).toEqual([]);
  });
  it("keeps the values that are set, false included", () => {
    const zone = coerceZone({ ...stored, enablePickup: false, displayDeliveryTimeRule: "never", pointsOfSale: [{ id: "p1", name: "Table 1" }] });
    expect(zone.enablePickup).toBe(false);
    expect(zone.displayDeliveryTimeRule).toBe("never");
    expect(zone.pointsOfSale).toEqual([{ id: "p1", name: "Table 1" }]);
    expect(zone.sortOrder).toBe(1500);
  });
  it("treats null as unset where null is not a value", () => {
    expect(coerceZone({ ...stored, enableOnlinePayment: null, categoryVisibilityRule: null }).enableOnlinePayment).toBe(true);
  });
  it("keeps null where null means no threshold", () => {
    expect(coerceZone({ ...stored, displayDeliveryTimeTreshold: null }).displayDeliveryTimeTreshold).toBeNull();
  });
  it("completes a partial order-limit warning field by field", () => {
    expect(coerceZone({ ...stored, orderLimitWarning: { enabled: true } }).orderLimitWarning).toEqual({ enabled: true, maxOpenOrders: null, text: {} });
  });
  it("gives every zone its own lists", () => {
    const a = coerceZone(stored);
    const b = coerceZone(stored);
    a.pointsOfSale.push({ id: "p1", name: "Bar" });
    expect(b.pointsOfSale).toEqual([]);
  });
  it("produces a zone that the zone schema accepts", () => {
    expect(validator<ZoneData>(zoneSchema)(coerceZone(stored))).toMatchObject({ ok: true });
  });
  it("keeps unknown fields so that the schema refuses them", () => {
    const result = validator<ZoneData>(zoneSchema)(coerceZone({ ...stored, colour: "red" }));
    expect(result).toEqual({ ok: false, fields: { colour: ["unknown-field"] } });
  });
});
