// The profile's subscription card (spec §1, §4): the current plan and status (active, inactive, incomplete,
// trialing), valid-until, the SMS add-on, the customer portal (owner), the plans as Stripe's pricing table
// while there is no subscription, and what happened on the way back from checkout.
import type { ReactNode } from "react";
import { Alert, Button, Card, Flex, Tag, Typography } from "antd";
import { CreditCardOutlined } from "@ant-design/icons";
import { FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import { planOf, type PricingTableAnswer, type SubscriptionStatus } from "@comanda/shared";
import type { Company } from "../../company";
import { subscriptionMessages as m } from "./messages";
import type { StoredSubscription } from "./repository";
import { StripePricingTable } from "./StripePricingTable";

/** Where the return from Stripe's checkout stands. */
export type CheckoutReturn = { state: "none" } | { state: "recording" } | { state: "recorded" } | { state: "waiting" } | { state: "failed"; message: string };

export interface SubscriptionCardProps {
  company: Pick<Company, "hasAnActiveSubscription" | "subscribedPlan" | "smsAddOn"> | null;
  /** The company's latest subscription (subscriptions/{id}), if any. */
  subscription: StoredSubscription | null;
  /** The deployment counts every company as subscribed. */
  alwaysActive: boolean;
  pricingTable: PricingTableAnswer | null;
  /** Why the pricing table cannot be shown (already in words). */
  pricingError: string | null;
  checkout: CheckoutReturn;
  /** The owner may open the customer portal (there is a customer to open it for). */
  canManage: boolean;
  openingPortal: boolean;
  onManage: () => void;
  formatDate: (iso: string) => string;
}

const STATUS: Record<SubscriptionStatus, { text: MessageDescriptor; color: string }> = {
  active: { text: m.statusActive, color: "green" },
  trialing: { text: m.statusTrialing, color: "blue" },
  incomplete: { text: m.statusIncomplete, color: "orange" },
  inactive: { text: m.statusInactive, color: "default" },
};

function planName(name: string | null | undefined, t: (d: MessageDescriptor) => string): string {
  const plan = planOf(name);
  return plan === "pro" ? t(m.planPro) : plan === "basic" ? t(m.planBasic) : (name ?? "");
}

function CheckoutAlert({ checkout, active }: { checkout: CheckoutReturn; active: boolean }): ReactNode {
  const intl = useIntl();
  switch (checkout.state) {
    case "none":
      return null;
    case "failed":
      return <Alert type="error" showIcon data-testid="checkout-return" title={intl.formatMessage(m.recordFailed)} description={checkout.message} />;
    case "recording":
    case "recorded":
    case "waiting":
      // The company document (live) says when the features are unlocked; until then the message waits.
      if (active) return <Alert type="success" showIcon data-testid="checkout-return" title={intl.formatMessage(m.recorded)} />;
      return <Alert type="info" showIcon data-testid="checkout-return" title={intl.formatMessage(checkout.state === "waiting" ? m.waiting : m.recording)} />;
  }
}

export function SubscriptionCard(props: SubscriptionCardProps) {
  const intl = useIntl();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const { company, subscription, alwaysActive, pricingTable } = props;
  const active = company?.hasAnActiveSubscription === true;
  const status: SubscriptionStatus | null = subscription?.status ?? (active ? "active" : null);
  const plan = company?.subscribedPlan ?? subscription?.name ?? null;
  const showPlans = !active && !alwaysActive;

  return (
    <Card title={t(m.title)} data-testid="subscription-card">
      <Flex vertical gap={12}>
        <CheckoutAlert checkout={props.checkout} active={active} />
        {alwaysActive ? <Alert type="info" showIcon title={t(m.alwaysActive)} /> : null}
        {status ? (
          <dl className="subscription-facts" style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "6px 16px", margin: 0 }}>
            <dt>{t(m.plan)}</dt>
            <dd style={{ margin: 0 }}>{plan ? planName(plan, t) : "–"}</dd>
            <dt>{t(m.status)}</dt>
            <dd style={{ margin: 0 }}>
              <Tag color={STATUS[status].color} data-testid="subscription-status">
                {t(STATUS[status].text)}
              </Tag>
            </dd>
            <dt>{t(m.validUntil)}</dt>
            <dd style={{ margin: 0 }}>{subscription?.validUntil ? props.formatDate(subscription.validUntil) : "–"}</dd>
            <dt>{t(m.smsAddOn)}</dt>
            <dd style={{ margin: 0 }}>{t(company?.smsAddOn === true && active ? m.smsBooked : m.smsNotBooked)}</dd>
          </dl>
        ) : (
          <Flex vertical gap={8} align="flex-start">
            <Tag color="orange">{t(m.none)}</Tag>
            <Typography.Text type="secondary">{t(m.noneText)}</Typography.Text>
          </Flex>
        )}
        {props.canManage ? (
          <Flex vertical gap={4} align="flex-start">
            <Button icon={<CreditCardOutlined />} loading={props.openingPortal} onClick={props.onManage}>
              <FormattedMessage {...m.manage} />
            </Button>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t(m.manageHelp)}
            </Typography.Text>
          </Flex>
        ) : null}
        {showPlans ? (
          <section aria-label={t(m.choosePlan)}>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              {t(m.choosePlan)}
            </Typography.Title>
            {pricingTable ? <StripePricingTable table={pricingTable} /> : null}
            {props.pricingError ? <Alert type="warning" showIcon title={t(m.pricingUnavailable)} description={props.pricingError} /> : null}
          </section>
        ) : null}
      </Flex>
    </Card>
  );
}
