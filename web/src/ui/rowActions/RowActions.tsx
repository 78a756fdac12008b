// The actions of one row: the frequent ones as icon buttons on a wide screen, everything else (and on a
// phone, everything) in a "more" menu that works by touch and keyboard. For short lists; a long, virtualised
// list opens one ListRowMenu for all its rows instead.
import { Button, Dropdown, Tooltip } from "antd";
import { MoreOutlined } from "@ant-design/icons";
import { rowActionItems, type RowAction } from "./rowAction";
import "./rowActions.css";

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
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

  return (
    // Clicks stay in the row: inside a tree they must not expand or drag the node.
    <span className="row-actions" onClick={stop} onMouseDown={stop} onDragStart={(e) => e.preventDefault()}>
      {inline.map((a) => (
        <Tooltip key={a.key} title={a.label}>
          <Button
            type="text"
            style={BUTTON_STYLE}
            icon={a.icon}
            aria-label={a.label}
            // Red only in the menu and the confirmation: a red icon on every row would shout.
            className={a.danger ? "row-action-danger" : undefined}
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
            items: rowActionItems(inMenu),
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
