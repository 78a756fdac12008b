// The company's printers (presentational): name, state in words, paper width, locations, enabled and the jobs
// still waiting, with edit and delete. A card per printer on a phone (printers.css).
import { Button, Tag } from "antd";
import { useIntl, type IntlShape } from "react-intl";
import type { PaperWidth } from "@comanda/shared";
import { uiMessages } from "../../../ui/messages";
import { EditDeleteCell, ScreenTable } from "../../../ui/screen/ScreenTable";
import { printerListMessages as m, printerStateMessages as s } from "../messages";
import type { PrinterState } from "../model";

export interface PrinterRow {
  id: string;
  name: string;
  /** Null while the statuses load (never "Never connected" for a printer that is online). */
  state: PrinterState | null;
  paperWidth: PaperWidth;
  /** The names of the production locations it prints; null: all. */
  locations: string[] | null;
  enabled: boolean;
  waiting: number;
}

export interface PrinterTableProps {
  rows: readonly PrinterRow[];
  /** How "offline since" says the moment. */
  formatSince: (iso: string) => string;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

const STATE_COLORS: Record<PrinterState["kind"], string> = {
  online: "green",
  offline: "red",
  paperOut: "orange",
  coverOpen: "orange",
  error: "red",
  never: "default",
};

/** A printer's state in words ("Online", "Offline since 14:02", "Paper out", …). */
export function printerStateText(intl: IntlShape, state: PrinterState, formatSince: (iso: string) => string): string {
  switch (state.kind) {
    case "offline":
      return intl.formatMessage(s.offline, { time: formatSince(state.since) });
    case "error":
      // A status without a code still reads as an error, without a dangling space.
      return intl.formatMessage(s.error, { code: state.code }).trim();
    default:
      return intl.formatMessage(s[state.kind]);
  }
}

export function PrinterStateTag({ state, formatSince }: { state: PrinterState; formatSince: (iso: string) => string }) {
  const intl = useIntl();
  return (
    <Tag color={STATE_COLORS[state.kind]} data-state={state.kind} style={{ marginInlineEnd: 0 }}>
      {printerStateText(intl, state, formatSince)}
    </Tag>
  );
}

export function PrinterTable({ rows, formatSince, onEdit, onDelete }: PrinterTableProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labels = {
    status: t(m.status),
    paperWidth: t(m.paperWidth),
    locations: t(m.locations),
    enabled: t(m.enabled),
    waiting: t(m.jobsWaiting),
  };
  return (
    <ScreenTable
      label={t(m.listLabel)}
      columns={[t(m.name), labels.status, labels.paperWidth, labels.locations, labels.enabled, labels.waiting]}
      actionsLabel={t(m.actions)}
    >
      {rows.map((row) => {
        const name = row.name || t(uiMessages.noName);
        return (
          <tr key={row.id} data-id={row.id}>
            <th scope="row">
              <Button type="link" className="screen-row-name" onClick={() => onEdit(row.id)}>
                {name}
              </Button>
            </th>
            <td data-label={labels.status} data-testid="printer-state">
              {row.state ? <PrinterStateTag state={row.state} formatSince={formatSince} /> : t(uiMessages.empty)}
            </td>
            <td data-label={labels.paperWidth} className="screen-num">
              {t(m.millimetres, { width: row.paperWidth })}
            </td>
            <td data-label={labels.locations}>{row.locations === null ? t(m.allLocations) : row.locations.join(", ")}</td>
            <td data-label={labels.enabled}>{t(row.enabled ? m.yes : m.no)}</td>
            <td data-label={labels.waiting} className="screen-num" data-testid="printer-waiting">
              {t(m.waitingCount, { count: row.waiting })}
            </td>
            <EditDeleteCell editLabel={t(m.editPrinter, { name })} deleteLabel={t(m.deletePrinter, { name })} onEdit={() => onEdit(row.id)} onDelete={() => onDelete(row.id)} />
          </tr>
        );
      })}
    </ScreenTable>
  );
}
