// The local Stripe stand-in (see server.ts). Not imported by functions/src/index.ts: never deployed.
export { startStripeStandIn, expandPaths, type StripeStandIn, type StripeStandInOptions, type SentEvent, type DeliveryAttempt, type WebhookSink, type StripeObject } from "./server";
export { PLAN_PRICES, SMS_ADDON_PRICE, API_VERSION } from "./store";
export { signPayload } from "./webhooks";
