// The table of a list screen: its columns' names, then the rows the screen writes (cells with data-label, so
// that each row becomes a card with named cells where the table has no room; screen.css). The last column holds
// the row's actions; its name is for screen readers only.
import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { Button } from "antd";
import type { ReactNode } from "react";
import "./screen.css";

export interface ScreenTableProps {
  /** The table's accessible name. */
  label: string;
  /** The columns' names, before the actions column. */
  columns: readonly string[];
  /** The actions column's name (read out, not shown). */
  actionsLabel: string;
  /** The rows (<tr>). */
  children: ReactNode;
}

export function ScreenTable({ label, columns, actionsLabel, children }: ScreenTableProps) {
  return (
    <div className="screen-table-box">
      <table className="screen-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((name, i) => (
              <th key={i} scope="col">
                {name}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">{actionsLabel}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The actions cell of a row that opens its editor and deletes it (after the screen's own confirmation). */
export function EditDeleteCell({ editLabel, deleteLabel, onEdit, onDelete, deleteDisabled = false }: { editLabel: string; deleteLabel: string; onEdit: () => void; onDelete: () => void; deleteDisabled?: boolean }) {
  return (
    <td className="screen-actions">
      <Button type="text" icon={<EditOutlined />} aria-label={editLabel} title={editLabel} onClick={onEdit} />
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={deleteLabel} title={deleteLabel} disabled={deleteDisabled} onClick={onDelete} />
    </td>
  );
}
