// The mails the product writes, sent as in production: the product's own code writes each kind to the `mail`
// collection of the Firestore emulator, the local stand-in of the Trigger Email extension (functions/tools/mail)
// sends it with nodemailer to an SMTP server in this process (smtp-server), and each is read back parsed
// (mailparser) as a customer's mail program shows it. The server refuses one address for good (550) and asks
// another to come back later once (451): ERROR with the reason, and SUCCESS at the second attempt.
import "./deliveryTestProject";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderData } from "@comanda/shared";
import { startMailSink, startMailStandIn, type MailSink, type MailStandIn, type ReceivedMail } from "../../tools/mail";
import type { AppDeps } from "../deps";
import { sendPasswordResetMail, sendVerificationMail } from "../platform/accountMail";
import { alertUnprocessedOrders, queueNewOrderMails, type OrderEventDeps } from "../orders/notifications";
import { auth, clearProject, db } from "../test/emulator";
import { FirestoreMailer } from "./mailer";

const COMPANY = "company-mail";
const BRAND = `<b>Tom & Jerry's</b>`;
const LOGO = "https://firebasestorage.googleapis.com/v0/b/comanda-test.appspot.com/o/logos%2Fcompany-mail.png?alt=media";
const NOW = new Date();
const FROM = "Comanda <no-reply@comanda.app>";

let sink: MailSink;
let standIn: MailStandIn;
const refusals: string[] = [];

beforeAll(async () => {
  await clearProject();
  let busy = 0;
  sink = await startMailSink({
    refuse: (recipient) => {
      if (recipient === "nobody@tom-jerry.test") return { code: 550, message: "5.1.1 <nobody@tom-jerry.test>: mailbox unavailable" };
      // Greylisting, as many servers do: the first try is asked to come back later.
      if (recipient === "greylisted@tom-jerry.test" && busy++ === 0) {
        refusals.push(recipient);
        return { code: 451, message: "4.7.1 Greylisted, please try again later" };
      }
      return null;
    },
  });
  standIn = startMailStandIn({
    db,
    smtp: { host: sink.host, port: sink.port },
    defaults: { from: FROM, replyTo: "support@comanda.app" },
    policy: { retryDelayMs: 100, maxRetryDelayMs: 100 },
  });
});

afterAll(async () => {
  await standIn.close();
  await sink.close();
});

/** The document's delivery once it is final (SUCCESS or ERROR). */
async function finalDelivery(id: string, timeoutMs = 10_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const delivery = (await db.collection("mail").doc(id).get()).get("delivery") as Record<string, unknown> | undefined;
    if (delivery && (delivery.state === "SUCCESS" || delivery.state === "ERROR")) return delivery;
    if (Date.now() > deadline) throw new Error(`mail ${id} is not final: ${JSON.stringify(delivery)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const to = (address: string) => (mail: ReceivedMail) => mail.envelope.to.includes(address);

async function restaurant(): Promise<void> {
  await db.collection("companies").doc(COMPANY).set({ companyId: COMPANY, hasAnActiveSubscription: true, hasAValidStripeConnection: false, subscribedPlan: "pro" });
  await db.collection("companyInfos").doc(COMPANY).set({ companyId: COMPANY, brandName: BRAND, companyname: "Tom y Jerry SL", picture: LOGO });
  await db.collection("companySettings").doc(COMPANY).set({
    companyId: COMPANY,
    currency: "EUR",
    timezone: "Europe/Madrid",
    i18n: { defaultLanguage: "es", languages: [{ language: "es", enabled: true }], hideTranslationTabs: false, enableAutomaticTranslation: false },
    sendNewOrderNotifications: true,
    sendNewOrderNotificationsTo: "kitchen@tom-jerry.test",
    sendCopyOfOrderReceipts: true,
    sendCopyOfOrderReceiptsTo: "books@tom-jerry.test",
  });
}

function order(number: number, minutesAgo: number): OrderData {
  return {
    companyId: COMPANY,
    number,
    status: "new",
    dateOrdered: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
    deliveryType: "takeaway",
    name: "Ada",
    cartTotal: 6.5,
    paymentMethod: "onSite",
    paid: false,
    source: "admin",
    items: [{ productId: "soup", name: { en: "Soup", es: "Sopa" }, quantity: 1, price: 6.5, vat: 10, done: false, locationId: "kitchen", status: "new" }],
    receiptItems: [],
  } as unknown as OrderData;
}

/** What every order mail of the restaurant shows: its parts, its language, its name and its logo. */
function expectRestaurantMail(mail: ReceivedMail, recipient: string): void {
  expect(mail.to).toBe(recipient);
  expect(mail.from).toBe(`"Comanda" <no-reply@comanda.app>`);
  expect(mail.html).toMatch(/<html lang="es">/);
  expect(mail.html).toContain(`<img src="${LOGO.replace(/&/g, "&amp;")}" alt="&lt;b&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;"`);
  expect(mail.html).toContain(">&lt;b&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;</td>");
  expect(mail.html).not.toContain("<b>Tom");
  expect(mail.text?.split("\n")[0]).toBe(BRAND);
}

describe("the mails the product writes reach the reader", () => {
  it("sends the new-order mail, the receipt copy and the 10-minute alert in the restaurant's language, name and logo", async () => {
    await restaurant();
    const deps: OrderEventDeps = { db, config: { appUrl: "https://admin.comanda.test" }, clock: { now: () => NOW } };
    await queueNewOrderMails(deps, "order-new", order(7, 0));
    await db.collection("orders").doc("order-late").set(order(8, 11));
    expect((await alertUnprocessedOrders(deps)).alerted).toEqual(["order-late"]);

    const notice = await sink.waitFor((m) => to("kitchen@tom-jerry.test")(m) && m.subject.includes("7"));
    expect(notice.subject).toBe("Nuevo pedido n.º 7");
    expectRestaurantMail(notice, "kitchen@tom-jerry.test");
    expect(notice.text).toContain(`${BRAND} ha recibido un nuevo pedido n.º 7.`);
    expect(notice.text).toContain("https://admin.comanda.test/admin/orders/overview");

    const copy = await sink.waitFor(to("books@tom-jerry.test"));
    expect(copy.subject).toBe(`Recibo del pedido n.º 7 – ${BRAND}`);
    expectRestaurantMail(copy, "books@tom-jerry.test");
    expect(copy.text).toMatch(/1 × Sopa: 6,50\s€/);

    const alert = await sink.waitFor((m) => to("kitchen@tom-jerry.test")(m) && m.subject.includes("8"));
    expect(alert.subject).toBe("El pedido n.º 8 sigue esperando");
    expectRestaurantMail(alert, "kitchen@tom-jerry.test");

    const delivery = await finalDelivery("order-order-new-new-order");
    expect(delivery).toMatchObject({ state: "SUCCESS", attempts: 1, error: null, leaseExpireTime: null });
    expect(delivery.info).toMatchObject({ messageId: notice.messageId, accepted: ["kitchen@tom-jerry.test"], rejected: [] });
    expect((delivery.info as { response: string }).response).toMatch(/^250 /);
  });

  it("sends the account mails in the reader's language under Comanda's name, with the link in both parts", async () => {
    const deps = { config: { isEmulator: true }, auth, mailer: new FirestoreMailer(db) } as unknown as AppDeps;
    const user = await auth.createUser({ email: "owner@tom-jerry.test", password: "secret-123", displayName: "Jerry" });
    const recipient = { uid: user.uid, email: "owner@tom-jerry.test", name: "Jerry" };
    await sendVerificationMail(deps, recipient, { language: "de", linkBase: "https://admin.comanda.test" });
    await sendPasswordResetMail(deps, recipient, { language: "nl", linkBase: "https://admin.comanda.test" });

    const verify = await sink.waitFor((m) => to("owner@tom-jerry.test")(m) && m.subject.includes("Bestätige"));
    expect(verify.subject).toBe("Bestätige deine E-Mail-Adresse für Comanda");
    expect(verify.html).toMatch(/<html lang="de">/);
    expect(verify.html).toContain(`aria-label="Comanda"`);
    expect(verify.text).toMatch(/^Hallo Jerry,/);
    const link = /https:\/\/admin\.comanda\.test\/admin\/login\?mode=verifyEmail&oobCode=[\w-]+/.exec(verify.text ?? "")?.[0];
    expect(link).toBeDefined();
    expect(verify.html).toContain(`href="${link!.replace(/&/g, "&amp;")}"`);

    const reset = await sink.waitFor((m) => to("owner@tom-jerry.test")(m) && m.subject.includes("wachtwoord"));
    expect(reset.subject).toBe("Stel je Comanda-wachtwoord opnieuw in");
    expect(reset.html).toMatch(/<html lang="nl">/);
    expect(reset.text).toContain("https://admin.comanda.test/admin/reset-password?oobCode=");
  });

  it("ends a mail the server refuses for good in ERROR with the server's reason, after one attempt", async () => {
    await db.collection("mail").doc("refused").set({ to: "nobody@tom-jerry.test", message: { subject: "Hi", text: "Hi", html: "<p>Hi</p>" } });
    const delivery = await finalDelivery("refused");
    expect(delivery).toMatchObject({ state: "ERROR", attempts: 1 });
    expect(delivery.error).toMatch(/^Error: .*550 5\.1\.1 <nobody@tom-jerry\.test>: mailbox unavailable/);
    expect(sink.messages().some(to("nobody@tom-jerry.test"))).toBe(false);
  });

  it("tries a mail the server asks to bring later again, and it arrives at the second attempt", async () => {
    await db.collection("mail").doc("greylisted").set({ to: "greylisted@tom-jerry.test", message: { subject: "Again", text: "Again", html: "<p>Again</p>" } });
    const delivery = await finalDelivery("greylisted");
    expect(refusals).toEqual(["greylisted@tom-jerry.test"]);
    expect(delivery).toMatchObject({ state: "SUCCESS", attempts: 2, error: null });
    expect((await sink.waitFor(to("greylisted@tom-jerry.test"))).subject).toBe("Again");
  });
});
