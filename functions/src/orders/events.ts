// The order triggers and the scheduled alert: thin wrappers over the plain operations of notifications.ts.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { onDocumentCreated, onDocumentUpdated } from "firebase-functions/firestore";
import { defineSecret } from "firebase-functions/params";
import { onSchedule } from "firebase-functions/scheduler";
import type { OrderData } from "@comanda/shared";
import { systemClock } from "../clock";
import { CONFIG, REGION } from "../config";
import * as logs from "./logs";
import { alertUnprocessedOrders, queueNewOrderMails, sendReadySms, type OrderEventDeps } from "./notifications";
import type twilio from "twilio";
import { hasTwilioCredentials, OfflineTwilioTransport, twilioSmsSender, type SmsSender, type TwilioCredentials } from "./sms";

export const TWILIO_ACCOUNT_SID = defineSecret("TWILIO_ACCOUNT_SID");
export const TWILIO_AUTH_TOKEN = defineSecret("TWILIO_AUTH_TOKEN");
/** The sender number (E.164) or Messaging Service SID. */
export const TWILIO_FROM = defineSecret("TWILIO_FROM");

export const ORDER_DOCUMENT = "orders/{orderId}";

function deps(): OrderEventDeps {
  const app = getApps()[0] ?? initializeApp();
  return { db: getFirestore(app), config: CONFIG, clock: systemClock };
}

/**
 * The ready-SMS sender for these credentials, or null without them. On the emulators nothing leaves the
 * machine: the real Twilio client builds the request and the offline transport answers it (tests give the
 * Twilio stand-in instead; functions/.secret.local gives the emulators placeholder credentials, so
 * `npm start` does not ask Secret Manager for them).
 */
export function smsSenderFor(
  credentials: Partial<TwilioCredentials>,
  isEmulator: boolean,
  transport: () => twilio.RequestClient = () => new OfflineTwilioTransport(),
): SmsSender | null {
  if (!hasTwilioCredentials(credentials)) return null;
  return twilioSmsSender(credentials, isEmulator ? transport() : undefined);
}

function smsSender(): SmsSender | null {
  return smsSenderFor({ accountSid: TWILIO_ACCOUNT_SID.value(), authToken: TWILIO_AUTH_TOKEN.value(), from: TWILIO_FROM.value() }, CONFIG.isEmulator);
}

/**
 * Twilio refuses some messages for good (an invalid or blocked number: 4xx); sending again cannot help,
 * so only the others (server errors, rate limits, network) are handed back for a retry.
 */
function worthRetrying(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return !(typeof status === "number" && status >= 400 && status < 500 && status !== 429);
}

/** A new order: the company's notice and receipt copy by e-mail (retried until written; written once). */
export const onOrderCreated = onDocumentCreated({ document: ORDER_DOCUMENT, region: REGION, retry: true }, async (event) => {
  const order = event.data?.data() as OrderData | undefined;
  if (!order) return;
  await queueNewOrderMails(deps(), event.params.orderId, order);
});

type OrderUpdate = Parameters<Parameters<typeof onDocumentUpdated<typeof ORDER_DOCUMENT>>[1]>[0];

/** The ready-SMS handler of an order update; `sender` is built per event (tests give a stand-in). */
export function readySmsOnUpdate(sender: () => SmsSender | null, given: () => OrderEventDeps = deps) {
  return async (event: OrderUpdate): Promise<void> => {
    const before = event.data?.before.data() as OrderData | undefined;
    const after = event.data?.after.data() as OrderData | undefined;
    if (!before || !after || before.status === after.status) return;
    try {
      await sendReadySms(given(), sender(), event.params.orderId, before, after);
    } catch (error) {
      if (worthRetrying(error)) throw error;
      logs.readySmsRefusedForGood(after.companyId, event.params.orderId, error);
    }
  };
}

/** An order became ready: the customer's SMS, sent once (a failed send is retried). */
export const onOrderUpdated = onDocumentUpdated(
  { document: ORDER_DOCUMENT, region: REGION, retry: true, secrets: [TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM] },
  readySmsOnUpdate(smsSender),
);

/** Every minute: alert the owner about orders still new 10 minutes after they were placed. */
export const alertUnprocessedOrdersEveryMinute = onSchedule({ schedule: "every 1 minutes", region: REGION, retryCount: 0 }, async () => {
  const result = await alertUnprocessedOrders(deps());
  logs.unprocessedAlertRun(result.alerted.length, result.skipped.length);
});
