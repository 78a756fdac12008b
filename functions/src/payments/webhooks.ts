// Stripe events of this part of the product (contract: functions/src/stripe/webhooks/types.ts).
import type { StripeEventHandlers } from "../stripe/webhooks/types";

export const paymentEventHandlers: StripeEventHandlers = {};
