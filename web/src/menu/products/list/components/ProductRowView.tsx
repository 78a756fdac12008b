// One row of the products list: photo, name, badges, category, price, the shop visibility switch and the
// button of the row's actions menu. Sortable by its drag handle; the whole row opens the editor.
// Rows mount and unmount on every scrolled frame, so they are plain elements (no antd component or icon per row):
// the actions menu is one shared dropdown (RowMenu), the switch a native button with role "switch".
import { memo, type CSSProperties, type MouseEvent } from "react";
import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { uiMessages } from "../../../../ui/messages";
import { productListMessages as m } from "../messages";
import type { MoveAction } from "../../../../ui/sortable/sortOrderMoves";
import type { ProductRow, SoldOutState } from "../productRows";
import { RowIcon } from "./RowIcon";

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
  compact: boolean;
  dragEnabled: boolean;
  disabled?: boolean;
  actions: RowActions;
  format: RowFormat;
  /** Opens the shared actions menu for this row under the given button. */
  onMenu: (id: string, button: HTMLElement) => void;
}

export const editPath = (id: string) => `/menu/products/${encodeURIComponent(id)}/edit`;

/** Clicks on these open nothing: they are the row's own controls. */
function fromControl(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest("a, button, [role='menu']") !== null;
}

/**
 * The sortable shell. dnd-kit re-renders every sortable row whenever a row (droppable) mounts, which
 * happens on each scrolled frame; the shell is cheap and the memoised body below does not re-render then.
 */
export const ProductRowView = memo(function ProductRowView(props: ProductRowViewProps) {
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.row.id,
    disabled: !props.dragEnabled || props.disabled,
    attributes: { roleDescription: intl.formatMessage(m.dragRole) },
  });
  const style: CSSProperties = { transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined, transition };
  return (
    <div ref={setNodeRef} style={style} className={isDragging ? "pl-sortable pl-sortable--dragging" : "pl-sortable"}>
      <RowBody {...props} handleAttributes={attributes} handleListeners={listeners} setHandleRef={setActivatorNodeRef} />
    </div>
  );
});

interface RowBodyProps extends ProductRowViewProps {
  handleAttributes: DraggableAttributes;
  handleListeners: DraggableSyntheticListeners;
  setHandleRef: (element: HTMLElement | null) => void;
}

const RowBody = memo(function RowBody({ row, compact, dragEnabled, disabled, actions, format, onMenu, handleAttributes, handleListeners, setHandleRef }: RowBodyProps) {
  const intl = useIntl();
  const name = row.name || intl.formatMessage(uiMessages.noName);
  const price = format.money(row.price);
  const hasMeta = compact || !!row.category || row.hidden || !!row.soldOut || row.limited || row.tags.length > 0;
  const className = ["pl-row", compact ? "pl-row--compact" : "pl-row--wide", row.hidden ? "pl-row--hidden" : ""].join(" ");

  return (
    <div className={className} data-product-id={row.id} onClick={(e) => !fromControl(e) && actions.onOpen(row.id)}>
      {compact ? null : (
        <button
          type="button"
          ref={setHandleRef}
          className="pl-handle"
          {...handleAttributes}
          {...handleListeners}
          aria-label={intl.formatMessage(m.reorder, { name })}
          disabled={!dragEnabled || disabled}
        >
          <RowIcon name="holder" />
        </button>
      )}
      <ProductThumb picture={row.picture} size={compact ? 44 : 48} />
      <div className="pl-main">
        <div className="pl-name-line">
          <Link to={editPath(row.id)} className="pl-name" title={name}>
            {name}
          </Link>
          {row.combined ? <span className="pl-chip pl-chip--combined">{intl.formatMessage(m.combined)}</span> : null}
        </div>
        {hasMeta ? (
          <div className="pl-meta">
            {compact ? <span className="pl-meta-price">{price}</span> : null}
            {row.category ? <span className="pl-meta-category">{row.category}</span> : null}
            {row.hidden ? (
              <span className="pl-chip">
                <RowIcon name="eyeInvisible" /> {intl.formatMessage(m.hidden)}
              </span>
            ) : null}
            {row.soldOut ? (
              <span className="pl-chip pl-chip--soldout">
                <RowIcon name="stop" /> {format.soldOut(row.soldOut)}
              </span>
            ) : null}
            {row.limited ? (
              <span className="pl-chip pl-chip--limited">
                <RowIcon name="clock" /> {intl.formatMessage(m.limitedAvailability)}
              </span>
            ) : null}
            {compact
              ? null
              : row.tags.map((tag) => (
                  <span key={tag} className="pl-chip pl-chip--tag">
                    {tag}
                  </span>
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
      <button
        type="button"
        role="switch"
        aria-checked={!row.hidden}
        aria-label={intl.formatMessage(m.showInShop, { name })}
        className="pl-switch"
        disabled={disabled}
        onClick={() => actions.onToggleHidden(row.id, !row.hidden)}
      >
        <span className="pl-switch-track">
          <span className="pl-switch-knob" />
        </span>
      </button>
      <button
        type="button"
        className="pl-more"
        aria-haspopup="menu"
        aria-label={intl.formatMessage(m.moreActions, { name })}
        onClick={(e) => onMenu(row.id, e.currentTarget)}
      >
        <RowIcon name="more" />
      </button>
    </div>
  );
});

/** A product's photo at a fixed size, loaded lazily; a neutral placeholder without photo. */
function ProductThumb({ picture, size }: { picture: string | null; size: number }) {
  const style = { width: size, height: size };
  if (!picture) {
    return (
      <span className="pl-thumb pl-thumb--empty" style={style} aria-hidden>
        <RowIcon name="picture" />
      </span>
    );
  }
  // The name stands next to the photo, so the image itself is decorative (empty alt).
  return <img className="pl-thumb" src={picture} alt="" width={size} height={size} loading="lazy" decoding="async" style={style} />;
}

/** The row as it follows the pointer while dragged. */
export function ProductRowPreview({ row, price }: { row: ProductRow; price: string }) {
  return (
    <div className="pl-row pl-row--wide pl-row--overlay">
      <span className="pl-handle" aria-hidden>
        <RowIcon name="holder" />
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
