// Texts of the subscribers-only badge (SubscribersOnlyBadge.tsx).
import { defineMessages } from "react-intl";

export const subscribersOnlyMessages = defineMessages({
  subscribersOnly: { id: "subscription.badge.subscribersOnly", defaultMessage: "Subscribers only" },
  proOnly: { id: "subscription.badge.proOnly", defaultMessage: "Pro plan" },
  smsAddOn: { id: "subscription.badge.smsAddOn", defaultMessage: "SMS add-on" },
  help: { id: "subscription.badge.help", defaultMessage: "This works only with an active subscription. Subscribe on your profile." },
  proHelp: { id: "subscription.badge.proHelp", defaultMessage: "This works only with the Pro plan. Choose it on your profile." },
  smsHelp: { id: "subscription.badge.smsHelp", defaultMessage: "This needs the SMS add-on on top of a plan. Add it on your profile." },
});
