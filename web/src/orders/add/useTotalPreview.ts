// The add-order modal's total while typing: the cart priced with the server's own pricing rule
// (shared/src/orders/totals.ts: addons, product groups, tip) against the live catalogue. Only a preview:
// the server adds the zone's discounts and the delivery fee and its total is what counts.
import { useMemo } from "react";
import { priceCart, type CartItem, type Product } from "@comanda/shared";
import type { CompanySettings } from "../../company";
import { previewTotal } from "./cart";

export function useTotalPreview(items: readonly CartItem[], products: readonly Product[], settings: CompanySettings | null, tip: number | null | undefined, now: Date): number {
  const byId = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const vat = settings?.vat ?? 0;
  const tipIsTaxed = settings?.tipIsTaxed ?? false;
  const vatForTips = settings?.vatForTips ?? 0;
  // Rounded to the currency's minor unit, as the server does (whole yen for JPY).
  const currency = settings?.currency ?? undefined;
  return useMemo(() => {
    const priced = priceCart({ products, items, settings: { vat, tipIsTaxed, vatForTips }, currency, tip: tip && tip > 0 ? tip : 0, now });
    // A line the server would refuse (sold out meanwhile) is shown on its line; the sum still helps.
    return priced.ok ? priced.value.totals.total : previewTotal(items, byId, tip);
  }, [items, products, byId, vat, tipIsTaxed, vatForTips, currency, tip, now]);
}
