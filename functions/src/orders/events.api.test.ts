// The order events against the Firestore emulator: new-order mails, the ready SMS through the real Twilio
// client (Twilio's servers stood in at its HTTP layer) and the unprocessed-order alert under repeated and
// overlapping runs.
import "./eventsTestProject";
import { beforeEach, describe, expect, it } from "vitest";
import type { CompanySettingsData, OrderData, OrderItem } from "@comanda/shared";
import type { Clock } from "../clock";
import { clearProject, db } from "../test/emulator";
import { alertUnprocessedOrders, queueNewOrderMails, readySmsMarker, sendReadySms, type OrderEventDeps } from "./notifications";
import { twilioSmsSender } from "./sms";
import { TwilioStandIn } from "../../tools/twilio";

beforeEach(clearProject);

const COMPANY = "company-events";
const OTHER = "company-other";
const NOW = new Date("2026-03-02T12:00:00.000Z");
const clockAt = (at: Date): Clock => ({ now: () => at });
const deps = (at: Date = NOW): OrderEventDeps => ({ db, config: { appUrl: "https://admin.example.com" }, clock: clockAt(at) });
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const SID = "AC00000000000000000000000000000001";
const credentials = { accountSid: SID, authToken: "token-1", from: "+34910000000" };

async function company(id: string, settings: Partial<CompanySettingsData> = {}, smsAddOn = true): Promise<void> {
  await db.collection("companies").doc(id).set({ companyId: id, hasAnActiveSubscription: true, hasAValidStripeConnection: false, subscribedPlan: "pro", smsAddOn });
  await db.collection("companyInfos").doc(id).set({ companyId: id, brandName: "Bar Ana", companyname: "Ana SL" });
  await db.collection("companySettings").doc(id).set({
    companyId: id,
    currency: "EUR",
    timezone: "Europe/Madrid",
    i18n: { defaultLanguage: "en", languages: [{ language: "en", enabled: true }], hideTranslationTabs: false, enableAutomaticTranslation: false },
    sendNewOrderNotifications: true,
    sendNewOrderNotificationsTo: "kitchen@bar-ana.test",
    sendCopyOfOrderReceipts: true,
    sendCopyOfOrderReceiptsTo: "books@bar-ana.test",
    sendSMSOnOrderReady: true,
    ...settings,
  });
  await db.collection("zones").doc(`${id}-terrace`).set({ companyId: id, name: "Terrace", sortOrder: 1000, pointsOfSale: [{ id: "t4", name: { en: "Table 4", es: "Mesa 4" } }] });
}

const item = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  productId: "bravas",
  name: { en: "Patatas bravas", es: "Patatas bravas" },
  quantity: 2,
  price: 6.5,
  vat: 10,
  done: false,
  locationId: "kitchen",
  status: "new",
  ...overrides,
});

function order(overrides: Partial<OrderData> = {}): OrderData {
  return {
    companyId: COMPANY,
    number: 7,
    status: "new",
    dateOrdered: minutesAgo(1),
    deliveryType: "table",
    zoneId: `${COMPANY}-terrace`,
    pointofsaleId: "t4",
    name: "Ada Lovelace",
    phone: "+34 600 11 22 33",
    cartTotal: 18.9,
    tip: 1,
    totals: {
      items: 18.9,
      discount: 0,
      deliveryFee: 0,
      tip: 1,
      total: 19.9,
      vat: [
        { rate: 10, net: 11.82, vat: 1.18, gross: 13 },
        { rate: 21, net: 4.88, vat: 1.02, gross: 5.9 },
      ],
    },
    paymentMethod: "onSite",
    paid: false,
    source: "admin",
    language: "es",
    pickupCode: "ABCDEFGH23",
    items: [item(), item({ productId: "beer", name: { en: "Beer", es: "Cerveza" }, quantity: 1, price: 5.9, vat: 21, locationId: "bar" })],
    receiptItems: [],
    ...overrides,
  };
}

async function place(id: string, data: OrderData): Promise<void> {
  await db.collection("orders").doc(id).set(data);
}

async function mailsFor(orderId: string) {
  const snap = await db.collection("mail").where("orderId", "==", orderId).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as { to: string; message: { subject: string; text: string; html: string } }) }));
}

describe("new-order mails", () => {
  it("queue the notice to sendNewOrderNotificationsTo, in the company's default language", async () => {
    await company(COMPANY, { i18n: { defaultLanguage: "de", languages: [], hideTranslationTabs: false, enableAutomaticTranslation: false } });
    await queueNewOrderMails(deps(), "order-1", order());
    const notice = (await mailsFor("order-1")).find((m) => m.to === "kitchen@bar-ana.test");
    expect(notice?.message.subject).toBe("Neue Bestellung #7");
    expect(notice?.message.text).toContain("Bar Ana hat eine neue Bestellung #7 erhalten.");
    expect(notice?.message.text).toContain("https://admin.example.com/admin/orders/overview");
  });

  it("queue a receipt copy listing items, VAT per rate and totals in the company's currency", async () => {
    await company(COMPANY, { vatId: "ESB12345678" });
    await queueNewOrderMails(deps(), "order-1", order());
    const copy = (await mailsFor("order-1")).find((m) => m.to === "books@bar-ana.test");
    expect(copy?.message.subject).toBe("Receipt of order #7 – Bar Ana");
    const text = copy?.message.text ?? "";
    expect(text).toContain("2 × Patatas bravas: €13.00");
    expect(text).toContain("1 × Beer: €5.90");
    expect(text).toContain("VAT 10 %: Net €11.82 · VAT €1.18 · Gross €13.00");
    expect(text).toContain("VAT 21 %: Net €4.88 · VAT €1.02 · Gross €5.90");
    expect(text).toContain("Tip: €1.00");
    expect(text).toContain("Total: €19.90");
    expect(text).toContain("VAT ID: ESB12345678");
    expect(text).toContain("Payment: Pay on site");
  });

  it("write the same two mails once when the trigger runs again", async () => {
    await company(COMPANY);
    await queueNewOrderMails(deps(), "order-1", order());
    const again = await queueNewOrderMails(deps(), "order-1", order());
    expect(again).toEqual({ newOrder: "already-queued", receiptCopy: "already-queued" });
    expect((await mailsFor("order-1")).map((m) => m.to).sort()).toEqual(["books@bar-ana.test", "kitchen@bar-ana.test"]);
  });

  it("send nothing when both settings are off", async () => {
    await company(COMPANY, { sendNewOrderNotifications: false, sendCopyOfOrderReceipts: false });
    expect(await queueNewOrderMails(deps(), "order-1", order())).toEqual({ newOrder: "off", receiptCopy: "off" });
    expect(await mailsFor("order-1")).toEqual([]);
  });

  it("send no notice when the setting is on but no address is given", async () => {
    await company(COMPANY, { sendNewOrderNotificationsTo: "  ", sendCopyOfOrderReceipts: false });
    await queueNewOrderMails(deps(), "order-1", order());
    expect(await mailsFor("order-1")).toEqual([]);
  });

  it("mark a test order in the notice", async () => {
    await company(COMPANY);
    await queueNewOrderMails(deps(), "order-1", order({ demo: true }));
    const notice = (await mailsFor("order-1")).find((m) => m.to === "kitchen@bar-ana.test");
    expect(notice?.message.text).toContain("Test order – not a real sale");
  });
});

describe("ready SMS", () => {
  const ready = (overrides: Partial<OrderData> = {}) => order({ status: "ready", previousStatus: "wip", ...overrides });

  it("is sent through Twilio's Messages API with the number, sender and text in the order's language", async () => {
    await company(COMPANY);
    await place("order-1", ready());
    const twilio = new TwilioStandIn();
    const outcome = await sendReadySms(deps(), twilioSmsSender(credentials, twilio), "order-1", { status: "wip" }, ready());
    expect(outcome).toBe("sent");
    expect(twilio.requests).toHaveLength(1);
    const [request] = twilio.requests;
    expect(request?.method).toBe("post");
    expect(request?.uri).toBe(`https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request?.username).toBe(SID);
    expect(request?.data).toEqual({ To: "+34600112233", From: "+34910000000", Body: "Bar Ana: tu pedido n.º 7 está listo." });
  });

  it("falls back to the company's default language when the order has none", async () => {
    await company(COMPANY, { i18n: { defaultLanguage: "fr", languages: [], hideTranslationTabs: false, enableAutomaticTranslation: false } });
    const twilio = new TwilioStandIn();
    await sendReadySms(deps(), twilioSmsSender(credentials, twilio), "order-1", { status: "wip" }, ready({ language: undefined }));
    expect(twilio.requests[0]?.data.Body).toBe("Bar Ana : votre commande n° 7 est prête.");
  });

  it("is sent once when the trigger runs again", async () => {
    await company(COMPANY);
    const twilio = new TwilioStandIn();
    const sender = twilioSmsSender(credentials, twilio);
    await sendReadySms(deps(), sender, "order-1", { status: "wip" }, ready());
    expect(await sendReadySms(deps(), sender, "order-1", { status: "wip" }, ready())).toBe("already-sent");
    expect(twilio.requests).toHaveLength(1);
  });

  it("is sent once when two runs of the trigger overlap", async () => {
    await company(COMPANY);
    const twilio = new TwilioStandIn();
    const sender = twilioSmsSender(credentials, twilio);
    const outcomes = await Promise.all([1, 2, 3].map(() => sendReadySms(deps(), sender, "order-1", { status: "wip" }, ready())));
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
    expect(twilio.requests).toHaveLength(1);
  });

  it("is sent again by the retry after Twilio failed, and only then", async () => {
    await company(COMPANY);
    const twilio = new TwilioStandIn().answerWith({ statusCode: 503, body: { code: 20503, message: "Service unavailable", status: 503 } });
    const sender = twilioSmsSender(credentials, twilio);
    await expect(sendReadySms(deps(), sender, "order-1", { status: "wip" }, ready())).rejects.toMatchObject({ status: 503 });
    expect((await readySmsMarker(db, "order-1").get()).exists).toBe(false);
    expect(await sendReadySms(deps(), sender, "order-1", { status: "wip" }, ready())).toBe("sent");
    expect(await sendReadySms(deps(), sender, "order-1", { status: "wip" }, ready())).toBe("already-sent");
    expect(twilio.requests).toHaveLength(2);
  });

  it("is not sent without the Twilio credentials", async () => {
    await company(COMPANY);
    expect(await sendReadySms(deps(), null, "order-1", { status: "wip" }, ready())).toBe("no-credentials");
    expect((await readySmsMarker(db, "order-1").get()).exists).toBe(false);
  });

  it("is not sent without the SMS add-on", async () => {
    await company(COMPANY, {}, false);
    const twilio = new TwilioStandIn();
    expect(await sendReadySms(deps(), twilioSmsSender(credentials, twilio), "order-1", { status: "wip" }, ready())).toBe("off");
    expect(twilio.requests).toEqual([]);
  });

  it("is not sent when the setting is off", async () => {
    await company(COMPANY, { sendSMSOnOrderReady: false });
    const twilio = new TwilioStandIn();
    expect(await sendReadySms(deps(), twilioSmsSender(credentials, twilio), "order-1", { status: "wip" }, ready())).toBe("off");
    expect(twilio.requests).toEqual([]);
  });

  it("is not sent for an order without a phone number", async () => {
    await company(COMPANY);
    const twilio = new TwilioStandIn();
    expect(await sendReadySms(deps(), twilioSmsSender(credentials, twilio), "order-1", { status: "wip" }, ready({ phone: null }))).toBe("no-phone");
    expect(twilio.requests).toEqual([]);
  });

  it("is not sent for a change that does not make the order ready", async () => {
    await company(COMPANY);
    const twilio = new TwilioStandIn();
    const sender = twilioSmsSender(credentials, twilio);
    expect(await sendReadySms(deps(), sender, "order-1", { status: "new" }, order({ status: "wip" }))).toBe("not-became-ready");
    expect(await sendReadySms(deps(), sender, "order-1", { status: "ready" }, ready({ staffRemark: "x" }))).toBe("not-became-ready");
    expect(twilio.requests).toEqual([]);
  });
});

describe("unprocessed-order alert", () => {
  async function notificationsOf(userId: string) {
    const snap = await db.collection("notifications").where("userId", "==", userId).get();
    return snap.docs.map((d) => d.data());
  }

  it("notifies the owner about an order still new 10 minutes after it was placed", async () => {
    await company(COMPANY);
    await place("late", order({ dateOrdered: minutesAgo(11) }));
    const result = await alertUnprocessedOrders(deps());
    expect(result.alerted).toEqual(["late"]);
    expect(await notificationsOf(COMPANY)).toEqual([
      { companyId: COMPANY, userId: COMPANY, date: NOW.toISOString(), read: false, message: "unprocessed-order", orderId: "late" },
    ]);
    expect((await db.collection("orders").doc("late").get()).get("unprocessedAlertAt")).toBe(NOW.toISOString());
  });

  it("mails the new-order address when new-order notifications are on", async () => {
    await company(COMPANY);
    await place("late", order({ dateOrdered: minutesAgo(11) }));
    await alertUnprocessedOrders(deps());
    const mails = await mailsFor("late");
    expect(mails.map((m) => [m.to, m.message.subject])).toEqual([["kitchen@bar-ana.test", "Order #7 is still waiting"]]);
    expect(mails[0]?.message.text).toContain("Point of sale: Terrace · Table 4");
  });

  it("writes no mail when new-order notifications are off", async () => {
    await company(COMPANY, { sendNewOrderNotifications: false });
    await place("late", order({ dateOrdered: minutesAgo(11) }));
    await alertUnprocessedOrders(deps());
    expect(await mailsFor("late")).toEqual([]);
    expect(await notificationsOf(COMPANY)).toHaveLength(1);
  });

  it("leaves orders younger than 10 minutes and orders in process alone", async () => {
    await company(COMPANY);
    await place("young", order({ dateOrdered: minutesAgo(9) }));
    await place("in-process", order({ status: "wip", dateOrdered: minutesAgo(30) }));
    const result = await alertUnprocessedOrders(deps());
    expect(result.alerted).toEqual([]);
    expect(await notificationsOf(COMPANY)).toEqual([]);
  });

  it("alerts once when the run is repeated", async () => {
    await company(COMPANY);
    await place("late", order({ dateOrdered: minutesAgo(11) }));
    await alertUnprocessedOrders(deps());
    const later = await alertUnprocessedOrders(deps(new Date(NOW.getTime() + 60_000)));
    expect(later.alerted).toEqual([]);
    expect(await notificationsOf(COMPANY)).toHaveLength(1);
    expect(await mailsFor("late")).toHaveLength(1);
  });

  it("alerts once when two runs overlap", async () => {
    await company(COMPANY);
    await place("late-1", order({ dateOrdered: minutesAgo(11) }));
    await place("late-2", order({ number: 8, dateOrdered: minutesAgo(12) }));
    const [first, second] = await Promise.all([alertUnprocessedOrders(deps()), alertUnprocessedOrders(deps())]);
    expect([...(first?.alerted ?? []), ...(second?.alerted ?? [])].sort()).toEqual(["late-1", "late-2"]);
    expect((await notificationsOf(COMPANY)).map((n) => n.orderId).sort()).toEqual(["late-1", "late-2"]);
    expect((await mailsFor("late-1")).length + (await mailsFor("late-2")).length).toBe(2);
  });

  it("addresses each company's alert to its own owner", async () => {
    await company(COMPANY);
    await company(OTHER, { sendNewOrderNotificationsTo: "other@example.test" });
    await place("late-a", order({ dateOrdered: minutesAgo(11) }));
    await place("late-b", order({ companyId: OTHER, zoneId: null, pointofsaleId: null, dateOrdered: minutesAgo(11) }));
    await alertUnprocessedOrders(deps());
    expect((await notificationsOf(COMPANY)).map((n) => n.orderId)).toEqual(["late-a"]);
    expect((await notificationsOf(OTHER)).map((n) => [n.orderId, n.companyId])).toEqual([["late-b", OTHER]]);
    expect((await mailsFor("late-b")).map((m) => m.to)).toEqual(["other@example.test"]);
  });
});
