import { describe, expect, it } from "vitest";
import { sameZoneName, zoneNameKey } from "./zoneName";

describe("sameZoneName", () => {
  it("ignores case", () => {
    expect(sameZoneName("Terrace", "TERRACE")).toBe(true);
  });
  it("ignores accents", () => {
    expect(sameZoneName("Salón", "salon")).toBe(true);
  });
  it("ignores surrounding and repeated spaces", () => {
    expect(sameZoneName("  Dining   room ", "dining room")).toBe(true);
  });
  it("tells different words apart", () => {
    expect(sameZoneName("Terrace", "Terrace 2")).toBe(false);
    expect(sameZoneName("Diningroom", "Dining room")).toBe(false);
  });
  it("keeps Chinese names as they are", () => {
    expect(zoneNameKey(" 露台 ")).toBe("露台");
    expect(sameZoneName("露台", "大厅")).toBe(false);
  });
});
