// The gated features of spec §1 on the server: switching one on needs a plan that includes it; switching
// it off (or saving other things beside it) never does; a deployment that counts everyone as subscribed
// lets everything through.
import "./testProject";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { GENERAL_SETTINGS_FIELDS, defaultCompanySettings, zoneDefaults, type GeneralSettings } from "@comanda/shared";
import { clearProject, db, emulatorConfig, registeredOwner, testApp } from "../test/emulator";

beforeEach(clearProject);

type Flags = { hasAnActiveSubscription: boolean; subscribedPlan: string | null; smsAddOn?: boolean };
const setFlags = (companyId: string, flags: Flags) => db.collection("companies").doc(companyId).set(flags, { merge: true });
const alwaysActive = { ...emulatorConfig, stripe: { ...emulatorConfig.stripe, subscriptionsAlwaysActive: true } };
const post = (token: string, path: string, body: object, config = emulatorConfig) => request(testApp({ config })).post(path).set("Authorization", `Bearer ${token}`).send(body);
const codeOf = (res: request.Response) => (res.body as { error?: { code: string } }).error?.code;

const defaults = defaultCompanySettings();
const general: GeneralSettings = Object.fromEntries(GENERAL_SETTINGS_FIELDS.map((f) => [f, defaults[f]])) as GeneralSettings;
const withCash: GeneralSettings = { ...general, enableOfflinePayments: true, cashPaymentsAuthorised: true };

describe("cash payments (general settings)", () => {
  it("are refused without a subscription, allowed with Basic, and can be switched off after it ends", async () => {
    const owner = await registeredOwner();
    const refused = await post(owner.token, "/api/settings/general", withCash);
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe("subscription-required");
    expect((await db.collection("companySettings").doc(owner.uid).get()).get("enableOfflinePayments")).not.toBe(true);

    await setFlags(owner.uid, { hasAnActiveSubscription: true, subscribedPlan: "basic" });
    expect((await post(owner.token, "/api/settings/general", withCash)).status).toBe(200);

    // The subscription ends: other settings still save with cash left on, and cash can be switched off.
    await setFlags(owner.uid, { hasAnActiveSubscription: false, subscribedPlan: null });
    expect((await post(owner.token, "/api/settings/general", { ...withCash, tipIsEnabled: true })).status).toBe(200);
    expect((await post(owner.token, "/api/settings/general", general)).status).toBe(200);
    expect((await db.collection("companySettings").doc(owner.uid).get()).get("enableOfflinePayments")).toBe(false);
    expect(codeOf(await post(owner.token, "/api/settings/general", withCash))).toBe("subscription-required");
  });

  it("are allowed to everyone where the deployment counts every company as subscribed", async () => {
    const owner = await registeredOwner();
    expect((await post(owner.token, "/api/settings/general", withCash, alwaysActive)).status).toBe(200);
  });
});

describe("collecting the customer's phone number and name (zones)", () => {
  it("cannot be switched on without a subscription; the rest of the zone saves", async () => {
    const owner = await registeredOwner();
    for (const field of ["collectPhoneNumber", "collectCustomerName"]) {
      const res = await post(owner.token, "/api/zones/", { name: `Terrace ${field}`, [field]: true });
      expect(res.status, field).toBe(403);
      expect(codeOf(res)).toBe("subscription-required");
    }
    expect((await db.collection("zones").where("companyId", "==", owner.uid).get()).size).toBe(0);
    expect((await post(owner.token, "/api/zones/", { name: "Terrace" })).status).toBe(201);
  });

  it("is kept or switched off after the subscription ends", async () => {
    const owner = await registeredOwner();
    await setFlags(owner.uid, { hasAnActiveSubscription: true, subscribedPlan: "basic" });
    const created = await post(owner.token, "/api/zones/", { name: "Terrace", collectPhoneNumber: true, collectCustomerName: true });
    expect(created.status).toBe(201);
    const id = (created.body as { data: { zone: { id: string } } }).data.zone.id;

    await setFlags(owner.uid, { hasAnActiveSubscription: false, subscribedPlan: null });
    const { companyId: _companyId, ...defaults } = zoneDefaults();
    const zone = { ...defaults, name: "Terrace", collectPhoneNumber: true, collectCustomerName: true };
    expect((await post(owner.token, `/api/zones/${id}`, { ...zone, hidden: true })).status).toBe(200);
    expect((await post(owner.token, `/api/zones/${id}`, { ...zone, collectPhoneNumber: false })).status).toBe(200);
    // Off once, on again: that is switching it on.
    expect(codeOf(await post(owner.token, `/api/zones/${id}`, { ...zone, collectPhoneNumber: true }))).toBe("subscription-required");
    const stored = (await db.collection("zones").doc(id).get()).data();
    expect(stored).toMatchObject({ collectPhoneNumber: false, collectCustomerName: true });
  });
});

describe("API access", () => {
  it("needs the Pro plan: Basic is refused, Pro is let in", async () => {
    const owner = await registeredOwner();
    await setFlags(owner.uid, { hasAnActiveSubscription: true, subscribedPlan: "basic" });
    const refused = await post(owner.token, "/api/api-settings", { enabled: true });
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe("subscription-required");
    await setFlags(owner.uid, { hasAnActiveSubscription: true, subscribedPlan: "pro" });
    expect((await post(owner.token, "/api/api-settings", { enabled: true })).status).toBe(200);
  });
});
