// Spec §4: delivery on invoice can be ticked only if on-site payment is allowed both in the general
// settings and in the zone.
export function deliveryOnInvoiceAllowed(settings: { enableOfflinePayments?: boolean } | null | undefined, zone: { enableOfflinePayment?: boolean }): boolean {
  return settings?.enableOfflinePayments === true && zone.enableOfflinePayment === true;
}
