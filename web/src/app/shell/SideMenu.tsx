// The side navigation (spec §2): company logo and name, the permitted entries with the new-orders badge, the bottom area.
import { useMemo, useState } from "react";
import { Badge, Flex, Menu, Typography } from "antd";
import { useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import type { MenuItem, MenuKey } from "@comanda/shared";
import { useCompany } from "../../company";
import { CompanyLogo } from "./CompanyLogo";
import { MenuBottom, type MenuBottomProps } from "./MenuBottom";
import { currentMenuKey, toAntItems } from "./menuItems";
import { menuMessages, shellMessages } from "./messages";

export interface SideMenuProps extends MenuBottomProps {
  items: readonly MenuItem[];
  newOrders: number;
  newOrdersHighlighted: boolean;
}

export function SideMenu({ items, newOrders, newOrdersHighlighted, onNavigate, ...bottom }: SideMenuProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { info, name } = useCompany();
  const current = currentMenuKey(pathname, items);
  const [openKeys, setOpenKeys] = useState<string[]>(current.parent ? [current.parent] : []);
  const visibleOpenKeys = current.parent && !openKeys.includes(current.parent) ? [...openKeys, current.parent] : openKeys;

  const antItems = useMemo(
    () =>
      toAntItems(items, (key: MenuKey) => {
        const text = intl.formatMessage(menuMessages[key]);
        if (key !== "orders") return text;
        return (
          <span className={newOrdersHighlighted ? "shell-orders-label shell-menu-highlight" : "shell-orders-label"} data-testid="orders-menu-label">
            {text}{" "}
            <Badge count={newOrders} size="small" title={intl.formatMessage(shellMessages.newOrders, { count: newOrders })} />
          </span>
        );
      }),
    [items, intl, newOrders, newOrdersHighlighted],
  );

  return (
    <Flex vertical className="shell-side-menu">
      <Flex align="center" gap={12} className="shell-brand">
        <CompanyLogo picture={info?.picture} name={name} />
        <Typography.Text strong ellipsis>
          {name || intl.formatMessage(shellMessages.defaultBrand)}
        </Typography.Text>
      </Flex>
      <nav aria-label={intl.formatMessage(shellMessages.navigation)} className="shell-nav">
        <Menu
          mode="inline"
          items={antItems}
          selectedKeys={current.key ? [current.key] : []}
          openKeys={visibleOpenKeys}
          onOpenChange={(keys) => setOpenKeys(keys)}
          onClick={onNavigate}
        />
      </nav>
      <MenuBottom onNavigate={onNavigate} {...bottom} />
    </Flex>
  );
}
