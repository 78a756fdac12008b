import { describe, expect, it } from "vitest";
import { formatTime, formatWhen } from "./format";

// Wednesday 2026-11-25 10:00 in Madrid (UTC+1).
const NOW = new Date("2026-11-25T09:00:00.000Z");
const FOUR_PM = new Date("2026-11-25T15:00:00.000Z");

describe("opening-hours times", () => {
  it("reads 16:00 in every interface language, English included", () => {
    for (const language of ["en", "es", "ca", "de", "fr", "nl", "zh"]) {
      expect(formatTime(FOUR_PM, "Europe/Madrid", language), language).toBe("16:00");
    }
  });

  it("names the weekday within the week and the date, day first, further ahead", () => {
    expect(formatWhen(FOUR_PM, NOW, "Europe/Madrid", "en")).toBe("Wednesday 16:00");
    expect(formatWhen(new Date("2026-12-24T15:00:00.000Z"), NOW, "Europe/Madrid", "en")).toBe("Thu 24 Dec, 16:00");
  });
});
