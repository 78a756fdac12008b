// The actions of one row: the frequent ones as icon buttons on a wide screen, everything else (and on a
// phone, everything) in a "more" menu that works by touch and keyboard.
import type { ReactNode } from "react";
import { Button, Dropdown, Tooltip } from "antd";
import type { MenuProps } from "antd";
import { MoreOutlined } from "@ant-design/icons";

export interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** Shown as an icon button when there is room. */
  inline?: boolean;
  /** A divider goes above this action in the menu. */
  dividerBefore?: boolean;
}

export interface RowActionsProps {
  actions: readonly RowAction[];
  /** Room for the inline buttons (tablet and laptop). */
  wide: boolean;
  /** Accessible name of the "more" button, e.g. "More actions for Starters". */
  moreLabel: string;
  disabled?: boolean;
}

// Touch targets of at least 40 px (spec: mobile first).
const BUTTON_STYLE = { width: 40, height: 40 } as const;

export function RowActions({ actions, wide, moreLabel, disabled }: RowActionsProps) {
  const inline = wide ? actions.filter((a) => a.inline && !a.disabled) : [];
  const inMenu = actions.filter((a) => !inline.includes(a));
  const items: MenuProps["items"] = inMenu.flatMap((a, i) => [
    ...(a.dividerBefore && i > 0 ? [{ type: "divider" as const, key: `${a.key}-divider` }] : []),
    { key: a.key, label: a.label, icon: a.icon, danger: a.danger, disabled: a.disabled },
  ]);
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

  return (
    // Clicks stay in the row: inside the category tree they must not expand or drag the node.
    <span className="structure-actions" onClick={stop} onMouseDown={stop} onDragStart={(e) => e.preventDefault()}>
      {inline.map((a) => (
        <Tooltip key={a.key} title={a.label}>
          <Button
            type="text"
            style={BUTTON_STYLE}
            icon={a.icon}
            aria-label={a.label}
            // Red only in the menu and the confirmation: a red icon on every row would shout.
            className={a.danger ? "structure-action-danger" : undefined}
            disabled={disabled}
            onClick={a.onClick}
          />
        </Tooltip>
      ))}
      {inMenu.length > 0 ? (
        <Dropdown
          trigger={["click"]}
          disabled={disabled}
          menu={{
            items,
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              inMenu.find((a) => a.key === key)?.onClick();
            },
          }}
        >
          <Button type="text" style={BUTTON_STYLE} icon={<MoreOutlined />} aria-label={moreLabel} />
        </Dropdown>
      ) : null}
    </span>
  );
}
