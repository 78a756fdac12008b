import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LocalizedText } from "@comanda/shared";
import { Providers, SLOW } from "../../ui/testing";
import { ProductFinder } from "./ProductFinder";
import { productSelectorMessages as m } from "./messages";

const categories = [
  { id: "drinks", sortOrder: 1, name: { en: "Drinks" } },
  { id: "wines", sortOrder: 1, parentId: "drinks", name: { en: "Wines" } },
];
const products = [
  { id: "rioja", name: { en: "Rioja" }, categoryId: "wines" },
  { id: "cola", name: { en: "Cola" }, categoryId: "drinks" },
  { id: "soup", name: { en: "Crème soup" }, categoryId: null },
];
const nameOf = (text: LocalizedText | undefined) => text?.en ?? "";

function renderFinder() {
  render(
    <Providers>
      <ProductFinder
        products={products}
        categories={categories}
        nameOf={nameOf}
        messages={m}
        listClassName="list"
        renderRow={(product, path) => `${nameOf(product.name)} (${path ?? "none"})`}
      />
    </Providers>,
  );
}

describe("ProductFinder", () => {
  it("lists every product with its category path", SLOW, () => {
    renderFinder();
    expect(screen.getAllByRole("listitem").map((row) => row.textContent)).toEqual(["Rioja (Drinks › Wines)", "Cola (Drinks)", "Crème soup (none)"]);
  });

  it("narrows the list by the search, accents aside, and says when nothing matches", SLOW, () => {
    renderFinder();
    const search = screen.getByRole("textbox", { name: "Search products" });
    fireEvent.change(search, { target: { value: "creme" } });
    expect(screen.getAllByRole("listitem").map((row) => row.textContent)).toEqual(["Crème soup (none)"]);
    fireEvent.change(search, { target: { value: "beer" } });
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
    expect(screen.getByText("No products match.")).toBeInTheDocument();
  });
});
