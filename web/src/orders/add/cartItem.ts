// The cart item modal's rules without React: what a new line starts with, and what keeps it from the cart
// (a value per option block, a product per product group, nothing sold out), as the server's error codes.
import { isSoldOut, type CartItem, type Product } from "@comanda/shared";

/** A new line for a product: one piece, the product's course, no addons, nothing picked yet. */
export function newCartItem(product: Product): CartItem {
  return { productId: product.id, quantity: 1, note: "", courseId: product.courseId ?? null, addonIds: [], options: [], slotChoices: [] };
}

/** Problems keyed by where the modal shows them: "productId", "quantity", "addonIds", "options.<blockId>", "slotChoices.<slotId>". */
export function cartItemProblems(item: CartItem, product: Product, now: Date): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isSoldOut(product.soldOutUntil, now)) problems.productId = "product-sold-out";
  if (!Number.isInteger(item.quantity) || item.quantity < 1) problems.quantity = "minimum";
  const addons = new Map((product.addons ?? []).map((a) => [a.id, a]));
  if (item.addonIds.some((id) => isSoldOut(addons.get(id)?.soldOutUntil, now))) problems.addonIds = "addon-sold-out";
  for (const block of product.optionBlocks ?? []) {
    const picked = item.options?.find((o) => o.blockId === block.id);
    const value = picked ? block.values.find((v) => v.id === picked.valueId) : undefined;
    if (!value) problems[`options.${block.id}`] = "option-required";
    else if (isSoldOut(value.soldOutUntil, now)) problems[`options.${block.id}`] = "option-sold-out";
  }
  if (product.type === "combined") {
    for (const slot of product.slots ?? []) {
      const choice = item.slotChoices?.find((c) => c.slotId === slot.id);
      if (!choice) problems[`slotChoices.${slot.id}`] = "slot-choice-required";
      else if (!slot.items.some((i) => i.productId === choice.productId)) problems[`slotChoices.${slot.id}`] = "slot-choice-invalid";
    }
  }
  return problems;
}

/** Picks one value of an option block, replacing the block's earlier pick. */
export function pickOption(item: CartItem, blockId: string, valueId: string): CartItem {
  return { ...item, options: [...(item.options ?? []).filter((o) => o.blockId !== blockId), { blockId, valueId }] };
}

/** Picks one product of a product group, replacing the group's earlier pick. */
export function pickSlot(item: CartItem, slotId: string, productId: string): CartItem {
  return { ...item, slotChoices: [...(item.slotChoices ?? []).filter((c) => c.slotId !== slotId), { slotId, productId }] };
}

/** Products the picker lists: visible ones (hidden products cannot be ordered). */
export function orderableProducts(products: readonly Product[]): Product[] {
  return products.filter((p) => p.hidden !== true);
}
