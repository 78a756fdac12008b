import { describe, expect, it } from "vitest";
import { newPickupCode, orderCodePayload, parseOrderCode, PICKUP_CODE_ALPHABET } from "./orderCode";

function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe("newPickupCode", () => {
  it("gives 10 characters of the unambiguous alphabet", () => {
    for (let i = 0; i < 50; i++) {
      const code = newPickupCode();
      expect(code).toHaveLength(10);
      for (const char of code) expect(PICKUP_CODE_ALPHABET).toContain(char);
    }
  });

  it("is deterministic for a given random source", () => {
    expect(newPickupCode(sequence([0]))).toBe("2222222222");
    expect(newPickupCode(sequence([0.999999]))).toBe("ZZZZZZZZZZ");
    expect(newPickupCode(sequence([0, 0.5]))).toBe("2J2J2J2J2J");
  });

  it("stays within the alphabet when the source answers exactly 1", () => {
    expect(newPickupCode(() => 1)).toBe("ZZZZZZZZZZ");
  });

  it("rarely repeats with the default generator", () => {
    const codes = new Set(Array.from({ length: 500 }, () => newPickupCode()));
    expect(codes.size).toBe(500);
  });
});

describe("parseOrderCode", () => {
  it("reads the QR payload", () => {
    expect(parseOrderCode(orderCodePayload("ABCDEFGH23"))).toBe("ABCDEFGH23");
    expect(orderCodePayload("ABCDEFGH23")).toBe("COMANDA-ORDER:ABCDEFGH23");
  });

  it("reads the bare code in any case with spaces and hyphens", () => {
    expect(parseOrderCode("abcde-fgh23")).toBe("ABCDEFGH23");
    expect(parseOrderCode("  ABC DEF GH23 ")).toBe("ABCDEFGH23");
    expect(parseOrderCode("comanda-order: abcde-fgh23")).toBe("ABCDEFGH23");
  });

  it("refuses texts that are not an order code", () => {
    expect(parseOrderCode("")).toBeNull();
    expect(parseOrderCode("ABCDEFGH2")).toBeNull();
    expect(parseOrderCode("ABCDEFGH234")).toBeNull();
    expect(parseOrderCode("ABCDEFGH10")).toBeNull(); // 1 and 0 are not in the alphabet
    expect(parseOrderCode("https://example.com/ABCDEFGH23")).toBeNull();
    expect(parseOrderCode("OTHER:ABCDEFGH23")).toBeNull();
    expect(parseOrderCode(42)).toBeNull();
    expect(parseOrderCode(null)).toBeNull();
  });
});
