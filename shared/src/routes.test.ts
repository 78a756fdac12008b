import { describe, expect, it } from "vitest";
import type { Permission } from "./permissions";
import { principalFromClaims } from "./permissions";
import {
  accountsMenuShown,
  environmentForHost,
  firstPermittedPath,
  guard,
  matchRoute,
  queryParam,
  ROUTES,
  safeRedirectTarget,
  visibleMenu,
  type MenuItem,
} from "./routes";

const OWNER: Permission[] = principalFromClaims("c1", { companyId: "c1" }).permissions;
const ANONYMOUS = null;

/** Fills route parameters with a sample value. */
const samplePath = (path: string) => path.replace(/:[^/]+/g, "x1");
const keys = (items: MenuItem[]): string[] => items.flatMap((i) => [i.key, ...(i.children ?? []).map((c) => `${i.key}/${c.key}`)]);

describe("guard: anonymous users", () => {
  it("sends an anonymous user opening an auth route to login with the wanted path", () => {
    expect(guard("/orders/list", "", ANONYMOUS)).toEqual({ kind: "redirect", to: "/login?redirect=%2Forders%2Flist" });
  });
  it("keeps the query of the wanted path in the redirect", () => {
    expect(guard("/orders/list", "?status=new", ANONYMOUS)).toEqual({ kind: "redirect", to: "/login?redirect=%2Forders%2Flist%3Fstatus%3Dnew" });
  });
  it("sends an anonymous user opening the start page to login", () => {
    expect(guard("/", "", ANONYMOUS)).toEqual({ kind: "redirect", to: "/login?redirect=%2F" });
  });
  it("sends an anonymous user opening /the-end to login", () => {
    expect(guard("/the-end", "", ANONYMOUS)).toMatchObject({ kind: "redirect", to: "/login?redirect=%2Fthe-end" });
  });
  it.each(["/login", "/forgot-password", "/reset-password", "/registration", "/privacy", "/terms-and-conditions", "/notifications", "/token-login"])(
    "lets an anonymous user open the public route %s",
    (path) => {
      expect(guard(path, "", ANONYMOUS)).toEqual({ kind: "allow" });
    },
  );
  it("sends an anonymous user on an unknown path to login", () => {
    expect(guard("/nowhere", "", ANONYMOUS)).toEqual({ kind: "redirect", to: "/login" });
  });
});

describe("guard: logged-in user opening login", () => {
  it("follows the redirect query", () => {
    expect(guard("/login", "?redirect=%2Forders%2Flist", OWNER)).toEqual({ kind: "redirect", to: "/orders/list" });
  });
  it("keeps the query of the redirect target", () => {
    expect(guard("/login", "?redirect=%2Forders%2Flist%3Fstatus%3Dnew", OWNER)).toEqual({ kind: "redirect", to: "/orders/list?status=new" });
  });
  it("goes to the start page without a redirect query", () => {
    expect(guard("/login", "", OWNER)).toEqual({ kind: "redirect", to: "/dashboard" });
  });
  it("goes to the first permitted screen of a staff member without a redirect query", () => {
    expect(guard("/login", "", ["orders"])).toEqual({ kind: "redirect", to: "/orders/overview" });
  });
  it.each(["//evil.com", "https://evil.com", "/\\evil.com", "javascript:alert(1)", "evil.com", "/login", "/nowhere", "%2F%2Fevil.com"])(
    "ignores the unsafe redirect value %j",
    (target) => {
      expect(guard("/login", `?redirect=${encodeURIComponent(target)}`, OWNER)).toEqual({ kind: "redirect", to: "/dashboard" });
    },
  );
  it("ignores a badly escaped redirect value", () => {
    expect(guard("/login", "?redirect=%E0%A4%A", OWNER)).toEqual({ kind: "redirect", to: "/dashboard" });
  });
});

describe("guard: permissions", () => {
  it("lets a staff member open a route they hold a permission for", () => {
    expect(guard("/menu/products/p1/edit", "", ["products"])).toEqual({ kind: "allow" });
  });
  it("sends a staff member lacking the permission to the first route they may see", () => {
    expect(guard("/settings/general", "", ["orders"])).toEqual({ kind: "redirect", to: "/orders/overview", refused: { screen: "settings" } });
  });
  it("sends a staff member with only settings to the delivery screen, the first one they may see", () => {
    expect(guard("/dashboard", "", ["settings"])).toEqual({ kind: "redirect", to: "/delivery", refused: { screen: "dashboard" } });
  });
  it("sends a user without any permitted screen to /the-end", () => {
    expect(guard("/dashboard", "", [])).toEqual({ kind: "redirect", to: "/the-end", refused: { screen: "dashboard" } });
  });
  it("lets a user without permissions stay on /the-end", () => {
    expect(guard("/the-end", "", [])).toEqual({ kind: "allow" });
  });
  it("keeps profile and user pages for the owner", () => {
    expect(guard("/profile", "", ["orders", "settings", "products"])).toEqual({ kind: "redirect", to: "/orders/overview", refused: { screen: "profile" } });
    expect(guard("/users/u1", "", ["statistics"])).toEqual({ kind: "redirect", to: "/dashboard", refused: { screen: null } });
  });
  it("says which screen was refused, by its menu section, so the user can be told why", () => {
    expect(guard("/orders/list", "", ["content"])).toMatchObject({ refused: { screen: "orders" } });
    expect(guard("/zones/z1/edit", "", ["content"])).toMatchObject({ refused: { screen: "zones" } });
    expect(guard("/settings/printers/p1/edit", "", ["orders"])).toMatchObject({ refused: { screen: "settings" } });
    expect(guard("/orders", "", ["content"])).toMatchObject({ refused: { screen: "orders" } });
    expect(guard("/menu/discounts/d1/edit", "", ["orders"])).toMatchObject({ refused: { screen: "menu" } });
  });
  it("does not count an unknown path or the start page as a refusal", () => {
    expect(guard("/nowhere", "", ["content"])).not.toHaveProperty("refused");
    expect(guard("/", "", ["orders"])).not.toHaveProperty("refused");
  });
  it("sends a logged-in user on an unknown path to the first route they may see", () => {
    expect(guard("/nowhere", "", ["content"])).toEqual({ kind: "redirect", to: "/content" });
  });

  const screens = ROUTES.filter((r) => !("redirectTo" in r) && r.path !== "/login");
  it.each(screens.map((r) => samplePath(r.path)))("lets the owner open %s", (path) => {
    expect(guard(path, "", OWNER)).toEqual({ kind: "allow" });
  });
});

describe("guard: redirects", () => {
  it.each([
    ["/", "/dashboard"],
    ["/orders", "/orders/overview"],
    ["/menu", "/menu/products"],
    ["/settings", "/settings/general"],
    ["/pointsofsale", "/zones"],
    ["/accounts/new", "/menu/accounts/new"],
  ])("sends the owner from %s to %s", (from, to) => {
    expect(guard(from, "", OWNER)).toEqual({ kind: "redirect", to });
  });
  it("sends a staff member from / to their first screen when the dashboard is not theirs", () => {
    expect(guard("/", "", ["orders"])).toEqual({ kind: "redirect", to: "/orders/overview" });
  });
  it("follows /menu for a staff member holding products", () => {
    expect(guard("/menu", "", ["products"])).toEqual({ kind: "redirect", to: "/menu/products" });
  });
  it("follows /pointsofsale for a staff member holding zones", () => {
    expect(guard("/pointsofsale", "", ["zones"])).toEqual({ kind: "redirect", to: "/zones" });
  });
  it("follows /accounts/new to the spec's /menu/accounts/new for a staff member holding accounts", () => {
    expect(guard("/accounts/new", "", ["accounts"])).toEqual({ kind: "redirect", to: "/menu/accounts/new" });
    expect(guard("/accounts/new", "", ["orders"])).toMatchObject({ kind: "redirect", to: "/orders/overview" });
  });
  it("sends a staff member without settings away from /settings", () => {
    expect(guard("/settings", "", ["content"])).toEqual({ kind: "redirect", to: "/content", refused: { screen: "settings" } });
  });
});

describe("route table", () => {
  it.each([
    ["/dashboard", ["statistics"]],
    ["/orders/open", ["orders"]],
    ["/menu/discounts/d1/edit", ["products"]],
    ["/menu/categories-tags-courses", ["products"]],
    ["/zones/z1/edit", ["zones"]],
    ["/delivery", ["settings"]],
    ["/settings/printers/p1/edit", ["settings"]],
    ["/content", ["content"]],
    ["/stories/s1/edit", ["content"]],
    ["/customers/c1/edit", ["customers"]],
    ["/menu/accounts/new", ["accounts"]],
  ] as const)("opens %s for staff holding %j", (path, permissions) => {
    expect(guard(path, "", [...permissions])).toEqual({ kind: "allow" });
  });
  it("shares one screen between the order list and the open orders", () => {
    expect(matchRoute("/orders/list")).toMatchObject({ screen: "ordersList" });
    expect(matchRoute("/orders/open")).toMatchObject({ screen: "ordersList" });
  });
  it("matches a path with a trailing slash and ignores the query", () => {
    expect(matchRoute("/zones/z1/edit/?tab=2")).toMatchObject({ path: "/zones/:id/edit" });
  });
});

describe("firstPermittedPath", () => {
  it("gives the dashboard to the owner", () => {
    expect(firstPermittedPath(OWNER)).toBe("/dashboard");
  });
  it("gives the products list to a staff member with products and content", () => {
    expect(firstPermittedPath(["content", "products"])).toBe("/menu/products");
  });
});

describe("safeRedirectTarget", () => {
  it("accepts a path inside the admin", () => {
    expect(safeRedirectTarget("/zones/z1/edit")).toBe("/zones/z1/edit");
  });
  it("refuses a control character even inside a path that would match a route", () => {
    expect(safeRedirectTarget("/users/a\tb")).toBeNull();
  });
  it.each([null, undefined, "", "//evil.com", "https://evil.com", "/\\evil.com", "/unknown", "/\t/evil.com", "/\n/evil.com", "/zones /x"])("refuses %j", (value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });
});

describe("queryParam", () => {
  it("reads a parameter among others and decodes it", () => {
    expect(queryParam("?a=1&redirect=%2Fzones&b=2", "redirect")).toBe("/zones");
  });
  it("turns + into a space", () => {
    expect(queryParam("q=fish+chips", "q")).toBe("fish chips");
  });
  it("answers null for a missing parameter", () => {
    expect(queryParam("?a=1", "redirect")).toBeNull();
  });
});

describe("visibleMenu", () => {
  const ctx = (permissions: Permission[], environment: "production" | "dev" | "demo" | "local" = "production") => ({ permissions, companyId: "c1", environment });

  it("shows a staff member with only orders the orders item and its children", () => {
    expect(keys(visibleMenu(ctx(["orders"])))).toEqual(["orders", "orders/orders-overview", "orders/orders-list"]);
  });
  it("shows a staff member with products and content the menu and content items", () => {
    expect(keys(visibleMenu(ctx(["products", "content"])))).toEqual([
      "menu", "menu/menu-products", "menu/menu-categories-tags-courses", "menu/discounts", "content",
    ]);
  });
  it("shows a staff member with settings the delivery and settings items, without frontend settings in production", () => {
    expect(keys(visibleMenu(ctx(["settings"])))).toEqual([
      "delivery", "settings", "settings/settings-general-settings", "settings/opening-hours-settings", "settings/taxes-settings",
      "settings/settings-printers", "settings/settings-company-info", "settings/settings-domains", "settings/settings-banking", "settings/settings-api",
    ]);
  });
  it("shows frontend settings outside production and demo", () => {
    expect(keys(visibleMenu(ctx(["settings"], "dev")))).toContain("settings/frontend-settings");
    expect(keys(visibleMenu(ctx(["settings"], "demo")))).not.toContain("settings/frontend-settings");
  });
  it("shows the owner every item, the profile included, and accounts outside production", () => {
    expect(visibleMenu(ctx(OWNER, "local")).map((i) => i.key)).toEqual([
      "dashboard", "orders", "menu", "accounts", "zones", "delivery", "customers", "content", "settings", "profile",
    ]);
  });
  it("shows the accounts item in production to every company by default (no list configured)", () => {
    expect(visibleMenu(ctx(OWNER)).map((i) => i.key)).toContain("accounts");
    expect(keys(visibleMenu(ctx(["accounts"])))).toEqual(["accounts"]);
  });
  it("limits the accounts item in production to the companies of a configured list, and not elsewhere", () => {
    expect(accountsMenuShown({ companyId: "c1", environment: "production" }, ["c2"])).toBe(false);
    expect(accountsMenuShown({ companyId: "c2", environment: "production" }, ["c2"])).toBe(true);
    expect(accountsMenuShown({ companyId: "c1", environment: "demo" }, ["c2"])).toBe(true);
    expect(accountsMenuShown({ companyId: "c1", environment: "production" }, null)).toBe(true);
  });
  it("links a parent to its first visible child", () => {
    expect(visibleMenu(ctx(["settings"])).find((i) => i.key === "settings")?.path).toBe("/settings/general");
  });
  it("shows nothing to a staff member without permissions", () => {
    expect(visibleMenu(ctx([]))).toEqual([]);
  });
});

describe("environmentForHost", () => {
  it.each([
    ["localhost", "local"],
    ["127.0.0.1", "local"],
    ["dev.comanda.app", "dev"],
    ["demo.comanda.app", "demo"],
    ["admin.comanda.app", "production"],
  ])("reads %s as %s", (host, environment) => {
    expect(environmentForHost(host)).toBe(environment);
  });
});
