// Error codes of the /api answers and the two answer shapes: { data } on success, { error } otherwise.
// web/ turns a code (and each field's codes) into text in the user's language in one place.
import type { FieldErrors } from "../validation";

export const API_ERROR_CODES = [
  /** The body broke its schema; `fields` says where and why. */
  "validation",
  /** No bearer token, or one that is expired, revoked or forged. */
  "unauthenticated",
  /** A password user whose e-mail is not verified yet (spec §4, §8 not-verified). */
  "not-verified",
  /** Signed in, but lacking every permission the call needs. */
  "forbidden",
  "not-found",
  "method-not-allowed",
  /** The body is not JSON. */
  "invalid-json",
  "payload-too-large",
  "unsupported-media-type",
  /** Any other malformed request the server could not read. */
  "bad-request",
  "email-already-in-use",
  "user-not-found",
  "upload-link-failed",
  /** An upload link that is unknown, used already or past its time. */
  "upload-link-expired",
  /** Spec §8: a category used by a product, or one whose sub-category is, cannot be deleted. */
  "category-used",
  "subcategory-used",
  /** Spec §8: a course used by a product cannot be deleted. */
  "course-used",
  /** Spec §8: a product used in a combined product cannot be deleted. */
  "product-in-combined",
  /** Spec §5, §8: a scanned or typed code that is not a valid order code of the company. */
  "invalid-order-code",
  /** A status change the order flow does not allow (shared/src/orders/transitions.ts). */
  "transition-not-allowed",
  /** The order number could not be given (the counter stayed contended); the order was not placed. */
  "order-numbering-busy",
  /** A save that kept losing to other saves of the same data at that moment (Firestore contention); nothing was saved. */
  "busy",
  /** Spec §1: a subscribers-only feature (API access) asked for without an active subscription. */
  "subscription-required",
  /** /api/v1 with the right credentials while the company has switched API access off. */
  "api-disabled",
  /** /api/v1: the company's requests of this window are used up; Retry-After says when to come back. */
  "rate-limited",
  /** The card payment provider is not configured on this server (no secret key or signing secret). */
  "payments-unavailable",
  /** The card payment provider refused or did not answer the call; nothing was changed. */
  "payment-provider-error",
  /** POST /api/webhooks/stripe without a valid Stripe-Signature of its raw body; nothing was stored. */
  "invalid-webhook-signature",
  /** POST /api/subscriptions/session: no checkout session of ours with that id (or it names no company). */
  "checkout-session-not-found",
  /** POST /api/subscriptions/session: the checkout is not paid or complete yet; nothing was recorded. */
  "checkout-session-unpaid",
  /** The customer portal asked for by a company that has no subscription with the payment provider. */
  "no-subscription",
  /** A refund of an order that was not paid online (only online payments are refunded by the product). */
  "not-refundable",
  /** The order was refunded already (one refund per order). */
  "already-refunded",
  /** Another call is refunding the order at this moment. */
  "refund-in-progress",
  /** Spec §5: the printer's MAC address is claimed by another printer (of this or any company). */
  "printer-mac-already-added",
  /** Cancel of a print job that has printed or was canceled already. */
  "print-job-finished",
  /** Print again of a print job that is still waiting to print. */
  "print-job-waiting",
  /** Print again of a print job whose printer has been deleted. */
  "print-job-printer-deleted",
  /** POST /api/accounts/qr-login: a QR code that is malformed, unknown, replaced by a new one or deleted (spec §5). */
  "invalid-login-qr",
  /** POST /api/settings/taxes/continue while the transmission to the tax agency is not paused. */
  "transmission-not-paused",
  /** A tax record id that is none of the caller's company's records. */
  "record-not-found",
  /** A correction of a tax record that is not rejected nor accepted with errors (or a cancellation, or corrected already). */
  "record-not-correctable",
  /** A cancellation of a tax record the agency does not hold, of a cancellation, or of one cancelled already. */
  "record-not-cancellable",
  /** POST /api/discounts/{id}/voucher for a discount valid for everyone: vouchers belong to voucher discounts only. */
  "discount-not-for-vouchers",
  /** DELETE /api/discounts/{id} while an order holds one of its vouchers (in use): nothing was deleted. */
  "vouchers-in-use",
  /** POST /api/domains: the domain is connected to a company already (this one or another). */
  "domain-taken",
  /** POST /api/domains: the company has MAX_DOMAINS_PER_COMPANY domains already. */
  "domain-limit",
  /** Firebase Hosting refused or did not answer a custom-domain call; nothing was changed. */
  "hosting-unavailable",
  "internal",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The HTTP status each error code is answered with. */
export const API_ERROR_STATUS: Readonly<Record<ApiErrorCode, number>> = {
  validation: 400,
  unauthenticated: 401,
  "not-verified": 403,
  forbidden: 403,
  "not-found": 404,
  "method-not-allowed": 405,
  "invalid-json": 400,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  "bad-request": 400,
  "email-already-in-use": 409,
  "user-not-found": 404,
  "upload-link-failed": 502,
  "upload-link-expired": 410,
  "category-used": 409,
  "subcategory-used": 409,
  "course-used": 409,
  "product-in-combined": 409,
  "invalid-order-code": 404,
  "transition-not-allowed": 409,
  "order-numbering-busy": 503,
  busy: 503,
  "subscription-required": 403,
  "api-disabled": 403,
  "rate-limited": 429,
  "payments-unavailable": 503,
  "payment-provider-error": 502,
  "invalid-webhook-signature": 400,
  "checkout-session-not-found": 404,
  "checkout-session-unpaid": 409,
  "no-subscription": 404,
  "not-refundable": 409,
  "already-refunded": 409,
  "refund-in-progress": 409,
  "printer-mac-already-added": 409,
  "print-job-finished": 409,
  "print-job-waiting": 409,
  "print-job-printer-deleted": 409,
  "invalid-login-qr": 400,
  "transmission-not-paused": 409,
  "record-not-found": 404,
  "record-not-correctable": 409,
  "record-not-cancellable": 409,
  "discount-not-for-vouchers": 409,
  "vouchers-in-use": 409,
  "domain-taken": 409,
  "domain-limit": 409,
  "hosting-unavailable": 502,
  internal: 500,
};

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === "string" && (API_ERROR_CODES as readonly string[]).includes(value);
}

/** The answer of a failed call. */
export interface ApiErrorAnswer {
  /** details: what the screen lists beside the field errors (e.g. VatRateInUseDetails). */
  error: { code: ApiErrorCode; fields?: FieldErrors; details?: Record<string, unknown> };
}

/** The answer of a successful call: everything it returns sits under `data` (spec §5: no data part is an error). */
export interface ApiSuccess<T> {
  data: T;
}

export type ApiAnswer<T> = ApiSuccess<T> | ApiErrorAnswer;

export function isApiErrorAnswer(value: unknown): value is ApiErrorAnswer {
  if (!value || typeof value !== "object" || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return !!error && typeof error === "object" && typeof (error as { code?: unknown }).code === "string";
}
