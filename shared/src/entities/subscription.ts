// The company's subscription to a plan (written by the server from the payment provider's events).
import { dateTimeSchema, idSchema, nullableDateTimeSchema, objectSchema, type IsoDateTime } from "./common";

export const SUBSCRIPTION_STATUSES = ["active", "inactive", "incomplete", "trialing"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface SubscriptionData {
  companyId: string;
  created: IsoDateTime;
  /** Plan name. */
  name: string;
  status: SubscriptionStatus;
  validUntil: IsoDateTime | null;
}
export const subscriptionSchema = objectSchema(
  {
    companyId: idSchema,
    created: dateTimeSchema,
    name: { type: "string", maxLength: 200 },
    status: { type: "string", enum: [...SUBSCRIPTION_STATUSES] },
    validUntil: nullableDateTimeSchema,
  },
  ["companyId", "created", "name", "status", "validUntil"],
);
