import { describe, expect, it } from "vitest";
import { visibleMenu } from "@comanda/shared";
import { currentMenuKey } from "./menuItems";

const ownerMenu = visibleMenu({ permissions: ["owner", "products", "settings", "content"], companyId: "c1", environment: "local" });

describe("currentMenuKey", () => {
  it("finds a child entry and opens its parent", () => {
    expect(currentMenuKey("/settings/printers", ownerMenu)).toEqual({ key: "settings-printers", parent: "settings" });
  });

  it("keeps the entry selected on the screens below it", () => {
    expect(currentMenuKey("/menu/products/p1/edit", ownerMenu)).toEqual({ key: "menu-products", parent: "menu" });
  });

  it("selects the order list for the open orders route, which shares its screen", () => {
    expect(currentMenuKey("/orders/open", ownerMenu)).toEqual({ key: "orders-list", parent: "orders" });
  });

  it("selects content while a page is edited", () => {
    expect(currentMenuKey("/pages/x/edit", ownerMenu)).toEqual({ key: "content", parent: null });
  });

  it("selects nothing for a screen outside the menu", () => {
    expect(currentMenuKey("/notifications", ownerMenu)).toEqual({ key: null, parent: null });
  });
});
