// An ordered list (tags, courses, production locations) reordered by dragging a row's handle, with the
// pointer, by touch or with the keyboard (space, arrows, space), or by the row's "Move up"/"Move down".
import { useMemo, useState, type ReactNode } from "react";
import { Button, Typography } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, HolderOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { LanguageCode } from "@comanda/shared";
import type { DisplayName } from "../displayName";
import { structureMessages as m } from "../messages";
import { ItemName } from "./ItemName";
import { RowActions, type RowAction } from "./RowActions";

export interface ListRow {
  id: string;
  name: DisplayName;
  /** Products using the item. */
  count: number;
}

export interface SortableListProps {
  rows: readonly ListRow[];
  language: LanguageCode;
  wide: boolean;
  disabled?: boolean;
  /** Accessible name of the list, e.g. "Courses". */
  label: string;
  /** Shown when there are no rows. */
  empty: ReactNode;
  /** `toIndex`: the row's index once moved. */
  onMove: (id: string, toIndex: number) => Promise<void> | void;
  onRename: (id: string) => void;
  onDelete: (id: string) => void;
}

// Rows only move up and down.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export function SortableList({ rows, language, wide, disabled, label, empty, onMove, onRename, onDelete }: SortableListProps) {
  const intl = useIntl();
  // The order shown right after a drop until the write settles (no jump back). The live list has the
  // written order by then: Firestore reports a local write before the server confirms it.
  const [dropped, setDropped] = useState<string[] | null>(null);
  const shown = useMemo(() => {
    if (!dropped) return rows;
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = dropped.map((id) => byId.get(id)).filter((r): r is ListRow => !!r);
    return ordered.length === rows.length ? ordered : rows;
  }, [rows, dropped]);
  const ids = useMemo(() => shown.map((r) => r.id), [shown]);

  const sensors = useSensors(
    // A short travel before a drag starts keeps taps on the handle from becoming drags.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) => {
    const row = shown.find((r) => r.id === id);
    return row ? row.name.text || intl.formatMessage(m.noName) : "";
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => intl.formatMessage(m.dragStart, { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? intl.formatMessage(m.dragOver, { name: nameOf(active.id), position: positionOf(over.id), total: ids.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? intl.formatMessage(m.dragEnd, { name: nameOf(active.id), position: positionOf(over.id), total: ids.length }) : undefined),
    onDragCancel: ({ active }) => intl.formatMessage(m.dragCancel, { name: nameOf(active.id) }),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    setDropped(arrayMove(ids, from, to));
    void Promise.resolve(onMove(String(active.id), to)).finally(() => setDropped(null));
  };

  if (rows.length === 0) return <div className="structure-empty">{empty}</div>;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: intl.formatMessage(m.dragInstructions) } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul className="structure-list" aria-label={label}>
          {shown.map((row, index) => (
            <SortableRow
              key={row.id}
              row={row}
              language={language}
              wide={wide}
              disabled={disabled}
              actions={[
                { key: "rename", label: intl.formatMessage(m.rename), icon: <EditOutlined />, inline: true, onClick: () => onRename(row.id) },
                { key: "up", label: intl.formatMessage(m.moveUp), icon: <ArrowUpOutlined />, disabled: index === 0, onClick: () => onMove(row.id, index - 1) },
                {
                  key: "down",
                  label: intl.formatMessage(m.moveDown),
                  icon: <ArrowDownOutlined />,
                  disabled: index === shown.length - 1,
                  onClick: () => onMove(row.id, index + 1),
                },
                { key: "delete", label: intl.formatMessage(m.delete), icon: <DeleteOutlined />, danger: true, inline: true, dividerBefore: true, onClick: () => onDelete(row.id) },
              ]}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  row: ListRow;
  language: LanguageCode;
  wide: boolean;
  disabled?: boolean;
  actions: RowAction[];
}

function SortableRow({ row, language, wide, disabled, actions }: SortableRowProps) {
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.id, disabled });
  const name = row.name.text || intl.formatMessage(m.noName);
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? "structure-row structure-row-dragging" : "structure-row"}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-id={row.id}
    >
      <Button
        ref={setActivatorNodeRef}
        type="text"
        className="structure-handle"
        icon={<HolderOutlined />}
        aria-label={intl.formatMessage(m.dragHandle, { name })}
        disabled={disabled}
        {...attributes}
        {...listeners}
      />
      <span className="structure-row-main">
        <ItemName name={row.name} language={language} />
      </span>
      <Typography.Text type="secondary" className="structure-count">
        {intl.formatMessage(m.productCount, { count: row.count })}
      </Typography.Text>
      <RowActions actions={actions} wide={wide} moreLabel={intl.formatMessage(m.actions, { name })} disabled={disabled} />
    </li>
  );
}
