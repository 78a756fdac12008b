// Drag-to-reorder for the vertical lists ordered by sortOrder (zones; tags, courses and production
// locations), with @dnd-kit: pointer (after a short travel, so taps stay taps), touch and keyboard
// (space, arrows, space). Holds the order shown right after a drop until the write settles, so the row
// does not jump back, and speaks each step to screen readers in the user's language.
import { useMemo, useState } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DndContextProps,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, sortableKeyboardCoordinates } from "@dnd-kit/sortable";

/** Rows only move up and down. */
export const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [verticalOnly];

/** The screen-reader texts of a list ({name}, {position}, {total}); each list words them for its items. */
export interface SortableListTexts {
  dragInstructions: MessageDescriptor;
  dragStart: MessageDescriptor;
  dragOver: MessageDescriptor;
  dragEnd: MessageDescriptor;
  dragCancel: MessageDescriptor;
}

export interface SortableListOptions<T> {
  /** The row's name as announced (already with a fallback for a row without one). */
  nameOf: (row: T) => string;
  texts: SortableListTexts;
  /** `toIndex`: the row's index once moved. The dropped order shows until the promise settles. */
  onMove: (id: string, toIndex: number) => Promise<void> | void;
}

export interface SortableList<T> {
  /** The rows in the order to show. */
  shown: readonly T[];
  ids: string[];
  /** Spread onto the list's DndContext. */
  dndProps: Pick<DndContextProps, "sensors" | "collisionDetection" | "modifiers" | "onDragEnd" | "accessibility">;
}

export function useSortableList<T extends { id: string }>(rows: readonly T[], { nameOf, texts, onMove }: SortableListOptions<T>): SortableList<T> {
  const intl = useIntl();
  const [dropped, setDropped] = useState<string[] | null>(null);
  const shown = useMemo(() => {
    if (!dropped) return rows;
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = dropped.map((id) => byId.get(id)).filter((r): r is T => !!r);
    return ordered.length === rows.length ? ordered : rows;
  }, [rows, dropped]);
  const ids = useMemo(() => shown.map((r) => r.id), [shown]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const name = (id: UniqueIdentifier) => {
    const row = shown.find((r) => r.id === id);
    return row ? nameOf(row) : "";
  };
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => intl.formatMessage(texts.dragStart, { name: name(active.id) }),
    onDragOver: ({ active, over }) => (over ? intl.formatMessage(texts.dragOver, { name: name(active.id), position: position(over.id), total: ids.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? intl.formatMessage(texts.dragEnd, { name: name(active.id), position: position(over.id), total: ids.length }) : undefined),
    onDragCancel: ({ active }) => intl.formatMessage(texts.dragCancel, { name: name(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    setDropped(arrayMove(ids, from, to));
    void Promise.resolve(onMove(String(active.id), to)).finally(() => setDropped(null));
  };

  return {
    shown,
    ids,
    dndProps: {
      sensors,
      collisionDetection: closestCenter,
      modifiers: MODIFIERS,
      onDragEnd,
      accessibility: { announcements, screenReaderInstructions: { draggable: intl.formatMessage(texts.dragInstructions) } },
    },
  };
}
