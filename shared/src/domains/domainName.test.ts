import { describe, expect, it } from "vitest";
import { customDomainDocId, normalizeDomainName } from "./domainName";

describe("normalizeDomainName", () => {
  it("keeps a host name in lower case, trimmed, without a final dot", () => {
    expect(normalizeDomainName("shop.example.com")).toEqual({ domain: "shop.example.com" });
    expect(normalizeDomainName("  Pedidos.Bar-Ana.ES. ")).toEqual({ domain: "pedidos.bar-ana.es" });
    expect(normalizeDomainName("example.com")).toEqual({ domain: "example.com" });
    expect(normalizeDomainName("a1.b2.c3.example.co.uk")).toEqual({ domain: "a1.b2.c3.example.co.uk" });
  });

  it("writes international names in punycode (IDNA)", () => {
    expect(normalizeDomainName("café.example")).toEqual({ domain: "xn--caf-dma.example" });
    expect(normalizeDomainName("PEÑA.es")).toEqual({ domain: "xn--pea-8ma.es" });
    expect(normalizeDomainName("例え.テスト")).toEqual({ domain: "xn--r8jz45g.xn--zckzah" });
    expect(normalizeDomainName("xn--caf-dma.example")).toEqual({ domain: "xn--caf-dma.example" });
  });

  it("refuses addresses: scheme, path, port, user, query", () => {
    for (const input of ["https://shop.example.com", "shop.example.com/menu", "shop.example.com:8080", "me@shop.example.com", "shop.example.com?x=1", "shop.example.com#top", "http:shop.example.com"]) {
      expect(normalizeDomainName(input), input).toEqual({ error: "domain-not-host" });
    }
  });

  it("refuses IP addresses", () => {
    for (const input of ["192.168.1.10", "8.8.8.8.", "[::1]", "2001:db8::1", "0x7f.1"]) {
      expect(normalizeDomainName(input), input).toEqual({ error: "domain-ip-address" });
    }
  });

  it("refuses what is not a host name", () => {
    const long = `${"a".repeat(64)}.example.com`;
    const tooLongInAll = `${Array.from({ length: 5 }, () => "a".repeat(60)).join(".")}.com`;
    for (const input of ["", "   ", "localhost", "shop", "-shop.example.com", "shop-.example.com", "shop..example.com", ".example.com", "shop_1.example.com", "*.example.com", "shop example.com", long, tooLongInAll, "example.123", "example.c", "50%.example.com"]) {
      expect(normalizeDomainName(input), input).toEqual({ error: "invalid-domain" });
    }
  });

  it("refuses the product's own hosting domains and names under them", () => {
    for (const input of ["comanda.web.app", "web.app", "comanda-prod.firebaseapp.com", "shop.comanda.app", "comanda.app", "Demo.Comanda.App."]) {
      expect(normalizeDomainName(input), input).toEqual({ error: "domain-reserved" });
    }
    expect(normalizeDomainName("mycomanda.app")).toEqual({ domain: "mycomanda.app" });
    expect(normalizeDomainName("web.app.example.com")).toEqual({ domain: "web.app.example.com" });
  });

  it("keys a company's domain document by company and domain", () => {
    expect(customDomainDocId("c1", "shop.example.com")).toBe("c1_shop.example.com");
  });
});
