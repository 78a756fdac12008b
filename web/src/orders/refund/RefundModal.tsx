// The refund of an order paid online (spec §4): whole or in part, with a reason, then a confirmation; the
// server refunds it once (a second click, here or on another device, is refused by the server). While the
// call runs the modal cannot send another one. An order that used a voucher offers to give the voucher back
// (unticked: a refund does not make a code usable again unless the owner says so).
import { App, Button, Flex, Form, Modal, Radio, Typography } from "antd";
import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { isStaleRefundClaim, paidAmount, type FieldErrors, type Order, type RefundOrderAnswer, type RefundOrderRequest } from "@comanda/shared";
import { useErrorText } from "../../i18n/errors";
import { CheckboxField, FormKit, NumberField, TextAreaField } from "../../ui/form";
import { uiMessages } from "../../ui/messages";
import { refundMessages as m } from "./messages";

export interface RefundModalProps {
  /** The order to refund; null keeps the modal closed. */
  order: Pick<Order, "id" | "number" | "totals" | "cartTotal" | "tip" | "refund" | "discounts"> | null;
  money: (amount: number) => string;
  onRefund: (orderId: string, request: RefundOrderRequest) => Promise<RefundOrderAnswer>;
  onClose: () => void;
}

interface RefundValues {
  mode: "whole" | "part";
  amount?: number | null;
  reason: string;
  releaseVoucher?: boolean;
}

function fieldsOf(error: unknown): FieldErrors | null {
  const fields = (error as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === "object" && Object.keys(fields).length > 0 ? (fields as FieldErrors) : null;
}

export default function RefundModal({ order, money, onRefund, onClose }: RefundModalProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<RefundValues>();
  // A refund whose call never finished is finished as it was asked (the server repeats the same request).
  const unfinished = order && isStaleRefundClaim(order.refund, new Date()) ? order.refund : null;
  const [asked, setAsked] = useState<{ amount: number; request: RefundOrderRequest } | null>(() =>
    unfinished ? { amount: unfinished.amount, request: { reason: unfinished.reason } } : null,
  );
  const [serverErrors, setServerErrors] = useState<FieldErrors | null>(null);
  const [running, setRunning] = useState(false);
  const inFlight = useRef(false);
  const mode = Form.useWatch("mode", form);
  const paid = order ? paidAmount(order) : 0;
  const formId = order ? `refund-${order.id}` : "refund";
  const voucherCode = order?.discounts?.find((discount) => discount.voucherCode)?.voucherCode ?? null;

  const close = () => {
    if (inFlight.current) return;
    setAsked(null);
    setServerErrors(null);
    onClose();
  };

  const refund = async () => {
    if (!order || !asked || inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    try {
      await onRefund(order.id, asked.request);
      void message.success(t(m.done, { amount: money(asked.amount) }));
      inFlight.current = false;
      close();
    } catch (error) {
      const fields = fieldsOf(error);
      if (fields) {
        setServerErrors(fields);
        setAsked(null);
      } else {
        void message.error(errorText(error));
      }
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

  const footer = asked ? (
    <Flex justify="end" gap={8} wrap>
      {unfinished ? null : (
        <Button size="large" disabled={running} onClick={() => setAsked(null)}>
          {t(m.back)}
        </Button>
      )}
      <Button size="large" type="primary" danger loading={running} disabled={running} onClick={() => void refund()} data-testid="refund-confirm">
        {t(m.confirmButton, { amount: money(asked.amount) })}
      </Button>
    </Flex>
  ) : (
    <Flex justify="end" gap={8} wrap>
      <Button size="large" onClick={close}>
        {t(uiMessages.cancel)}
      </Button>
      <Button size="large" type="primary" htmlType="submit" form={formId}>
        {t(m.next)}
      </Button>
    </Flex>
  );

  return (
    <Modal open={order !== null} title={order ? t(m.title, { number: order.number ?? "" }) : null} onCancel={close} mask={{ closable: !running }} closable={!running} destroyOnHidden footer={footer}>
      {order ? (
        <>
          <Typography.Paragraph>{t(m.paid, { amount: money(paid) })}</Typography.Paragraph>
          <div hidden={asked !== null}>
            <FormKit<RefundValues>
              id={formId}
              form={form}
              initialValues={{ mode: "whole", amount: null, reason: "", releaseVoucher: false }}
              promptOnLeave={false}
              serverErrors={serverErrors}
              onSubmit={(values) => {
                const amount = values.mode === "part" && typeof values.amount === "number" ? values.amount : paid;
                const reason = (values.reason ?? "").trim();
                setServerErrors(null);
                const request: RefundOrderRequest = values.mode === "part" ? { amount, reason } : { reason };
                if (voucherCode && values.releaseVoucher === true) request.releaseVoucher = true;
                setAsked({ amount, request });
              }}
            >
              <Form.Item name="mode" label={t(m.howMuch)}>
                <Radio.Group
                  options={[
                    { value: "whole", label: t(m.whole, { amount: money(paid) }) },
                    { value: "part", label: t(m.part) },
                  ]}
                />
              </Form.Item>
              {mode === "part" ? <NumberField name="amount" label={t(m.amount)} required min={0.01} max={paid} help={t(m.amountHelp, { amount: money(paid) })} /> : null}
              <TextAreaField name="reason" label={t(m.reason)} required help={t(m.reasonHelp)} rows={3} maxLength={500} />
              {voucherCode ? <CheckboxField name="releaseVoucher" label={t(m.releaseVoucher, { code: voucherCode })} help={t(m.releaseVoucherHelp)} /> : null}
            </FormKit>
          </div>
          {unfinished ? <Typography.Paragraph>{t(m.unfinished, { amount: money(unfinished.amount), reason: unfinished.reason })}</Typography.Paragraph> : null}
          {asked ? <Typography.Paragraph strong>{t(m.confirm, { amount: money(asked.amount) })}</Typography.Paragraph> : null}
        </>
      ) : null}
    </Modal>
  );
}
