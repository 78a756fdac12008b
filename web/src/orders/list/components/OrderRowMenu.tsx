// The actions menu of an order row (details, reopen, remark, documents): the list's one shared row menu.
import { EditOutlined, EyeOutlined, FileTextOutlined, PrinterOutlined, UndoOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { OrderStatus } from "@comanda/shared";
import { ListRowMenu, type RowAction } from "../../../ui/rowActions";
import { orderListMessages as m } from "../messages";

export type OrderAction = "details" | "reopen" | "remark" | "receipt" | "deliveryNote";

export interface OrderMenuTarget {
  id: string;
  status: OrderStatus;
  button: HTMLElement;
}

export function OrderRowMenu({ target, onAction, onClose }: { target: OrderMenuTarget | null; onAction: (id: string, action: OrderAction) => void; onClose: () => void }) {
  const intl = useIntl();
  const act = (action: OrderAction) => () => target && onAction(target.id, action);
  const actions: RowAction[] = [
    { key: "details", icon: <EyeOutlined />, label: intl.formatMessage(m.details), onClick: act("details") },
    ...(target?.status === "done" ? [{ key: "reopen", icon: <UndoOutlined />, label: intl.formatMessage(m.reopen), onClick: act("reopen") }] : []),
    { key: "remark", icon: <EditOutlined />, label: intl.formatMessage(m.staffRemark), onClick: act("remark") },
    { key: "receipt", icon: <PrinterOutlined />, label: intl.formatMessage(m.receipt), dividerBefore: true, onClick: act("receipt") },
    { key: "deliveryNote", icon: <FileTextOutlined />, label: intl.formatMessage(m.deliveryNote), onClick: act("deliveryNote") },
  ];
  return <ListRowMenu button={target?.button ?? null} actions={actions} onClose={onClose} />;
}
