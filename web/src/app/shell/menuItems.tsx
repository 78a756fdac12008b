// Turns the permitted side-menu entries (shared visibleMenu) into antd Menu items, and finds the current one.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { MenuProps } from "antd";
import {
  AppstoreOutlined,
  CarOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  ContactsOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { MenuItem as RouteMenuItem, MenuKey } from "@comanda/shared";

export type AntMenuItem = Required<MenuProps>["items"][number];

const ICONS: Partial<Record<MenuKey, ReactNode>> = {
  dashboard: <DashboardOutlined />,
  orders: <ShoppingCartOutlined />,
  menu: <AppstoreOutlined />,
  accounts: <TeamOutlined />,
  zones: <EnvironmentOutlined />,
  delivery: <CarOutlined />,
  customers: <ContactsOutlined />,
  content: <FileTextOutlined />,
  settings: <SettingOutlined />,
  profile: <UserOutlined />,
};

/** Builds antd items; `label` gives each key its (translated, possibly badged) text. */
export function toAntItems(items: readonly RouteMenuItem[], label: (key: MenuKey) => ReactNode): AntMenuItem[] {
  return items.map((item) =>
    item.children
      ? { key: item.key, icon: ICONS[item.key], label: label(item.key), children: toAntItems(item.children, label) }
      : { key: item.key, icon: ICONS[item.key], label: <Link to={item.path}>{label(item.key)}</Link> },
  );
}

// Screens reached from a menu entry whose path does not start with the entry's path.
const ALIASES: readonly (readonly [string, MenuKey])[] = [
  ["/orders/open", "orders-list"],
  ["/pages", "content"],
  ["/stories", "content"],
  ["/menu/accounts", "accounts"],
  ["/pointsofsale", "zones"],
  ["/users", "profile"],
];

function under(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(path.endsWith("/") ? path : `${path}/`);
}

/** The menu entry (and its parent) the current path belongs to; the longest matching path wins. */
export function currentMenuKey(pathname: string, items: readonly RouteMenuItem[]): { key: MenuKey | null; parent: MenuKey | null } {
  let best: { key: MenuKey; parent: MenuKey | null; length: number } | null = null;
  const consider = (key: MenuKey, parent: MenuKey | null, path: string) => {
    if (under(pathname, path) && (!best || path.length > best.length)) best = { key, parent, length: path.length };
  };
  for (const item of items) {
    if (item.children) for (const child of item.children) consider(child.key, item.key, child.path);
    else consider(item.key, null, item.path);
  }
  for (const [prefix, key] of ALIASES) {
    const parent = items.find((i) => i.children?.some((c) => c.key === key))?.key ?? null;
    const present = parent !== null || items.some((i) => i.key === key);
    if (present) consider(key, parent, prefix);
  }
  const found = best as { key: MenuKey; parent: MenuKey | null } | null;
  return found ? { key: found.key, parent: found.parent } : { key: null, parent: null };
}
