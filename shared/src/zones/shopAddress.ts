// The customer catalogue's address of a company and of each point of sale: what a table's QR code
// carries. A connected custom domain wins over the shop address with the company's slug.
import type { CustomDomain } from "../entities/customDomain";

export interface ShopAddressInput {
  /** Where the customer catalogue runs, without a trailing slash, e.g. "https://shop.comanda.app". */
  shopBaseUrl: string;
  companyId: string;
  slug: string | null | undefined;
  customDomains?: readonly CustomDomain[] | null;
}

/** The company's catalogue: https://<connected custom domain>, else <shopBaseUrl>/<slug, or the company id without one>. */
export function shopAddress({ shopBaseUrl, companyId, slug, customDomains }: ShopAddressInput): string {
  const connected = customDomains?.find((d) => d.status === "connected");
  if (connected) return `https://${connected.domain}`;
  return `${shopBaseUrl.replace(/\/+$/, "")}/${encodeURIComponent(slug || companyId)}`;
}

/** The catalogue opened at a point of sale (the table's QR code): the shop address with ?pos=<id>. */
export function pointOfSaleAddress(input: ShopAddressInput, pointOfSaleId: string): string {
  const base = shopAddress(input);
  return `${base}${base.endsWith("/") ? "" : "/"}?pos=${encodeURIComponent(pointOfSaleId)}`;
}
