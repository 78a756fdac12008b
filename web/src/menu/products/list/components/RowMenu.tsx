// The actions menu of a product row (edit, move, delete): one dropdown for the whole list, opened under
// the row's "more" button, so that rows stay light enough to mount on every scrolled frame.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { Dropdown, type MenuProps } from "antd";
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
} from "@ant-design/icons";
import { useIntl } from "react-intl";
import { productListMessages as m } from "../messages";
import type { MoveAction } from "../productMoves";
import type { RowActions } from "./ProductRowView";

export interface RowMenuTarget {
  id: string;
  button: HTMLElement;
}

export interface RowMenuProps {
  target: RowMenuTarget | null;
  /** The row's index in the list as shown (moves up/down are disabled at the ends), -1 when unknown. */
  index: number;
  count: number;
  disabled?: boolean;
  actions: RowActions;
  onClose: () => void;
}

interface Anchor {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function RowMenu({ target, index, count, disabled, actions, onClose }: RowMenuProps) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const popup = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!target) return setAnchor(null);
    const { left, top, width, height } = target.button.getBoundingClientRect();
    setAnchor({ left, top, width, height });
  }, [target]);

  // The anchor is fixed to the viewport: scrolling or resizing closes the menu rather than leaving it behind.
  useEffect(() => {
    if (!target) return;
    window.addEventListener("scroll", onClose, { passive: true });
    window.addEventListener("resize", onClose);
    return () => {
      window.removeEventListener("scroll", onClose);
      window.removeEventListener("resize", onClose);
    };
  }, [target, onClose]);

  // Keyboard users land in the menu (arrow keys move through it); closing gives focus back to the button.
  const focused = useRef(false);
  useEffect(() => {
    if (!target || !anchor) return;
    focused.current = false;
    const frame = requestAnimationFrame(() => popup.current?.querySelector<HTMLElement>("[role='menu']")?.focus());
    return () => {
      cancelAnimationFrame(frame);
      if (focused.current && target.button.isConnected) target.button.focus();
    };
  }, [target, anchor]);

  if (!target || !anchor) return null;
  const first = index <= 0;
  const last = index < 0 || index >= count - 1;
  const menu: MenuProps = {
    items: [
      { key: "edit", icon: <EditOutlined />, label: intl.formatMessage(m.edit) },
      { type: "divider" },
      { key: "top", icon: <VerticalAlignTopOutlined />, label: intl.formatMessage(m.moveTop), disabled: disabled || first },
      { key: "up", icon: <ArrowUpOutlined />, label: intl.formatMessage(m.moveUp), disabled: disabled || first },
      { key: "down", icon: <ArrowDownOutlined />, label: intl.formatMessage(m.moveDown), disabled: disabled || last },
      { key: "bottom", icon: <VerticalAlignBottomOutlined />, label: intl.formatMessage(m.moveBottom), disabled: disabled || last },
      { type: "divider" },
      { key: "delete", icon: <DeleteOutlined />, label: intl.formatMessage(m.delete), danger: true, disabled },
    ],
    onClick: ({ key }) => {
      onClose();
      if (key === "edit") actions.onOpen(target.id);
      else if (key === "delete") actions.onDelete(target.id);
      else actions.onMove(target.id, key as MoveAction);
    },
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" || event.key === "Tab") onClose();
  };

  return (
    <Dropdown
      open
      menu={menu}
      trigger={["click"]}
      placement="bottomRight"
      onOpenChange={(open) => !open && onClose()}
      popupRender={(node) => (
        <div ref={popup} onKeyDown={onKeyDown} onFocus={() => (focused.current = true)}>
          {node}
        </div>
      )}
    >
      <span aria-hidden style={{ position: "fixed", ...anchor, pointerEvents: "none" }} />
    </Dropdown>
  );
}
