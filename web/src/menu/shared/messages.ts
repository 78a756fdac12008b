// Texts of the catalogue pieces several screens use: allergen names, the sold-out control, the product selector.
import { defineMessages } from "react-intl";

/** The 14 EU allergens (Regulation (EU) 1169/2011, Annex II), keyed by their code in ALLERGENS. */
export const allergenMessages = defineMessages({
  gluten: { id: "menu.allergen.gluten", defaultMessage: "Gluten" },
  crustaceans: { id: "menu.allergen.crustaceans", defaultMessage: "Crustaceans" },
  eggs: { id: "menu.allergen.eggs", defaultMessage: "Eggs" },
  fish: { id: "menu.allergen.fish", defaultMessage: "Fish" },
  peanuts: { id: "menu.allergen.peanuts", defaultMessage: "Peanuts" },
  soybeans: { id: "menu.allergen.soybeans", defaultMessage: "Soy" },
  milk: { id: "menu.allergen.milk", defaultMessage: "Milk" },
  nuts: { id: "menu.allergen.nuts", defaultMessage: "Tree nuts" },
  celery: { id: "menu.allergen.celery", defaultMessage: "Celery" },
  mustard: { id: "menu.allergen.mustard", defaultMessage: "Mustard" },
  sesame: { id: "menu.allergen.sesame", defaultMessage: "Sesame" },
  sulphites: { id: "menu.allergen.sulphites", defaultMessage: "Sulphites" },
  lupin: { id: "menu.allergen.lupin", defaultMessage: "Lupin" },
  molluscs: { id: "menu.allergen.molluscs", defaultMessage: "Molluscs" },
});

export const allergenSelectMessages = defineMessages({
  allergens: { id: "menu.allergens.label", defaultMessage: "Allergens" },
  none: { id: "menu.allergens.none", defaultMessage: "No allergens" },
});

export const soldOutMessages = defineMessages({
  change: { id: "menu.soldOut.change", defaultMessage: "Change availability" },
  available: { id: "menu.soldOut.available", defaultMessage: "Available" },
  endOfDay: { id: "menu.soldOut.endOfDay", defaultMessage: "Sold out until end of today" },
  forHours: { id: "menu.soldOut.forHours", defaultMessage: "Sold out for a number of hours" },
  indefinitely: { id: "menu.soldOut.indefinitely", defaultMessage: "Sold out until further notice" },
  atTime: { id: "menu.soldOut.atTime", defaultMessage: "Sold out until a chosen time" },
  untilTime: { id: "menu.soldOut.untilTime", defaultMessage: "Sold out until {time}" },
  untilDateTime: { id: "menu.soldOut.untilDateTime", defaultMessage: "Sold out until {date}" },
  hours: { id: "menu.soldOut.hours", defaultMessage: "Hours" },
  until: { id: "menu.soldOut.until", defaultMessage: "Until" },
  apply: { id: "menu.soldOut.apply", defaultMessage: "Apply" },
  cancel: { id: "menu.soldOut.cancel", defaultMessage: "Cancel" },
  futureTime: { id: "menu.soldOut.futureTime", defaultMessage: "Choose a time in the future." },
  positiveHours: { id: "menu.soldOut.positiveHours", defaultMessage: "Enter a number of hours above 0." },
  timezoneNote: { id: "menu.soldOut.timezoneNote", defaultMessage: "Time in {timezone}" },
});

export const productSelectorMessages = defineMessages({
  title: { id: "menu.productSelector.title", defaultMessage: "Select products" },
  search: { id: "menu.productSelector.search", defaultMessage: "Search products" },
  category: { id: "menu.productSelector.category", defaultMessage: "Category" },
  allCategories: { id: "menu.productSelector.allCategories", defaultMessage: "All categories" },
  alreadyAdded: { id: "menu.productSelector.alreadyAdded", defaultMessage: "Already added" },
  noneFound: { id: "menu.productSelector.noneFound", defaultMessage: "No products match." },
  onlyVisible: { id: "menu.productSelector.onlyVisible", defaultMessage: "Only visible regular products can be added." },
  add: { id: "menu.productSelector.add", defaultMessage: "{count, plural, =0 {Add products} one {Add # product} other {Add # products}}" },
  cancel: { id: "menu.productSelector.cancel", defaultMessage: "Cancel" },
  noCategory: { id: "menu.productSelector.noCategory", defaultMessage: "No category" },
  selected: { id: "menu.productSelector.selected", defaultMessage: "{count, plural, one {# selected} other {# selected}}" },
});
