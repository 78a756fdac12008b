// Which allergens a product can bring, a combined product included (spec beyond §3: EU allergens).
import { ALLERGENS, type Allergen, type Addon, type OptionBlock } from "../entities/product";

/** The parts of a product that carry allergens. */
export interface AllergenSource {
  allergens?: readonly Allergen[] | null;
  addons?: readonly Pick<Addon, "allergens">[] | null;
  optionBlocks?: readonly { values: readonly Pick<OptionBlock["values"][number], "allergens">[] }[] | null;
}

function collect(source: AllergenSource, into: Set<Allergen>): void {
  for (const a of source.allergens ?? []) into.add(a);
  for (const addon of source.addons ?? []) for (const a of addon.allergens ?? []) into.add(a);
  for (const block of source.optionBlocks ?? []) for (const value of block.values) for (const a of value.allergens ?? []) into.add(a);
}

/**
 * Every allergen a customer may meet when ordering the product: its own (with its addons and option
 * values) and, for a combined product, those of every product its slots offer (with their addons and
 * option values). Products missing from productsById are skipped. In ALLERGENS order.
 */
export function combinedProductAllergens(
  product: AllergenSource & { slots?: readonly { items: readonly { productId: string }[] }[] | null },
  productsById: ReadonlyMap<string, AllergenSource>,
): Allergen[] {
  const found = new Set<Allergen>();
  collect(product, found);
  for (const slot of product.slots ?? []) {
    for (const item of slot.items) {
      const slotProduct = productsById.get(item.productId);
      if (slotProduct) collect(slotProduct, found);
    }
  }
  return ALLERGENS.filter((a) => found.has(a));
}
