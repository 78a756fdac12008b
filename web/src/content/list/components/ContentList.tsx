// Pages or stories in display order, reordered by dragging a row's handle (pointer, touch, or keyboard: space,
// arrows, space) with the sortable pieces the catalogue's lists use; each row with its picture, its title in the
// content language, whether the shop's navigation links to it, edit and delete.
import { memo } from "react";
import { Button, Flex, Tag, Typography } from "antd";
import { DeleteOutlined, EditOutlined, HolderOutlined, PictureOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { DndContext } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useSortableList } from "../../../ui/sortable/useSortableList";
import { contentListMessages as m } from "../../messages";

/** One row as shown: the title already in the content language (empty when it has none). */
export interface ContentRow {
  id: string;
  name: string;
  title: string;
  picture: string | null;
  showInNavigation: boolean;
}

export interface ContentListProps {
  rows: readonly ContentRow[];
  label: string;
  /** `toIndex`: the row's index once moved. */
  onMove: (id: string, toIndex: number) => Promise<void>;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

/** What a row is called aloud and in its buttons: its title, else its internal name. */
export const rowName = (row: ContentRow, fallback: string) => row.title || row.name || fallback;

export function ContentList({ rows, label, onMove, onEdit, onDelete }: ContentListProps) {
  const intl = useIntl();
  const noTitle = intl.formatMessage(m.noTitle);
  const { shown, ids, dndProps } = useSortableList(rows, { nameOf: (row) => rowName(row, noTitle), texts: m, onMove });
  return (
    <DndContext {...dndProps}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="content-list" aria-label={label}>
          {shown.map((row) => (
            <ContentRowView key={row.id} row={row} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

const ContentRowView = memo(function ContentRowView({ row, onEdit, onDelete }: { row: ContentRow; onEdit: (id: string) => void; onDelete: (id: string) => void }) {
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.id });
  const name = rowName(row, intl.formatMessage(m.noTitle));
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? "content-row content-row-dragging" : "content-row"}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-id={row.id}
      aria-label={name}
    >
      <Button ref={setActivatorNodeRef} type="text" className="content-handle" icon={<HolderOutlined />} aria-label={intl.formatMessage(m.dragHandle, { name })} {...attributes} {...listeners} />
      {row.picture ? (
        // The title stands next to it: the picture is decorative here.
        <img className="content-thumb" src={row.picture} alt="" width={48} height={48} loading="lazy" decoding="async" />
      ) : (
        <span className="content-thumb" aria-hidden>
          <PictureOutlined />
        </span>
      )}
      <div className="content-row-main">
        <Button type="link" className="content-row-title" onClick={() => onEdit(row.id)}>
          {row.title || <Typography.Text type="secondary" italic>{intl.formatMessage(m.noTitle)}</Typography.Text>}
        </Button>
        <Typography.Text type="secondary" className="content-row-name">
          {row.name}
        </Typography.Text>
      </div>
      <div className="content-row-nav">
        {row.showInNavigation ? <Tag color="green">{intl.formatMessage(m.inNavigation)}</Tag> : <Tag>{intl.formatMessage(m.notInNavigation)}</Tag>}
      </div>
      <Flex gap={4}>
        <Button type="text" icon={<EditOutlined />} aria-label={intl.formatMessage(m.edit, { name })} title={intl.formatMessage(m.edit, { name })} onClick={() => onEdit(row.id)} />
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={intl.formatMessage(m.delete, { name })} title={intl.formatMessage(m.delete, { name })} onClick={() => onDelete(row.id)} />
      </Flex>
    </li>
  );
});
