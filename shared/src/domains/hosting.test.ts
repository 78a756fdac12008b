import { describe, expect, it } from "vitest";
import { dnsValueMatches, hostingStatesOf, requiredRecordsOf } from "./hosting";

describe("requiredRecordsOf", () => {
  it("lists the desired records to add and the discovered ones to remove, each once", () => {
    const records = requiredRecordsOf({
      requiredDnsUpdates: {
        desired: [
          {
            domainName: "shop.example.com",
            records: [
              { domainName: "shop.example.com.", type: "A", rdata: "199.36.158.100", requiredAction: "ADD" },
              { domainName: "Shop.Example.com", type: "TXT", rdata: "hosting-site=comanda", requiredAction: "NONE" },
              { domainName: "shop.example.com", type: "A", rdata: "199.36.158.100", requiredAction: "ADD" },
            ],
          },
          { domainName: "_acme-challenge.shop.example.com", records: [{ type: "CNAME", rdata: "Shop.Example.com.authorize.certificate.manager.goog.", requiredAction: "ADD" }] },
        ],
        discovered: [
          {
            domainName: "shop.example.com",
            records: [
              { domainName: "shop.example.com", type: "A", rdata: "203.0.113.7", requiredAction: "REMOVE" },
              { domainName: "shop.example.com", type: "TXT", rdata: "hosting-site=comanda", requiredAction: "NONE" },
            ],
          },
        ],
      },
    });
    expect(records).toEqual([
      { type: "A", host: "shop.example.com", value: "199.36.158.100", action: "add", found: null },
      { type: "TXT", host: "shop.example.com", value: "hosting-site=comanda", action: "add", found: null },
      { type: "CNAME", host: "_acme-challenge.shop.example.com", value: "shop.example.com.authorize.certificate.manager.goog", action: "add", found: null },
      { type: "A", host: "shop.example.com", value: "203.0.113.7", action: "remove", found: null },
    ]);
  });

  it("skips records of unknown types or without a name or value, and answers none without updates", () => {
    expect(requiredRecordsOf({ requiredDnsUpdates: { desired: [{ records: [{ type: "MX", rdata: "x", domainName: "a.b" }, { type: "A", rdata: "1.2.3.4" }, { type: "TXT", domainName: "a.b" }] }] } })).toEqual([]);
    expect(requiredRecordsOf({})).toEqual([]);
  });
});

describe("hostingStatesOf", () => {
  it("reads the host, ownership and certificate states", () => {
    expect(hostingStatesOf({ hostState: "HOST_ACTIVE", ownershipState: "OWNERSHIP_PENDING", cert: { state: "CERT_VALIDATING" } })).toEqual({ hostState: "HOST_ACTIVE", ownershipState: "OWNERSHIP_PENDING", certState: "CERT_VALIDATING" });
    expect(hostingStatesOf({})).toEqual({ hostState: null, ownershipState: null, certState: null });
  });
});

describe("dnsValueMatches", () => {
  it("compares names without case or final dot, TXT values exactly", () => {
    expect(dnsValueMatches({ type: "CNAME", value: "x.web.app" }, ["X.Web.App."])).toBe(true);
    expect(dnsValueMatches({ type: "A", value: "199.36.158.100" }, ["10.0.0.1", "199.36.158.100"])).toBe(true);
    expect(dnsValueMatches({ type: "A", value: "199.36.158.100" }, ["10.0.0.1"])).toBe(false);
    expect(dnsValueMatches({ type: "TXT", value: "hosting-site=Comanda" }, ["hosting-site=comanda"])).toBe(false);
    expect(dnsValueMatches({ type: "TXT", value: "hosting-site=comanda" }, [" hosting-site=comanda "])).toBe(true);
  });
});
