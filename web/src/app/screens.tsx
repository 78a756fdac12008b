// Every screen of the route table, lazy-loaded so each route is its own chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ScreenId } from "@comanda/shared";

type Screen = LazyExoticComponent<ComponentType>;

// The customer file's list and editor share one chunk (and one list of what it preloads).
const customerScreens = () => import("../customers/screens");
// So do the discounts' list and editor.
const discountScreens = () => import("../menu/discounts/screens");
// And the content's list and its two editors.
const contentScreens = () => import("../content/screens");

export const SCREENS: Record<ScreenId, Screen> = {
  login: lazy(() => import("../auth/views/LoginView")),
  tokenLogin: lazy(() => import("../auth/views/TokenLoginView")),
  forgotPassword: lazy(() => import("../auth/views/ForgotPasswordView")),
  resetPassword: lazy(() => import("../auth/views/ResetPasswordView")),
  registration: lazy(() => import("../auth/views/RegistrationView")),
  privacy: lazy(() => import("../legal/views/PrivacyView")),
  terms: lazy(() => import("../legal/views/TermsView")),
  notifications: lazy(() => import("../notifications/views/NotificationsView")),
  profile: lazy(() => import("../profile/views/ProfileView")),
  user: lazy(() => import("../profile/views/UserView")),
  theEnd: lazy(() => import("./TheEndView")),
  dashboard: lazy(() => import("../dashboard/views/DashboardView")),
  ordersOverview: lazy(() => import("../orders/board/views/OrdersBoardView")),
  ordersList: lazy(() => import("../orders/list/views/OrdersListView")),
  content: lazy(() => contentScreens().then((m) => ({ default: m.ContentView }))),
  pageEditor: lazy(() => contentScreens().then((m) => ({ default: m.PageEditorView }))),
  storyEditor: lazy(() => contentScreens().then((m) => ({ default: m.StoryEditorView }))),
  categoriesTagsCourses: lazy(() => import("../menu/structure/views/CategoriesTagsCoursesView")),
  products: lazy(() => import("../menu/products/list/views/ProductsView")),
  productEditor: lazy(() => import("../menu/products/editor/views/ProductEditorView")),
  discounts: lazy(() => discountScreens().then((m) => ({ default: m.DiscountsView }))),
  discountEditor: lazy(() => discountScreens().then((m) => ({ default: m.DiscountEditorView }))),
  accounts: lazy(() => import("../accounts/views/AccountsView")),
  accountEditor: lazy(() => import("../accounts/views/AccountEditorView")),
  zones: lazy(() => import("../zones/list/views/ZonesListView")),
  zoneEditor: lazy(() => import("../zones/editor/views/ZoneEditorView")),
  customers: lazy(() => customerScreens().then((m) => ({ default: m.CustomersListView }))),
  customerEditor: lazy(() => customerScreens().then((m) => ({ default: m.CustomerEditorView }))),
  settingsGeneral: lazy(() => import("../settings/general/views/GeneralSettingsView")),
  openingHours: lazy(() => import("../settings/openingHours/views/OpeningHoursView")),
  delivery: lazy(() => import("../delivery/views/DeliveryView")),
  settingsFrontend: lazy(() => import("../settings/frontend/views/FrontendSettingsView")),
  settingsTaxes: lazy(() => import("../settings/taxes/views/TaxesView")),
  settingsBanking: lazy(() => import("../settings/banking/views/BankingView")),
  settingsApi: lazy(() => import("../settings/api/views/ApiSettingsView")),
  settingsInfo: lazy(() => import("../settings/info/views/InfoView")),
  printers: lazy(() => import("../settings/printers/views/PrintersView")),
  printerEditor: lazy(() => import("../settings/printers/views/PrinterEditorView")),
  settingsDomains: lazy(() => import("../settings/domains/views/DomainsView")),
};

/** Screens that show without the side menu (the shell) even for a signed-in user (the public pages). */
export { BARE_SCREENS } from "./entrance";
