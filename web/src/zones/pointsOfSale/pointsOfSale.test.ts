import { describe, expect, it } from "vitest";
import { coerceZone, type PointOfSale, type Zone } from "@comanda/shared";
import {
  addPointsOfSale,
  deletePointOfSale,
  editPointOfSale,
  formValuesOf,
  modalFieldErrors,
  nameOf,
  qrFileName,
  searchPointsOfSale,
  zoneRequestWith,
  type PointOfSaleFormValues,
} from "./pointsOfSale";

const tables: PointOfSale[] = [
  { id: "t1", name: "Table 1", isDefault: true, qrCode: "abc" },
  { id: "t2", name: { en: "Table 2", es: "Mesa 2" }, description: "Window", internalDescription: "Wobbly leg" },
];

function zone(overrides: Partial<Zone> = {}): Zone {
  return { ...coerceZone({ companyId: "c1", sortOrder: 1500, name: "Terrace", pointsOfSale: tables }), id: "z1", ...overrides };
}

function values(overrides: Partial<PointOfSaleFormValues> = {}): PointOfSaleFormValues {
  return { ...formValuesOf(null, "en"), ...overrides };
}

describe("zoneRequestWith", () => {
  it("sends the stored zone without id, companyId and sortOrder, with the new list", () => {
    const request = zoneRequestWith(zone({ hidden: true }), [{ name: "Bar" }]);
    expect(request).not.toHaveProperty("id");
    expect(request).not.toHaveProperty("companyId");
    expect(request).not.toHaveProperty("sortOrder");
    expect(request.name).toBe("Terrace");
    expect(request.hidden).toBe(true);
    expect(request.pointsOfSale).toEqual([{ name: "Bar" }]);
  });

  it("leaves out fields a zone does not know, in the zone and in its points of sale", () => {
    const stored = { ...zone(), legacyField: 1 } as Zone;
    const request = zoneRequestWith(stored, [{ ...tables[0]!, zoneId: "z1" } as PointOfSale]);
    expect(request).not.toHaveProperty("legacyField");
    expect(request.pointsOfSale?.[0]).toEqual({ id: "t1", name: "Table 1", isDefault: true, qrCode: "abc" });
  });
});

describe("addPointsOfSale", () => {
  it("adds several points of sale numbered after the zone's highest index", () => {
    const change = addPointsOfSale(tables, values({ plainName: "Table", quantity: 3 }));
    expect(change.pointsOfSale.slice(2).map((p) => p.name)).toEqual(["Table 3", "Table 4", "Table 5"]);
    expect(change.changed).toEqual([2, 3, 4]);
  });

  it("gives the default flag to the first added one only and clears it on the others", () => {
    const change = addPointsOfSale(tables, values({ plainName: "Bar", quantity: 2, isDefault: true }));
    expect(change.pointsOfSale.map((p) => p.isDefault === true)).toEqual([false, false, true, false]);
  });

  it("adds names per language when the name is translated", () => {
    const change = addPointsOfSale([], values({ translate: true, localizedName: { en: "Table", es: "Mesa" }, quantity: 2 }));
    expect(change.pointsOfSale.map((p) => p.name)).toEqual([{ en: "Table 1", es: "Mesa 1" }, { en: "Table 2", es: "Mesa 2" }]);
  });

  it("leaves empty descriptions out", () => {
    const [added] = addPointsOfSale([], values({ plainName: "Bar", description: "  " })).pointsOfSale;
    expect(added).toEqual({ name: "Bar", isDefault: false });
  });
});

describe("editPointOfSale", () => {
  it("replaces the name and details and keeps the id and the QR code", () => {
    const change = editPointOfSale(tables, "t1", values({ plainName: "Window table", description: "By the window", isDefault: false }));
    expect(change.pointsOfSale[0]).toEqual({ id: "t1", qrCode: "abc", name: "Window table", description: "By the window", isDefault: false });
    expect(change.changed).toEqual([0]);
  });

  it("clears a removed description", () => {
    const change = editPointOfSale(tables, "t2", { ...formValuesOf(tables[1]!, "en"), description: "" });
    expect(change.pointsOfSale[1]).not.toHaveProperty("description");
    expect(change.pointsOfSale[1]?.internalDescription).toBe("Wobbly leg");
  });

  it("clears the default flag of the others when set on one", () => {
    const change = editPointOfSale(tables, "t2", { ...formValuesOf(tables[1]!, "en"), isDefault: true });
    expect(change.pointsOfSale.map((p) => p.isDefault === true)).toEqual([false, true]);
  });
});

describe("formValuesOf and nameOf", () => {
  it("opens a name per language with the translation switch on", () => {
    const v = formValuesOf(tables[1]!, "en");
    expect(v.translate).toBe(true);
    expect(v.plainName).toBe("Table 2");
    expect(nameOf(v)).toEqual({ en: "Table 2", es: "Mesa 2" });
  });

  it("drops empty languages and trims a name", () => {
    expect(nameOf(values({ translate: true, localizedName: { en: " Bar ", de: " " } }))).toEqual({ en: "Bar" });
    expect(nameOf(values({ plainName: "  Bar " }))).toBe("Bar");
  });
});

describe("deletePointOfSale", () => {
  it("removes only the given point of sale", () => {
    expect(deletePointOfSale(tables, "t1").map((p) => p.id)).toEqual(["t2"]);
  });
});

describe("modalFieldErrors", () => {
  it("names the errors of the written points of sale as the dialog's fields", () => {
    const fields = { "pointsOfSale.2.name.en": ["maxLength"], "pointsOfSale.2.description": ["maxLength"] };
    expect(modalFieldErrors(fields, [2], true)).toEqual({ "localizedName.en": ["maxLength"], description: ["maxLength"] });
    expect(modalFieldErrors({ "pointsOfSale.2.name": ["notBlank"] }, [2], false)).toEqual({ plainName: ["notBlank"] });
  });

  it("keeps errors of other points of sale and of the id where they are, so they show above the form", () => {
    const fields = { "pointsOfSale.0.name": ["notBlank"], "pointsOfSale.2.id": ["point-of-sale-id-taken"], name: ["zone-name-taken"] };
    expect(modalFieldErrors(fields, [2], false)).toEqual(fields);
  });
});

describe("searchPointsOfSale", () => {
  it("finds by any language of the name, description or internal description, without case or accents", () => {
    expect(searchPointsOfSale(tables, "mesa").map((p) => p.id)).toEqual(["t2"]);
    expect(searchPointsOfSale(tables, "WOBBLY").map((p) => p.id)).toEqual(["t2"]);
    expect(searchPointsOfSale([{ id: "x", name: "Terrassé" }], "terrasse").map((p) => p.id)).toEqual(["x"]);
  });

  it("answers the whole list for an empty query", () => {
    expect(searchPointsOfSale(tables, "  ")).toHaveLength(2);
  });
});

describe("qrFileName", () => {
  it("names the PNG after the point of sale without characters file systems refuse", () => {
    expect(qrFileName("Table 1")).toBe("Table 1.png");
    expect(qrFileName('Bar/Counter: "A"')).toBe("Bar-Counter- -A-.png");
    expect(qrFileName("  ")).toBe("qr-code.png");
  });
});
