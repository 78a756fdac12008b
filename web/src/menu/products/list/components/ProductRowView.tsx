// One row of the products list: photo, name, badges, category, price, the shop visibility switch and the
// row's actions (edit, move, delete). Sortable by its drag handle; the whole row opens the editor.
import { memo, type CSSProperties, type MouseEvent } from "react";
import { Button, Dropdown, Switch, Tag, type MenuProps } from "antd";
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  ClockCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  HolderOutlined,
  MoreOutlined,
  StopOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
} from "@ant-design/icons";
import { useSortable } from "@dnd-kit/sortable";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { uiMessages } from "../../../../ui/messages";
import { productListMessages as m } from "../messages";
import type { MoveAction } from "../productMoves";
import type { ProductRow, SoldOutState } from "../productRows";
import { ProductThumb } from "./ProductThumb";

export interface RowActions {
  onOpen: (id: string) => void;
  onToggleHidden: (id: string, hidden: boolean) => void;
  onMove: (id: string, action: MoveAction) => void;
  onDelete: (id: string) => void;
}

export interface RowFormat {
  money: (amount: number) => string;
  soldOut: (state: Exclude<SoldOutState, null>) => string;
}

export interface ProductRowViewProps {
  row: ProductRow;
  index: number;
  count: number;
  compact: boolean;
  dragEnabled: boolean;
  disabled?: boolean;
  actions: RowActions;
  format: RowFormat;
}

export const editPath = (id: string) => `/menu/products/${encodeURIComponent(id)}/edit`;

/** Clicks on these open nothing: they are the row's own controls. */
function fromControl(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest("a, button, [role='switch'], [role='menu'], .pl-control") !== null;
}

export const ProductRowView = memo(function ProductRowView({ row, index, count, compact, dragEnabled, disabled, actions, format }: ProductRowViewProps) {
  const intl = useIntl();
  const name = row.name || intl.formatMessage(uiMessages.noName);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
    disabled: !dragEnabled || disabled,
    attributes: { roleDescription: intl.formatMessage(m.dragRole) },
  });
  const style: CSSProperties = {
    transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
  };

  const menu: MenuProps = {
    items: [
      { key: "edit", icon: <EditOutlined />, label: intl.formatMessage(m.edit) },
      { type: "divider" },
      { key: "top", icon: <VerticalAlignTopOutlined />, label: intl.formatMessage(m.moveTop), disabled: disabled || index === 0 },
      { key: "up", icon: <ArrowUpOutlined />, label: intl.formatMessage(m.moveUp), disabled: disabled || index === 0 },
      { key: "down", icon: <ArrowDownOutlined />, label: intl.formatMessage(m.moveDown), disabled: disabled || index === count - 1 },
      { key: "bottom", icon: <VerticalAlignBottomOutlined />, label: intl.formatMessage(m.moveBottom), disabled: disabled || index === count - 1 },
      { type: "divider" },
      { key: "delete", icon: <DeleteOutlined />, label: intl.formatMessage(m.delete), danger: true, disabled },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === "edit") actions.onOpen(row.id);
      else if (key === "delete") actions.onDelete(row.id);
      else actions.onMove(row.id, key as MoveAction);
    },
  };

  const badges = (
    <>
      {row.hidden ? (
        <Tag icon={<EyeInvisibleOutlined />} className="pl-badge">
          {intl.formatMessage(m.hidden)}
        </Tag>
      ) : null}
      {row.soldOut ? (
        <Tag color="error" icon={<StopOutlined />} className="pl-badge">
          {format.soldOut(row.soldOut)}
        </Tag>
      ) : null}
      {row.limited ? (
        <Tag color="warning" icon={<ClockCircleOutlined />} className="pl-badge">
          {intl.formatMessage(m.limitedAvailability)}
        </Tag>
      ) : null}
    </>
  );

  const price = format.money(row.price);
  const className = ["pl-row", compact ? "pl-row--compact" : "pl-row--wide", row.hidden ? "pl-row--hidden" : "", isDragging ? "pl-row--dragging" : ""].join(" ");

  return (
    <div ref={setNodeRef} style={style} className={className} data-product-id={row.id} onClick={(e) => !fromControl(e) && actions.onOpen(row.id)}>
      {compact ? null : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="pl-handle"
          {...attributes}
          {...listeners}
          aria-label={intl.formatMessage(m.reorder, { name })}
          disabled={!dragEnabled || disabled}
        >
          <HolderOutlined />
        </button>
      )}
      <ProductThumb picture={row.picture} size={compact ? 44 : 48} />
      <div className="pl-main">
        <div className="pl-name-line">
          <Link to={editPath(row.id)} className="pl-name" title={name}>
            {name}
          </Link>
          {row.combined ? (
            <Tag color="purple" className="pl-badge">
              {intl.formatMessage(m.combined)}
            </Tag>
          ) : null}
        </div>
        {compact || row.category || row.hidden || row.soldOut || row.limited || row.tags.length > 0 ? (
          <div className="pl-meta">
            {compact ? <span className="pl-meta-price">{price}</span> : null}
            {row.category ? <span className="pl-meta-category">{row.category}</span> : null}
            {badges}
            {compact
              ? null
              : row.tags.map((tag) => (
                  <Tag key={tag} variant="outlined" className="pl-tag">
                    {tag}
                  </Tag>
                ))}
          </div>
        ) : null}
      </div>
      {compact ? null : (
        <>
          <div className="pl-category" title={row.category}>
            {row.category}
          </div>
          <div className="pl-price">{price}</div>
        </>
      )}
      <div className="pl-toggle pl-control" onClick={(e) => e.target === e.currentTarget && !disabled && actions.onToggleHidden(row.id, !row.hidden)}>
        <Switch
          checked={!row.hidden}
          disabled={disabled}
          onChange={(visible) => actions.onToggleHidden(row.id, !visible)}
          aria-label={intl.formatMessage(m.showInShop, { name })}
        />
      </div>
      <Dropdown menu={menu} trigger={["click"]} placement="bottomRight">
        <Button type="text" className="pl-more" icon={<MoreOutlined />} aria-label={intl.formatMessage(m.moreActions, { name })} />
      </Dropdown>
    </div>
  );
});

/** The row as it follows the pointer while dragged. */
export function ProductRowPreview({ row, price }: { row: ProductRow; price: string }) {
  return (
    <div className="pl-row pl-row--wide pl-row--overlay">
      <span className="pl-handle" aria-hidden>
        <HolderOutlined />
      </span>
      <ProductThumb picture={row.picture} size={48} />
      <div className="pl-main">
        <div className="pl-name-line">
          <span className="pl-name">{row.name}</span>
        </div>
      </div>
      <div className="pl-category">{row.category}</div>
      <div className="pl-price">{price}</div>
    </div>
  );
}
