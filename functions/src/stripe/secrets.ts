// The platform's Stripe secrets: function secrets (Secret Manager in the cloud; functions/.secret.local on
// the emulators), read only when a call needs them and never written to a document a client can read.
import { defineSecret } from "firebase-functions/params";
import type { ServerConfig } from "../config";
import { apiError } from "../http/errors";
import { stripeClient, type Stripe } from "./client";

export const STRIPE_SECRET_KEY = defineSecret("STRIPE_SECRET_KEY");
/**
 * The signing secrets of the webhook endpoints (whsec_…), for POST /api/webhooks/stripe: the platform's endpoint and
 * the Connect endpoint, separated by a comma (webhooks/endpoint.ts signingSecrets).
 */
export const STRIPE_WEBHOOK_SECRET = defineSecret("STRIPE_WEBHOOK_SECRET");

/** What the handlers use to reach Stripe (tests give their own, pointed at a stand-in). */
export interface StripePort {
  /** The platform's client; throws 503 payments-unavailable when no key is configured. */
  client(): Stripe;
  /** The webhook signing secret; throws 503 payments-unavailable when none is configured. */
  webhookSecret(): string;
}

function secretValue(read: () => string): string {
  try {
    return read().trim();
  } catch {
    return "";
  }
}

/** A port over the given secret readers (the function secrets in production). */
export function stripePort(config: Pick<ServerConfig, "stripe">, secretKey: () => string, webhookSecret: () => string): StripePort {
  let client: Stripe | undefined;
  let clientKey = "";
  return {
    client() {
      const key = secretValue(secretKey);
      if (!key) throw apiError("payments-unavailable");
      if (!client || clientKey !== key) {
        client = stripeClient(key, config.stripe.apiUrl);
        clientKey = key;
      }
      return client;
    },
    webhookSecret() {
      const secret = secretValue(webhookSecret);
      if (!secret) throw apiError("payments-unavailable");
      return secret;
    },
  };
}

/** The port over the deployed function secrets. */
export function secretStripePort(config: Pick<ServerConfig, "stripe">): StripePort {
  return stripePort(config, () => STRIPE_SECRET_KEY.value(), () => STRIPE_WEBHOOK_SECRET.value());
}
