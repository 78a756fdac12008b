import { describe, expect, it } from "vitest";
import { pointOfSaleAddress, shopAddress } from "./shopAddress";

const base = { shopBaseUrl: "https://shop.example.test/", companyId: "c-1", slug: "casa-comanda" };

describe("shopAddress", () => {
  it("uses the slug under the shop base, without a double slash", () => {
    expect(shopAddress(base)).toBe("https://shop.example.test/casa-comanda");
  });
  it("falls back to the company id when there is no slug", () => {
    expect(shopAddress({ ...base, slug: null })).toBe("https://shop.example.test/c-1");
  });
  it("prefers a connected custom domain and ignores one still waiting", () => {
    const waiting = { domain: "waiting.example.org", status: "waiting" as const, dnsRecord: null };
    const connected = { domain: "pizzeria.example.org", status: "connected" as const, dnsRecord: null };
    expect(shopAddress({ ...base, customDomains: [waiting] })).toBe("https://shop.example.test/casa-comanda");
    expect(shopAddress({ ...base, customDomains: [waiting, connected] })).toBe("https://pizzeria.example.org");
  });
});

describe("pointOfSaleAddress", () => {
  it("adds the point of sale as an encoded query parameter", () => {
    expect(pointOfSaleAddress(base, "table 1&x")).toBe("https://shop.example.test/casa-comanda/?pos=table%201%26x");
  });
});
