import { defineMessages, type MessageDescriptor } from "react-intl";
import type { MenuKey } from "@comanda/shared";

/** One label per side-menu item (spec §2). */
export const menuMessages: Record<MenuKey, MessageDescriptor> = defineMessages({
  dashboard: { id: "shell.menu.dashboard", defaultMessage: "Dashboard" },
  orders: { id: "shell.menu.orders", defaultMessage: "Orders" },
  "orders-overview": { id: "shell.menu.orders-overview", defaultMessage: "Overview" },
  "orders-list": { id: "shell.menu.orders-list", defaultMessage: "Order list" },
  menu: { id: "shell.menu.menu", defaultMessage: "Menu" },
  "menu-products": { id: "shell.menu.menu-products", defaultMessage: "Products" },
  "menu-categories-tags-courses": { id: "shell.menu.menu-categories-tags-courses", defaultMessage: "Categories, tags & courses" },
  discounts: { id: "shell.menu.discounts", defaultMessage: "Discounts" },
  accounts: { id: "shell.menu.accounts", defaultMessage: "Access rights" },
  zones: { id: "shell.menu.zones", defaultMessage: "Sales zones" },
  delivery: { id: "shell.menu.delivery", defaultMessage: "Delivery" },
  customers: { id: "shell.menu.customers", defaultMessage: "Customers" },
  content: { id: "shell.menu.content", defaultMessage: "Content" },
  settings: { id: "shell.menu.settings", defaultMessage: "Settings" },
  "settings-general-settings": { id: "shell.menu.settings-general-settings", defaultMessage: "General" },
  "opening-hours-settings": { id: "shell.menu.opening-hours-settings", defaultMessage: "Opening hours" },
  "frontend-settings": { id: "shell.menu.frontend-settings", defaultMessage: "Frontend" },
  "taxes-settings": { id: "shell.menu.taxes-settings", defaultMessage: "Taxes" },
  "settings-printers": { id: "shell.menu.settings-printers", defaultMessage: "Printers" },
  "settings-company-info": { id: "shell.menu.settings-company-info", defaultMessage: "My establishment" },
  "settings-domains": { id: "shell.menu.settings-domains", defaultMessage: "Domains" },
  "settings-banking": { id: "shell.menu.settings-banking", defaultMessage: "Banking" },
  "settings-api": { id: "shell.menu.settings-api", defaultMessage: "API" },
  profile: { id: "shell.menu.profile", defaultMessage: "Account" },
});

export const shellMessages = defineMessages({
  navigation: { id: "shell.navigation", defaultMessage: "Main menu" },
  openMenu: { id: "shell.openMenu", defaultMessage: "Open menu" },
  refused: { id: "shell.refused", defaultMessage: "You don't have permission to open {screen}; ask the owner." },
  refusedScreen: { id: "shell.refusedScreen", defaultMessage: "You don't have permission to open that screen; ask the owner." },
  newOrders: { id: "shell.newOrders", defaultMessage: "{count, plural, one {# new order} other {# new orders}}" },
  interfaceLanguage: { id: "shell.interfaceLanguage", defaultMessage: "Interface language" },
  contentLanguage: { id: "shell.contentLanguage", defaultMessage: "Content language" },
  terms: { id: "shell.terms", defaultMessage: "Conditions" },
  privacy: { id: "shell.privacy", defaultMessage: "Privacy" },
  contact: { id: "shell.contact", defaultMessage: "Contact" },
  version: { id: "shell.version", defaultMessage: "Version {version}" },
  noSubscription: { id: "shell.noSubscription", defaultMessage: "No subscription" },
  subscribed: { id: "shell.subscribed", defaultMessage: "Subscribed" },
  planBasic: { id: "shell.planBasic", defaultMessage: "Basic" },
  planPro: { id: "shell.planPro", defaultMessage: "Pro" },
  signedInAs: { id: "shell.signedInAs", defaultMessage: "Signed in as" },
  staffAccount: { id: "shell.staffAccount", defaultMessage: "Staff account" },
  logout: { id: "shell.logout", defaultMessage: "Log out" },
  logo: { id: "shell.logo", defaultMessage: "Logo of {name}" },
  defaultBrand: { id: "shell.defaultBrand", defaultMessage: "Comanda" },
  companyMissingTitle: { id: "shell.companyMissing.title", defaultMessage: "Your company's data is not available" },
  companyMissingText: {
    id: "shell.companyMissing.text",
    defaultMessage: "We could not find the data of your company. If you have just registered, it will appear in a moment; otherwise log out and log in again, or contact us.",
  },
});

/** Spec §8: the version toasts are named by these keys. */
export const versionMessages = defineMessages({
  websiteVersionAvailable: { id: "new-website-version-available-toast-label", defaultMessage: "A new version of Comanda is available." },
  appVersionAvailable: { id: "new-app-version-available-toast-label", defaultMessage: "A new version of the Comanda app is available." },
  update: { id: "new-app-version-available-toast-update-button-label", defaultMessage: "Update" },
});
