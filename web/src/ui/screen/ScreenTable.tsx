// The table of a list screen: its columns' names, then the rows the screen writes (cells with data-label, so
// that each row becomes a card with named cells where the table has no room; screen.css). The last column holds
// the row's actions; its name is for screen readers only.
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
