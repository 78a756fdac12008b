// The company document (companies/{companyId}): subscription and payment-provider state, written by the server.
import { booleanSchema, dateTimeSchema, idSchema, objectSchema, type IsoDateTime } from "./common";

/** Connection to the card payment provider for payouts (spec §4). */
export const STRIPE_CONNECTION_STATES = ["notConnected", "waiting", "connected"] as const;
export type StripeConnectionState = (typeof STRIPE_CONNECTION_STATES)[number];

export interface CompanyData {
  /** Present when the server stores it; the document id is the company id. */
  companyId?: string;
  subscribedPlan: string | null;
  hasAnActiveSubscription: boolean;
  hasAValidStripeConnection: boolean;
  stripeConnectionState?: StripeConnectionState;
  /** The SMS add-on is booked: the ready SMS (companySettings.sendSMSOnOrderReady) may go out. */
  smsAddOn?: boolean;
  createdAt?: IsoDateTime;
  /** The owner hid the start checklist on the dashboard (POST /api/intro), on every device. */
  introHidden?: boolean;
}
export const companySchema = objectSchema(
  {
    companyId: idSchema,
    subscribedPlan: { type: ["string", "null"], maxLength: 200 },
    hasAnActiveSubscription: booleanSchema,
    hasAValidStripeConnection: booleanSchema,
    stripeConnectionState: { type: "string", enum: [...STRIPE_CONNECTION_STATES] },
    smsAddOn: booleanSchema,
    createdAt: dateTimeSchema,
    introHidden: booleanSchema,
  },
  ["subscribedPlan", "hasAnActiveSubscription", "hasAValidStripeConnection"],
);

export function defaultCompany(overrides: Partial<CompanyData> = {}): CompanyData {
  return { subscribedPlan: null, hasAnActiveSubscription: false, hasAValidStripeConnection: false, stripeConnectionState: "notConnected", ...overrides };
}
