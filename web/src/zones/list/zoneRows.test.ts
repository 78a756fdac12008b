import { describe, expect, it } from "vitest";
import { coerceZone, type Zone } from "@comanda/shared";
import { sortOrdersForMove, stillPendingFlags, withoutPendingFlag, withPendingFlags, zoneBadges, type PendingFlags } from "./zoneRows";

function zone(id: string, sortOrder: number, overrides: Partial<Zone> = {}): Zone {
  return { ...coerceZone({ companyId: "c1", name: id, sortOrder }), id, ...overrides };
}

describe("zoneBadges", () => {
  it("lists default, hidden, closed and the ordering modes a zone has", () => {
    const z = zone("a", 1000, { isDefault: true, hidden: true, closed: true, enableDelivery: true, enablePickup: true, enableTableService: true });
    expect(zoneBadges(z)).toEqual(["default", "hidden", "closed", "delivery", "pickup", "tableService"]);
  });

  it("shows pickup for a zone with the defaults (pickup on)", () => {
    expect(zoneBadges(zone("a", 1000))).toEqual(["pickup"]);
  });
});

describe("pending flags", () => {
  const zones = [zone("a", 1000), zone("b", 1500, { closed: true })];

  it("shows a switched flag before the live data has it", () => {
    const pending: PendingFlags = new Map([["a", { hidden: true }]]);
    expect(withPendingFlags(zones, pending).map((z) => z.hidden)).toEqual([true, false]);
  });

  it("drops flags the live data confirms and keeps the others", () => {
    const pending: PendingFlags = new Map([["a", { hidden: true }], ["b", { closed: true, hidden: true }]]);
    const left = stillPendingFlags(zones, pending);
    expect([...left.entries()]).toEqual([["a", { hidden: true }], ["b", { hidden: true }]]);
  });

  it("drops flags of zones that are gone", () => {
    expect(stillPendingFlags(zones, new Map([["gone", { hidden: true }]])).size).toBe(0);
  });

  it("reverts one refused flag and keeps the zone's other pending flag", () => {
    const pending: PendingFlags = new Map([["a", { hidden: true, closed: true }]]);
    expect([...withoutPendingFlag(pending, "a", "hidden").entries()]).toEqual([["a", { closed: true }]]);
    expect(withoutPendingFlag(withoutPendingFlag(pending, "a", "hidden"), "a", "closed").size).toBe(0);
  });
});

describe("sortOrdersForMove", () => {
  const zones = [zone("a", 1000), zone("b", 1500), zone("c", 2000)];

  it("gives a zone moved between two others the midpoint of its neighbours", () => {
    expect(sortOrdersForMove(zones, "c", 1)).toEqual([{ id: "c", sortOrder: 1250 }]);
  });

  it("gives a zone moved first the next minus 500 and moved last the previous plus 500", () => {
    expect(sortOrdersForMove(zones, "c", 0)).toEqual([{ id: "c", sortOrder: 500 }]);
    expect(sortOrdersForMove(zones, "a", 2)).toEqual([{ id: "a", sortOrder: 2500 }]);
  });

  it("writes nothing when the zone stays where it is or is unknown", () => {
    expect(sortOrdersForMove(zones, "b", 1)).toEqual([]);
    expect(sortOrdersForMove(zones, "x", 0)).toEqual([]);
  });

  it("renumbers the zones that change when neighbours are too close for a midpoint", () => {
    const tight = [zone("a", 1000), zone("b", 1000), zone("c", 2000)];
    expect(sortOrdersForMove(tight, "c", 1)).toEqual([
      { id: "c", sortOrder: 1500 },
      { id: "b", sortOrder: 2000 },
    ]);
  });
});
