// The actions menu of an order row: one dropdown for the whole list, opened under the row's "more" button,
// so that rows stay light enough to mount on every keystroke and scrolled frame.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { Dropdown, type MenuProps } from "antd";
import { EditOutlined, EyeOutlined, FileTextOutlined, PrinterOutlined, UndoOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { OrderStatus } from "@comanda/shared";
import { orderListMessages as m } from "../messages";

export type OrderAction = "details" | "reopen" | "remark" | "receipt" | "deliveryNote";

export interface OrderMenuTarget {
  id: string;
  status: OrderStatus;
  button: HTMLElement;
}

interface Anchor {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function OrderRowMenu({ target, onAction, onClose }: { target: OrderMenuTarget | null; onAction: (id: string, action: OrderAction) => void; onClose: () => void }) {
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
  const menu: MenuProps = {
    items: [
      { key: "details", icon: <EyeOutlined />, label: intl.formatMessage(m.details) },
      ...(target.status === "done" ? [{ key: "reopen", icon: <UndoOutlined />, label: intl.formatMessage(m.reopen) }] : []),
      { key: "remark", icon: <EditOutlined />, label: intl.formatMessage(m.staffRemark) },
      { type: "divider" as const },
      { key: "receipt", icon: <PrinterOutlined />, label: intl.formatMessage(m.receipt) },
      { key: "deliveryNote", icon: <FileTextOutlined />, label: intl.formatMessage(m.deliveryNote) },
    ],
    onClick: ({ key }) => {
      onClose();
      onAction(target.id, key as OrderAction);
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
