import { describe, expect, it } from "vitest";
import type { OpeningHoursRange } from "@comanda/shared";
import { copyDay, endForInput, endFromInput, endsNextDay, fromModel, toModel } from "./weekModel";

const restaurant: OpeningHoursRange[] = [
  { id: "lunch", kind: "every", weekdays: [0, 2, 3], from: "12:00", to: "16:00", closed: false },
  { id: "break", kind: "every", weekdays: [3], from: "14:00", to: "15:00", closed: true },
  { id: "xmas", kind: "at", date: "2026-12-25", from: "00:00", to: "24:00", closed: true },
];

describe("weekModel", () => {
  it("spreads a periodic range over its weekdays", () => {
    const model = toModel(restaurant);
    expect(model.week[2].map((r) => `${r.from}-${r.to}`)).toEqual(["12:00-16:00"]);
    expect(model.week[1]).toEqual([]);
  });

  it("groups days with the same times back into one range and keeps closures and one-off ranges", () => {
    expect(fromModel(toModel(restaurant))).toEqual([
      { id: "w-12:00-16:00", kind: "every", weekdays: [0, 2, 3], from: "12:00", to: "16:00", closed: false },
      restaurant[1],
      restaurant[2],
    ]);
  });

  it("copies a day's hours to other days, replacing theirs", () => {
    const model = copyDay(toModel(restaurant), 2, [4, 5]);
    expect(fromModel(model)[0]).toMatchObject({ weekdays: [0, 2, 3, 4, 5] });
  });

  it("shows midnight as 00:00 and stores a typed 00:00 end as 24:00", () => {
    expect(endForInput("24:00")).toBe("00:00");
    expect(endFromInput("00:00")).toBe("24:00");
    expect(endFromInput("02:00")).toBe("02:00");
  });

  it("tells when a range runs into the next day", () => {
    expect(endsNextDay("20:00", "02:00")).toBe(true);
    expect(endsNextDay("20:00", "24:00")).toBe(false);
    expect(endsNextDay("12:00", "16:00")).toBe(false);
  });
});
