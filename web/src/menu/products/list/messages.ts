// Texts of the products list (/menu/products); the spec's quoted texts are the English messages.
import { defineMessages } from "react-intl";

export const productListMessages = defineMessages({
  title: { id: "menu.productList.title", defaultMessage: "Products" },
  newProduct: { id: "menu.productList.newProduct", defaultMessage: "New product" },
  // Filters
  search: { id: "menu.productList.search", defaultMessage: "Search products" },
  category: { id: "menu.productList.category", defaultMessage: "Category" },
  allCategories: { id: "menu.productList.allCategories", defaultMessage: "All categories" },
  noCategory: { id: "menu.productList.noCategory", defaultMessage: "Without category" },
  tag: { id: "menu.productList.tag", defaultMessage: "Tag" },
  allTags: { id: "menu.productList.allTags", defaultMessage: "All tags" },
  visibility: { id: "menu.productList.visibility", defaultMessage: "Visibility" },
  visibilityAll: { id: "menu.productList.visibilityAll", defaultMessage: "All" },
  visibilityVisible: { id: "menu.productList.visibilityVisible", defaultMessage: "Visible" },
  visibilityHidden: { id: "menu.productList.visibilityHidden", defaultMessage: "Hidden" },
  count: { id: "menu.productList.count", defaultMessage: "{count, plural, one {# product} other {# products}}" },
  countFiltered: { id: "menu.productList.countFiltered", defaultMessage: "{shown} of {total, plural, one {# product} other {# products}}" },
  clearFilters: { id: "menu.productList.clearFilters", defaultMessage: "Clear filters" },
  filteredMoveHint: {
    id: "menu.productList.filteredMoveHint",
    defaultMessage: "Moving a product places it next to the products shown here; products hidden by the filters keep their places.",
  },
  // Columns
  columnProduct: { id: "menu.productList.columnProduct", defaultMessage: "Product" },
  columnCategory: { id: "menu.productList.columnCategory", defaultMessage: "Category" },
  columnPrice: { id: "menu.productList.columnPrice", defaultMessage: "Price" },
  columnVisible: { id: "menu.productList.columnVisible", defaultMessage: "Visible" },
  // Row
  combined: { id: "menu.productList.combined", defaultMessage: "Combined" },
  hidden: { id: "menu.productList.hidden", defaultMessage: "Hidden" },
  soldOutUntil: { id: "menu.productList.soldOutUntil", defaultMessage: "Sold out until {time}" },
  soldOutIndefinitely: { id: "menu.productList.soldOutIndefinitely", defaultMessage: "Sold out until further notice" },
  limitedAvailability: { id: "menu.productList.limitedAvailability", defaultMessage: "Limited availability" },
  showInShop: { id: "menu.productList.showInShop", defaultMessage: "Show {name} in the shop" },
  reorder: { id: "menu.productList.reorder", defaultMessage: "Reorder {name}" },
  moreActions: { id: "menu.productList.moreActions", defaultMessage: "More actions for {name}" },
  edit: { id: "menu.productList.edit", defaultMessage: "Edit" },
  moveUp: { id: "menu.productList.moveUp", defaultMessage: "Move up" },
  moveDown: { id: "menu.productList.moveDown", defaultMessage: "Move down" },
  moveTop: { id: "menu.productList.moveTop", defaultMessage: "Move to top" },
  moveBottom: { id: "menu.productList.moveBottom", defaultMessage: "Move to bottom" },
  delete: { id: "menu.productList.delete", defaultMessage: "Delete" },
  // Deleting (spec §5, §8)
  deleteConfirm: { id: "menu.productList.deleteConfirm", defaultMessage: "Delete product permanently?" },
  deleted: { id: "menu.productList.deleted", defaultMessage: "Product deleted." },
  // Empty and error states
  empty: { id: "menu.productList.empty", defaultMessage: "No products yet. Create your first product to build your menu." },
  noMatches: { id: "menu.productList.noMatches", defaultMessage: "No products match these filters." },
  // Drag and drop for screen readers (dnd-kit announcements)
  dragInstructions: {
    id: "menu.productList.dragInstructions",
    defaultMessage: "To pick up a product, press space or enter. Use the arrow keys to move it, space or enter to drop it, escape to cancel.",
  },
  dragRole: { id: "menu.productList.dragRole", defaultMessage: "sortable product" },
  dragStart: { id: "menu.productList.dragStart", defaultMessage: "Picked up {name}, position {position} of {count}." },
  dragOver: { id: "menu.productList.dragOver", defaultMessage: "{name} is now at position {position} of {count}." },
  dragEnd: { id: "menu.productList.dragEnd", defaultMessage: "{name} was dropped at position {position} of {count}." },
  dragCancel: { id: "menu.productList.dragCancel", defaultMessage: "Moving {name} was cancelled." },
});
