// The thin triggers of events.ts, wrapped with firebase-functions-test against the Firestore emulator:
// they hand the event to the plain operations (whose behaviour events.api.test.ts covers) and decide
// which failures are retried.
import "./eventsTestProject";
import functionsTest from "firebase-functions-test";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { clearProject, db, PROJECT_ID } from "../test/emulator";
import { onDocumentUpdated } from "firebase-functions/firestore";
import { ORDER_DOCUMENT, onOrderCreated, readySmsOnUpdate } from "./events";
import { readySmsMarker } from "./notifications";
import { twilioSmsSender } from "./sms";
import { TwilioStandIn } from "../../tools/twilio";

const fft = functionsTest({ projectId: PROJECT_ID });
afterAll(() => fft.cleanup());
beforeEach(clearProject);

const COMPANY = "company-triggers";
const order = (status: string) => ({
  companyId: COMPANY,
  number: 3,
  status,
  dateOrdered: "2026-03-02T12:00:00.000Z",
  zoneId: null,
  pointofsaleId: null,
  phone: "+34600112233",
  cartTotal: 10,
  items: [],
  receiptItems: [],
});

async function company(): Promise<void> {
  await db.collection("companies").doc(COMPANY).set({ smsAddOn: true, hasAnActiveSubscription: true, hasAValidStripeConnection: false, subscribedPlan: "pro" });
  await db.collection("companyInfos").doc(COMPANY).set({ brandName: "Bar Ana", companyname: "Ana SL" });
  await db.collection("companySettings").doc(COMPANY).set({ sendNewOrderNotifications: true, sendNewOrderNotificationsTo: "kitchen@bar-ana.test", sendSMSOnOrderReady: true });
}

describe("order triggers", () => {
  it("the created trigger queues the new-order notice once, however often it fires", async () => {
    await company();
    const created = fft.wrap(onOrderCreated);
    const event = { data: fft.firestore.makeDocumentSnapshot(order("new"), "orders/o-1"), params: { orderId: "o-1" } };
    await created(event);
    await created(event);
    const mails = await db.collection("mail").where("orderId", "==", "o-1").get();
    expect(mails.docs.map((d) => [d.id, d.get("to")])).toEqual([["order-o-1-new-order", "kitchen@bar-ana.test"]]);
  });

  describe("updated", () => {
    const credentials = { accountSid: "AC00000000000000000000000000000002", authToken: "token", from: "+34910000000" };
    function updatedTrigger(twilio: TwilioStandIn) {
      return fft.wrap(onDocumentUpdated({ document: ORDER_DOCUMENT }, readySmsOnUpdate(() => twilioSmsSender(credentials, twilio))));
    }
    const change = (from: string, to: string) => ({
      data: fft.makeChange(fft.firestore.makeDocumentSnapshot(order(from), "orders/o-2"), fft.firestore.makeDocumentSnapshot(order(to), "orders/o-2")),
      params: { orderId: "o-2" },
    });

    it("sends the SMS when an order becomes ready, once when the event is delivered twice", async () => {
      await company();
      const twilio = new TwilioStandIn();
      const updated = updatedTrigger(twilio);
      await updated(change("wip", "ready"));
      await updated(change("wip", "ready"));
      expect(twilio.requests.map((r) => r.data.To)).toEqual(["+34600112233"]);
    });

    it("sends nothing for an update that keeps the status", async () => {
      await company();
      const twilio = new TwilioStandIn();
      await updatedTrigger(twilio)(change("ready", "ready"));
      expect(twilio.requests).toEqual([]);
    });

    it("hands a send that failed for a passing reason back for a retry", async () => {
      await company();
      const twilio = new TwilioStandIn().answerWith({ statusCode: 503, body: { code: 20503, message: "Unavailable", status: 503 } });
      await expect(updatedTrigger(twilio)(change("wip", "ready"))).rejects.toMatchObject({ status: 503 });
      expect((await readySmsMarker(db, "o-2").get()).exists).toBe(false);
    });

    it("does not retry a message Twilio refuses for good", async () => {
      await company();
      const twilio = new TwilioStandIn().answerWith({ statusCode: 400, body: { code: 21211, message: "Invalid 'To' Phone Number", status: 400 } });
      await expect(updatedTrigger(twilio)(change("wip", "ready"))).resolves.toBeUndefined();
      expect(twilio.requests).toHaveLength(1);
    });
  });
});
