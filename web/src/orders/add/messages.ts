// Texts of the add-order modal, the product picker, the cart item modal and the addresses modal (spec §2, §5).
import { defineMessages } from "react-intl";

export const addOrderMessages = defineMessages({
  open: { id: "orders.add.open", defaultMessage: "Add order" },
  title: { id: "orders.add.title", defaultMessage: "Add order" },
  pointOfSale: { id: "orders.add.pointOfSale", defaultMessage: "Point of sale" },
  pointOfSalePlaceholder: { id: "orders.add.pointOfSalePlaceholder", defaultMessage: "Choose a point of sale" },
  noPointsOfSale: { id: "orders.add.noPointsOfSale", defaultMessage: "No points of sale yet. Add them to a zone first." },
  station: { id: "orders.add.station", defaultMessage: "Station" },
  products: { id: "orders.add.products", defaultMessage: "Products" },
  addProduct: { id: "orders.add.addProduct", defaultMessage: "Add product" },
  noProducts: { id: "orders.add.noProducts", defaultMessage: "No products selected yet." },
  addresses: { id: "orders.add.addresses", defaultMessage: "Addresses" },
  customer: { id: "orders.add.customer", defaultMessage: "Customer" },
  name: { id: "orders.add.name", defaultMessage: "Name" },
  phone: { id: "orders.add.phone", defaultMessage: "Phone" },
  email: { id: "orders.add.email", defaultMessage: "Email" },
  note: { id: "orders.add.note", defaultMessage: "Order note" },
  staffRemark: { id: "orders.add.staffRemark", defaultMessage: "Staff remark" },
  tip: { id: "orders.add.tip", defaultMessage: "Tip" },
  total: { id: "orders.add.total", defaultMessage: "Total" },
  totalHint: {
    id: "orders.add.totalHint",
    defaultMessage: "Estimate: the final total with VAT, discounts and delivery fee is computed when the order is placed.",
  },
  place: { id: "orders.add.place", defaultMessage: "Place order" },
  cancel: { id: "orders.add.cancel", defaultMessage: "Cancel" },
  placed: { id: "orders.add.placed", defaultMessage: "Order {number} placed" },
  loadError: { id: "orders.add.loadError", defaultMessage: "The catalogue could not be loaded. Check your connection and try again." },
});

export const cartMessages = defineMessages({
  edit: { id: "orders.add.cart.edit", defaultMessage: "Edit {product}" },
  remove: { id: "orders.add.cart.remove", defaultMessage: "Remove {product}" },
  decrease: { id: "orders.add.cart.decrease", defaultMessage: "One less {product}" },
  increase: { id: "orders.add.cart.increase", defaultMessage: "One more {product}" },
  quantityOf: { id: "orders.add.cart.quantityOf", defaultMessage: "Quantity of {product}" },
  unknownProduct: { id: "orders.add.cart.unknownProduct", defaultMessage: "Product no longer in the catalogue" },
  course: { id: "orders.add.cart.course", defaultMessage: "Course: {course}" },
  note: { id: "orders.add.cart.note", defaultMessage: "Note: {note}" },
});

export const pickerMessages = defineMessages({
  title: { id: "orders.add.picker.title", defaultMessage: "Choose a product" },
  search: { id: "orders.add.picker.search", defaultMessage: "Search products" },
  category: { id: "orders.add.picker.category", defaultMessage: "Category" },
  allCategories: { id: "orders.add.picker.allCategories", defaultMessage: "All categories" },
  noneFound: { id: "orders.add.picker.noneFound", defaultMessage: "No products found." },
  noCategory: { id: "orders.add.picker.noCategory", defaultMessage: "Without category" },
  combined: { id: "orders.add.picker.combined", defaultMessage: "Combined" },
});

export const cartItemMessages = defineMessages({
  quantity: { id: "orders.add.item.quantity", defaultMessage: "Quantity" },
  decrease: { id: "orders.add.item.decrease", defaultMessage: "One less" },
  increase: { id: "orders.add.item.increase", defaultMessage: "One more" },
  note: { id: "orders.add.item.note", defaultMessage: "Note" },
  course: { id: "orders.add.item.course", defaultMessage: "Course" },
  noCourse: { id: "orders.add.item.noCourse", defaultMessage: "No course" },
  addons: { id: "orders.add.item.addons", defaultMessage: "Addons" },
  soldOut: { id: "orders.add.item.soldOut", defaultMessage: "Sold out" },
  addToOrder: { id: "orders.add.item.addToOrder", defaultMessage: "Add to order" },
  update: { id: "orders.add.item.update", defaultMessage: "Update" },
  back: { id: "orders.add.item.back", defaultMessage: "Back" },
  price: { id: "orders.add.item.price", defaultMessage: "{price} each" },
});

export const addressMessages = defineMessages({
  edit: { id: "orders.add.addresses.edit", defaultMessage: "Edit addresses" },
  add: { id: "orders.add.addresses.add", defaultMessage: "Add delivery address" },
  title: { id: "orders.add.addresses.title", defaultMessage: "Addresses" },
  delivery: { id: "orders.add.addresses.delivery", defaultMessage: "Delivery address" },
  billing: { id: "orders.add.addresses.billing", defaultMessage: "Billing address" },
  withBilling: { id: "orders.add.addresses.withBilling", defaultMessage: "Different billing address" },
  noDelivery: { id: "orders.add.addresses.noDelivery", defaultMessage: "No delivery address yet." },
  name: { id: "orders.add.addresses.name", defaultMessage: "Name" },
  street: { id: "orders.add.addresses.street", defaultMessage: "Street" },
  zip: { id: "orders.add.addresses.zip", defaultMessage: "Postcode" },
  city: { id: "orders.add.addresses.city", defaultMessage: "City" },
  country: { id: "orders.add.addresses.country", defaultMessage: "Country" },
  type: { id: "orders.add.addresses.type", defaultMessage: "Type" },
  private: { id: "orders.add.addresses.private", defaultMessage: "Private individual" },
  company: { id: "orders.add.addresses.company", defaultMessage: "Company" },
  vatId: { id: "orders.add.addresses.vatId", defaultMessage: "VAT ID" },
  companyName: { id: "orders.add.addresses.companyName", defaultMessage: "Company name" },
  apply: { id: "orders.add.addresses.apply", defaultMessage: "Apply" },
  cancel: { id: "orders.add.addresses.cancel", defaultMessage: "Cancel" },
});

export const requestedTimeMessages = defineMessages({
  pickupTime: { id: "orders.add.time.pickupTime", defaultMessage: "Pickup time" },
  deliveryTime: { id: "orders.add.time.deliveryTime", defaultMessage: "Delivery time" },
  servingTime: { id: "orders.add.time.servingTime", defaultMessage: "Serving time" },
  asap: { id: "orders.add.time.asap", defaultMessage: "As soon as possible" },
  today: { id: "orders.add.time.today", defaultMessage: "Today" },
  tomorrow: { id: "orders.add.time.tomorrow", defaultMessage: "Tomorrow" },
  day: { id: "orders.add.time.day", defaultMessage: "{field}: day" },
  slot: { id: "orders.add.time.slot", defaultMessage: "{field}: time" },
  booked: { id: "orders.add.time.booked", defaultMessage: "{taken} of {allowed} booked" },
  full: { id: "orders.add.time.full", defaultMessage: "full" },
  noSlots: { id: "orders.add.time.noSlots", defaultMessage: "No times left on this day." },
  loading: { id: "orders.add.time.loading", defaultMessage: "Loading the times…" },
  required: { id: "orders.add.time.required", defaultMessage: "Choose a time, or As soon as possible." },
});
