// The VAT change log under the taxes: when, who, which field, from what to what (newest first, live).
import { Typography } from "antd";
import { useIntl, type IntlShape } from "react-intl";
import type { VatChangeData, VatLoggedField } from "@comanda/shared";
import { generalSettingsMessages as m } from "../messages";

export interface VatLogProps {
  entries: readonly (VatChangeData & { id: string })[];
  /** Formats an ISO instant in the company's time zone and the interface language. */
  formatDateTime: (iso: string) => string;
}

const FIELD_LABEL: Record<VatLoggedField, keyof typeof m> = {
  vat: "vatLogFieldVat",
  vatRates: "vatLogFieldVatRates",
  vatId: "vatLogFieldVatId",
  vatForTips: "vatLogFieldVatForTips",
};

function valueText(intl: IntlShape, value: VatChangeData["oldValue"]): string {
  if (value == null || value === "" || (Array.isArray(value) && value.length === 0)) return intl.formatMessage(m.vatLogNone);
  if (typeof value === "number") return `${intl.formatNumber(value)} %`;
  if (typeof value === "string") return value;
  return value.map((r) => `${r.name} ${intl.formatNumber(r.rate)} %`).join(", ");
}

export function VatLog({ entries, formatDateTime }: VatLogProps) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage(m.vatLog)} data-testid="vat-log">
      <Typography.Text strong>{intl.formatMessage(m.vatLog)}</Typography.Text>
      {entries.length === 0 ? (
        <Typography.Paragraph type="secondary">{intl.formatMessage(m.vatLogEmpty)}</Typography.Paragraph>
      ) : (
        <ul style={{ paddingInlineStart: 18, margin: "4px 0 0" }}>
          {entries.map((e) => (
            <li key={e.id}>
              {intl.formatMessage(m.vatLogEntry, {
                when: formatDateTime(e.at),
                who: e.byName || intl.formatMessage(m.vatLogUnknownUser),
                field: intl.formatMessage(m[FIELD_LABEL[e.field]]),
                from: valueText(intl, e.oldValue),
                to: valueText(intl, e.newValue),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
