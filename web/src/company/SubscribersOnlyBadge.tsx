// The subscribers-only badge of spec §1 beside a gated feature: shown while the company's plan does not
// include the feature (the gate table, shared/src/subscription/features.ts), saying what would unlock it.
import { Tag } from "antd";
import { defineMessages, useIntl } from "react-intl";
import { FEATURE_RULES, lowestPlanFor, type GatedFeature } from "@comanda/shared";

export const subscribersOnlyMessages = defineMessages({
  subscribersOnly: { id: "subscription.badge.subscribersOnly", defaultMessage: "Subscribers only" },
  proOnly: { id: "subscription.badge.proOnly", defaultMessage: "Pro plan" },
  smsAddOn: { id: "subscription.badge.smsAddOn", defaultMessage: "SMS add-on" },
  help: { id: "subscription.badge.help", defaultMessage: "This works only with an active subscription. Subscribe on your profile." },
  proHelp: { id: "subscription.badge.proHelp", defaultMessage: "This works only with the Pro plan. Choose it on your profile." },
  smsHelp: { id: "subscription.badge.smsHelp", defaultMessage: "This needs the SMS add-on on top of a plan. Add it on your profile." },
});

export interface SubscribersOnlyBadgeProps {
  feature: GatedFeature;
  /** The company may use the feature (useCompany().allows(feature)): then no badge. */
  allowed: boolean;
  className?: string;
}

export function SubscribersOnlyBadge({ feature, allowed, className }: SubscribersOnlyBadgeProps) {
  const intl = useIntl();
  if (allowed) return null;
  const m = subscribersOnlyMessages;
  const [label, help] = FEATURE_RULES[feature].addOn === "sms" ? [m.smsAddOn, m.smsHelp] : lowestPlanFor(feature) === "pro" ? [m.proOnly, m.proHelp] : [m.subscribersOnly, m.help];
  return (
    <Tag color="gold" className={className} title={intl.formatMessage(help)} data-testid="subscribers-only" data-feature={feature}>
      {intl.formatMessage(label)}
    </Tag>
  );
}
