// The actions menu of a product row (edit, move, delete): the list's one shared row menu.
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
} from "@ant-design/icons";
import { useIntl } from "react-intl";
import { ListRowMenu, type RowAction } from "../../../../ui/rowActions";
import { productListMessages as m } from "../messages";
import type { MoveAction } from "../../../../ui/sortable/sortOrderMoves";
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

export function RowMenu({ target, index, count, disabled, actions, onClose }: RowMenuProps) {
  const intl = useIntl();
  const first = index <= 0;
  const last = index < 0 || index >= count - 1;
  const id = target?.id ?? "";
  const move = (action: MoveAction) => () => actions.onMove(id, action);
  const items: RowAction[] = [
    { key: "edit", icon: <EditOutlined />, label: intl.formatMessage(m.edit), onClick: () => actions.onOpen(id) },
    { key: "top", icon: <VerticalAlignTopOutlined />, label: intl.formatMessage(m.moveTop), disabled: disabled || first, dividerBefore: true, onClick: move("top") },
    { key: "up", icon: <ArrowUpOutlined />, label: intl.formatMessage(m.moveUp), disabled: disabled || first, onClick: move("up") },
    { key: "down", icon: <ArrowDownOutlined />, label: intl.formatMessage(m.moveDown), disabled: disabled || last, onClick: move("down") },
    { key: "bottom", icon: <VerticalAlignBottomOutlined />, label: intl.formatMessage(m.moveBottom), disabled: disabled || last, onClick: move("bottom") },
    { key: "delete", icon: <DeleteOutlined />, label: intl.formatMessage(m.delete), danger: true, disabled, dividerBefore: true, onClick: () => actions.onDelete(id) },
  ];
  return <ListRowMenu button={target?.button ?? null} actions={items} onClose={onClose} />;
}
