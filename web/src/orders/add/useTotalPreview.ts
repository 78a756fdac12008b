// The add-order modal's total while typing: the catalogue's prices of the cart and the tip. Only a preview:
// the server computes the order's totals (VAT, discounts, delivery fee) when it is placed.
import { useMemo } from "react";
import type { CartItem, Product } from "@comanda/shared";
import type { CompanySettings } from "../../company";
import { previewTotal } from "./cart";

export function useTotalPreview(items: readonly CartItem[], products: readonly Product[], _settings: CompanySettings | null, tip: number | null | undefined, _now: Date): number {
  const byId = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  return useMemo(() => previewTotal(items, byId, tip), [items, byId, tip]);
}
