// The schedule of online payments: a thin wrapper over dropAbandonedOrders (abandoned.ts), which tests call directly.
import { onSchedule } from "firebase-functions/scheduler";
import { REGION } from "../config";
import { resolveDeps } from "../deps";
import { STRIPE_SECRET_KEY } from "../stripe/secrets";
import { dropAbandonedOrders } from "./abandoned";
import * as logs from "./logs";

/** Every minute: orders not paid within their time are cancelled on Stripe and removed (their slots freed). */
export const dropAbandonedOrdersEveryMinute = onSchedule(
  { schedule: "every 1 minutes", region: REGION, retryCount: 0, secrets: [STRIPE_SECRET_KEY] },
  async () => {
    logs.abandonedRun(await dropAbandonedOrders(resolveDeps()));
  },
);
