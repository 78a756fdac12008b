// The company's discounts (presentational): name, percentage, valid for, the window on the company's clock,
// enabled, state and the vouchers' counts, with edit and delete. A card per discount where the table has no
// room (ScreenTable: a phone, a tablet beside the side menu).
import { Button, Tag, Typography } from "antd";
import { useIntl, type IntlShape } from "react-intl";
import type { DiscountStatus, VoucherCounts } from "@comanda/shared";
import { uiMessages } from "../../../../ui/messages";
import { EditDeleteCell, ScreenTable } from "../../../../ui/screen/ScreenTable";
import { discountListMessages as m, discountStateMessages as s } from "../../messages";
import type { DiscountRow } from "../../model";

export interface DiscountTableProps {
  rows: readonly DiscountRow[];
  /** An instant as the company's clock shows it. */
  formatDateTime: (iso: string) => string;
  /** The counts are still being taken (the first time). */
  countsLoading: boolean;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

const STATE_COLORS: Record<DiscountStatus, string> = { new: "blue", distributed: "gold", redeemed: "green" };

/** The percentage as the language writes it ("12.5 %", "12,5 %"). */
export function formatPercentage(intl: IntlShape, percentage: number): string {
  return intl.formatNumber(percentage / 100, { style: "percent", maximumFractionDigits: 2 });
}

export function countsText(intl: IntlShape, counts: VoucherCounts): string {
  return intl.formatMessage(s.counts, { ...counts });
}

function windowText(intl: IntlShape, row: DiscountRow, format: (iso: string) => string): string {
  if (row.start && row.end) return intl.formatMessage(m.windowBetween, { start: format(row.start), end: format(row.end) });
  if (row.start) return intl.formatMessage(m.windowFrom, { start: format(row.start) });
  if (row.end) return intl.formatMessage(m.windowUntil, { end: format(row.end) });
  return intl.formatMessage(m.windowAlways);
}

export function DiscountTable({ rows, formatDateTime, countsLoading, onEdit, onDelete }: DiscountTableProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labels = { percentage: t(m.percentage), validFor: t(m.validFor), window: t(m.window), enabled: t(m.enabled), state: t(m.state), vouchers: t(m.vouchers) };
  return (
    <ScreenTable label={t(m.listLabel)} columns={[t(m.name), labels.percentage, labels.validFor, labels.window, labels.enabled, labels.state, labels.vouchers]} actionsLabel={t(m.actions)}>
      {rows.map((row) => {
        const name = row.name || t(uiMessages.noName);
        let vouchers: string;
        if (row.validFor === "everyone") vouchers = t(m.noVouchers);
        else if (row.counts) vouchers = countsText(intl, row.counts);
        else vouchers = countsLoading ? "…" : t(uiMessages.empty);
        return (
          <tr key={row.id} data-id={row.id}>
            <th scope="row">
              <Button type="link" className="screen-row-name" onClick={() => onEdit(row.id)}>
                {name}
              </Button>
            </th>
            <td data-label={labels.percentage} className="screen-num">
              {formatPercentage(intl, row.percentage)}
            </td>
            <td data-label={labels.validFor}>{t(row.validFor === "voucher" ? m.voucher : m.everyone)}</td>
            <td data-label={labels.window}>
              {windowText(intl, row, formatDateTime)}
              {row.window !== "open" ? (
                <Tag color={row.window === "over" ? "default" : "purple"} style={{ marginInlineStart: 6 }}>
                  {t(row.window === "over" ? m.over : m.notYet)}
                </Tag>
              ) : null}
            </td>
            <td data-label={labels.enabled}>{t(row.enabled ? m.yes : m.no)}</td>
            <td data-label={labels.state}>
              <Tag color={STATE_COLORS[row.state]} style={{ marginInlineEnd: 0 }}>
                {t(s[row.state])}
              </Tag>
            </td>
            <td data-label={labels.vouchers} className="screen-num" data-testid="discount-vouchers">
              <Typography.Text type={row.validFor === "everyone" ? "secondary" : undefined}>{vouchers}</Typography.Text>
            </td>
            <EditDeleteCell editLabel={t(m.edit, { name })} deleteLabel={t(m.delete, { name })} onEdit={() => onEdit(row.id)} onDelete={() => onDelete(row.id)} />
          </tr>
        );
      })}
    </ScreenTable>
  );
}
