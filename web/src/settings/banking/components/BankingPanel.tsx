// The banking screen's content: the connection's state (not connected, waiting with what is still missing,
// connected), the button to Stripe's onboarding, the payout schedule and the last payouts. Pure: the view
// owns the calls and the navigation.
import type { ReactNode } from "react";
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from "antd";
import { useIntl, type IntlShape, type MessageDescriptor } from "react-intl";
import {
  fromStripeAmount,
  type BankingStatusAnswer,
  type OnboardingReturn,
  type Payout,
  type PayoutSchedule,
  type PayoutStatus,
  type RequirementTopic,
  type StripeConnectionState,
  type WaitingReason,
} from "@comanda/shared";
import { SubscribersOnlyBadge } from "../../../company/SubscribersOnlyBadge";
import { bankingMessages as m } from "../messages";

export interface BankingPanelProps {
  /** null while the first status is loading (the state then comes from the company document). */
  status: BankingStatusAnswer | null;
  /** The company document's state, shown until the status call answers. */
  companyState: StripeConnectionState;
  statusError: string | null;
  subscribed: boolean;
  /** Came back from Stripe's onboarding (return) or from an expired link (refresh). */
  returned: OnboardingReturn | null;
  linking: boolean;
  refreshing: boolean;
  /** Phone width: payouts as a list instead of a table. */
  compact: boolean;
  formatDate: (iso: string) => string;
  onConnect: () => void;
  onReload: () => void;
}

const STATE_TEXT: Record<StripeConnectionState, MessageDescriptor> = {
  notConnected: m.stateNotConnected,
  waiting: m.stateWaiting,
  connected: m.stateConnected,
};
const STATE_COLOR: Record<StripeConnectionState, string> = { notConnected: "default", waiting: "orange", connected: "green" };
const WAITING_TEXT: Record<WaitingReason, MessageDescriptor> = {
  detailsMissing: m.waitingDetailsMissing,
  underReview: m.waitingUnderReview,
  paused: m.waitingPaused,
};
const TOPIC_TEXT: Record<RequirementTopic, MessageDescriptor> = {
  bankAccount: m.topicBankAccount,
  businessDetails: m.topicBusinessDetails,
  identity: m.topicIdentity,
  representative: m.topicRepresentative,
  owners: m.topicOwners,
  termsOfService: m.topicTermsOfService,
  taxId: m.topicTaxId,
  other: m.topicOther,
};
const PAYOUT_TEXT: Record<PayoutStatus, MessageDescriptor> = {
  paid: m.payoutPaid,
  pending: m.payoutPending,
  in_transit: m.payoutInTransit,
  canceled: m.payoutCanceled,
  failed: m.payoutFailed,
};
const PAYOUT_COLOR: Record<PayoutStatus, string> = { paid: "green", pending: "default", in_transit: "blue", canceled: "default", failed: "red" };
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** A weekday Stripe names in English ("monday") in the interface language. */
function weekdayName(intl: IntlShape, day: string | null): string {
  const index = WEEKDAYS.indexOf((day ?? "").toLowerCase());
  if (index < 0) return day ?? "";
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(intl.locale, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + index)));
}

export function scheduleText(intl: IntlShape, schedule: PayoutSchedule | null): string {
  if (!schedule) return intl.formatMessage(m.scheduleUnknown);
  const delay = schedule.delayDays ?? 0;
  switch (schedule.interval) {
    case "manual":
      return intl.formatMessage(m.scheduleManual);
    case "weekly":
      return intl.formatMessage(m.scheduleWeekly, { day: weekdayName(intl, schedule.weeklyAnchor), delay });
    case "monthly":
      return intl.formatMessage(m.scheduleMonthly, { day: schedule.monthlyAnchor ?? 1, delay });
    default:
      return intl.formatMessage(m.scheduleDaily, { delay });
  }
}

/** A payout's amount in its own currency (Stripe gives it in the currency's minor unit). */
export function payoutAmount(locale: string, payout: Pick<Payout, "amount" | "currency">): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: payout.currency }).format(fromStripeAmount(payout.amount, payout.currency));
}

function PayoutStatusTag({ status }: { status: PayoutStatus }) {
  const intl = useIntl();
  return <Tag color={PAYOUT_COLOR[status]}>{intl.formatMessage(PAYOUT_TEXT[status])}</Tag>;
}

function Payouts({ payouts, compact, formatDate }: { payouts: Payout[]; compact: boolean; formatDate: (iso: string) => string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (compact) {
    return (
      <ul className="banking-payouts" aria-label={t(m.lastPayouts)} style={{ listStyle: "none", margin: "4px 0 0", padding: 0 }}>
        {payouts.map((p) => (
          <li key={p.id} style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 8, padding: "8px 0", borderBottom: "1px solid rgba(5, 5, 5, 0.06)" }}>
            <div>
              <Typography.Text strong>{payoutAmount(intl.locale, p)}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{formatDate(p.arrivalDate)}</Typography.Text>
            </div>
            <PayoutStatusTag status={p.status} />
          </li>
        ))}
      </ul>
    );
  }
  // A plain table (antd's Table would pull its shared code apart so that the login page loads more).
  const cell = { padding: "8px", borderBottom: "1px solid rgba(5, 5, 5, 0.06)", textAlign: "start" } as const;
  return (
    <table style={{ width: "100%", borderCollapse: "collapse", marginTop: 4 }}>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, fontWeight: 600 }}>{t(m.columnArrival)}</th>
          <th scope="col" style={{ ...cell, fontWeight: 600, textAlign: "end" }}>{t(m.columnAmount)}</th>
          <th scope="col" style={{ ...cell, fontWeight: 600 }}>{t(m.columnStatus)}</th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((p) => (
          <tr key={p.id}>
            <td style={cell}>{formatDate(p.arrivalDate)}</td>
            <td style={{ ...cell, textAlign: "end", fontVariantNumeric: "tabular-nums" }}>{payoutAmount(intl.locale, p)}</td>
            <td style={cell}>
              <PayoutStatusTag status={p.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StateDetails({ status, state }: { status: BankingStatusAnswer | null; state: StripeConnectionState }): ReactNode {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (status?.rejected) return <Alert type="error" showIcon title={t(m.rejected)} />;
  if (state === "connected") return <Typography.Paragraph style={{ margin: 0 }}>{t(m.connectedText)}</Typography.Paragraph>;
  if (state === "notConnected") return <Typography.Paragraph style={{ margin: 0 }}>{t(m.notConnectedText)}</Typography.Paragraph>;
  return (
    <Typography.Paragraph style={{ margin: 0 }}>{t(WAITING_TEXT[status?.waitingReason ?? "detailsMissing"])}</Typography.Paragraph>
  );
}

export function BankingPanel(props: BankingPanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { status, subscribed, returned } = props;
  const state = status?.state ?? props.companyState;
  const missing = status?.missing ?? [];
  const buttonText = state === "notConnected" ? m.connect : state === "waiting" ? m.continue : m.update;
  const canLink = subscribed && status?.rejected !== true;

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t(m.title)}
        </Typography.Title>
        <SubscribersOnlyBadge feature="paymentConnect" allowed={subscribed} />
      </Flex>
      <Typography.Paragraph style={{ margin: 0 }}>{t(m.intro)}</Typography.Paragraph>
      {subscribed ? null : <Alert type="info" showIcon title={t(m.subscribersOnlyHelp)} />}
      {returned === "refresh" ? (
        <Alert
          type="warning"
          showIcon
          title={t(m.refreshTitle)}
          description={
            <Flex vertical gap={8} align="flex-start">
              <span>{t(m.refreshText)}</span>
              {canLink ? (
                <Button type="primary" loading={props.linking} onClick={props.onConnect}>
                  {t(m.newLink)}
                </Button>
              ) : null}
            </Flex>
          }
        />
      ) : null}
      {returned === "return" && status ? <Alert type="info" showIcon title={t(m.returned)} /> : null}
      {props.statusError ? (
        <Alert
          type="error"
          showIcon
          title={t(m.statusFailed)}
          description={props.statusError}
          action={
            <Button size="small" onClick={props.onReload}>
              {t(m.reload)}
            </Button>
          }
        />
      ) : null}

      <Card
        size="small"
        title={t(m.connection)}
        extra={
          <Tag color={STATE_COLOR[state]} data-testid="banking-state" style={{ marginInlineEnd: 0 }}>
            {t(STATE_TEXT[state])}
          </Tag>
        }
      >
        <Flex vertical gap={12}>
          <StateDetails status={status} state={state} />
          {missing.length > 0 ? (
            <div>
              <Typography.Text strong>{t(m.missingTitle)}</Typography.Text>
              <ul style={{ margin: "4px 0 0", paddingInlineStart: 20 }} data-testid="banking-missing">
                {missing.map((topic) => (
                  <li key={topic}>{t(TOPIC_TEXT[topic])}</li>
                ))}
              </ul>
              {status?.deadline ? <Typography.Text type="secondary">{t(m.deadline, { date: props.formatDate(status.deadline) })}</Typography.Text> : null}
            </div>
          ) : null}
          <Flex gap={8} align="center" wrap>
            <Button type={state === "connected" ? "default" : "primary"} loading={props.linking} disabled={!canLink} onClick={props.onConnect}>
              {t(buttonText)}
            </Button>
            <Button onClick={props.onReload} loading={props.refreshing}>
              {t(m.reload)}
            </Button>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t(m.linkHelp)}
          </Typography.Text>
        </Flex>
      </Card>

      <Card size="small" title={t(m.payouts)}>
        <Flex vertical gap={12}>
          <div>
            <Typography.Text strong>{t(m.schedule)}</Typography.Text>
            {status || state === "notConnected" ? (
              <Typography.Paragraph style={{ margin: "4px 0 0" }} data-testid="banking-schedule">
                {state === "notConnected" ? t(m.payoutsAfterConnection) : scheduleText(intl, status?.payoutSchedule ?? null)}
              </Typography.Paragraph>
            ) : (
              <Skeleton active title={false} paragraph={{ rows: 1 }} />
            )}
            {state !== "notConnected" && status?.payoutSchedule ? (
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {t(m.scheduleHelp)}
              </Typography.Text>
            ) : null}
          </div>
          <div>
            <Typography.Text strong>{t(m.lastPayouts)}</Typography.Text>
            {status && status.payouts.length > 0 ? (
              <Payouts payouts={status.payouts} compact={props.compact} formatDate={props.formatDate} />
            ) : !status && state === "connected" ? (
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            ) : (
              <Typography.Paragraph type="secondary" style={{ margin: "4px 0 0" }}>
                {t(state === "connected" ? m.noPayouts : m.payoutsAfterConnection)}
              </Typography.Paragraph>
            )}
          </div>
        </Flex>
      </Card>
    </Flex>
  );
}
