// An ordered list (tags, courses, production locations) reordered by dragging a row's handle, with the
// pointer, by touch or with the keyboard (space, arrows, space), or by the row's "Move up"/"Move down".
import type { ReactNode } from "react";
import { Button, Typography } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, HolderOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { DndContext } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { LanguageCode } from "@comanda/shared";
import { useSortableList } from "../../../ui/sortable/useSortableList";
import type { DisplayName } from "../displayName";
import { structureMessages as m } from "../messages";
import { ItemName } from "./ItemName";
import { RowActions, type RowAction } from "../../../ui/rowActions";

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

export function SortableList({ rows, language, wide, disabled, label, empty, onMove, onRename, onDelete }: SortableListProps) {
  const intl = useIntl();
  const { shown, ids, dndProps } = useSortableList(rows, { nameOf: (row) => row.name.text || intl.formatMessage(m.noName), texts: m, onMove });

  if (rows.length === 0) return <div className="structure-empty">{empty}</div>;

  return (
    <DndContext {...dndProps}>
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
