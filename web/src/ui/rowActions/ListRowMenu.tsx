// The actions menu of a long list: one dropdown for the whole list, opened under the "more" button of the
// row it is for, so that rows stay light enough to mount on every keystroke and scrolled frame.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { Dropdown } from "antd";
import { rowActionItems, type RowAction } from "./rowAction";

export interface ListRowMenuProps {
  /** The row's "more" button, null while the menu is closed. */
  button: HTMLElement | null;
  actions: readonly RowAction[];
  onClose: () => void;
}

interface Anchor {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function ListRowMenu({ button, actions, onClose }: ListRowMenuProps) {
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const popup = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!button) return setAnchor(null);
    const { left, top, width, height } = button.getBoundingClientRect();
    setAnchor({ left, top, width, height });
  }, [button]);

  // The anchor is fixed to the viewport: scrolling or resizing closes the menu rather than leaving it behind.
  useEffect(() => {
    if (!button) return;
    window.addEventListener("scroll", onClose, { passive: true });
    window.addEventListener("resize", onClose);
    return () => {
      window.removeEventListener("scroll", onClose);
      window.removeEventListener("resize", onClose);
    };
  }, [button, onClose]);

  // Keyboard users land in the menu (arrow keys move through it); closing gives focus back to the button.
  const focused = useRef(false);
  useEffect(() => {
    if (!button || !anchor) return;
    focused.current = false;
    const frame = requestAnimationFrame(() => popup.current?.querySelector<HTMLElement>("[role='menu']")?.focus());
    return () => {
      cancelAnimationFrame(frame);
      if (focused.current && button.isConnected) button.focus();
    };
  }, [button, anchor]);

  if (!button || !anchor) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" || event.key === "Tab") onClose();
  };
  return (
    <Dropdown
      open
      menu={{
        items: rowActionItems(actions),
        onClick: ({ key }) => {
          onClose();
          actions.find((a) => a.key === key)?.onClick();
        },
      }}
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
