// Calls to Stripe as the payments part makes them: a refusal or an unreachable Stripe becomes
// 502 payment-provider-error (nothing was changed), never a 500.
import Stripe from "stripe";
import { apiError } from "../http/errors";

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Runs a Stripe call; Stripe's errors become payment-provider-error. */
export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isStripeError(error)) throw apiError("payment-provider-error");
    throw error;
  }
}
