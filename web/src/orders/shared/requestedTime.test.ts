import { describe, expect, it } from "vitest";
import { requestedTimeLabel } from "./requestedTime";

// Friday 2026-05-08 10:00 in Madrid (UTC+2).
const NOW = new Date("2026-05-08T08:00:00.000Z");

describe("requestedTimeLabel", () => {
  it("shows only the time, on the company's clock, for today", () => {
    expect(requestedTimeLabel("2026-05-08T17:30:00.000Z", NOW, "Europe/Madrid", "en-GB")).toBe("19:30");
  });

  it("adds the weekday for a later day of the coming week", () => {
    expect(requestedTimeLabel("2026-05-09T17:30:00.000Z", NOW, "Europe/Madrid", "en-GB")).toBe("Sat 19:30");
  });

  it("adds the date further ahead", () => {
    expect(requestedTimeLabel("2026-05-20T17:30:00.000Z", NOW, "Europe/Madrid", "en-GB")).toBe("Wed 20 May, 19:30");
  });

  it("answers null for an unreadable time", () => {
    expect(requestedTimeLabel("soon", NOW, "Europe/Madrid", "en-GB")).toBeNull();
  });

  it("follows the interface language's 24-hour clock, not the locale's habit (en is not 7:30 PM)", () => {
    for (const language of ["en", "es", "de", "fr", "nl", "ca", "zh"]) {
      expect(requestedTimeLabel("2026-05-08T17:30:00.000Z", NOW, "Europe/Madrid", language), language).toBe("19:30");
    }
    expect(requestedTimeLabel("2026-05-20T17:30:00.000Z", NOW, "Europe/Madrid", "en")).toBe("Wed 20 May, 19:30");
  });
});
