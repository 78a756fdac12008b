// The products as a virtualised list (only the rows on screen exist in the page, so 2,000 products scroll
// smoothly on a phone) that can be reordered by dragging a row's handle, with the mouse, touch or keyboard.
import { memo, useCallback, useMemo, useRef, useState } from "react";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { defaultRangeExtractor, type Range } from "@tanstack/react-virtual";
import { theme } from "antd";
import { useIntl } from "react-intl";
import { VirtualList } from "../../../../ui/list/VirtualList";
import { productListMessages as m } from "../messages";
import type { ProductRow } from "../productRows";
import { ProductRowPreview, ProductRowView, type RowActions, type RowFormat } from "./ProductRowView";
import { RowMenu, type RowMenuTarget } from "./RowMenu";

export const ROW_HEIGHT = 64;
const OVERSCAN = 6;

export interface ProductListProps {
  rows: readonly ProductRow[];
  compact: boolean;
  dragEnabled: boolean;
  disabled?: boolean;
  actions: RowActions;
  format: RowFormat;
  /** The product was dropped at `toIndex` of `rows` (counted as in the list after the move). */
  onReorder: (id: string, toIndex: number) => void;
}

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
// A constant array: a new one per render would re-render the DnD context on every scrolled frame.
const MODIFIERS = [verticalOnly];

export const ProductList = memo(function ProductList({ rows, compact, dragEnabled, disabled, actions, format, onReorder }: ProductListProps) {
  const intl = useIntl();
  const [activeId, setActiveId] = useState<string | null>(null);
  const [menu, setMenu] = useState<RowMenuTarget | null>(null);
  // A click on the "more" button of the open menu first closes it (outside click), then would reopen it.
  const lastClosed = useRef({ id: "", at: 0 });
  const openMenu = useCallback((id: string, button: HTMLElement) => {
    if (lastClosed.current.id === id && performance.now() - lastClosed.current.at < 400) return;
    setMenu({ id, button });
  }, []);
  const closeMenu = useCallback(() => {
    setMenu((current) => {
      if (current) lastClosed.current = { id: current.id, at: performance.now() };
      return null;
    });
  }, []);
  const { token } = theme.useToken();
  const ids = useMemo(() => rows.map((r) => r.id), [rows]);
  const indexOf = useMemo(() => new Map(ids.map((id, i) => [id, i])), [ids]);
  const activeIndex = activeId === null ? -1 : (indexOf.get(activeId) ?? -1);

  // The dragged row stays rendered even when scrolled far away, or dnd-kit would lose it.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex >= 0 && !indexes.includes(activeIndex) ? [...indexes, activeIndex].sort((a, b) => a - b) : indexes;
    },
    [activeIndex],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = useCallback((id: UniqueIdentifier) => rows[indexOf.get(String(id)) ?? -1]?.name ?? "", [rows, indexOf]);
  const positionOf = useCallback((id: UniqueIdentifier | undefined) => (id === undefined ? 0 : (indexOf.get(String(id)) ?? -1) + 1), [indexOf]);
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => intl.formatMessage(m.dragStart, { name: nameOf(active.id), position: positionOf(active.id), count: rows.length }),
      onDragOver: ({ active, over }) =>
        over ? intl.formatMessage(m.dragOver, { name: nameOf(active.id), position: positionOf(over.id), count: rows.length }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? intl.formatMessage(m.dragEnd, { name: nameOf(active.id), position: positionOf(over.id), count: rows.length }) : undefined,
      onDragCancel: ({ active }) => intl.formatMessage(m.dragCancel, { name: nameOf(active.id) }),
    }),
    [intl, nameOf, positionOf, rows.length],
  );
  const accessibility = useMemo(
    () => ({ announcements, screenReaderInstructions: { draggable: intl.formatMessage(m.dragInstructions) } }),
    [announcements, intl],
  );

  const handleDragStart = useCallback((event: DragStartEvent) => setActiveId(String(event.active.id)), []);
  const handleDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setActiveId(null);
      if (!over || active.id === over.id) return;
      const toIndex = indexOf.get(String(over.id));
      if (toIndex !== undefined) onReorder(String(active.id), toIndex);
    },
    [indexOf, onReorder],
  );
  const handleDragCancel = useCallback(() => setActiveId(null), []);

  const primaryColor = useMemo(() => ({ ["--pl-primary" as string]: token.colorPrimary }), [token.colorPrimary]);
  const active = activeIndex >= 0 ? rows[activeIndex] : null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={MODIFIERS}
      accessibility={accessibility}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={handleDragCancel}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <VirtualList
          items={rows}
          rowHeight={ROW_HEIGHT}
          overscan={OVERSCAN}
          rangeExtractor={rangeExtractor}
          className="pl-list"
          slotClassName="pl-slot"
          style={primaryColor}
          renderRow={(row) => (
            <ProductRowView row={row} compact={compact} dragEnabled={dragEnabled} disabled={disabled} actions={actions} format={format} onMenu={openMenu} />
          )}
        />
      </SortableContext>
      <RowMenu
        target={menu}
        index={menu ? (indexOf.get(menu.id) ?? -1) : -1}
        count={rows.length}
        disabled={disabled}
        actions={actions}
        onClose={closeMenu}
      />
      <DragOverlay>{active ? <ProductRowPreview row={active} price={format.money(active.price)} /> : null}</DragOverlay>
    </DndContext>
  );
});
