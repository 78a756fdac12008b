// The admin's route table (spec §2): one place that serves the navigation guard, the side menu and the API.
import { hasAnyPermission, type Permission } from "./permissions";

export const BASE_PATH = "/admin";

export type RouteAccess =
  | { kind: "public" }
  | { kind: "auth" }
  /** Logged in and holding any one of the permissions (owner always passes). */
  | { kind: "permission"; anyOf: Permission[] };

export type ScreenId =
  | "dashboard" | "ordersOverview" | "ordersList" | "content" | "pageEditor" | "storyEditor"
  | "categoriesTagsCourses" | "products" | "productEditor" | "discounts" | "discountEditor"
  | "accounts" | "accountEditor" | "zones" | "zoneEditor" | "customers" | "customerEditor"
  | "settingsGeneral" | "openingHours" | "delivery" | "settingsFrontend" | "settingsTaxes"
  | "settingsBanking" | "settingsApi" | "settingsInfo" | "printers" | "printerEditor" | "settingsDomains"
  | "login" | "tokenLogin" | "forgotPassword" | "resetPassword" | "registration" | "privacy"
  | "terms" | "notifications" | "user" | "profile" | "theEnd";

export interface ScreenRoute {
  path: string;
  screen: ScreenId;
  access: RouteAccess;
}
export interface RedirectRoute {
  path: string;
  redirectTo: string;
  access: RouteAccess;
}
export type RouteDef = ScreenRoute | RedirectRoute;

const PUBLIC: RouteAccess = { kind: "public" };
const AUTH: RouteAccess = { kind: "auth" };
const any = (...anyOf: Permission[]): RouteAccess => ({ kind: "permission", anyOf });

/** Every route of spec §2, relative to BASE_PATH. Order matters: it is the order of "first route they may see". */
export const ROUTES: readonly RouteDef[] = [
  { path: "/", redirectTo: "/dashboard", access: AUTH },
  { path: "/dashboard", screen: "dashboard", access: any("owner", "statistics") },
  { path: "/orders", redirectTo: "/orders/overview", access: any("owner", "orders") },
  { path: "/orders/overview", screen: "ordersOverview", access: any("owner", "orders") },
  { path: "/orders/list", screen: "ordersList", access: any("owner", "orders") },
  { path: "/orders/open", screen: "ordersList", access: any("owner", "orders") },
  { path: "/menu", redirectTo: "/menu/products", access: any("owner", "products") },
  { path: "/menu/products", screen: "products", access: any("products") },
  { path: "/menu/products/new", screen: "productEditor", access: any("products") },
  { path: "/menu/products/:id/edit", screen: "productEditor", access: any("products") },
  { path: "/menu/categories-tags-courses", screen: "categoriesTagsCourses", access: any("products") },
  { path: "/menu/discounts", screen: "discounts", access: any("products") },
  { path: "/menu/discounts/new", screen: "discountEditor", access: any("products") },
  { path: "/menu/discounts/:id/edit", screen: "discountEditor", access: any("products") },
  { path: "/accounts", screen: "accounts", access: any("owner", "accounts") },
  { path: "/accounts/:id/edit", screen: "accountEditor", access: any("owner", "accounts") },
  { path: "/menu/accounts/new", screen: "accountEditor", access: any("owner", "accounts") },
  // The spec writes the new access right's address under /menu; beside the list's address it is guessed too.
  { path: "/accounts/new", redirectTo: "/menu/accounts/new", access: any("owner", "accounts") },
  { path: "/pointsofsale", redirectTo: "/zones", access: any("owner", "zones") },
  { path: "/zones", screen: "zones", access: any("owner", "zones") },
  { path: "/zones/new", screen: "zoneEditor", access: any("owner", "zones") },
  { path: "/zones/:id/edit", screen: "zoneEditor", access: any("owner", "zones") },
  { path: "/delivery", screen: "delivery", access: any("settings") },
  { path: "/customers", screen: "customers", access: any("owner", "customers") },
  { path: "/customers/new", screen: "customerEditor", access: any("owner", "customers") },
  { path: "/customers/:id/edit", screen: "customerEditor", access: any("owner", "customers") },
  { path: "/content", screen: "content", access: any("owner", "content") },
  { path: "/pages/new", screen: "pageEditor", access: any("content") },
  { path: "/pages/:id/edit", screen: "pageEditor", access: any("content") },
  { path: "/stories/new", screen: "storyEditor", access: any("content") },
  { path: "/stories/:id/edit", screen: "storyEditor", access: any("content") },
  { path: "/settings", redirectTo: "/settings/general", access: any("owner", "settings") },
  { path: "/settings/general", screen: "settingsGeneral", access: any("settings") },
  { path: "/settings/opening-hours", screen: "openingHours", access: any("settings") },
  { path: "/settings/frontend", screen: "settingsFrontend", access: any("settings") },
  { path: "/settings/taxes", screen: "settingsTaxes", access: any("settings") },
  { path: "/settings/banking", screen: "settingsBanking", access: any("settings") },
  { path: "/settings/api", screen: "settingsApi", access: any("settings") },
  { path: "/settings/info", screen: "settingsInfo", access: any("settings") },
  { path: "/settings/printers", screen: "printers", access: any("settings") },
  { path: "/settings/printers/new", screen: "printerEditor", access: any("settings") },
  { path: "/settings/printers/:id/edit", screen: "printerEditor", access: any("settings") },
  { path: "/settings/domains", screen: "settingsDomains", access: any("settings") },
  { path: "/profile", screen: "profile", access: any("owner") },
  { path: "/users/:userId", screen: "user", access: any("owner") },
  { path: "/login", screen: "login", access: PUBLIC },
  { path: "/token-login", screen: "tokenLogin", access: PUBLIC },
  { path: "/forgot-password", screen: "forgotPassword", access: PUBLIC },
  { path: "/reset-password", screen: "resetPassword", access: PUBLIC },
  { path: "/registration", screen: "registration", access: PUBLIC },
  { path: "/privacy", screen: "privacy", access: PUBLIC },
  { path: "/terms-and-conditions", screen: "terms", access: PUBLIC },
  { path: "/notifications", screen: "notifications", access: PUBLIC },
  { path: "/the-end", screen: "theEnd", access: AUTH },
];

export function isRedirect(route: RouteDef): route is RedirectRoute {
  return "redirectTo" in route;
}

function pattern(path: string): RegExp {
  const body = path
    .split("/")
    .map((seg) => (seg.startsWith(":") ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${body}/?$`);
}
const PATTERNS = ROUTES.map((r) => [r, pattern(r.path)] as const);

/** The route that matches a path (relative to BASE_PATH, without query), if any. */
export function matchRoute(path: string): RouteDef | undefined {
  const clean = path.split(/[?#]/)[0] || "/";
  return PATTERNS.find(([, re]) => re.test(clean))?.[0];
}

/** May a user with these permissions (null: anonymous) open this route? */
export function canAccess(access: RouteAccess, permissions: readonly Permission[] | null): boolean {
  if (access.kind === "public") return true;
  if (permissions === null) return false;
  if (access.kind === "auth") return true;
  return hasAnyPermission(permissions, access.anyOf);
}

/** The first screen (in menu order) the user may see, or /the-end. */
export function firstPermittedPath(permissions: readonly Permission[]): string {
  for (const item of MENU) {
    const route = matchRoute(item.path);
    if (route && !isRedirect(route) && canAccess(route.access, permissions)) return item.path;
    for (const child of item.children ?? []) {
      const c = matchRoute(child.path);
      if (c && !isRedirect(c) && canAccess(c.access, permissions)) return child.path;
    }
  }
  return "/the-end";
}

/** A redirect target taken from a query is only followed when it is a path inside the admin. */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  // Browsers drop tabs and line breaks from URLs, which would turn "/\t/evil.com" into "//evil.com".
  if (Array.from(value).some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  const route = matchRoute(value);
  if (!route || route.path === "/login") return null;
  return value;
}

/**
 * The first value of a query parameter ("?a=1&b=2"), or null. Written out because shared/ runs without
 * DOM or Node typings (no URLSearchParams); a badly escaped value counts as absent.
 */
export function queryParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, "").split("&")) {
    const eq = pair.indexOf("=");
    const key = eq < 0 ? pair : pair.slice(0, eq);
    const raw = eq < 0 ? "" : pair.slice(eq + 1);
    if (decodeQueryPart(key) === name) return decodeQueryPart(raw);
  }
  return null;
}

function decodeQueryPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/**
 * `refused` is set when a signed-in user is sent away for lacking a permission, so the screen they land on can
 * say why; `screen` names the refused screen by its menu section (null when it has none).
 */
export type GuardDecision = { kind: "allow" } | { kind: "redirect"; to: string; refused?: { screen: MenuKey | null } };

/**
 * The navigation guard of spec §2.
 * - A logged-in user opening login goes to the redirect query's path, or to the start page.
 * - An anonymous user opening an auth route goes to login with a redirect query holding the wanted path.
 * - A user lacking every required permission goes to the first route they may see, or /the-end.
 * `path` and `search` are relative to BASE_PATH; `permissions` is null for an anonymous user.
 */
export function guard(path: string, search: string, permissions: readonly Permission[] | null): GuardDecision {
  const route = matchRoute(path);
  const loggedIn = permissions !== null;
  if (!route) return { kind: "redirect", to: loggedIn ? firstPermittedPath(permissions) : "/login" };
  if (route.path === "/login" && loggedIn) {
    const target = safeRedirectTarget(queryParam(search, "redirect"));
    return { kind: "redirect", to: target ?? firstPermittedPath(permissions) };
  }
  if (!loggedIn) {
    if (route.access.kind === "public") return { kind: "allow" };
    return { kind: "redirect", to: `/login?redirect=${encodeURIComponent(path + search)}` };
  }
  if (!canAccess(route.access, permissions)) return { kind: "redirect", to: firstPermittedPath(permissions), refused: { screen: menuKeyOf(path) } };
  if (isRedirect(route)) {
    const target = matchRoute(route.redirectTo);
    if (target && canAccess(target.access, permissions)) return { kind: "redirect", to: route.redirectTo };
    // Not refused: a redirect is an entry point ("/" after login), not a screen the user asked for.
    return { kind: "redirect", to: firstPermittedPath(permissions) };
  }
  return { kind: "allow" };
}

export type MenuKey =
  | "dashboard" | "orders" | "orders-overview" | "orders-list" | "menu" | "menu-products"
  | "menu-categories-tags-courses" | "discounts" | "accounts" | "zones" | "delivery" | "customers"
  | "content" | "settings" | "settings-general-settings" | "opening-hours-settings" | "frontend-settings"
  | "taxes-settings" | "settings-printers" | "settings-company-info" | "settings-domains" | "settings-banking" | "settings-api"
  | "profile";

export interface MenuItem {
  key: MenuKey;
  path: string;
  children?: MenuItem[];
}

/** The side navigation of spec §2, in order. */
export const MENU: readonly MenuItem[] = [
  { key: "dashboard", path: "/dashboard" },
  {
    key: "orders",
    path: "/orders/overview",
    children: [
      { key: "orders-overview", path: "/orders/overview" },
      { key: "orders-list", path: "/orders/list" },
    ],
  },
  {
    key: "menu",
    path: "/menu/products",
    children: [
      { key: "menu-products", path: "/menu/products" },
      { key: "menu-categories-tags-courses", path: "/menu/categories-tags-courses" },
      { key: "discounts", path: "/menu/discounts" },
    ],
  },
  { key: "accounts", path: "/accounts" },
  { key: "zones", path: "/zones" },
  { key: "delivery", path: "/delivery" },
  { key: "customers", path: "/customers" },
  { key: "content", path: "/content" },
  {
    key: "settings",
    path: "/settings/general",
    children: [
      { key: "settings-general-settings", path: "/settings/general" },
      { key: "opening-hours-settings", path: "/settings/opening-hours" },
      { key: "frontend-settings", path: "/settings/frontend" },
      { key: "taxes-settings", path: "/settings/taxes" },
      { key: "settings-printers", path: "/settings/printers" },
      { key: "settings-company-info", path: "/settings/info" },
      { key: "settings-domains", path: "/settings/domains" },
      { key: "settings-banking", path: "/settings/banking" },
      { key: "settings-api", path: "/settings/api" },
    ],
  },
  { key: "profile", path: "/profile" },
];

export type Environment = "production" | "dev" | "demo" | "local";

/**
 * The accounts menu rule of spec §6 ("limited to a fixed list of company ids") as configuration: null shows
 * the access rights to every company (the default: every owner may give staff a QR login); a list limits the
 * item to those companies in production (outside production everyone sees it).
 */
export const ACCOUNTS_MENU_COMPANY_IDS: readonly string[] | null = null;
/** Companies that see the frontend settings in production and demo (spec §6: a short list). */
export const FRONTEND_SETTINGS_COMPANY_IDS: readonly string[] = [];

export interface MenuContext {
  permissions: readonly Permission[];
  companyId: string;
  environment: Environment;
}

/** Whether the accounts item shows for the company, under the configured list (null: every company). */
export function accountsMenuShown(ctx: Pick<MenuContext, "companyId" | "environment">, companyIds: readonly string[] | null = ACCOUNTS_MENU_COMPANY_IDS): boolean {
  return companyIds === null || ctx.environment !== "production" || companyIds.includes(ctx.companyId);
}

function itemShown(item: MenuItem, ctx: MenuContext): boolean {
  if (item.key === "accounts" && !accountsMenuShown(ctx)) return false;
  if (item.key === "frontend-settings" && (ctx.environment === "production" || ctx.environment === "demo") && !FRONTEND_SETTINGS_COMPANY_IDS.includes(ctx.companyId)) return false;
  const route = matchRoute(item.path);
  return !!route && canAccess(route.access, ctx.permissions);
}

/** The side menu filtered by permission (a parent shows when any child shows; it then links to its first child). */
export function visibleMenu(ctx: MenuContext): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of MENU) {
    if (item.children) {
      const children = item.children.filter((c) => itemShown(c, ctx));
      if (children.length > 0) out.push({ ...item, path: children[0]!.path, children });
    } else if (itemShown(item, ctx)) out.push(item);
  }
  return out;
}

/** The menu section a path belongs to (permissions go by section): "/orders/list" is in "orders", "/zones/z1/edit" in "zones". */
export function menuKeyOf(path: string): MenuKey | null {
  const first = (path.split(/[?#]/)[0] ?? "").split("/").filter(Boolean)[0];
  if (!first) return null;
  const inSection = (item: MenuItem) => [item, ...(item.children ?? [])].some((entry) => entry.path.split("/")[1] === first);
  return MENU.find(inSection)?.key ?? null;
}

/** Environment chosen by host (spec §9). */
export function environmentForHost(hostname: string): Environment {
  if (hostname === "localhost" || hostname === "127.0.0.1" || hostname.endsWith(".local")) return "local";
  if (hostname.startsWith("dev.") || hostname.includes("-dev.")) return "dev";
  if (hostname.startsWith("demo.") || hostname.includes("-demo.")) return "demo";
  return "production";
}
