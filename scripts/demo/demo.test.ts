import { describe, expect, it } from "vitest";
import {
  customDomainDataSchema,
  domainClaimSchema,
  discountStatus,
  normalizeVoucherCode,
  voucherCounts,
  type DiscountData,
  type VoucherData,
  accountSchema,
  apiSettingsSchema,
  categorySchema,
  companyInfoSchema,
  companySchema,
  companySettingsSchema,
  courseSchema,
  customerSchema,
  type CustomerData,
  discountSchema,
  locationSchema,
  notificationSchema,
  orderSchema,
  pageSchema,
  printerSchema,
  printerStatusSchema,
  printJobSchema,
  productSchema,
  statisticsSchema,
  storySchema,
  subscriptionSchema,
  tagSchema,
  taxInfoSchema,
  taxRecordSchema,
  spanishTaxIdError,
  becomesTicket,
  verifyChain,
  type TaxInfoData,
  type TaxRecordData,
  idSchema,
  objectSchema,
  validator,
  daySlots,
  voucherSchema,
  zoneSchema,
  type JsonSchema,
  type OpeningHoursRange,
  priceCart,
  type CartItem,
  type CompanySettingsData,
  type Order,
  type OrderData,
  type ProductData,
  type Zone,
  emptyDay,
  LANGUAGES,
  orderContribution,
  rollupDays,
  type OrderContribution,
  type StatisticsData,
  companyFlagsOf,
  type CompanyData,
  type SubscriptionData,
  type PrinterData,
  type PrinterKeyData,
  type PrintJobData,
  MAC_PATTERN,
  PAPER_WIDTHS,
  printJobId,
  renderPlainText,
  GENERAL_SETTINGS_FIELDS,
  generalSettingsErrors,
  type GeneralSettings,
  renderRichText,
  shopContent,
  type LanguageCode,
  type PageData,
  type StoryData,
  type ZoneData,
} from "@comanda/shared";
import { EXPORT_HEADER, exportRow } from "../../functions/src/orders/exportRows";
import { customerEmailClaimId, type CustomerEmailClaim } from "../../functions/src/customers/save";
import { buildDemoData, type SeedDocument } from "./index";
import { DEMO_COMPANY_ID, DEMO_LOGINS } from "../lib/demo-logins.mjs";
import { TAKEAWAY_ZONE_ID, TERRACE_ZONE_ID } from "./company";
import { DINE_IN_STORY_ID, demoContent } from "./content";
import { DEMO_PRINTER, DEMO_PRINTER_OUT, demoPrinterUrl } from "../lib/demo-printer.mjs";

const NOW = new Date("2025-03-14T19:30:00.000Z");
const data = buildDemoData(NOW);

const inCollection = <T,>(collection: string) =>
  data.documents
    .filter((d) => d.path.split("/").length === 2 && d.path.startsWith(`${collection}/`))
    .map((d) => ({ id: d.path.split("/")[1] ?? "", ...(d.data as T) }));
const byCompany = <T extends { companyId: string }>(rows: T[], companyId: string) => rows.filter((r) => r.companyId === companyId);

const SCHEMAS: Record<string, JsonSchema> = {
  accounts: accountSchema,
  categories: categorySchema,
  companies: companySchema,
  companyApiSettings: apiSettingsSchema,
  companyInfos: companyInfoSchema,
  companySettings: companySettingsSchema,
  courses: courseSchema,
  customers: customerSchema,
  // As the domains API writes them (functions/src/domains/domains.ts).
  customDomains: customDomainDataSchema,
  domainClaims: domainClaimSchema,
  // As the customers API writes them (functions/src/customers/save.ts).
  customerEmails: objectSchema({ companyId: idSchema, customerId: idSchema }, ["companyId", "customerId"]),
  discounts: discountSchema,
  locations: locationSchema,
  notifications: notificationSchema,
  orders: orderSchema,
  orderCounters: objectSchema({ companyId: idSchema, lastNumber: { type: "integer", minimum: 0 } }, ["companyId", "lastNumber"]),
  pages: pageSchema,
  "printer-status": printerStatusSchema,
  printers: printerSchema,
  // As the printers API writes them (functions/src/printing/printers.ts).
  printerKeys: objectSchema(
    { companyId: idSchema, secret: { type: "string", pattern: "^[A-Za-z0-9_-]{32,}$" }, mac: { type: "string", pattern: MAC_PATTERN }, enabled: { type: "boolean" }, paperWidth: { type: "integer", enum: [...PAPER_WIDTHS] } },
    ["companyId", "secret", "mac", "enabled", "paperWidth"],
  ),
  printerMacs: objectSchema({ printerId: idSchema, companyId: idSchema }, ["printerId", "companyId"]),
  printJobs: printJobSchema,
  products: productSchema,
  statistics: statisticsSchema,
  stories: storySchema,
  subscriptions: subscriptionSchema,
  tags: tagSchema,
  taxInfos: taxInfoSchema,
  taxRecords: taxRecordSchema,
  // As the order transactions write the end of the chain (functions/src/verifactu/chain.ts TaxChainDocument).
  taxChains: objectSchema(
    {
      companyId: idSchema,
      position: { type: "integer", minimum: 0 },
      last: { type: ["object", "null"] },
      counters: { type: "object", additionalProperties: { type: "integer", minimum: 1 } },
      updatedAt: { type: "string" },
    },
    ["companyId", "position", "last", "counters", "updatedAt"],
  ),
  vouchers: voucherSchema,
  zones: zoneSchema,
};

/** The collection a document belongs to: its last collection segment (vouchers for sub-documents). */
const collectionOf = (doc: SeedDocument) => {
  const parts = doc.path.split("/");
  return parts[parts.length - 2] ?? "";
};

describe("demo data", () => {
  it("is the same, document for document, when built twice for the same time", () => {
    expect(JSON.stringify(buildDemoData(NOW))).toEqual(JSON.stringify(data));
  });

  it("gives each company the flags its subscriptions stand for (the demo company Pro with SMS, Bar Isolat none)", () => {
    const subscriptions = inCollection<SubscriptionData>("subscriptions");
    for (const company of inCollection<CompanyData>("companies")) {
      const { hasAnActiveSubscription, subscribedPlan, smsAddOn } = company;
      expect({ hasAnActiveSubscription, subscribedPlan, smsAddOn: smsAddOn ?? false }, company.id).toEqual(companyFlagsOf(byCompany(subscriptions, company.id)));
    }
    expect(byCompany(subscriptions, "demo-company").map((s) => [s.name, s.status, s.smsAddOn])).toEqual([["pro", "active", true]]);
  });

  it("gives every document the companyId of one of the three demo companies", () => {
    const companies = new Set(["demo-company", "other-company", "unverified-company"]);
    const without = data.documents.filter((d) => !companies.has((d.data as { companyId?: unknown }).companyId as string));
    expect(without.map((d) => d.path)).toEqual([]);
  });

  it("keys the company singletons by the company id they carry", () => {
    const singletons = data.documents.filter((d) => ["companies", "companyInfos", "companySettings", "taxInfos", "companyApiSettings"].includes(collectionOf(d)));
    expect(singletons.length).toBeGreaterThanOrEqual(9);
    for (const doc of singletons) expect((doc.data as { companyId: string }).companyId).toBe(doc.path.split("/")[1]);
  });

  it("passes the shared schema of its collection for every document", () => {
    const failures: string[] = [];
    for (const doc of data.documents) {
      const schema = SCHEMAS[collectionOf(doc)];
      if (!schema) continue;
      const result = validator(schema)(doc.data);
      if (!result.ok) failures.push(`${doc.path}: ${JSON.stringify(result.fields)}`);
    }
    expect(failures).toEqual([]);
  });

  it("has a schema check for every collection it writes except the user profiles", () => {
    const unchecked = [...new Set(data.documents.map(collectionOf))].filter((c) => !SCHEMAS[c]);
    expect(unchecked).toEqual(["users"]);
  });

  it("gives every voucher a code the server could have made: 12 letters of the code alphabet, unique in its company", () => {
    const vouchers = data.documents.filter((doc) => collectionOf(doc) === "vouchers").map((doc) => doc.data as { companyId: string; code: string });
    expect(vouchers.length).toBeGreaterThan(0);
    for (const voucher of vouchers) expect(normalizeVoucherCode(voucher.code)).toBe(voucher.code);
    expect(new Set(vouchers.map((v) => `${v.companyId}/${v.code}`)).size).toBe(vouchers.length);
  });

  it("gives every discount the state its vouchers give it, and no voucher held by an order that does not exist", () => {
    const all = data.documents.filter((doc) => collectionOf(doc) === "vouchers").map((doc) => doc.data as VoucherData);
    const pending = new Set(data.documents.filter((doc) => collectionOf(doc) === "pendingOrders").map((doc) => doc.path.split("/").pop()));
    for (const voucher of all.filter((v) => v.status === "inUse")) expect(pending.has(voucher.orderId ?? ""), voucher.code).toBe(true);
    const discounts = data.documents.filter((doc) => collectionOf(doc) === "discounts");
    expect(discounts.length).toBeGreaterThan(0);
    for (const doc of discounts) {
      const discount = doc.data as DiscountData;
      const id = doc.path.split("/").pop();
      const counts = voucherCounts(all.filter((v) => v.discountId === id));
      expect(discount.status, discount.name).toBe(discountStatus(counts, Boolean(discount.handedOutAt)));
    }
  });

  it("uses unique document paths", () => {
    const paths = data.documents.map((d) => d.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("demo logins", () => {
  it("creates every login that npm start prints", () => {
    expect(data.users.map((u) => u.email).sort()).toEqual(DEMO_LOGINS.map((l) => l.email).sort());
  });

  it("makes the owner's uid the company id, with the owner claim", () => {
    const owner = data.users.find((u) => u.email === "owner@comanda.test");
    expect(owner).toMatchObject({ uid: "demo-company", emailVerified: true, claims: { companyId: "demo-company", owner: true, permissions: ["owner"] } });
  });

  it("gives each staff login only its own permissions and no owner flag", () => {
    const staff = Object.fromEntries(data.users.filter((u) => u.claims.companyId === "demo-company" && !u.claims.owner).map((u) => [u.email, u.claims.permissions]));
    expect(staff).toEqual({
      "orders@comanda.test": ["orders"],
      "menu@comanda.test": ["products", "content"],
      "settings@comanda.test": ["settings"],
    });
  });

  it("leaves the unverified login unverified, in a company of its own", () => {
    const unverified = data.users.find((u) => u.email === "unverified@comanda.test");
    expect(unverified?.emailVerified).toBe(false);
    expect(unverified?.claims.companyId).not.toBe("demo-company");
  });
});

describe("demo catalogue", () => {
  const products = inCollection<ProductData>("products");
  const ids = (collection: string, companyId: string) => new Set(byCompany(inCollection<{ companyId: string }>(collection), companyId).map((r) => r.id));

  it("holds about thirty products for Casa Comanda, with 10 % and 21 % VAT, addons, option blocks and one combined menu", () => {
    const own = byCompany(products, "demo-company");
    expect(own.length).toBeGreaterThanOrEqual(28);
    expect(new Set(own.map((p) => p.vat))).toEqual(new Set([10, 21]));
    expect(own.some((p) => p.addons.length > 0)).toBe(true);
    expect(own.some((p) => p.optionBlocks.length > 0)).toBe(true);
    expect(own.filter((p) => p.type === "combined")).toHaveLength(1);
  });

  it("names and describes every Casa Comanda product in en, es, ca and de", () => {
    for (const p of byCompany(products, "demo-company")) {
      expect(Object.keys(p.name).sort(), p.id).toEqual(["ca", "de", "en", "es"]);
      expect(Object.keys(p.description ?? {}).sort(), p.id).toEqual(["ca", "de", "en", "es"]);
    }
  });

  it("points every product at a category, course, location and tags of its own company", () => {
    for (const p of products) {
      expect(ids("categories", p.companyId).has(p.categoryId ?? ""), `${p.id} category`).toBe(true);
      if (p.courseId) expect(ids("courses", p.companyId).has(p.courseId), `${p.id} course`).toBe(true);
      if (p.locationId) expect(ids("locations", p.companyId).has(p.locationId), `${p.id} location`).toBe(true);
      for (const tag of p.tags) expect(ids("tags", p.companyId).has(tag), `${p.id} tag ${tag}`).toBe(true);
    }
  });

  it("nests Meat and Fish under Mains and Wine and Soft drinks under Drinks", () => {
    const categories = inCollection<{ parentId: string | null; name: { en: string } }>("categories");
    const parentOf = (en: string) => categories.find((c) => c.name.en === en)?.parentId;
    expect([parentOf("Meat"), parentOf("Fish"), parentOf("Wine"), parentOf("Soft drinks")]).toEqual(["cat-mains", "cat-mains", "cat-drinks", "cat-drinks"]);
  });

  it("builds the combined menu only from visible products of the company", () => {
    const visible = new Set(products.filter((p) => !p.hidden && p.type === "regular").map((p) => p.id));
    const menu = products.find((p) => p.type === "combined");
    const used = menu?.slots.flatMap((s) => s.items.map((i) => i.productId)) ?? [];
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((id) => !visible.has(id))).toEqual([]);
  });
});

describe("demo orders", () => {
  const orders = inCollection<OrderData>("orders");
  const products = inCollection<ProductData>("products");
  const own = byCompany(orders, "demo-company");

  it("gives Casa Comanda 300 orders within the last 60 days", () => {
    expect(own).toHaveLength(300);
    const oldest = Math.min(...own.map((o) => Date.parse(o.dateOrdered)));
    expect(NOW.getTime() - oldest).toBeLessThanOrEqual(61 * 86_400_000);
    expect(own.every((o) => Date.parse(o.dateOrdered) <= NOW.getTime())).toBe(true);
  });

  it("covers every status and every delivery type", () => {
    expect(new Set(own.map((o) => o.status))).toEqual(new Set(["new", "wip", "ready", "done"]));
    expect(new Set(own.map((o) => o.deliveryType))).toEqual(new Set(["table", "takeaway", "delivery"]));
  });

  it("has new orders from the last 15 minutes, for the live badge", () => {
    const recentNew = own.filter((o) => o.status === "new" && NOW.getTime() - Date.parse(o.dateOrdered) <= 15 * 60_000);
    expect(recentNew.length).toBeGreaterThanOrEqual(2);
  });

  it("totals each order as its receipt lines plus the delivery fee, the tip on top", () => {
    for (const o of orders) {
      const sum = o.receiptItems.reduce((s, r) => s + (r.price ?? 0) * (r.quantity ?? 1), 0);
      expect(o.cartTotal, o.id).toBeCloseTo(sum - (o.totals?.discount ?? 0) + (o.totals?.deliveryFee ?? 0), 2);
      expect(o.totals?.total, o.id).toBeCloseTo(o.cartTotal + (o.tip ?? 0), 2);
    }
  });

  it("prices every order as the server prices a placed one (priceCart): totals, VAT per rate, item snapshots", () => {
    const settingsOf = (companyId: string) => data.documents.find((d) => d.path === `companySettings/${companyId}`)?.data as CompanySettingsData;
    for (const o of orders) {
      const cart: CartItem[] = o.items.map((item) => ({
        productId: item.productId,
        quantity: item.quantity,
        // Slot choices come back as addons named after the chosen product; the rest by their id.
        addonIds: [],
        options: item.options,
        courseId: item.courseId,
        ...(item.note ? { note: item.note } : {}),
      }));
      const product = (id: string) => products.find((p) => p.id === id);
      for (const [i, item] of o.items.entries()) {
        const p = product(item.productId);
        const slotNames = new Set((p?.slots ?? []).flatMap((s) => s.items.map((e) => JSON.stringify(product(e.productId)?.name))));
        const line = cart[i];
        if (!p || !line) continue;
        line.addonIds = (item.addons ?? []).filter((a) => !slotNames.has(JSON.stringify(a.name))).map((a) => p.addons.find((x) => JSON.stringify(x.name) === JSON.stringify(a.name))?.id ?? "?");
        const chosen = (item.addons ?? []).filter((a) => slotNames.has(JSON.stringify(a.name)));
        if (p.type === "combined") line.slotChoices = p.slots.map((s, k) => ({ slotId: s.id, productId: s.items.find((e) => JSON.stringify(product(e.productId)?.name) === JSON.stringify(chosen[k]?.name))?.productId ?? "?" }));
      }
      const priced = priceCart({
        products: products.filter((p) => p.companyId === o.companyId),
        items: cart,
        settings: settingsOf(o.companyId),
        deliveryFee: o.totals?.deliveryFee ?? 0,
        tip: o.tip,
        now: new Date(o.dateOrdered),
      });
      expect(priced.ok, o.id).toBe(true);
      if (!priced.ok) continue;
      expect(o.totals, o.id).toEqual(priced.value.totals);
      expect(o.cartTotal, o.id).toBe(priced.value.cartTotal);
      expect(o.items.map((i) => ({ ...i, done: false, status: "new" })), o.id).toEqual(priced.value.items);
      expect(o.totals?.vat.length, o.id).toBeGreaterThan(0);
      expect(o.totals?.vat.every((line) => line.vat > 0 && Math.round((line.net + line.vat) * 100) === Math.round(line.gross * 100)), o.id).toBe(true);
    }
  });

  it("charges the delivery fee on delivery orders only, taxed at the company's standard rate", () => {
    const delivery = own.filter((o) => o.deliveryType === "delivery");
    expect(delivery.length).toBeGreaterThan(0);
    expect(delivery.every((o) => o.totals?.deliveryFee === 2.5)).toBe(true);
    expect(own.filter((o) => o.deliveryType !== "delivery").every((o) => o.totals?.deliveryFee === 0)).toBe(true);
  });

  it("fills the VAT column of the order export for every seeded order", () => {
    const zones = inCollection<Zone>("zones");
    const vatColumn = EXPORT_HEADER.findIndex((h) => /vat/i.test(h));
    expect(vatColumn).toBeGreaterThanOrEqual(0);
    const empty = orders.filter((o) => !exportRow({ ...o, id: "x" } as unknown as Order, { timezone: "Europe/Madrid", language: "en", zones })[vatColumn]);
    expect(empty.map((o) => o.number)).toEqual([]);
  });

  it("sends delivery orders to an address and marks takeaway and delivery destinations", () => {
    for (const o of own) {
      if (o.deliveryType === "delivery") expect(o.deliveryAddress?.zip, o.id).toMatch(/^08/);
      if (o.deliveryType !== "table") expect(o.destination, o.id).toBe(o.deliveryType);
    }
  });

  it("checks off every item of ready and done orders and leaves an item open in wip ones", () => {
    for (const o of own) {
      if (o.status === "ready" || o.status === "done") expect(o.items.every((i) => i.done && i.status === "ready"), o.id).toBe(true);
      if (o.status === "wip") expect(o.items.some((i) => !i.done), o.id).toBe(true);
      if (o.status === "new") expect(o.items.every((i) => !i.done && i.status === "new"), o.id).toBe(true);
    }
  });

  it("numbers each company's orders 1…N in date order, with the counter at N", () => {
    for (const companyId of ["demo-company", "other-company"]) {
      const list = byCompany(orders, companyId).sort((a, b) => Date.parse(a.dateOrdered) - Date.parse(b.dateOrdered));
      expect(list.map((o) => o.number)).toEqual(list.map((_, i) => i + 1));
      const counter = data.documents.find((d) => d.path === `orderCounters/${companyId}`);
      expect(counter?.data).toEqual({ companyId, lastNumber: list.length });
    }
  });

  it("gives every order a distinct pickup code of the unambiguous alphabet", () => {
    expect(orders.every((o) => /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$/.test(o.pickupCode ?? ""))).toBe(true);
    expect(new Set(orders.map((o) => o.pickupCode)).size).toBe(orders.length);
  });

  it("pays online orders up front and on-site ones once done, all placed by customers", () => {
    for (const o of orders) {
      expect(o.source, o.id).toBe("customer");
      expect(o.paymentMethod, o.id).toBe(o.stripePaymentIntentId ? "online" : "onSite");
      expect(o.paid, o.id).toBe(o.stripePaymentIntentId ? true : o.status === "done");
    }
    expect(own.some((o) => o.paymentMethod === "onSite" && !o.paid)).toBe(true);
  });

  it("records the status each order left, when, and never in the future", () => {
    const before = { new: null, wip: "new", ready: "wip", done: "ready" } as const;
    for (const o of orders) {
      expect(o.previousStatus, o.id).toBe(before[o.status]);
      expect(Date.parse(o.statusChangedAt ?? ""), o.id).toBeGreaterThanOrEqual(Date.parse(o.dateOrdered));
      expect(Date.parse(o.statusChangedAt ?? ""), o.id).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it("starts Casa Comanda not connected to Stripe, with no stored account a restarted stand-in would not know", () => {
    // The local Stripe stand-in keeps its accounts in memory only: the demo shows the connect flow instead.
    expect(data.documents.find((d) => d.path === "companies/demo-company")?.data).toMatchObject({ hasAValidStripeConnection: false, stripeConnectionState: "notConnected" });
    expect(data.documents.filter((d) => d.path.startsWith("paymentAccounts/"))).toEqual([]);
  });

  it("stores general settings every demo company can save unchanged (no VAT rate offered twice)", () => {
    for (const doc of data.documents.filter((d) => d.path.startsWith("companySettings/"))) {
      const settings = doc.data as CompanySettingsData;
      const body = Object.fromEntries(GENERAL_SETTINGS_FIELDS.map((f) => [f, settings[f]])) as GeneralSettings;
      expect(generalSettingsErrors(body), doc.path).toEqual({});
    }
  });

  it("books the SMS add-on for Casa Comanda", () => {
    expect(data.documents.find((d) => d.path === "companies/demo-company")?.data).toMatchObject({ smsAddOn: true });
  });

  it("fills today's 21:00 dinner slot with booked takeaway orders, one more in the next slot", () => {
    // NOW is Friday 2025-03-14 in Madrid (UTC+1): 21:00 is 20:00Z.
    const settings = data.documents.find((d) => d.path === "companySettings/demo-company")?.data as Record<string, unknown>;
    const booked = byCompany(orders, "demo-company").filter((o) => o.requestedTime);
    expect(booked.map((o) => [o.deliveryType, o.requestedTime]).sort()).toEqual([
      ...Array.from({ length: 4 }, () => ["takeaway", "2025-03-14T20:00:00.000Z"]),
      ["takeaway", "2025-03-14T20:15:00.000Z"],
    ]);
    const slots = daySlots(settings.openingHours as OpeningHoursRange[], "Europe/Madrid", "2025-03-14", {
      slotMinutes: settings.slotMinutes as number,
      allowedPerSlot: settings.allowedNumberOfOrdersPerSlot as number,
      orderTimes: booked.map((o) => o.requestedTime as string),
    });
    expect(slots.filter((slot) => slot.taken > 0).map((slot) => [slot.label, slot.full])).toEqual([["21:00", true], ["21:15", false]]);
  });

  it("gives Bar Isolat orders of its own, on its own zone", () => {
    const other = byCompany(orders, "other-company");
    expect(other.length).toBeGreaterThan(5);
    expect(new Set(other.map((o) => o.zoneId))).toEqual(new Set(["zone-isolat-bar"]));
  });
});

describe("demo statistics", () => {
  // The seed writes the day documents with their catalogue views only, then rebuilds every other figure
  // from the orders with the server's own job (functions/src/statistics/rebuild.ts): nothing here is invented
  // but the views, which come from the customer catalogue and not from orders.
  const days = inCollection<StatisticsData>("statistics");
  const orders = inCollection<OrderData>("orders");

  it("carries only catalogue views, one day document per company and day, leaving every order figure to the rebuild", () => {
    expect(days.length).toBeGreaterThan(60);
    for (const day of days) {
      expect(day.id).toBe(`${day.companyId}_${day.date}`);
      expect({ ...day, id: undefined, views: 0 }).toEqual({ ...emptyDay(day.companyId, day.date), id: undefined });
      expect(day.views).toBeGreaterThan(0);
    }
    expect(new Set(days.map((d) => d.id)).size).toBe(days.length);
  });

  it("has 4 to 9 views per order on every day with orders, so orders per view stay plausible", () => {
    const context = { timezone: "Europe/Madrid", language: "en" as const };
    for (const companyId of ["demo-company", "other-company"]) {
      const counted = rollupDays(companyId, byCompany(orders, companyId).map((o) => orderContribution(o, context)).filter((c): c is OrderContribution => c !== null));
      expect(counted.size).toBeGreaterThan(0);
      for (const [date, day] of counted) {
        const views = days.find((d) => d.companyId === companyId && d.date === date)?.views ?? 0;
        expect(views, `${companyId} ${date}`).toBeGreaterThanOrEqual(4 * day.orders);
        expect(views, `${companyId} ${date}`).toBeLessThanOrEqual(9 * day.orders);
      }
    }
  });

  it("keeps each order's customer language, so the statistics count real languages", () => {
    for (const order of orders) expect(LANGUAGES, order.dateOrdered).toContain(order.language);
    expect(new Set(byCompany(orders, "demo-company").map((o) => o.language)).size).toBeGreaterThan(2);
  });
});

describe("demo customers", () => {
  it("claims every customer's e-mail as the customers API does, so a new customer cannot take it", () => {
    const customers = inCollection<CustomerData>("customers");
    const claims = inCollection<CustomerEmailClaim>("customerEmails");
    expect(customers.length).toBeGreaterThan(0);
    expect(claims).toHaveLength(customers.length);
    for (const customer of customers) {
      expect(claims.find((claim) => claim.id === customerEmailClaimId(customer.companyId, customer.email))).toEqual({
        id: customerEmailClaimId(customer.companyId, customer.email),
        companyId: customer.companyId,
        customerId: customer.id,
      });
    }
  });
});

describe("demo printers", () => {
  const printers = inCollection<PrinterData>("printers");
  const keys = inCollection<PrinterKeyData>("printerKeys");
  const claims = inCollection<{ printerId: string; companyId: string }>("printerMacs");
  const jobs = inCollection<PrintJobData>("printJobs");

  it("has the kitchen printer npm start simulates: its MAC, 80 mm, tickets and receipts, and a key with the demo secret", () => {
    const kitchen = printers.find((p) => p.id === DEMO_PRINTER.id);
    expect(kitchen).toMatchObject({ companyId: "demo-company", name: "Kitchen", mac: "00:11:62:00:00:01", paperWidth: 80, enabled: true, printOrderTickets: true, printOrderReceipts: true });
    expect(keys.find((k) => k.id === DEMO_PRINTER.id)).toEqual({ id: DEMO_PRINTER.id, companyId: "demo-company", secret: DEMO_PRINTER.secret, mac: DEMO_PRINTER.mac, enabled: true, paperWidth: 80 });
    expect(demoPrinterUrl("http://127.0.0.1:5001/demo-comanda/europe-west1/api/")).toBe(`http://127.0.0.1:5001/demo-comanda/europe-west1/api/api/cloudprnt/printer-kitchen/${DEMO_PRINTER.secret}`);
    // Under the ignored .cache/ folder.
    expect(DEMO_PRINTER_OUT.startsWith(".cache/")).toBe(true);
  });

  it("gives every printer a key and a MAC claim that agree with it, as the printers API does", () => {
    expect(keys.map((k) => k.id).sort()).toEqual(printers.map((p) => p.id).sort());
    for (const printer of printers) {
      const key = keys.find((k) => k.id === printer.id)!;
      expect({ mac: key.mac, enabled: key.enabled, paperWidth: key.paperWidth, companyId: key.companyId }).toEqual({ mac: printer.mac, enabled: printer.enabled, paperWidth: printer.paperWidth, companyId: printer.companyId });
      expect(claims.find((c) => c.id === printer.mac)).toEqual({ id: printer.mac, printerId: printer.id, companyId: printer.companyId });
    }
    expect(new Set(keys.map((k) => k.secret)).size).toBe(keys.length);
  });

  it("lays out each print job for its printer with the server's job id, and leaves the waiting ones without a hand-out", () => {
    expect(jobs.map((j) => j.status).sort()).toEqual(["canceled", "new", "printed", "printed", "printing", "queued"]);
    for (const job of jobs) {
      const printer = printers.find((p) => p.id === job.printerId)!;
      expect(job.id).toBe(printJobId(job.orderId, printer.id, job.kind!, 1));
      expect(job.layout?.paperWidth).toBe(printer.paperWidth);
      expect(renderPlainText(job.layout!)).toContain(`#${job.orderNumber}`);
      if (job.status !== "printed" && job.status !== "canceled") expect(job.handout).toBeNull();
    }
    expect(jobs.some((j) => j.printerId === DEMO_PRINTER.id && ["new", "queued", "printing"].includes(j.status))).toBe(true);
  });

  describe("VeriFactu", () => {
    const taxInfo = inCollection<TaxInfoData>("taxInfos").find((t) => t.id === "demo-company")!;
    const records = byCompany(inCollection<TaxRecordData>("taxRecords"), "demo-company");
    const chain = inCollection<{ companyId: string; position: number; last: { number: string; hash: string } | null; counters: Record<string, number> }>("taxChains");

    it("has Casa Comanda's e-invoicing on in the agency's test environment, with a tax id whose control character is right", () => {
      expect(taxInfo).toMatchObject({ eInvoicingEnabled: true, environment: "test", series: "T", legalName: "Casa Comanda S.L.", transmissionPaused: false, errorCount: 0 });
      expect(spanishTaxIdError(taxInfo.taxId ?? "")).toBeNull();
      const settings = inCollection<CompanySettingsData>("companySettings").find((c) => c.id === "demo-company")!;
      expect(settings.vatId).toBe(`ES${taxInfo.taxId}`);
    });

    it("gives each seeded ticket (paid online, or done) one record, waiting to be sent, and no other order any", () => {
      const tickets = byCompany(inCollection<OrderData>("orders"), "demo-company").filter((o) => becomesTicket(null, o));
      expect(tickets.length).toBeGreaterThan(200);
      expect(records.map((r) => r.orderId).sort()).toEqual(tickets.map((o) => o.id).sort());
      expect(records.every((r) => r.id === `${r.orderId}-ticket` && r.status === "pending" && r.issuerTaxId === taxInfo.taxId && r.environment === "test")).toBe(true);
    });

    it("chains the records as one chain that verifies from its first, numbered T-000001… without gap, in the order the tickets were issued", () => {
      expect(verifyChain(records)).toEqual({ ok: true, length: records.length, lastHash: expect.stringMatching(/^[0-9A-F]{64}$/) });
      const sorted = [...records].sort((a, b) => a.position - b.position);
      expect(sorted.map((r) => r.number)).toEqual(sorted.map((_, i) => `T-${String(i + 1).padStart(6, "0")}`));
      expect(sorted.map((r) => r.date)).toEqual([...sorted.map((r) => r.date)].sort());
      const last = sorted[sorted.length - 1]!;
      expect(chain).toEqual([expect.objectContaining({ id: "demo-company", companyId: "demo-company", position: records.length, last: expect.objectContaining({ number: last.number, hash: last.hash }), counters: { T: records.length } })]);
    });
  });
});

describe("demo pages and stories", () => {
  const { pages, stories } = demoContent();
  const entries = [...pages, ...stories];
  // What the server's renderer may write (shared/src/content/render.ts), checked here independently of it.
  const ALLOWED = /^<\/?(p|br|strong|em|s|h[1-3]|ul|ol|li)>$|^<a href="(https:\/\/|mailto:|tel:)[^"<>]*" rel="noopener noreferrer nofollow" target="_blank">$|^<\/a>$/;

  it("store, in en, es, ca and de, exactly the HTML the server renders from their documents, with headings, lists and links of the allow-list only", () => {
    const stored = [...inCollection<PageData>("pages"), ...inCollection<StoryData>("stories")];
    expect(stored.map((e) => e.id).sort()).toEqual(entries.map((e) => e.id).sort());
    for (const entry of entries) {
      const row = stored.find((e) => e.id === entry.id);
      expect(Object.keys(entry.documents).sort(), entry.id).toEqual(["ca", "de", "en", "es"]);
      for (const [language, document] of Object.entries(entry.documents)) {
        const html = row?.content[language as LanguageCode] ?? "";
        expect(html, `${entry.id} ${language}`).toBe(renderRichText(document));
        expect(html.match(/<[^>]*>/g)?.filter((tag) => !ALLOWED.test(tag)), `${entry.id} ${language}`).toEqual([]);
        for (const tag of ["<h2>", "<a href=", "<li>"]) expect(html, `${entry.id} ${language}`).toContain(tag);
      }
    }
  });

  it("are shown by the default zone (Terrace), and the takeaway zone leaves out the calçots story only", () => {
    const zones = byCompany(inCollection<ZoneData>("zones"), DEMO_COMPANY_ID);
    const zone = (id: string) => zones.find((z) => z.id === id)!;
    const shown = (zoneId: string) => ({
      pages: shopContent("pages", pages, zone(zoneId), "es", "en").map((e) => e.id),
      stories: shopContent("stories", stories, zone(zoneId), "es", "en").map((e) => e.id),
    });
    expect(zone(TERRACE_ZONE_ID).isDefault).toBe(true);
    expect(shown(TERRACE_ZONE_ID)).toEqual({ pages: ["page-about", "page-allergens"], stories: [DINE_IN_STORY_ID] });
    expect(shown(TAKEAWAY_ZONE_ID)).toEqual({ pages: ["page-about", "page-allergens"], stories: [] });
  });
});
