import "./testProject";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { encodeCursor, formatVoucherCode, integratorOpenApi, type ContentEntryData, type DiscountData, type OrderData, type ProductData, type VoucherData } from "@comanda/shared";
import { clearProject, db, emulatorConfig, registeredOwner, testApp } from "../test/emulator";

beforeEach(clearProject);

// The real answers are checked against the schemas of the document the API serves.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(integratorOpenApi(), "openapi");
function expectSchema(name: string, body: unknown) {
  const validate = ajv.getSchema(`openapi#/components/schemas/${name}`);
  if (!validate) throw new Error(`no schema ${name}`);
  const ok = validate(body);
  expect(validate.errors ?? [], JSON.stringify(body).slice(0, 300)).toEqual([]);
  expect(ok).toBe(true);
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const app = testApp();
const v1 = (path: string, auth?: string) => {
  const req = request(app).get(`/api/v1${path}`);
  return auth ? req.set("Authorization", auth) : req;
};

interface Access {
  uid: string;
  token: string;
  user: string;
  password: string;
  auth: string;
}

/** A subscribed owner with API access on and a fresh password. */
async function integrator(name: string): Promise<Access> {
  const owner = await registeredOwner(name);
  await db.collection("companies").doc(owner.uid).set({ hasAnActiveSubscription: true, subscribedPlan: "pro" }, { merge: true });
  const res = await request(app).post("/api/api-settings/regenerate").set("Authorization", `Bearer ${owner.token}`).send({});
  const { password, settings } = (res.body as { data: { password: string; settings: { user: string } } }).data;
  await request(app).post("/api/api-settings").set("Authorization", `Bearer ${owner.token}`).send({ enabled: true });
  return { uid: owner.uid, token: owner.token, user: settings.user, password, auth: basic(settings.user, password) };
}

function order(companyId: string, dateOrdered: string, extra: Partial<OrderData> = {}): OrderData {
  return {
    companyId,
    status: "new",
    dateOrdered,
    deliveryType: "takeaway",
    zoneId: null,
    pointofsaleId: null,
    cartTotal: 12.5,
    paid: false,
    pickupCode: "PICKUP-SECRET",
    items: [{ productId: "p1", name: { en: "Paella" }, quantity: 1, price: 12.5, vat: 10, done: false, locationId: null, status: "new" }],
    receiptItems: [],
    ...extra,
  };
}

function product(companyId: string, name: string): ProductData {
  return { companyId, sortOrder: 1000, type: "regular", name: { en: name }, categoryId: null, hidden: false, tags: [], price: 9, vat: 10, addons: [], slots: [], optionBlocks: [] };
}

const errorOf = (res: request.Response) => res.body as { error: { code: string; fields?: Record<string, string[]> } };

describe("GET /api/v1/openapi.json", () => {
  it("serves the OpenAPI document without credentials", async () => {
    const res = await v1("/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(integratorOpenApi());
  });
});

describe("authentication of /api/v1", () => {
  it("answers the company the credentials belong to, as its schema says", async () => {
    const ana = await integrator("Bar Ana");
    const res = await v1("/company", ana.auth);
    expect(res.status).toBe(200);
    expectSchema("CompanyAnswer", res.body);
    expect(res.body).toMatchObject({ data: { id: ana.uid, name: "Bar Ana" } });
  });

  it("after a regenerate, refuses the old password at once and takes the new one", async () => {
    const ana = await integrator("Bar Ana");
    expect((await v1("/company", ana.auth)).status).toBe(200);
    const res = await request(app).post("/api/api-settings/regenerate").set("Authorization", `Bearer ${ana.token}`).send({});
    const fresh = (res.body as { data: { password: string } }).data.password;
    const old = await v1("/company", ana.auth);
    expect(old.status).toBe(401);
    expect(errorOf(old).error.code).toBe("unauthenticated");
    expect((await v1("/company", basic(ana.user, fresh))).status).toBe(200);
  });

  it("gives missing, wrong and unknown credentials the same 401 whether or not the company exists", async () => {
    const ana = await integrator("Bar Ana");
    const answers = await Promise.all([
      v1("/company"),
      v1("/company", basic(ana.user, "wrong-password")),
      v1("/company", basic("api-0000000000000000", ana.password)),
      v1("/company", `Bearer ${ana.token}`),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: "unauthenticated" } });
      expect(res.headers["www-authenticate"]).toMatch(/^Basic realm="Comanda API"/);
    }
  });

  it("refuses the right credentials with 403 while access is switched off or the subscription has ended", async () => {
    const ana = await integrator("Bar Ana");
    await request(app).post("/api/api-settings").set("Authorization", `Bearer ${ana.token}`).send({ enabled: false });
    const off = await v1("/company", ana.auth);
    expect(off.status).toBe(403);
    expect(errorOf(off).error.code).toBe("api-disabled");
    await request(app).post("/api/api-settings").set("Authorization", `Bearer ${ana.token}`).send({ enabled: true });
    await db.collection("companies").doc(ana.uid).set({ hasAnActiveSubscription: false }, { merge: true });
    const unpaid = await v1("/company", ana.auth);
    expect(unpaid.status).toBe(403);
    expect(errorOf(unpaid).error.code).toBe("subscription-required");
  });
});

describe("GET /api/v1/orders", () => {
  it("pages through the company's orders since a time, oldest first, never another company's", async () => {
    const ana = await integrator("Bar Ana");
    const luis = await integrator("Bar Luis");
    const batch = db.batch();
    const times = ["2026-11-20T09:00:00.000Z", "2026-11-25T09:00:00.000Z", "2026-11-25T09:00:00.000Z", "2026-11-25T10:30:00.000Z", "2026-11-25T11:00:00.000Z"];
    times.forEach((t, i) => batch.set(db.collection("orders").doc(`ana-${i}`), order(ana.uid, t, { number: i + 1 })));
    batch.set(db.collection("orders").doc("luis-1"), order(luis.uid, "2026-11-25T10:00:00.000Z"));
    await batch.commit();

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?since=${encodeURIComponent("2026-11-25T10:00:00+01:00")}&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const res = await v1(`/orders${query}`, ana.auth);
      expect(res.status).toBe(200);
      expectSchema("OrderPage", res.body);
      const page = res.body as { data: { id: string }[]; nextCursor: string | null };
      seen.push(...page.data.map((o) => o.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 5);
    expect(seen).toEqual(["ana-1", "ana-2", "ana-3", "ana-4"]);
    expect(pages).toBe(2);

    const luisOrders = await v1(`/orders?since=2026-01-01T00:00:00Z`, luis.auth);
    expect((luisOrders.body as { data: { id: string }[] }).data.map((o) => o.id)).toEqual(["luis-1"]);
    expect(JSON.stringify(luisOrders.body)).not.toContain("PICKUP-SECRET");
  });

  it("never follows a cursor into another company's orders", async () => {
    const ana = await integrator("Bar Ana");
    const luis = await integrator("Bar Luis");
    await db.collection("orders").doc("luis-1").set(order(luis.uid, "2026-11-25T10:00:00.000Z"));
    const forged = encodeCursor({ dateOrdered: "2026-11-25T09:00:00.000Z", id: "a" });
    const res = await v1(`/orders?since=2026-01-01T00:00:00Z&cursor=${forged}`, ana.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], nextCursor: null });
  });

  it.each([
    ["a date without a time", "?since=2026-11-25", { since: ["format"] }],
    ["no since", "", { since: ["required"] }],
    ["a page too large", "?since=2026-11-25T00:00:00Z&limit=1000", { limit: ["maximum"] }],
    ["a broken cursor", "?since=2026-11-25T00:00:00Z&cursor=%21", { cursor: ["invalid-cursor"] }],
  ])("refuses %s with 400 validation", async (_, query, fields) => {
    const ana = await integrator("Bar Ana");
    const res = await v1(`/orders${query}`, ana.auth);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "validation", fields } });
  });
});

describe("GET /api/v1/products", () => {
  it("answers the company's products, hidden ones too, and none of another company", async () => {
    const ana = await integrator("Bar Ana");
    const luis = await integrator("Bar Luis");
    await db.collection("products").doc("ana-flan").set({ ...product(ana.uid, "Flan"), hidden: true, allergens: ["eggs", "milk"] });
    await db.collection("products").doc("ana-paella").set(product(ana.uid, "Paella"));
    await db.collection("products").doc("luis-bravas").set(product(luis.uid, "Bravas"));
    const res = await v1("/products", ana.auth);
    expect(res.status).toBe(200);
    expectSchema("ProductPage", res.body);
    const page = res.body as { data: { id: string; hidden: boolean }[]; nextCursor: string | null };
    expect(page.data.map((p) => p.id)).toEqual(["ana-flan", "ana-paella"]);
    expect(page.data[0]?.hidden).toBe(true);
    expect(page.nextCursor).toBeNull();
  });
});

describe("GET /api/v1/discounts and /discounts/{id}/vouchers", () => {
  function voucher(companyId: string, discountId: string, code: string, status: VoucherData["status"]): VoucherData {
    return { companyId, discountId, name: "Flyer", quantity: 4, code, status, created: "2026-11-25T10:00:00.000Z", internalDescription: "for the market" };
  }
  const discount = (companyId: string, name: string, validFor: DiscountData["validFor"]): DiscountData => ({ companyId, name, customerName: { es: `${name} ES` }, percentage: 10, enabled: true, validFor, start: null, end: null, status: "distributed", handedOutAt: "2026-11-25T11:00:00.000Z" });
  const codes = ["KQTMXRAPHZWB", "ABCDEFGHJKMN", "PQRSTUVWXYZA", "BCDEFGHJKMNP"];

  it("pages through the company's discounts with their vouchers counted by state, then a discount's vouchers, never a code", async () => {
    const ana = await integrator("Bar Ana");
    const luis = await integrator("Bar Luis");
    const batch = db.batch();
    batch.set(db.collection("discounts").doc("ana-a"), discount(ana.uid, "Flyers", "voucher"));
    batch.set(db.collection("discounts").doc("ana-b"), discount(ana.uid, "Happy hour", "everyone"));
    batch.set(db.collection("discounts").doc("luis-a"), discount(luis.uid, "Luis", "voucher"));
    const statuses: VoucherData["status"][] = ["new", "new", "inUse", "redeemed"];
    codes.forEach((code, i) => batch.set(db.collection("discounts").doc("ana-a").collection("vouchers").doc(`v${i}`), { ...voucher(ana.uid, "ana-a", code, statuses[i]!), ...(i >= 2 ? { orderId: `o${i}`, usedAt: "2026-11-26T10:00:00.000Z" } : {}) }));
    await batch.commit();

    const first = await v1("/discounts?limit=1", ana.auth);
    expect(first.status).toBe(200);
    expectSchema("DiscountPage", first.body);
    const firstPage = first.body as { data: unknown[]; nextCursor: string };
    expect(firstPage.data).toEqual([
      { id: "ana-a", name: "Flyers", customerName: { es: "Flyers ES" }, percentage: 10, enabled: true, validFor: "voucher", start: null, end: null, status: "distributed", handedOutAt: "2026-11-25T11:00:00.000Z", vouchers: { unused: 2, inUse: 1, redeemed: 1, total: 4 } },
    ]);
    const second = await v1(`/discounts?limit=1&cursor=${firstPage.nextCursor}`, ana.auth);
    expectSchema("DiscountPage", second.body);
    expect(second.body).toMatchObject({ data: [{ id: "ana-b", validFor: "everyone", vouchers: { unused: 0, inUse: 0, redeemed: 0, total: 0 } }], nextCursor: null });

    const page = await v1("/discounts/ana-a/vouchers?limit=3", ana.auth);
    expect(page.status).toBe(200);
    expectSchema("VoucherPage", page.body);
    const { data, nextCursor } = page.body as { data: { id: string; status: string }[]; nextCursor: string };
    expect(data.map((v) => [v.id, v.status])).toEqual([["v0", "new"], ["v1", "new"], ["v2", "inUse"]]);
    expect(data[2]).toEqual({ id: "v2", discountId: "ana-a", name: "Flyer", status: "inUse", created: "2026-11-25T10:00:00.000Z", orderId: "o2", usedAt: "2026-11-26T10:00:00.000Z" });
    const rest = await v1(`/discounts/ana-a/vouchers?limit=3&cursor=${nextCursor}`, ana.auth);
    expect(rest.body).toMatchObject({ data: [{ id: "v3", status: "redeemed" }], nextCursor: null });

    const answered = [first, second, page, rest].map((res) => JSON.stringify(res.body)).join("");
    for (const code of codes) {
      expect(answered).not.toContain(code);
      expect(answered).not.toContain(formatVoucherCode(code));
    }
    expect(answered).not.toContain("for the market");

    // Luis sees his own discount only.
    expect((await v1("/discounts", luis.auth)).body).toMatchObject({ data: [{ id: "luis-a", vouchers: { total: 0 } }], nextCursor: null });
  });

  it("answers another company's discount, or none, as not found, and refuses a broken cursor", async () => {
    const ana = await integrator("Bar Ana");
    const luis = await integrator("Bar Luis");
    await db.collection("discounts").doc("luis-a").set(discount(luis.uid, "Luis", "voucher"));
    await db.collection("discounts").doc("luis-a").collection("vouchers").doc("v0").set(voucher(luis.uid, "luis-a", codes[0]!, "new"));
    for (const path of ["/discounts/luis-a/vouchers", "/discounts/nothing/vouchers", "/discounts/__x__/vouchers"]) {
      const res = await v1(path, ana.auth);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: "not-found" } });
    }
    const broken = await v1("/discounts?cursor=%21", ana.auth);
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: { code: "validation", fields: { cursor: ["invalid-cursor"] } } });
  });
});

describe("GET /api/v1/pages and /stories", () => {
  const entry = (companyId: string, name: string, sortOrder: number): ContentEntryData => ({
    companyId, name, sortOrder, picture: null, showInNavigation: sortOrder === 0, title: { en: name, es: `${name} ES` }, content: { en: `<h2>${name}</h2><ul><li><a href="https://example.com">More</a></li></ul>` },
  });

  it("pages through the company's pages, then its stories, as the document describes, never another company's", async () => {
    const ana = await integrator("Bar Ana");
    const luis = await integrator("Bar Luis");
    const batch = db.batch();
    batch.set(db.collection("pages").doc("ana-about"), entry(ana.uid, "About", 0));
    batch.set(db.collection("pages").doc("ana-allergens"), entry(ana.uid, "Allergens", 1));
    batch.set(db.collection("pages").doc("luis-about"), entry(luis.uid, "Luis", 0));
    batch.set(db.collection("stories").doc("ana-calcots"), { ...entry(ana.uid, "Calçots", 0), picture: "https://example.com/calcots.png" });
    batch.set(db.collection("stories").doc("luis-story"), entry(luis.uid, "Luis story", 0));
    await batch.commit();

    const first = await v1("/pages?limit=1", ana.auth);
    expect(first.status).toBe(200);
    expectSchema("ContentPage", first.body);
    const firstPage = first.body as { data: unknown[]; nextCursor: string };
    expect(firstPage.data).toEqual([
      { id: "ana-about", name: "About", title: { en: "About", es: "About ES" }, content: { en: '<h2>About</h2><ul><li><a href="https://example.com">More</a></li></ul>' }, picture: null, showInNavigation: true, sortOrder: 0 },
    ]);
    const second = await v1(`/pages?limit=1&cursor=${firstPage.nextCursor}`, ana.auth);
    expectSchema("ContentPage", second.body);
    expect(second.body).toMatchObject({ data: [{ id: "ana-allergens", showInNavigation: false }], nextCursor: null });
    const stories = await v1("/stories", ana.auth);
    expectSchema("ContentPage", stories.body);
    expect(stories.body).toMatchObject({ data: [{ id: "ana-calcots", picture: "https://example.com/calcots.png" }], nextCursor: null });
    expect(JSON.stringify([first.body, second.body, stories.body])).not.toContain("Luis");
    expect((await v1("/stories", luis.auth)).body).toMatchObject({ data: [{ id: "luis-story" }], nextCursor: null });
  });
});

describe("the rate limit of /api/v1", () => {
  it("answers 429 with Retry-After once the company's requests of the window are used up, and counts per company", async () => {
    // A fixed clock 45 s into a minute: the window cannot turn during the test, and 15 s are left of it.
    const at = Math.floor(Date.now() / 60_000) * 60_000 + 45_000;
    const limited = testApp({ config: { ...emulatorConfig, apiRateLimit: { requests: 3, windowSeconds: 60 } }, clock: { now: () => new Date(at) } });
    const ana = await integrator("Bar Ana");
    const luis = await integrator("Bar Luis");
    const call = (auth: string) => request(limited).get("/api/v1/company").set("Authorization", auth);
    for (let i = 0; i < 3; i += 1) expect((await call(ana.auth)).status).toBe(200);
    const over = await call(ana.auth);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ error: { code: "rate-limited" } });
    expect(over.headers["retry-after"]).toBe("15");
    // Another company's window is its own.
    expect((await call(luis.auth)).status).toBe(200);
    // The counter is one Firestore document per company and window, shared by every instance of the function;
    // the refused request counted too.
    const counters = await db.collection("apiRateLimits").where("companyId", "==", ana.uid).get();
    expect(counters.docs.map((d) => d.data())).toEqual([expect.objectContaining({ companyId: ana.uid, count: 4, expireAt: expect.anything() })]);
  });
});
