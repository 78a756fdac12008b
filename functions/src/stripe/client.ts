// The one way the server talks to Stripe: stripe-node with the platform's secret key, pointed at Stripe
// itself in production and at the local stand-in (functions/tools/stripe) on the emulators and in
// tests. Connected accounts (a restaurant's own card payments) are reached with the same platform key and
// the Stripe-Account header (`{ stripeAccount }` on each call), never with a key of theirs.
import Stripe from "stripe";

export type { Stripe };

/** The client for this secret key; `apiUrl` (e.g. http://127.0.0.1:12111) replaces api.stripe.com. */
export function stripeClient(secretKey: string, apiUrl?: string): Stripe {
  const base = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    // Stripe retries idempotent requests itself (each POST gets an idempotency key from the library).
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Comanda" },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}
