// Every entity schema against a typed sample: the sample passes; unknown fields and wrong types are
// refused with their dotted field paths.
import { describe, expect, it } from "vitest";
import { validator, type FieldErrors } from "../validation";
import {
  accessRightSchema,
  accountSchema,
  activitySchema,
  addressSchema,
  apiSettingsSchema,
  cartItemSchema,
  categorySchema,
  companyInfoSchema,
  companySchema,
  companySettingsSchema,
  courseSchema,
  customDomainSchema,
  customerSchema,
  defaultCompanySettings,
  deliveryZoneSchema,
  deviceSchema,
  discountSchema,
  locationSchema,
  notificationSchema,
  openingHoursRangeSchema,
  orderSchema,
  pageSchema,
  pointOfSaleSchema,
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
  taxInfoWithDefaults,
  userSchema,
  voucherSchema,
  zoneSchema,
  type AccessRight,
  type AccountData,
  type ActivityData,
  type Address,
  type ApiSettingsData,
  type CartItem,
  type CategoryData,
  type CompanyData,
  type CompanyInfoData,
  type CompanySettingsData,
  type CourseData,
  type CustomDomain,
  type CustomerData,
  type DeliveryZone,
  type DeviceData,
  type DiscountData,
  type JsonSchema,
  type LocationData,
  type NotificationData,
  type OpeningHoursRange,
  type OrderData,
  type PageData,
  type PointOfSale,
  type PrinterData,
  type PrinterStatusData,
  type PrintJobData,
  type ProductData,
  type StatisticsData,
  type StoryData,
  type SubscriptionData,
  type TagData,
  type TaxInfoData,
  type TaxRecordData,
  type UserData,
  type VoucherData,
  type ZoneData,
} from "./index";
import { coerceZone } from "../rules/zoneDefaults";

const COMPANY = "company-1";
const WHEN = "2025-03-01T12:30:00.000Z";

const address: Address = { name: "Ana García", street: "Gran Vía 1", zip: "28013", city: "Madrid", country: "ES", type: "private" };

interface Case {
  name: string;
  schema: JsonSchema;
  valid: object;
  /** Fields merged into the valid sample: one unknown field and one of the wrong type at least. */
  broken: Record<string, unknown>;
  fields: FieldErrors;
}

// `typed` keeps every sample checked against its TypeScript type, so type and schema cannot drift apart.
const typed = <T extends object>(value: T): T => value;

const cases: Case[] = [
  {
    name: "account",
    schema: accountSchema,
    valid: typed<AccountData>({ companyId: COMPANY, name: "Waiter", note: "Evening shift", permissions: ["orders"], qrCodeLogin: true, lastLogin: WHEN, lastActivity: null }),
    broken: { password: "x", permissions: ["owner"] },
    fields: { password: ["unknown-field"], "permissions.0": ["enum"] },
  },
  {
    name: "access right",
    schema: accessRightSchema,
    valid: typed<AccessRight>({ name: "Kitchen", permissions: ["orders", "products"] }),
    broken: { companyId: COMPANY, name: "   " },
    fields: { companyId: ["unknown-field"], name: ["notBlank"] },
  },
  {
    name: "category",
    schema: categorySchema,
    valid: typed<CategoryData>({ companyId: COMPANY, name: { en: "Drinks", es: "Bebidas" }, sortOrder: 1000, parentId: null }),
    broken: { children: [], sortOrder: "first" },
    fields: { children: ["unknown-field"], sortOrder: ["type"] },
  },
  {
    name: "tag",
    schema: tagSchema,
    valid: typed<TagData>({ companyId: COMPANY, name: { en: "Vegan" }, sortOrder: 1500 }),
    broken: { colour: "green", name: { en: "Vegan", pt: "Vegano" } },
    fields: { colour: ["unknown-field"], "name.pt": ["unknown-field"] },
  },
  {
    name: "course",
    schema: courseSchema,
    valid: typed<CourseData>({ companyId: COMPANY, name: { en: "Starters" }, sortOrder: 1000 }),
    broken: { order: 1, name: "Starters" },
    fields: { order: ["unknown-field"], name: ["type"] },
  },
  {
    name: "location",
    schema: locationSchema,
    valid: typed<LocationData>({ companyId: COMPANY, name: { en: "Kitchen" }, sortOrder: 1000 }),
    broken: { printer: "p1", companyId: 7 },
    fields: { printer: ["unknown-field"], companyId: ["type"] },
  },
  {
    name: "story",
    schema: storySchema,
    valid: typed<StoryData>({ companyId: COMPANY, name: "Opening", picture: null, sortOrder: 1000, title: { en: "We are open" }, content: { en: "<p>Hello</p>" }, showInNavigation: true }),
    broken: { slug: "x", showInNavigation: "yes" },
    fields: { slug: ["unknown-field"], showInNavigation: ["type"] },
  },
  {
    name: "page",
    schema: pageSchema,
    valid: typed<PageData>({ companyId: COMPANY, name: "About", sortOrder: 1000, title: { en: "About us" }, content: { en: "<p>Since 1990</p>" } }),
    broken: { author: "me", content: { en: 5 } },
    fields: { author: ["unknown-field"], "content.en": ["type"] },
  },
  {
    name: "product",
    schema: productSchema,
    valid: typed<ProductData>({
      companyId: COMPANY,
      sortOrder: 1000,
      type: "combined",
      name: { en: "Lunch menu" },
      description: { en: "Starter and main" },
      categoryId: "cat-1",
      courseId: null,
      locationId: "kitchen",
      hidden: false,
      tags: ["tag-1"],
      picture: "products/menu.jpg",
      price: 14.5,
      vat: 10,
      addons: [{ id: "a1", name: { en: "Bread" }, price: 1 }],
      slots: [{ id: "s1", name: { en: "Main" }, items: [{ productId: "p2", correction: -1.5 }] }],
      optionBlocks: [{ id: "b1", heading: { en: "Cooking" }, values: [{ id: "v1", name: { en: "Rare" } }] }],
      productionTime: { value: 2, unit: "workingDays", limitedToOpeningHours: true, divisibleAcrossOpeningHours: false },
      weight: 450,
    }),
    broken: { stock: 3, addons: [{ id: "a1", name: { en: "Bread" }, price: "1" }], type: "bundle" },
    fields: { stock: ["unknown-field"], "addons.0.price": ["type"], type: ["enum"] },
  },
  {
    name: "discount",
    schema: discountSchema,
    valid: typed<DiscountData>({ companyId: COMPANY, name: "Summer", percentage: 10, enabled: true, validFor: "voucher", start: WHEN, end: null, status: "new" }),
    broken: { amount: 5, percentage: 120, start: "tomorrow" },
    fields: { amount: ["unknown-field"], percentage: ["maximum"], start: ["format"] },
  },
  {
    name: "voucher",
    schema: voucherSchema,
    valid: typed<VoucherData>({ companyId: COMPANY, discountId: "d1", name: "Flyer", quantity: 100, internalDescription: "Street flyers", code: "ABCDEFGH", status: "new", created: WHEN }),
    broken: { used: 0, quantity: 1.5, code: "abc1" },
    fields: { used: ["unknown-field"], quantity: ["type"], code: ["pattern"] },
  },
  {
    name: "order",
    schema: orderSchema,
    valid: typed<OrderData>({
      companyId: COMPANY,
      status: "wip",
      dateOrdered: WHEN,
      deliveryType: "table",
      zoneId: "z1",
      pointofsaleId: "t1",
      name: "Ana",
      email: "ana@example.com",
      phone: "+34 600 000 000",
      stripePaymentIntentId: null,
      cartTotal: 23.5,
      tip: 1.5,
      course: null,
      staffRemark: "Allergic to nuts",
      deliveryAddress: null,
      billingAddress: address,
      demo: false,
      items: [{ productId: "p1", name: { en: "Soup" }, quantity: 2, price: 6, note: "hot", courseId: "c1", addons: [{ name: { en: "Bread" }, price: 1 }], options: [{ blockId: "b1", valueId: "v1" }], done: false, locationId: "kitchen", status: "wip" }],
      receiptItems: [{ name: "2 x Soup", quantity: 2, price: 12, vat: 10 }],
    }),
    broken: { table: 4, items: [{ productId: "p1", name: { en: "Soup" }, quantity: 0, price: 6, done: "no", locationId: null, status: "new" }] },
    fields: { table: ["unknown-field"], "items.0.quantity": ["minimum"], "items.0.done": ["type"] },
  },
  {
    name: "cart item",
    schema: cartItemSchema,
    valid: typed<CartItem>({ productId: "p1", quantity: 1, note: "", courseId: null, addonIds: ["a1"], options: [{ blockId: "b1", valueId: "v2" }], deliveryTime: { value: 30, unit: "minutes" } }),
    broken: { price: 3, deliveryTime: { value: 1, unit: "weeks" } },
    fields: { price: ["unknown-field"], "deliveryTime.unit": ["enum"] },
  },
  {
    name: "address",
    schema: addressSchema,
    valid: typed<Address>({ ...address, type: "company", vatId: "ESB12345678", companyName: "Bar Ana SL" }),
    broken: { floor: "2", country: "Spain" },
    fields: { floor: ["unknown-field"], country: ["enum"] },
  },
  {
    name: "printer",
    schema: printerSchema,
    valid: typed<PrinterData>({ companyId: COMPANY, name: "Kitchen", paperWidth: 80, locationsFilter: ["kitchen"], enabled: true, mac: "00:11:62:AA:BB:CC", printOrderTickets: true, printOrderReceipts: false }),
    broken: { ip: "10.0.0.2", mac: "00-11-62-aa-bb-cc" },
    fields: { ip: ["unknown-field"], mac: ["pattern"] },
  },
  {
    name: "printer status",
    schema: printerStatusSchema,
    valid: typed<PrinterStatusData>({ companyId: COMPANY, status: "200 OK", lastSeen: WHEN, printingInProgress: false }),
    broken: { paper: "low", lastSeen: 12 },
    fields: { paper: ["unknown-field"], lastSeen: ["type"] },
  },
  {
    name: "print job",
    schema: printJobSchema,
    valid: typed<PrintJobData>({ companyId: COMPANY, date: WHEN, printerId: "pr1", printerName: "Kitchen", pointofsaleId: "t1", pointofsaleName: "Table 1", orderId: "o1", status: "queued" }),
    broken: { copies: 2, status: "failed" },
    fields: { copies: ["unknown-field"], status: ["enum"] },
  },
  {
    name: "subscription",
    schema: subscriptionSchema,
    valid: typed<SubscriptionData>({ companyId: COMPANY, created: WHEN, name: "Pro", status: "trialing", validUntil: "2025-04-01T00:00:00Z" }),
    broken: { price: 29, status: "paused" },
    fields: { price: ["unknown-field"], status: ["enum"] },
  },
  {
    name: "notification",
    schema: notificationSchema,
    valid: typed<NotificationData>({ companyId: COMPANY, userId: COMPANY, date: WHEN, read: false, message: "order-unprocessed", orderId: "o1" }),
    broken: { urgent: true, read: 0 },
    fields: { urgent: ["unknown-field"], read: ["type"] },
  },
  {
    name: "device",
    schema: deviceSchema,
    valid: typed<DeviceData>({ deviceId: "d1", uid: COMPANY, language: "es", dateUpdated: WHEN, info: { platform: "ios", model: "iPhone15,2", isVirtual: false }, pushToken: "tok" }),
    broken: { owner: true, language: "pt", info: { nested: { a: 1 } } },
    fields: { owner: ["unknown-field"], language: ["enum"], "info.nested": ["type"] },
  },
  {
    name: "user",
    schema: userSchema,
    valid: typed<UserData>({ companyId: COMPANY, displayName: "Ana", name: "Ana García", bio: "Chef", picture: null, email: "ana@example.com", language: "es", acceptNewsletter: false, termsAcceptedAt: WHEN, privacyAcceptedAt: WHEN, createdAt: WHEN, updatedAt: WHEN }),
    broken: { permissions: ["owner"], name: "Al", bio: "" },
    fields: { permissions: ["unknown-field"], name: ["minLength"], bio: ["minLength"] },
  },
  {
    name: "activity",
    schema: activitySchema,
    valid: typed<ActivityData>({ lastTimeOnline: WHEN }),
    broken: { page: "/orders", lastTimeOnline: "now" },
    fields: { page: ["unknown-field"], lastTimeOnline: ["format"] },
  },
  {
    name: "company",
    schema: companySchema,
    valid: typed<CompanyData>({ companyId: COMPANY, subscribedPlan: "pro", hasAnActiveSubscription: true, hasAValidStripeConnection: false, stripeConnectionState: "waiting", createdAt: WHEN }),
    broken: { trial: true, hasAnActiveSubscription: "true" },
    fields: { trial: ["unknown-field"], hasAnActiveSubscription: ["type"] },
  },
  {
    name: "company info",
    schema: companyInfoSchema,
    valid: typed<CompanyInfoData>({
      companyId: COMPANY,
      brandName: "Bar Ana",
      companyname: "Bar Ana SL",
      email: "hola@barana.es",
      description: { es: "Tapas" },
      country: "ES",
      firstname: "Ana",
      lastname: "García",
      street: "Gran Vía 1",
      zip: "28013",
      city: "Madrid",
      website: "https://barana.es",
      phone: "+34 910 000 000",
      mobile: "",
      picture: null,
      slug: "bar-ana",
      customPrivacyUrl: null,
      customTermsUrl: null,
      customDomains: [{ domain: "pedidos.barana.es", status: "waiting", dnsRecord: { type: "CNAME", host: "pedidos", value: "shops.example.com" } }],
    }),
    broken: { fax: "1", email: "not-an-email", slug: "Bar Ana" },
    fields: { fax: ["unknown-field"], email: ["format"], slug: ["pattern"] },
  },
  {
    name: "company settings",
    schema: companySettingsSchema,
    valid: typed<CompanySettingsData>(
      defaultCompanySettings({
        companyId: COMPANY,
        currency: "CHF",
        vatRates: [{ name: "Reduced", rate: 10 }],
        sendCopyOfOrderReceipts: true,
        sendCopyOfOrderReceiptsTo: "copies@barana.es",
        openingHours: [{ id: "h1", kind: "every", weekdays: [1, 2, 3, 4, 5], from: "09:00", to: "23:00", closed: false }],
        deliveryZones: [{ id: "dz1", name: "Centre", countries: ["ES"], postcodeScope: "onlyListed", postcodes: "28013, 2801*", priceBrackets: [{ price: 3, maxWeight: 5000 }, { price: 6, maxWeight: null }] }],
      }),
    ),
    broken: { theme: "dark", currency: "XXX", i18n: { defaultLanguage: "en", languages: [{ language: "pt", enabled: true }], hideTranslationTabs: false, enableAutomaticTranslation: false } },
    fields: { theme: ["unknown-field"], currency: ["enum"], "i18n.languages.0.language": ["enum"] },
  },
  {
    name: "api settings",
    schema: apiSettingsSchema,
    valid: typed<ApiSettingsData>({ companyId: COMPANY, enabled: true, user: "api-0a1b2c3d4e5f6a7b", generatedAt: "2026-11-25T10:00:00.000Z" }),
    // The readable document never holds the password (nor its hash): only the server-only one does.
    broken: { password: "s3cret", enabled: "on" },
    fields: { password: ["unknown-field"], enabled: ["type"] },
  },
  {
    name: "tax info",
    schema: taxInfoSchema,
    valid: typed<TaxInfoData>({
      companyId: COMPANY,
      legalName: "Casa Ana SL",
      taxId: "B12345674",
      address: { line1: "Gran Vía 1", line2: null, postalCode: "28013", city: "Madrid", country: "ES" },
      eInvoicingEnabled: true,
      environment: "test",
      series: "T26",
      certificate: { holder: "CASA ANA SL", taxId: "B12345674", notBefore: WHEN, notAfter: "2027-03-01T12:30:00.000Z", uploadedAt: WHEN },
      transmissionPaused: true,
      errorCount: 5,
      pausedAt: WHEN,
      lastError: { code: "timeout", description: null, at: WHEN },
      nextSendAfter: WHEN,
    }),
    // The certificate itself and its password are never in the document the owner's staff can read.
    broken: { certificatePassword: "x", environment: "staging", series: "t-26", errorCount: -1 },
    fields: { certificatePassword: ["unknown-field"], environment: ["enum"], series: ["pattern"], errorCount: ["minimum"] },
  },
  {
    name: "zone",
    schema: zoneSchema,
    valid: typed<ZoneData>(coerceZone({ companyId: COMPANY, name: "Terrace", sortOrder: 1000, pointsOfSale: [{ id: "t1", name: { en: "Table 1" }, isDefault: true }], categoryVisibilityRule: "onlySelected", categoryVisibilityConfig: ["cat-1"] })),
    broken: { capacity: 40, pointsOfSale: [{ id: "t1", name: 1 }], categoryVisibilityRule: "some" },
    fields: { capacity: ["unknown-field"], "pointsOfSale.0.name": ["type"], categoryVisibilityRule: ["enum"] },
  },
  {
    name: "point of sale",
    schema: pointOfSaleSchema,
    valid: typed<PointOfSale>({ id: "t1", name: "Table 1", description: "Window", internalDescription: "Wobbly", qrCode: "QR-T1", isDefault: false }),
    broken: { zoneId: "z1", isDefault: "no" },
    fields: { zoneId: ["unknown-field"], isDefault: ["type"] },
  },
  {
    name: "delivery zone",
    schema: deliveryZoneSchema,
    valid: typed<DeliveryZone>({ id: "dz1", name: "Suburbs", countries: ["ES", "PT"], postcodeScope: "allExceptListed", postcodes: "", priceBrackets: [{ price: 5, maxWeight: null }] }),
    broken: { radius: 5, priceBrackets: [{ price: -1, maxWeight: null }] },
    fields: { radius: ["unknown-field"], "priceBrackets.0.price": ["minimum"] },
  },
  {
    name: "custom domain",
    schema: customDomainSchema,
    valid: typed<CustomDomain>({ domain: "shop.barana.es", status: "connected", dnsRecord: null }),
    broken: { certificate: true, domain: "https://shop.barana.es" },
    fields: { certificate: ["unknown-field"], domain: ["pattern"] },
  },
  {
    name: "opening hours",
    schema: openingHoursRangeSchema,
    valid: typed<OpeningHoursRange>({ id: "h2", kind: "at", date: "2025-12-25", from: "00:00", to: "24:00", closed: true }),
    broken: { note: "Christmas", to: "25:00" },
    fields: { note: ["unknown-field"], to: ["pattern"] },
  },
  {
    name: "customer",
    schema: customerSchema,
    valid: typed<CustomerData>({
      companyId: COMPANY,
      name: "Hotel Sol",
      email: "orders@hotelsol.es",
      phone: null,
      internalNote: "Pays monthly",
      welcomeText: { es: "Bienvenidos" },
      orderOptionsNotice: {},
      checkoutNotice: { en: "Delivered by noon" },
      displayedCategories: ["cat-1"],
      displayedPages: null,
      displayedStories: null,
      enableDiscounts: true,
      enabled: true,
      addresses: [address],
      preventAddressChange: true,
    }),
    broken: { password: "x", addresses: [{ ...address, zip: 28013 }] },
    fields: { password: ["unknown-field"], "addresses.0.zip": ["type"] },
  },
  {
    name: "tax record",
    schema: taxRecordSchema,
    valid: typed<TaxRecordData>({
      companyId: COMPANY,
      orderId: "o1",
      kind: "rectifying",
      invoiceType: "R5",
      issuerTaxId: "B12345674",
      number: "T-R000001",
      issuedOn: "01-03-2025",
      date: WHEN,
      position: 2,
      previous: { issuerTaxId: "B12345674", number: "T-000123", issuedOn: "01-03-2025" },
      previousHash: "3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60",
      hash: "F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97",
      generatedAt: "2025-03-01T13:30:00+01:00",
      totalTax: "-1.00",
      totalAmount: "-11.00",
      vat: [{ rate: 10, base: "-10.00", tax: "-1.00" }],
      recipient: null,
      reference: { recordId: "r1", issuerTaxId: "B12345674", number: "T-000123", issuedOn: "01-03-2025" },
      environment: "production",
      status: "accepted",
      answer: { code: null, description: null, csv: "A-YDSW8NLFLANWPM", answeredAt: WHEN },
      attempts: 1,
      subsanacion: false,
      rechazoPrevio: false,
      incidencia: false,
      correctionOf: null,
      errorMessage: null,
    }),
    broken: { signature: "x", kind: "ticket", hash: "f7b94cfd", totalAmount: "11.0" },
    fields: { signature: ["unknown-field"], kind: ["enum"], hash: ["pattern"], totalAmount: ["pattern"] },
  },
  {
    name: "statistics",
    schema: statisticsSchema,
    valid: typed<StatisticsData>({
      companyId: COMPANY,
      date: "2025-03-01",
      orders: 12,
      views: 340,
      totals: 512.3,
      weekdays: [0, 0, 0, 0, 0, 0, 12],
      hours: Array.from({ length: 24 }, (_, h) => (h === 13 ? 8 : h === 20 ? 4 : 0)),
      locales: { es: 10, "en-GB": 2 },
      products: { p1: { name: "Soup", units: 9, revenue: 54 } },
      topProductsByUnits: [{ productId: "p1", name: "Soup", units: 9, revenue: 54 }],
      topProductsByRevenue: [{ productId: "p1", name: "Soup", units: 9, revenue: 54 }],
      stations: { table: { orders: 10, revenue: 430.3 }, takeaway: { orders: 2, revenue: 82 } },
      zones: { terrace: { name: "Terrace", orders: 10, revenue: 430.3 } },
      customers: [{ email: "ana@example.com", orders: 2 }],
      loyalCustomerEmails: ["ana@example.com"],
    }),
    broken: { visitors: 3, weekdays: [1, 2, 3], hours: [1] },
    fields: { visitors: ["unknown-field"], weekdays: ["minItems"], hours: ["minItems"] },
  },
];

describe.each(cases)("$name schema", ({ schema, valid, broken, fields }) => {
  const validate = validator(schema);

  it("accepts the sample", () => {
    expect(validate(valid)).toEqual({ ok: true, value: valid });
  });

  it("refuses unknown fields and wrong types with their field paths", () => {
    expect(validate({ ...valid, ...broken })).toEqual({ ok: false, fields });
  });
});

describe("per-language text", () => {
  const validate = validator(categorySchema);

  it("accepts each of the seven languages as a key", () => {
    const name = { de: "Getränke", en: "Drinks", es: "Bebidas", ca: "Begudes", fr: "Boissons", nl: "Dranken", zh: "饮料" };
    expect(validate({ companyId: COMPANY, name, sortOrder: 1000 })).toMatchObject({ ok: true });
  });

  it("refuses a plain string in place of the language map", () => {
    expect(validate({ companyId: COMPANY, name: "Drinks", sortOrder: 1000 })).toEqual({ ok: false, fields: { name: ["type"] } });
  });
});

describe("required fields", () => {
  it("names each missing field of a product", () => {
    const result = validator(productSchema)({ companyId: COMPANY, name: { en: "Soup" } });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.fields).sort()).toEqual(["addons", "categoryId", "hidden", "optionBlocks", "price", "slots", "sortOrder", "tags", "type", "vat"]);
      expect(result.fields.price).toEqual(["required"]);
    }
  });

  it("refuses a document id that contains a slash", () => {
    expect(validator(tagSchema)({ companyId: "a/b", name: {}, sortOrder: 1 })).toEqual({ ok: false, fields: { companyId: ["pattern"] } });
  });
});

describe("opening hours", () => {
  const validate = validator(openingHoursRangeSchema);

  it("needs weekdays for a periodic range", () => {
    expect(validate({ id: "h", kind: "every", from: "10:00", to: "14:00", closed: false })).toEqual({ ok: false, fields: { weekdays: ["required"] } });
  });

  it("needs a date for a range on one day", () => {
    expect(validate({ id: "h", kind: "at", from: "10:00", to: "14:00", closed: true })).toEqual({ ok: false, fields: { date: ["required"] } });
  });
});

describe("tax information", () => {
  it("still accepts a document written before e-invoicing had its settings (the demo seed's)", () => {
    const before = { companyId: COMPANY, taxId: "B11223344", eInvoicingEnabled: false, transmissionPaused: false, errorCount: 0 };
    expect(validator(taxInfoSchema)(before)).toEqual({ ok: true, value: before });
  });

  it("reads what such a document leaves out at the defaults: test environment, series T, nothing paused", () => {
    expect(taxInfoWithDefaults({ taxId: "B11223344", eInvoicingEnabled: false, transmissionPaused: false, errorCount: 0 })).toEqual({
      companyId: "",
      legalName: null,
      taxId: "B11223344",
      address: null,
      eInvoicingEnabled: false,
      environment: "test",
      series: "T",
      certificate: null,
      transmissionPaused: false,
      errorCount: 0,
      pausedAt: null,
      lastError: null,
      nextSendAfter: null,
    });
  });
});

describe("tax records", () => {
  it("accepts a cancellation without amounts, and no amount without two decimals", () => {
    const validate = validator(taxRecordSchema);
    const cancellation = (cases.find((c) => c.name === "tax record")?.valid ?? {}) as TaxRecordData;
    const base = { ...cancellation, kind: "cancellation", invoiceType: null, totalTax: "", totalAmount: "", vat: [] };
    expect(validate(base)).toMatchObject({ ok: true });
    expect(validate({ ...base, totalTax: "1" })).toEqual({ ok: false, fields: { totalTax: ["pattern"] } });
  });
});

describe("nullable choices", () => {
  it("accepts a company info without country and refuses an unknown one", () => {
    const validate = validator(companyInfoSchema);
    expect(validate({ brandName: "B", companyname: "C", country: null })).toMatchObject({ ok: true });
    expect(validate({ brandName: "B", companyname: "C", country: "XX" })).toEqual({ ok: false, fields: { country: ["enum"] } });
  });
});
