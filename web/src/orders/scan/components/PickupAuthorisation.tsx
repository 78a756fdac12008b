// What the scan modal shows for a valid order code: the order, its payment, warnings that must stop a
// hand-over at the counter (unpaid, test order, already picked up or done) and the hand-over action.
import { Alert, Button, Descriptions, Flex, Tag, Typography } from "antd";
import { useIntl } from "react-intl";
import type { CheckOrderCodeAnswer } from "@comanda/shared";
import { orderSharedMessages, orderStatusMessages, stationMessages } from "../../shared/messages";
import { scanMessages as m } from "../messages";

export interface PickupAuthorisationProps {
  answer: CheckOrderCodeAnswer;
  pointOfSaleName: string | null;
  formatMoney: (amount: number) => string;
  formatDateTime: (iso: string) => string;
  handingOver: boolean;
  onHandOver: () => void;
}

const STATUS_COLORS = { new: "blue", wip: "gold", ready: "green", done: "default" } as const;

export function PickupAuthorisation({ answer, pointOfSaleName, formatMoney, formatDateTime, handingOver, onHandOver }: PickupAuthorisationProps) {
  const intl = useIntl();
  const done = answer.status === "done";
  const number = answer.number ?? "—";
  return (
    <Flex vertical gap={12} data-testid="pickup-authorisation">
      <Typography.Text type="secondary">{intl.formatMessage(m.authorisation)}</Typography.Text>
      <Typography.Title level={4} style={{ margin: "-8px 0 0" }}>
        {intl.formatMessage(orderSharedMessages.number, { number })}
      </Typography.Title>
      {answer.demo ? <Alert type="warning" showIcon title={intl.formatMessage(m.testOrder)} /> : null}
      {!answer.paid ? <Alert type="warning" showIcon title={intl.formatMessage(m.notPaid)} /> : null}
      {answer.pickedUpAt ? (
        <Alert type="error" showIcon title={intl.formatMessage(m.alreadyPickedUp, { time: formatDateTime(answer.pickedUpAt) })} />
      ) : done ? (
        <Alert type="error" showIcon title={intl.formatMessage(m.alreadyDone)} />
      ) : answer.status === "ready" ? (
        <Alert type="success" showIcon title={intl.formatMessage(m.readyToHandOver)} />
      ) : (
        <Alert type="info" showIcon title={intl.formatMessage(m.notReady)} />
      )}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={intl.formatMessage(m.customer)}>{answer.name?.trim() || intl.formatMessage(m.noName)}</Descriptions.Item>
        <Descriptions.Item label={intl.formatMessage(m.station)}>{intl.formatMessage(stationMessages[answer.deliveryType ?? "delivery"])}</Descriptions.Item>
        <Descriptions.Item label={intl.formatMessage(m.pointOfSale)}>{pointOfSaleName ?? intl.formatMessage(m.unknownPointOfSale)}</Descriptions.Item>
        <Descriptions.Item label={intl.formatMessage(m.status)}>
          <Tag color={STATUS_COLORS[answer.status]}>{intl.formatMessage(orderStatusMessages[answer.status])}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={intl.formatMessage(m.payment)}>
          {answer.paid ? <Tag color="green">{intl.formatMessage(orderSharedMessages.paid)}</Tag> : <Tag color="red">{intl.formatMessage(orderSharedMessages.unpaid)}</Tag>}
          {answer.demo ? <Tag color="orange">{intl.formatMessage(orderSharedMessages.testOrder)}</Tag> : null}
        </Descriptions.Item>
        <Descriptions.Item label={intl.formatMessage(m.total)}>{formatMoney(answer.cartTotal)}</Descriptions.Item>
        <Descriptions.Item label={intl.formatMessage(m.ordered)}>{formatDateTime(answer.dateOrdered)}</Descriptions.Item>
      </Descriptions>
      {!done ? (
        <Button type="primary" size="large" block loading={handingOver} onClick={onHandOver}>
          {intl.formatMessage(m.handOver)}
        </Button>
      ) : null}
    </Flex>
  );
}
