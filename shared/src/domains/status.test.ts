import { describe, expect, it } from "vitest";
import { domainNeedsCheck, domainStatusOf } from "./status";

describe("domainStatusOf", () => {
  it("is unknown with nothing to say while Hosting does not hold the domain", () => {
    expect(domainStatusOf(null)).toEqual({ status: "unknown", message: null });
  });

  it("is new while Hosting has seen none of the records", () => {
    for (const hostState of ["HOST_UNHOSTED", "HOST_UNREACHABLE", "HOST_MISMATCH", "HOST_CONFLICT", "HOST_STATE_UNSPECIFIED", undefined]) {
      for (const ownershipState of ["OWNERSHIP_MISSING", "OWNERSHIP_UNREACHABLE", "OWNERSHIP_MISMATCH", "OWNERSHIP_CONFLICT", undefined]) {
        expect(domainStatusOf({ hostState, ownershipState, certState: "CERT_PREPARING" }), `${hostState} ${ownershipState}`).toEqual({ status: "new", message: "dns-pending" });
      }
    }
  });

  it("is waiting for the DNS while only part of it is seen", () => {
    expect(domainStatusOf({ hostState: "HOST_ACTIVE", ownershipState: "OWNERSHIP_MISSING", certState: "CERT_PREPARING" })).toEqual({ status: "waiting", message: "dns-pending" });
    expect(domainStatusOf({ hostState: "HOST_UNHOSTED", ownershipState: "OWNERSHIP_ACTIVE", certState: "CERT_PREPARING" })).toEqual({ status: "waiting", message: "dns-pending" });
    expect(domainStatusOf({ hostState: "HOST_MISMATCH", ownershipState: "OWNERSHIP_PENDING", certState: "CERT_VALIDATING" })).toEqual({ status: "waiting", message: "dns-pending" });
    // Ownership seen but not confirmed yet: still the DNS message, even with a certificate.
    expect(domainStatusOf({ hostState: "HOST_ACTIVE", ownershipState: "OWNERSHIP_PENDING", certState: "CERT_ACTIVE" })).toEqual({ status: "waiting", message: "dns-pending" });
  });

  it("is waiting for the certificate once the DNS is right", () => {
    for (const certState of ["CERT_PREPARING", "CERT_VALIDATING", "CERT_PROPAGATING", "CERT_EXPIRED", "CERT_STATE_UNSPECIFIED", undefined, null]) {
      expect(domainStatusOf({ hostState: "HOST_ACTIVE", ownershipState: "OWNERSHIP_ACTIVE", certState }), String(certState)).toEqual({ status: "waiting", message: "certificate-pending" });
    }
  });

  it("is connected when the host, the ownership and the certificate are active", () => {
    expect(domainStatusOf({ hostState: "HOST_ACTIVE", ownershipState: "OWNERSHIP_ACTIVE", certState: "CERT_ACTIVE" })).toEqual({ status: "connected", message: "connected" });
    expect(domainStatusOf({ hostState: "HOST_ACTIVE", ownershipState: "OWNERSHIP_ACTIVE", certState: "CERT_EXPIRING_SOON" })).toEqual({ status: "connected", message: "connected" });
  });

  it("checks again everything not connected", () => {
    expect(["unknown", "new", "waiting", "connected"].filter((s) => domainNeedsCheck(s as never))).toEqual(["unknown", "new", "waiting"]);
  });
});
