// One action of a list row (edit, move, delete…), shared by the per-row menus and the one-per-list menu.
import type { ReactNode } from "react";
import type { MenuProps } from "antd";

export interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** Shown as an icon button when there is room (RowActions only). */
  inline?: boolean;
  /** A divider goes above this action in the menu. */
  dividerBefore?: boolean;
}

/** The dropdown's items for these actions (no divider above the first). */
export function rowActionItems(actions: readonly RowAction[]): NonNullable<MenuProps["items"]> {
  return actions.flatMap((a, i) => [
    ...(a.dividerBefore && i > 0 ? [{ type: "divider" as const, key: `${a.key}-divider` }] : []),
    { key: a.key, label: a.label, icon: a.icon, danger: a.danger, disabled: a.disabled },
  ]);
}
