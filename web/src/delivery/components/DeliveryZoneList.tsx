// The delivery zones of the settings form as cards (name, countries, postcodes, fees) with add, edit and
// delete; a form control (value/onChange), so that its changes count as unsaved edits of the page.
import { useMemo, useState } from "react";
import { App, Button, Card, Empty, Flex, Typography } from "antd";
import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { DeliveryZone } from "@comanda/shared";
import { newZoneId, newZoneValues, zoneEditorValuesOf, zoneOf, type ZoneEditorValues } from "../deliveryForm";
import { deliveryMessages as m } from "../messages";
import { useErrorText } from "../../i18n/errors";
import { postcodeSummary, useBracketSummary } from "../useDeliveryTexts";
import { DeliveryZoneModal } from "./DeliveryZoneModal";

export interface DeliveryZoneListProps {
  value?: DeliveryZone[];
  onChange?: (value: DeliveryZone[]) => void;
  countryOptions: { value: string; label: string }[];
  currencySymbol: string;
  /** The company's country, preselected in a new zone. */
  defaultCountry: string | null;
  compact?: boolean;
  disabled?: boolean;
  /** Codes the server refused a zone with, by zone id: shown on its card until the zone is edited. */
  refusals?: Record<string, string[]>;
}

type Editing = { mode: "new" } | { mode: "edit"; id: string };

export function DeliveryZoneList({ value, onChange, countryOptions, currencySymbol, defaultCountry, compact, disabled, refusals }: DeliveryZoneListProps) {
  const intl = useIntl();
  const { modal } = App.useApp();
  const zones = useMemo(() => value ?? [], [value]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const bracketSummary = useBracketSummary();
  const refusalText = useErrorText();
  const countryName = useMemo(() => new Map(countryOptions.map((o) => [o.value, o.label])), [countryOptions]);

  const edited = editing?.mode === "edit" ? zones.find((z) => z.id === editing.id) : undefined;
  const initialValues = useMemo<ZoneEditorValues | null>(
    () => (editing == null ? null : edited ? zoneEditorValuesOf(edited) : newZoneValues(defaultCountry)),
    [editing, edited, defaultCountry],
  );

  const apply = (values: ZoneEditorValues) => {
    if (editing?.mode === "edit" && edited) onChange?.(zones.map((z) => (z.id === edited.id ? zoneOf(values, z.id) : z)));
    else onChange?.([...zones, zoneOf(values, newZoneId())]);
    setEditing(null);
  };

  const confirmDelete = (zone: DeliveryZone) => {
    modal.confirm({
      title: intl.formatMessage(m.deleteTitle, { name: zone.name }),
      content: intl.formatMessage(m.deleteText),
      okText: intl.formatMessage(m.delete),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.cancel),
      onOk: () => onChange?.(zones.filter((z) => z.id !== zone.id)),
    });
  };

  return (
    <Flex vertical gap={12}>
      {zones.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.noZones)} />
      ) : (
        <ul className="delivery-zone-grid" aria-label={intl.formatMessage(m.zonesAndFees)}>
          {zones.map((zone) => {
            const refused = refusals?.[zone.id] ?? [];
            return (
            <li key={zone.id}>
              <Card
                size="small"
                className={refused.length > 0 ? "delivery-zone-refused" : undefined}
                title={<span className="delivery-zone-name">{zone.name}</span>}
                extra={
                  <Flex gap={4}>
                    <Button type="text" icon={<EditOutlined />} disabled={disabled} aria-label={`${intl.formatMessage(m.edit)}: ${zone.name}`} title={intl.formatMessage(m.edit)} onClick={() => setEditing({ mode: "edit", id: zone.id })} />
                    <Button type="text" danger icon={<DeleteOutlined />} disabled={disabled} aria-label={`${intl.formatMessage(m.delete)}: ${zone.name}`} title={intl.formatMessage(m.delete)} onClick={() => confirmDelete(zone)} />
                  </Flex>
                }
              >
                <dl className="delivery-zone-facts">
                  <dt>{intl.formatMessage(m.countriesLabel)}</dt>
                  <dd>{zone.countries.map((c) => countryName.get(c) ?? c).join(", ")}</dd>
                  <dt>{intl.formatMessage(m.postcodesLabel)}</dt>
                  <dd>{postcodeSummary(intl, zone)}</dd>
                  <dt>{intl.formatMessage(m.feesLabel)}</dt>
                  <dd>
                    <Typography.Text strong>{bracketSummary(zone)}</Typography.Text>
                  </dd>
                </dl>
                {refused.length > 0 && (
                  <ul className="delivery-zone-refusals" role="alert">
                    {[...new Set(refused.map(refusalText))].map((text) => (
                      <li key={text}>
                        <Typography.Text type="danger">{text}</Typography.Text>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button icon={<PlusOutlined />} disabled={disabled} onClick={() => setEditing({ mode: "new" })} style={{ minHeight: 40 }}>
          {intl.formatMessage(m.addZone)}
        </Button>
      </div>
      {editing && initialValues && (
        <DeliveryZoneModal
          mode={editing.mode}
          initialValues={initialValues}
          countryOptions={countryOptions}
          currencySymbol={currencySymbol}
          fullScreen={compact}
          onApply={apply}
          onCancel={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
