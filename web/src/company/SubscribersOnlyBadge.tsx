// The subscribers-only badge of spec §1 beside a gated feature: shown while the company's plan does not
// include the feature (the gate table, shared/src/subscription/features.ts), saying what would unlock it.
import { Tag } from "antd";
import { useIntl } from "react-intl";
import { FEATURE_RULES, lowestPlanFor, type GatedFeature } from "@comanda/shared";
import { subscribersOnlyMessages } from "./badgeMessages";

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
