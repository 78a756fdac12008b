import { describe, expect, it } from "vitest";
import { deliveryOnInvoiceAllowed } from "./deliveryOnInvoice";

describe("deliveryOnInvoiceAllowed", () => {
  it("needs on-site payment in the general settings and in the zone", () => {
    expect(deliveryOnInvoiceAllowed({ enableOfflinePayments: true }, { enableOfflinePayment: true })).toBe(true);
    expect(deliveryOnInvoiceAllowed({ enableOfflinePayments: false }, { enableOfflinePayment: true })).toBe(false);
    expect(deliveryOnInvoiceAllowed({ enableOfflinePayments: true }, { enableOfflinePayment: false })).toBe(false);
    expect(deliveryOnInvoiceAllowed(null, { enableOfflinePayment: true })).toBe(false);
  });
});
