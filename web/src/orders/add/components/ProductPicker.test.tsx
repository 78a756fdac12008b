import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Category, LocalizedText, Product } from "@comanda/shared";
import { Providers, SLOW } from "../../../ui/testing";
import { ProductPicker } from "./ProductPicker";

const NOW = new Date("2026-05-04T10:15:00.000Z");
const category = (id: string, sortOrder: number, name: string, parentId: string | null = null) => ({ id, companyId: "c1", sortOrder, parentId, name: { en: name } }) as unknown as Category;
const product = (id: string, sortOrder: number, categoryId: string | null, picture: string | null = null) =>
  ({ id, companyId: "c1", sortOrder, categoryId, name: { en: id }, price: 5, type: "regular", hidden: false, picture }) as unknown as Product;

// Stored in an order of their own (by sortOrder across the catalogue), not the menu's.
const categories = [category("drinks", 2000, "Drinks"), category("starters", 1000, "Starters"), category("wines", 1000, "Wines", "drinks")];
const nameOf = (text: LocalizedText | string | undefined | null) => (typeof text === "string" ? text : (text?.en ?? ""));

function renderPicker(products: Product[], onPick = vi.fn()) {
  render(
    <Providers>
      <ProductPicker open products={products} categories={categories} nameOf={nameOf} formatMoney={(n) => `${n} €`} timezone="Europe/Madrid" now={NOW} onPick={onPick} onCancel={() => {}} />
    </Providers>,
  );
  return onPick;
}

const listed = (group: string) =>
  within(screen.getByRole("list", { name: group }))
    .getAllByRole("listitem")
    .map((row) => row.querySelector(".order-picker-name")?.textContent);

describe("the add-order product picker", () => {
  it("lists the products in menu order: categories in tree order under their headings, products by their order, the rest last", SLOW, () => {
    renderPicker([
      product("Rioja", 500, "wines"),
      product("Cola", 3000, "drinks"),
      product("Water", 100, "drinks"),
      product("Bread", 50, null),
      product("Croquetas", 2000, "starters"),
      product("Gazpacho", 1500, "starters"),
    ]);
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Starters", "Drinks", "Drinks › Wines", "Without category"]);
    expect(listed("Starters")).toEqual(["Gazpacho", "Croquetas"]);
    expect(listed("Drinks")).toEqual(["Water", "Cola"]);
    expect(listed("Drinks › Wines")).toEqual(["Rioja"]);
    expect(listed("Without category")).toEqual(["Bread"]);
  });

  it("keeps the grouping while searching, and picks the product clicked", SLOW, () => {
    const onPick = renderPicker([product("Cola", 3000, "drinks"), product("Croquetas", 2000, "starters"), product("Coffee", 100, "drinks")]);
    fireEvent.change(screen.getByRole("textbox", { name: "Search products" }), { target: { value: "co" } });
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Drinks"]);
    expect(listed("Drinks")).toEqual(["Coffee", "Cola"]);
    fireEvent.click(screen.getByRole("button", { name: /Cola/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: "Cola" }));
  });

  it("shows a product's photo where it has one and no empty photo box anywhere", SLOW, () => {
    renderPicker([product("Cola", 1, "drinks", "https://example.test/cola.jpg"), product("Water", 2, "drinks")]);
    const rows = within(screen.getByRole("list", { name: "Drinks" })).getAllByRole("listitem");
    expect(rows[0]!.querySelector("img")?.getAttribute("src")).toBe("https://example.test/cola.jpg");
    expect(rows[1]!.querySelector("img")).toBeNull();
    // Beside a photo, a product without one keeps its name aligned with a blank, box-less space.
    expect(rows[1]!.querySelector(".order-picker-thumb")?.classList.contains("is-blank")).toBe(true);
  });

  it("has no photo column at all when no product has a photo", SLOW, () => {
    renderPicker([product("Cola", 1, "drinks"), product("Water", 2, "drinks")]);
    expect(document.querySelectorAll(".order-picker-thumb")).toHaveLength(0);
    expect(document.querySelectorAll("img")).toHaveLength(0);
  });
});
