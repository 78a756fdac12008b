// What happens around an order besides the board: the company's e-mails about a new order, the customer's
// SMS when it is ready, and the alert about orders left unprocessed. Plain operations that the triggers
// in events.ts call and the tests call directly; each is safe to run again (triggers are retried and
// scheduled runs may overlap).
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { BASE_PATH, COLLECTIONS, featureAllowed, type NotificationData, type OrderData } from "@comanda/shared";
import type { Clock } from "../clock";
import type { ServerConfig } from "../config";
import { firebaseErrorCode } from "../http/errors";
import type { Mail } from "../mail/mailer";
import { newOrderMail, receiptCopyMail, unprocessedOrderMail, type OrderMailInput } from "./mails";
import * as logs from "./logs";
import { customerLanguage, pointOfSaleName, readCompanyContext, readCompanyContextIn, textsFor, type CompanyContext } from "./orderContext";
import type { SmsSender } from "./sms";
import { fill } from "./texts";
import { runTransaction } from "../transactions";

export interface OrderEventDeps {
  db: Firestore;
  /** `stripe.subscriptionsAlwaysActive`: the deployment counts every company as subscribed (the gate table). */
  config: Pick<ServerConfig, "appUrl"> & { stripe?: Pick<ServerConfig["stripe"], "subscriptionsAlwaysActive"> };
  clock: Clock;
}

/** How long an order may stay new before the owner is alerted (spec §4, §9). */
export const UNPROCESSED_AFTER_MS = 10 * 60 * 1000;
/**
 * How far back the alert looks: an order still new a day later was forgotten or abandoned, and scanning
 * every old order each minute would grow without end.
 */
export const UNPROCESSED_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** Deterministic ids: a retried trigger writes the same document again and create() refuses the copy. */
export const mailIds = {
  newOrder: (orderId: string) => `order-${orderId}-new-order`,
  receiptCopy: (orderId: string) => `order-${orderId}-receipt-copy`,
  unprocessed: (orderId: string) => `order-${orderId}-unprocessed`,
};
export const unprocessedNotificationId = (orderId: string) => `unprocessed-order-${orderId}`;
/** The marker of the ready SMS, under the order (closed to clients: no rule opens order sub-collections). */
export const readySmsMarker = (db: Firestore, orderId: string): DocumentReference => db.collection(COLLECTIONS.orders).doc(orderId).collection("sms").doc("ready");

function boardUrl(config: Pick<ServerConfig, "appUrl">): string {
  return `${config.appUrl}${BASE_PATH}/orders/overview`;
}

export function isAlreadyExists(error: unknown): boolean {
  // gRPC code 6 (ALREADY_EXISTS), as firebase-admin's Firestore reports a create() of an existing document.
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || firebaseErrorCode(error) === "already-exists";
}

/** Queues a mail under a fixed id once; answers false when it was queued before. */
async function queueMailOnce(db: Firestore, id: string, mail: Mail & { companyId: string; orderId: string }): Promise<boolean> {
  try {
    await db.collection(COLLECTIONS.mail).doc(id).create(mail);
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

function recipient(enabled: boolean | undefined, to: string | null | undefined): string | null {
  const address = to?.trim();
  return enabled && address ? address : null;
}

async function mailInput(db: Firestore, deps: OrderEventDeps, order: OrderData, context: CompanyContext): Promise<OrderMailInput> {
  return { order, context, pointOfSale: await pointOfSaleName(db, order, context.defaultLanguage), boardUrl: boardUrl(deps.config) };
}

export interface NewOrderMailsResult {
  newOrder: "queued" | "already-queued" | "off";
  receiptCopy: "queued" | "already-queued" | "off";
}

/**
 * A new order: the notice to sendNewOrderNotificationsTo and the receipt copy to sendCopyOfOrderReceiptsTo,
 * each when its setting is on, in the company's default language.
 */
export async function queueNewOrderMails(deps: OrderEventDeps, orderId: string, order: OrderData): Promise<NewOrderMailsResult> {
  const context = await readCompanyContext(deps.db, order.companyId);
  const noticeTo = recipient(context.settings.sendNewOrderNotifications, context.settings.sendNewOrderNotificationsTo);
  const copyTo = recipient(context.settings.sendCopyOfOrderReceipts, context.settings.sendCopyOfOrderReceiptsTo);
  const result: NewOrderMailsResult = { newOrder: "off", receiptCopy: "off" };
  if (!noticeTo && !copyTo) return result;
  const input = await mailInput(deps.db, deps, order, context);
  const meta = { companyId: order.companyId, orderId };
  if (noticeTo) {
    const queued = await queueMailOnce(deps.db, mailIds.newOrder(orderId), { to: noticeTo, message: newOrderMail(input), ...meta });
    result.newOrder = queued ? "queued" : "already-queued";
  }
  if (copyTo) {
    const queued = await queueMailOnce(deps.db, mailIds.receiptCopy(orderId), { to: copyTo, message: receiptCopyMail(input), ...meta });
    result.receiptCopy = queued ? "queued" : "already-queued";
  }
  logs.newOrderMailsQueued(order.companyId, orderId, result.newOrder, result.receiptCopy);
  return result;
}

export type ReadySmsOutcome = "not-became-ready" | "off" | "no-phone" | "no-credentials" | "already-sent" | "sent";

/** A phone number as Twilio takes it: no spaces, brackets or hyphens, 00 written as +. */
export function smsNumber(phone: string): string {
  const compact = phone.replace(/[\s().-]/g, "");
  return compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
}

/**
 * The order became ready: the customer gets an SMS (sendSMSOnOrderReady, the SMS add-on and a phone
 * number needed) exactly once. A marker is created in a transaction before sending, so a repeated or
 * concurrent trigger sends nothing; a failed send removes the marker and throws, so the retry sends.
 */
export async function sendReadySms(
  deps: OrderEventDeps,
  sender: SmsSender | null,
  orderId: string,
  before: Pick<OrderData, "status">,
  after: OrderData,
): Promise<ReadySmsOutcome> {
  if (after.status !== "ready" || before.status === "ready") return "not-became-ready";
  const context = await readCompanyContext(deps.db, after.companyId);
  // The gate table decides (shared/src/subscription/features.ts): an active plan with the SMS add-on.
  const smsBooked = featureAllowed(context.company, "smsNotification", { alwaysActive: deps.config.stripe?.subscriptionsAlwaysActive === true });
  if (!context.settings.sendSMSOnOrderReady || !smsBooked) return "off";
  const phone = after.phone?.trim();
  if (!phone) return "no-phone";
  if (!sender) {
    logs.readySmsWithoutCredentials(after.companyId, orderId);
    return "no-credentials";
  }
  const marker = readySmsMarker(deps.db, orderId);
  const claimed = await runTransaction(deps.db, async (tx) => {
    if ((await tx.get(marker)).exists) return false;
    tx.create(marker, { companyId: after.companyId, orderId, to: phone, createdAt: deps.clock.now().toISOString(), messageId: null });
    return true;
  });
  if (!claimed) return "already-sent";
  const language = customerLanguage(after, context);
  const body = fill(textsFor(language).smsReady, { number: after.number ?? "", brand: context.brandName }).trim();
  try {
    const { id } = await sender.send(smsNumber(phone), body);
    await marker.update({ messageId: id, sentAt: deps.clock.now().toISOString() });
  } catch (error) {
    await marker.delete();
    logs.readySmsFailed(after.companyId, orderId, error);
    throw error;
  }
  logs.readySmsSent(after.companyId, orderId);
  return "sent";
}

export interface UnprocessedAlertResult {
  /** Orders alerted by this run. */
  alerted: string[];
  /** Orders found but alerted before (another run, or a retry) or no longer new. */
  skipped: string[];
}

/**
 * Every order still new 10 minutes after it was placed, without an alert yet: per order, one transaction
 * marks it (unprocessedAlertAt), writes the owner's notification and, when the new-order notifications are
 * on, the alert mail. A run that finds the mark set leaves the order alone, so overlapping runs and
 * retries alert once.
 */
export async function alertUnprocessedOrders(deps: OrderEventDeps): Promise<UnprocessedAlertResult> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - UNPROCESSED_AFTER_MS).toISOString();
  const since = new Date(now.getTime() - UNPROCESSED_LOOKBACK_MS).toISOString();
  const waiting = await deps.db
    .collection(COLLECTIONS.orders)
    .where("status", "==", "new")
    .where("dateOrdered", ">=", since)
    .where("dateOrdered", "<=", cutoff)
    .get();
  const result: UnprocessedAlertResult = { alerted: [], skipped: [] };
  for (const found of waiting.docs) {
    const order = found.data() as OrderData;
    if (order.unprocessedAlertAt) {
      result.skipped.push(found.id);
      continue;
    }
    try {
      const alerted = await alertOne(deps, found.id, now);
      (alerted ? result.alerted : result.skipped).push(found.id);
    } catch (error) {
      // One broken order must not keep the others from their alert; the next run tries it again.
      logs.unprocessedAlertFailed(order.companyId, found.id, error);
    }
  }
  return result;
}

async function alertOne(deps: OrderEventDeps, orderId: string, now: Date): Promise<boolean> {
  const { db } = deps;
  const orderRef = db.collection(COLLECTIONS.orders).doc(orderId);
  // The point of sale's name is only decoration for the mail: read outside the transaction.
  const outside = (await orderRef.get()).data() as OrderData | undefined;
  if (!outside || outside.status !== "new" || outside.unprocessedAlertAt) return false;
  const language = (await readCompanyContext(db, outside.companyId)).defaultLanguage;
  const pointOfSale = await pointOfSaleName(db, outside, language).catch(() => "");
  const alerted = await runTransaction(db, async (tx) => {
    const snap = await tx.get(orderRef);
    const order = snap.data() as OrderData | undefined;
    if (!order || order.status !== "new" || order.unprocessedAlertAt) return null;
    const context = await readCompanyContextIn(tx, db, order.companyId);
    const at = now.toISOString();
    tx.update(orderRef, { unprocessedAlertAt: at });
    const notification: NotificationData = {
      companyId: order.companyId,
      // The owner's uid is the company id.
      userId: order.companyId,
      date: at,
      read: false,
      message: "unprocessed-order",
      orderId,
    };
    tx.set(db.collection(COLLECTIONS.notifications).doc(unprocessedNotificationId(orderId)), notification);
    const to = recipient(context.settings.sendNewOrderNotifications, context.settings.sendNewOrderNotificationsTo);
    if (to) {
      const localName = outside.zoneId === order.zoneId && outside.pointofsaleId === order.pointofsaleId ? pointOfSale : "";
      const message = unprocessedOrderMail({ order, context, pointOfSale: localName, boardUrl: boardUrl(deps.config) });
      tx.set(db.collection(COLLECTIONS.mail).doc(mailIds.unprocessed(orderId)), { to, message, companyId: order.companyId, orderId });
    }
    return order.companyId;
  });
  if (alerted) logs.unprocessedOrderAlerted(alerted, orderId);
  return alerted !== null;
}
