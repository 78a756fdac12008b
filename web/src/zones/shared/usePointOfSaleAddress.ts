// The address a point of sale's QR code carries, as the server's PDF writes it (shared/zones/shopAddress).
import { useCallback } from "react";
import { pointOfSaleAddress } from "@comanda/shared";
import { useCompany } from "../../company";
import { SHOP_BASE_URL } from "../shopUrl";

/** `(pointOfSaleId) => address`, from the company's slug or connected custom domain. */
export function usePointOfSaleAddress(): (pointOfSaleId: string) => string {
  const { companyId, info } = useCompany();
  const slug = info?.slug;
  const customDomains = info?.customDomains;
  return useCallback(
    (pointOfSaleId: string) => pointOfSaleAddress({ shopBaseUrl: SHOP_BASE_URL, companyId: companyId ?? "", slug, customDomains }, pointOfSaleId),
    [companyId, slug, customDomains],
  );
}
