// Texts of /delivery (spec §2 'Zones and fees' and delivery hours) and the delivery zone editor; its error codes are worded in i18n/errors.ts.
import { defineMessages } from "react-intl";

export const deliveryMessages = defineMessages({
  title: { id: "delivery.title", defaultMessage: "Delivery" },
  intro: { id: "delivery.intro", defaultMessage: "Where you deliver, what it costs, and when." },
  zonesAndFees: { id: "delivery.zonesAndFees", defaultMessage: "Zones and fees" },
  enabled: { id: "delivery.enabled", defaultMessage: "Delivery enabled" },
  enabledHelp: { id: "delivery.enabledHelp", defaultMessage: "When off, customers cannot order delivery in any sales zone." },
  noSalesZone: {
    id: "delivery.noSalesZone",
    defaultMessage: "No sales zone offers delivery yet. Turn on delivery in a <link>sales zone</link> so that customers can choose it.",
  },
  saved: { id: "delivery.saved", defaultMessage: "Delivery settings saved" },
  save: { id: "delivery.save", defaultMessage: "Save" },

  // The list of delivery zones.
  zonesHint: {
    id: "delivery.zones.hint",
    defaultMessage: "An address is served by every zone that covers its country and postcode; the customer pays the cheapest fee among them.",
  },
  noZones: { id: "delivery.zones.empty", defaultMessage: "No delivery zones yet. Add one to say where you deliver." },
  addZone: { id: "delivery.zones.add", defaultMessage: "Add delivery zone" },
  edit: { id: "delivery.zones.edit", defaultMessage: "Edit" },
  delete: { id: "delivery.zones.delete", defaultMessage: "Delete" },
  deleteTitle: { id: "delivery.zones.deleteTitle", defaultMessage: "Delete the delivery zone “{name}”?" },
  deleteText: { id: "delivery.zones.deleteText", defaultMessage: "It is removed when you save the delivery settings." },
  cancel: { id: "delivery.zones.cancel", defaultMessage: "Cancel" },
  everyPostcode: { id: "delivery.zones.everyPostcode", defaultMessage: "Every postcode" },
  onlyPostcodes: { id: "delivery.zones.onlyPostcodes", defaultMessage: "Only {postcodes}" },
  exceptPostcodes: { id: "delivery.zones.exceptPostcodes", defaultMessage: "All except {postcodes}" },
  morePostcodes: { id: "delivery.zones.morePostcodes", defaultMessage: "{list} and {count, plural, one {# more} other {# more}}" },
  bracketUpTo: { id: "delivery.zones.bracketUpTo", defaultMessage: "{price} up to {weight}" },
  bracketAbove: { id: "delivery.zones.bracketAbove", defaultMessage: "{price} above" },
  bracketAnyWeight: { id: "delivery.zones.bracketAnyWeight", defaultMessage: "{price} for any weight" },
  countriesLabel: { id: "delivery.zones.countriesLabel", defaultMessage: "Countries" },
  postcodesLabel: { id: "delivery.zones.postcodesLabel", defaultMessage: "Postcodes" },
  feesLabel: { id: "delivery.zones.feesLabel", defaultMessage: "Fees" },

  // The editor of one delivery zone.
  newZone: { id: "delivery.editor.newTitle", defaultMessage: "New delivery zone" },
  editZone: { id: "delivery.editor.editTitle", defaultMessage: "Edit delivery zone" },
  name: { id: "delivery.editor.name", defaultMessage: "Name" },
  namePlaceholder: { id: "delivery.editor.namePlaceholder", defaultMessage: "e.g. City centre" },
  countries: { id: "delivery.editor.countries", defaultMessage: "Countries" },
  postcodeScope: { id: "delivery.editor.postcodeScope", defaultMessage: "Postcodes served" },
  scopeAll: { id: "delivery.editor.scopeAll", defaultMessage: "All postcodes" },
  scopeOnlyListed: { id: "delivery.editor.scopeOnlyListed", defaultMessage: "Only the listed postcodes" },
  scopeAllExceptListed: { id: "delivery.editor.scopeAllExceptListed", defaultMessage: "All except the listed postcodes" },
  postcodes: { id: "delivery.editor.postcodes", defaultMessage: "Postcodes" },
  postcodesHelp: {
    id: "delivery.editor.postcodesHelp",
    defaultMessage: "Separate postcodes with commas; * stands for any characters (0801* is 08010 to 08019). An empty list means every postcode of the country.",
  },
  postcodesEmpty: { id: "delivery.editor.postcodesEmpty", defaultMessage: "Empty list: every postcode of the countries." },
  priceBrackets: { id: "delivery.editor.priceBrackets", defaultMessage: "Price brackets" },
  priceBracketsHelp: {
    id: "delivery.editor.priceBracketsHelp",
    defaultMessage: "The fee depends on the weight of the order: the cheapest bracket whose maximum weight covers the order applies. Leave the maximum weight empty for a bracket without limit.",
  },
  price: { id: "delivery.editor.price", defaultMessage: "Price" },
  maxWeight: { id: "delivery.editor.maxWeight", defaultMessage: "Maximum weight" },
  noLimit: { id: "delivery.editor.noLimit", defaultMessage: "No limit" },
  addBracket: { id: "delivery.editor.addBracket", defaultMessage: "Add price bracket" },
  removeBracket: { id: "delivery.editor.removeBracket", defaultMessage: "Remove price bracket {index}" },
  apply: { id: "delivery.editor.apply", defaultMessage: "Apply" },

  // Delivery hours.
  hours: { id: "delivery.hours.title", defaultMessage: "Delivery hours" },
  hoursSame: { id: "delivery.hours.same", defaultMessage: "Same as the opening hours" },
  hoursDifferent: { id: "delivery.hours.different", defaultMessage: "Their own hours" },

  // Try an address.
  tryTitle: { id: "delivery.try.title", defaultMessage: "Try an address" },
  tryIntro: { id: "delivery.try.intro", defaultMessage: "See what a customer would pay, with the zones as they are on this page (also before saving)." },
  tryCountry: { id: "delivery.try.country", defaultMessage: "Country" },
  tryPostcode: { id: "delivery.try.postcode", defaultMessage: "Postcode" },
  tryWeight: { id: "delivery.try.weight", defaultMessage: "Cart weight" },
  tryWeightHelp: { id: "delivery.try.weightHelp", defaultMessage: "Optional" },
  tryEnterPostcode: { id: "delivery.try.enterPostcode", defaultMessage: "Enter a postcode to see the delivery fee." },
  tryDeliverable: { id: "delivery.try.deliverable", defaultMessage: "Delivery possible: {fee} ({zone})" },
  tryNoZone: { id: "delivery.try.noZone", defaultMessage: "No delivery zone serves this address" },
  tryTooHeavy: { id: "delivery.try.tooHeavy", defaultMessage: "Too heavy for delivery to this address" },
  tryDisabled: { id: "delivery.try.disabled", defaultMessage: "Delivery is turned off: customers cannot order delivery now." },
});
