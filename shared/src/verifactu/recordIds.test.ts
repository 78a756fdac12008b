import { describe, expect, it } from "vitest";
import { taxRecordIds } from "./recordIds";

describe("taxRecordIds", () => {
  it("gives an order one ticket and one refund id, and each record one correction and one cancellation id", () => {
    expect(taxRecordIds.ticket("o1")).toBe("o1-ticket");
    expect(taxRecordIds.refund("o1")).toBe("o1-refund");
    expect(taxRecordIds.correction(taxRecordIds.ticket("o1"))).toBe("o1-ticket-correction");
    expect(taxRecordIds.cancellation(taxRecordIds.ticket("o1"))).toBe("o1-ticket-cancellation");
    expect(new Set([taxRecordIds.ticket("o1"), taxRecordIds.refund("o1"), taxRecordIds.ticket("o2")]).size).toBe(3);
  });
});
