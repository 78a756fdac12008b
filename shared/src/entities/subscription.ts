// The company's subscription to a plan (subscriptions/{stripeSubscriptionId}), written by the server alone
// from the payment provider's current state (functions/src/subscriptions); readable by the owner.
import { booleanSchema, countSchema, dateTimeSchema, idSchema, nullableDateTimeSchema, nullableIdSchema, objectSchema, type IsoDateTime } from "./common";

export const SUBSCRIPTION_STATUSES = ["active", "inactive", "incomplete", "trialing"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface SubscriptionData {
  companyId: string;
  created: IsoDateTime;
  /** Plan name ("basic", "pro"; shared/src/subscription/features.ts). */
  name: string;
  status: SubscriptionStatus;
  /** The end of the paid period (or the moment it ended or will end when cancelled). */
  validUntil: IsoDateTime | null;
  /** The SMS add-on is part of the subscription. */
  smsAddOn?: boolean;
  /** The payment provider's customer (the customer portal opens for it). */
  customerId?: string | null;
  /** The payment provider's own status (active, past_due, canceled, …), which `status` sums up. */
  providerStatus?: string;
  /** When the state written was the payment provider's (ms since 1970): when it was read, or the created time of the event whose copy it is. An older state never overwrites it. */
  syncedAt?: number;
}
export const subscriptionSchema = objectSchema(
  {
    companyId: idSchema,
    created: dateTimeSchema,
    name: { type: "string", maxLength: 200 },
    status: { type: "string", enum: [...SUBSCRIPTION_STATUSES] },
    validUntil: nullableDateTimeSchema,
    smsAddOn: booleanSchema,
    customerId: nullableIdSchema,
    providerStatus: { type: "string", maxLength: 40 },
    syncedAt: countSchema,
  },
  ["companyId", "created", "name", "status", "validUntil"],
);
