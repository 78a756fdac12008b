// Order times: optional windows of weekdays and a time range on the company's clock; none means always.
import { Button, Flex, Form, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { Info } from "luxon";
import { useIntl } from "react-intl";
import type { AvailabilityWindow } from "@comanda/shared";
import { useErrorText } from "../../../../i18n/errors";
import { TimeField } from "../../../../i18n/TimeField";
import { productEditorMessages as m } from "../messages";
import { runsPastMidnight } from "../productForm";
import { ListField, RowActions } from "./EditableList";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function WeekdayPicker({ id, value, onChange, label }: { id?: string; value?: number[]; onChange?: (v: number[]) => void; label: string }) {
  const intl = useIntl();
  const names = Info.weekdays("short", { locale: intl.locale });
  const longNames = Info.weekdays("long", { locale: intl.locale });
  const chosen = new Set(value ?? []);
  return (
    <div className="allergen-chips" role="group" aria-label={label} id={id}>
      {WEEKDAYS.map((day) => (
        <button
          key={day}
          type="button"
          className="allergen-chip pe-weekday"
          aria-pressed={chosen.has(day)}
          aria-label={longNames[day - 1]}
          onClick={() => {
            const next = new Set(chosen);
            if (next.has(day)) next.delete(day);
            else next.add(day);
            onChange?.(WEEKDAYS.filter((d) => next.has(d)));
          }}
        >
          {names[day - 1]}
        </button>
      ))}
    </div>
  );
}

export function AvailabilitySection({ timezone }: { timezone: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const requiredRule = {
    validator: async (_: unknown, value: unknown) => {
      if (typeof value !== "string" || !/^\d{2}:\d{2}$/.test(value)) throw new Error(errorText("required"));
    },
  };
  const weekdaysRule = {
    validator: async (_: unknown, value: unknown) => {
      if (!Array.isArray(value) || value.length === 0) throw new Error(intl.formatMessage(m.weekdaysRequired));
    },
  };
  return (
    <ListField<AvailabilityWindow>
      name={["availability"]}
      render={(windows, ops) => (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {intl.formatMessage(m.orderTimesHelp, { timezone })}
          </Typography.Text>
          {windows.map((window, index) => {
            const title = intl.formatMessage(m.window, { number: index + 1 });
            return (
              // Windows have no id of their own; the index is their identity while editing.
              <section key={index} className="pe-subrow" aria-label={title}>
                <Flex justify="space-between" align="center" gap={8}>
                  <Typography.Text strong>{title}</Typography.Text>
                  <RowActions index={index} count={windows.length} ops={ops} what={title} />
                </Flex>
                <Form.Item name={["availability", index, "weekdays"]} label={intl.formatMessage(m.weekdays)} rules={[weekdaysRule]} required style={{ marginBottom: 8 }}>
                  <WeekdayPicker label={`${title}: ${intl.formatMessage(m.weekdays)}`} />
                </Form.Item>
                <Flex gap={12} wrap>
                  <Form.Item name={["availability", index, "from"]} label={intl.formatMessage(m.from)} rules={[requiredRule]} required style={{ marginBottom: 4 }}>
                    <TimeField style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={["availability", index, "to"]} label={intl.formatMessage(m.to)} rules={[requiredRule]} required style={{ marginBottom: 4 }}>
                    <TimeField style={{ width: 140 }} />
                  </Form.Item>
                </Flex>
                {runsPastMidnight(window) ? (
                  <Typography.Text type="warning" style={{ fontSize: 13 }}>
                    {intl.formatMessage(m.pastMidnight)}
                  </Typography.Text>
                ) : null}
              </section>
            );
          })}
          <Button
            icon={<PlusOutlined />}
            onClick={() => ops.add({ weekdays: [1, 2, 3, 4, 5, 6, 7], from: "12:00", to: "16:00" })}
            style={{ alignSelf: "flex-start" }}
          >
            {intl.formatMessage(m.addWindow)}
          </Button>
        </Flex>
      )}
    />
  );
}
