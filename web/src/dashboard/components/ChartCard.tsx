// A chart with its figures as a table: the table is always there for screen readers (visually hidden) and
// "Show as table" shows it to everyone instead of the chart.
import { useDeferredValue, useId, useState, type ReactNode } from "react";
import { Button } from "antd";
import { BarChartOutlined, TableOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
// Chart.js comes with the dashboard's own chunk: a chunk of its own would need React without antd, and the
// bundler would then split the chunk the login page loads (React with antd's base) in two, +0.8 kB before login.
import { CanvasChart, type ChartSeries } from "./CanvasChart";
import { dashboardMessages as m } from "../messages";

export interface ChartCardProps {
  title: string;
  /** The table's column headings; the first column heads each row. */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  series: ChartSeries;
  height?: number;
  /** Spans the whole width on a wide screen (per-day charts). */
  wide?: boolean;
  /** Shown instead of chart and table when every value is zero. */
  emptyText?: ReactNode;
}

export function ChartCard({ title, columns, rows, series, height = 220, wide = false, emptyText }: ChartCardProps) {
  const intl = useIntl();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const empty = emptyText !== undefined && series.values.every((v) => v === 0);
  // The table follows in a second, interruptible render: a year is two tables of 365 rows, and the chart
  // should not wait for them.
  const withTable = useDeferredValue(true, false);
  return (
    <section className={wide ? "dash-card dash-card--wide" : "dash-card"} aria-labelledby={headingId}>
      <div className="dash-card-head">
        <h2 id={headingId}>{title}</h2>
        {empty ? null : (
          <Button type="text" size="small" icon={asTable ? <BarChartOutlined /> : <TableOutlined />} aria-pressed={asTable} onClick={() => setAsTable((t) => !t)}>
            {intl.formatMessage(asTable ? m.showChart : m.showTable)}
          </Button>
        )}
      </div>
      {empty ? (
        <p className="dash-muted dash-card-empty">{emptyText}</p>
      ) : (
        <>
          {asTable ? null : <CanvasChart series={series} height={height} />}
          {withTable || asTable ? <FiguresTable title={title} columns={columns} rows={rows} visible={asTable} /> : null}
        </>
      )}
    </section>
  );
}

function FiguresTable({ title, columns, rows, visible }: { title: string; columns: readonly string[]; rows: readonly (readonly string[])[]; visible: boolean }) {
  return (
    // Shown, a long table scrolls in its box: the box takes the keyboard focus so it can scroll without a mouse.
    <div className={visible ? "dash-table-box" : "sr-only"} {...(visible ? { tabIndex: 0, role: "region", "aria-label": title } : {})}>
      <table className="dash-table">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={i > 0 ? "dash-num" : undefined}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="dash-num">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
