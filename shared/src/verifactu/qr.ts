// The address a VeriFactu ticket's QR code encodes (Orden HAC/1177/2024, art. 21, and the agency's QR
// specification): the agency's page that checks the invoice, with the issuer's tax id, the invoice number, its
// issue date (DD-MM-AAAA) and its total, each value URL-encoded. The test environment has its own host.
import type { TaxEnvironment } from "../entities/taxInfo";
import { amountText } from "./amounts";

export const QR_HOSTS: Readonly<Record<TaxEnvironment, string>> = {
  production: "www2.agenciatributaria.gob.es",
  test: "prewww2.aeat.es",
};

/** What the QR code tells of the invoice: its record's issuer, number, issue date and ImporteTotal. */
export interface QrInvoice {
  environment: TaxEnvironment;
  issuerTaxId: string;
  number: string;
  /** DD-MM-YYYY, as the record has it. */
  issuedOn: string;
  /** ImporteTotal: the record's text ("12.30") or the amount itself. */
  totalAmount: string | number;
}

/** The QR code's URL, e.g. https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=…&numserie=…&fecha=…&importe=… */
export function verifactuQrUrl(invoice: QrInvoice): string {
  const amount = typeof invoice.totalAmount === "number" ? invoice.totalAmount : Number(invoice.totalAmount.trim());
  const params: Array<[string, string]> = [
    ["nif", invoice.issuerTaxId.trim()],
    ["numserie", invoice.number.trim()],
    ["fecha", invoice.issuedOn.trim()],
    ["importe", amountText(amount)],
  ];
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&");
  return `https://${QR_HOSTS[invoice.environment]}/wlpl/TIKE-CONT/ValidarQR?${query}`;
}
