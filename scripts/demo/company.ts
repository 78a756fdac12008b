// The demo company "Casa Comanda" (a Barcelona restaurant with terrace, dining room, takeaway and
// delivery), its logins and settings; and "Bar Isolat", a second company that proves tenant isolation.
import { createHash } from "node:crypto";
import { customDomainDocId, customerEmailKey, zoneDefaults, type CustomDomainData, type DomainClaimData, type LanguageCode, type Permission } from "@comanda/shared";
import { DEMO_HOSTING } from "./hostingDomain";
import { DEMO_COMPANY_ID, DEMO_PASSWORD, OTHER_COMPANY_ID } from "../lib/demo-logins.mjs";
import { DEMO_PRINTER } from "../lib/demo-printer.mjs";
import { sortOrderAt, t } from "./catalogue";
import { DINE_IN_STORY_ID, demoContent } from "./content";
import {
  defaultCompany,
  defaultCompanyInfo,
  defaultCompanySettings,
  type AccountData,
  type CompanyInfoData,
  type CompanySettingsData,
  type CustomerData,
  type DeliveryZone,
  type DiscountData,
  type OpeningHoursRange,
  type PageData,
  type PointOfSale,
  type PrinterData,
  type PrinterKeyData,
  type PrinterStatusData,
  type StoryData,
  type SubscriptionData,
  type TaxInfoData,
  type VoucherData,
  type ZoneData,
} from "./types";

export interface SeedUser {
  uid: string;
  email: string;
  password: string;
  emailVerified: boolean;
  displayName: string;
  claims: { companyId: string; owner: boolean; permissions: Permission[] };
  /** The profile document users/{uid}. */
  profile: { companyId: string; displayName: string; name: string; bio: string; picture: string | null };
}

export const UNVERIFIED_COMPANY_ID = "unverified-company";

function user(uid: string, email: string, name: string, companyId: string, permissions: Permission[], bio: string, emailVerified = true): SeedUser {
  const owner = uid === companyId;
  return {
    uid,
    email,
    password: DEMO_PASSWORD,
    emailVerified,
    displayName: name,
    claims: { companyId, owner, permissions: owner ? ["owner", ...permissions] : permissions },
    profile: { companyId, displayName: name, name, bio, picture: null },
  };
}

export const USERS: SeedUser[] = [
  user(DEMO_COMPANY_ID, "owner@comanda.test", "Marta Puig", DEMO_COMPANY_ID, [], "Owner and chef of Casa Comanda since 2012."),
  user("demo-staff-orders", "orders@comanda.test", "Jordi Serra", DEMO_COMPANY_ID, ["orders"], "Runs the floor and the pass."),
  user("demo-staff-menu", "menu@comanda.test", "Laura Vidal", DEMO_COMPANY_ID, ["products", "content"], "Keeps the menu and the blog up to date."),
  user("demo-staff-settings", "settings@comanda.test", "Pau Ferrer", DEMO_COMPANY_ID, ["settings"], "Looks after printers, hours and payments."),
  user(UNVERIFIED_COMPANY_ID, "unverified@comanda.test", "Nil Roca", UNVERIFIED_COMPANY_ID, [], "Registered but never opened the verification email.", false),
  user(OTHER_COMPANY_ID, "other@comanda.test", "Anna Soler", OTHER_COMPANY_ID, [], "Runs Bar Isolat in Gràcia."),
];

/** Staff access rights (accounts/{uid}) of Casa Comanda, one per staff login. */
export function accounts(now: Date): Array<{ id: string } & AccountData> {
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();
  return USERS.filter((u) => u.claims.companyId === DEMO_COMPANY_ID && !u.claims.owner).map((u, i) => ({
    id: u.uid,
    companyId: DEMO_COMPANY_ID,
    name: u.displayName,
    note: u.profile.bio,
    permissions: u.claims.permissions.filter((p): p is Exclude<Permission, "owner"> => p !== "owner"),
    qrCodeLogin: i === 0,
    lastLogin: minutesAgo(60 * (i + 2)),
    lastActivity: minutesAgo(5 * (i + 1)),
  }));
}

const DEMO_LANGUAGES: LanguageCode[] = ["en", "es", "ca", "de"];

function i18n(enabled: LanguageCode[]): CompanySettingsData["i18n"] {
  const all: LanguageCode[] = ["de", "en", "es", "ca", "fr", "nl", "zh"];
  return {
    defaultLanguage: "en",
    languages: all.map((language) => ({ language, enabled: enabled.includes(language) })),
    hideTranslationTabs: false,
    enableAutomaticTranslation: false,
  };
}

/**
 * Lunch and dinner Tuesday to Sunday, closed on Mondays; shorter hours on Christmas Eve (they replace that
 * day's weekly hours), closed on Christmas Day and for two weeks of summer holidays.
 */
function openingHours(now: Date): OpeningHoursRange[] {
  const year = now.getUTCFullYear();
  return [
    { id: "lunch", kind: "every", weekdays: [0, 2, 3, 4, 5, 6], from: "12:00", to: "16:00", closed: false },
    { id: "dinner", kind: "every", weekdays: [0, 2, 3, 4, 5, 6], from: "19:30", to: "23:30", closed: false },
    { id: "christmas-eve", kind: "at", date: `${year}-12-24`, from: "12:00", to: "17:00", closed: false },
    { id: "christmas", kind: "at", date: `${year}-12-25`, from: "00:00", to: "24:00", closed: true },
    { id: "summer-holidays", kind: "at", date: `${year + 1}-08-10`, until: `${year + 1}-08-23`, from: "00:00", to: "24:00", closed: true },
  ];
}

const DELIVERY_ZONES: DeliveryZone[] = [
  {
    id: "dz-eixample",
    name: "Eixample",
    countries: ["ES"],
    postcodeScope: "onlyListed",
    postcodes: "08007, 08008, 0801*",
    priceBrackets: [
      { price: 2.5, maxWeight: 5000 },
      { price: 4, maxWeight: null },
    ],
  },
  { id: "dz-barcelona", name: "Rest of Barcelona", countries: ["ES"], postcodeScope: "onlyListed", postcodes: "080*", priceBrackets: [{ price: 4.5, maxWeight: null }] },
  {
    id: "dz-suburbs",
    name: "Suburbs (L'Hospitalet, Badalona, Sant Cugat)",
    countries: ["ES"],
    postcodeScope: "onlyListed",
    postcodes: "0890*, 08911, 08912, 08913, 08914, 08915, 08916, 08917, 08918, 08172, 08173, 08174",
    priceBrackets: [
      { price: 4.9, maxWeight: 5000 },
      { price: 8.9, maxWeight: null },
    ],
  },
];

export const TERRACE_ZONE_ID = "zone-terrace";
export const DINING_ZONE_ID = "zone-dining-room";
export const TAKEAWAY_ZONE_ID = "zone-takeaway";
export const COUNTER_POS_ID = "pos-counter";
export const DELIVERY_POS_ID = "pos-delivery";

function tables(prefix: string, label: string, count: number): PointOfSale[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i + 1}`,
    name: `${label} ${i + 1}`,
    description: "",
    internalDescription: i < 2 ? "By the window" : "",
    qrCode: `${prefix}-${i + 1}`,
    isDefault: false,
  }));
}

/** A zone with the defaults of spec §3 and §9 (visibility all, online payment and pickup on). */
/** A demo zone: the zone defaults (spec §3, §9), the demo's usual options, then the zone's own. */
function zone(companyId: string, id: string, index: number, name: string, overrides: Partial<ZoneData>): { id: string } & ZoneData {
  return {
    id,
    ...zoneDefaults(),
    companyId,
    sortOrder: sortOrderAt(index),
    name,
    enableVouchers: true,
    enableCheckout: true,
    showProgressIndicator: true,
    allowItemNotes: true,
    ...overrides,
  };
}

export function demoZones(): Array<{ id: string } & ZoneData> {
  const c = DEMO_COMPANY_ID;
  return [
    zone(c, TERRACE_ZONE_ID, 0, "Terrace", {
      description: t("Eight tables in the sun.", "Ocho mesas al sol.", "Vuit taules al sol.", "Acht Tische in der Sonne."),
      isDefault: true,
      enableTableService: true,
      enablePickup: false,
      enableOfflinePayment: true,
      showCourseSorting: true,
      pointsOfSale: tables("terrace", "Terrace", 8),
      orderLimitWarning: {
        enabled: true,
        maxOpenOrders: 12,
        text: t("The kitchen is busy: expect about 30 minutes.", "La cocina está llena: unos 30 minutos de espera.", "La cuina va plena: uns 30 minuts d'espera.", "Die Küche ist ausgelastet: etwa 30 Minuten Wartezeit."),
      },
    }),
    zone(c, DINING_ZONE_ID, 1, "Dining room", {
      description: t("Twelve tables indoors.", "Doce mesas en el interior.", "Dotze taules a l'interior.", "Zwölf Tische im Innenraum."),
      enableTableService: true,
      enablePickup: false,
      enableOfflinePayment: true,
      showCourseSorting: true,
      pointsOfSale: tables("dining", "Table", 12),
    }),
    zone(c, TAKEAWAY_ZONE_ID, 2, "Takeaway and delivery", {
      description: t("Pick up at the counter or get it delivered.", "Recógelo en el mostrador o te lo llevamos.", "Recull-ho al taulell o te'l portem.", "Am Tresen abholen oder liefern lassen."),
      collectPhoneNumber: true,
      collectCustomerName: true,
      collectBillingAddress: true,
      enableDelivery: true,
      enablePickup: true,
      enableOfflinePayment: true,
      allowCustomPickupTime: true,
      allowCustomDeliveryTime: true,
      enableSlotLimits: true,
      allowedOrdersPerSlot: 4,
      averageDeliveryTime: 45,
      displayDeliveryTimeRule: "longerThan",
      displayDeliveryTimeTreshold: 30,
      displayDeliveryTimeTresholdUnit: "minutes",
      // Wine by the bottle is for the restaurant only.
      categoryVisibilityRule: "allExceptSelected",
      categoryVisibilityConfig: ["cat-wine"],
      // Calçots are grilled to order and eaten at the table: the takeaway shop leaves their story out.
      storiesVisibilityRule: "allExceptSelected",
      storiesVisibilityConfig: [DINE_IN_STORY_ID],
      checkoutNotice: t("Pickup in about 20 minutes.", "Recogida en unos 20 minutos.", "Recollida en uns 20 minuts.", "Abholung in etwa 20 Minuten."),
      pointsOfSale: [
        { id: COUNTER_POS_ID, name: "Counter", description: "Takeaway", qrCode: COUNTER_POS_ID, isDefault: true },
        { id: DELIVERY_POS_ID, name: "Delivery", description: "Home delivery", qrCode: DELIVERY_POS_ID, isDefault: false },
      ],
    }),
  ];
}

/**
 * The demo company's tax id: a CIF whose control character is right (the tax agency refuses any other), the one
 * the AEAT stand-in's demo certificate carries (functions/tools/aeat/certificates.ts DEMO_CERTIFICATE).
 */
export const DEMO_TAX_ID = "B65432197";

/**
 * VeriFactu on, in the agency's test environment. The certificate's summary is added by the seed, which stores
 * the stand-in's demo certificate encrypted through the API's own code (scripts/seed.ts).
 */
export const DEMO_TAX_INFO: TaxInfoData = {
  companyId: DEMO_COMPANY_ID,
  legalName: "Casa Comanda S.L.",
  taxId: DEMO_TAX_ID,
  address: { line1: "Carrer de Mallorca 214", line2: null, postalCode: "08008", city: "Barcelona", country: "ES" },
  eInvoicingEnabled: true,
  environment: "test",
  series: "T",
  certificate: null,
  transmissionPaused: false,
  errorCount: 0,
  pausedAt: null,
  lastError: null,
  nextSendAfter: null,
};

const DEMO_INFO: CompanyInfoData = defaultCompanyInfo({
  companyId: DEMO_COMPANY_ID,
  brandName: "Casa Comanda",
  companyname: "Casa Comanda S.L.",
  email: "owner@comanda.test",
  description: t(
    "Catalan cooking with market produce, in the heart of the Eixample.",
    "Cocina catalana con producto de mercado, en el corazón del Eixample.",
    "Cuina catalana amb producte de mercat, al cor de l'Eixample.",
    "Katalanische Küche mit Produkten vom Markt, im Herzen des Eixample.",
  ),
  country: "ES",
  firstname: "Marta",
  lastname: "Puig",
  street: "Carrer de Mallorca 214",
  zip: "08008",
  city: "Barcelona",
  website: "https://casa-comanda.example",
  phone: "+34 932 000 214",
  mobile: "+34 600 000 214",
  slug: "casa-comanda",
});

function demoSettings(now: Date): CompanySettingsData {
  return defaultCompanySettings({
    companyId: DEMO_COMPANY_ID,
    currency: "EUR",
    timezone: "Europe/Madrid",
    defaultZoneId: TERRACE_ZONE_ID,
    defaultPointofsaleId: "terrace-1",
    isOpen: true,
    isClosedMessage: t("We are closed right now. See you soon!", "Ahora estamos cerrados. ¡Hasta pronto!", "Ara som tancats. Fins aviat!", "Wir haben gerade geschlossen. Bis bald!"),
    expectedDeliveryNotice: t("Delivery takes about 45 minutes.", "La entrega tarda unos 45 minutos.", "El lliurament triga uns 45 minuts.", "Die Lieferung dauert etwa 45 Minuten."),
    i18n: i18n(DEMO_LANGUAGES),
    tipIsEnabled: true,
    tipIsTaxed: false,
    defaultTipPercentage: 5,
    vat: 10,
    vatId: `ES${DEMO_TAX_ID}`,
    vatForTips: 10,
    // The default 10 % already covers food and soft drinks: an additional rate repeating it is refused on save.
    vatRates: [{ name: "Standard (alcohol)", rate: 21 }],
    sendNewOrderNotifications: true,
    sendNewOrderNotificationsTo: "owner@comanda.test",
    enableOfflinePayments: true,
    enableOfflinePaymentsConfirmation: true,
    cashPaymentsAuthorised: true,
    enableLegalAgePopup: false,
    legalAgePopupContent: t("Are you 18 or older?", "¿Tienes 18 años o más?", "Tens 18 anys o més?", "Bist du 18 Jahre oder älter?"),
    legalAgePopupPositiveButtonLabel: t("Yes", "Sí", "Sí", "Ja"),
    legalAgePopupNegativeButtonLabel: t("No", "No", "No", "Nein"),
    enableThrottleMessage: true,
    throttleLimit: 20,
    throttleMessage: t("Lots of orders right now: yours may take a little longer.", "Muchos pedidos ahora: el tuyo puede tardar un poco más.", "Moltes comandes ara: la teva pot trigar una mica més.", "Gerade viele Bestellungen: deine kann etwas länger dauern."),
    deliveryEnabled: true,
    enableSlotLimits: true,
    allowedNumberOfOrdersPerSlot: 4,
    slotMinutes: 15,
    openingHours: openingHours(now),
    deliveryHours: [{ id: "delivery-dinner", kind: "every", weekdays: [2, 3, 4, 5, 6], from: "20:00", to: "23:00", closed: false }],
    deliveryZones: DELIVERY_ZONES,
  });
}

// Voucher codes as the server makes them (shared/src/discounts/vouchers.ts: 12 letters without I, L or O), fixed
// so that the README can name them: TAPA-FEST-MARK and NEWS-MENU-CAFE (unused: the ones to try in the
// catalogue), MART-AFAN-CREW (redeemed), JUNE-HEAT-WAVE (its discount disabled and over). None is in use: only an
// order awaiting its online payment holds a voucher, and the demo has no such order to release it again.
// A discount for everyone has no vouchers, so it stays new; the voucher discounts were handed out.
function discounts(now: Date): { discounts: Array<{ id: string } & DiscountData>; vouchers: Array<{ id: string } & VoucherData> } {
  const days = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString();
  const c = DEMO_COMPANY_ID;
  return {
    discounts: [
      { id: "disc-lunch", companyId: c, name: "Weekday lunch 10 %", percentage: 10, enabled: true, validFor: "everyone", start: null, end: null, status: "new", handedOutAt: null },
      { id: "disc-welcome", companyId: c, name: "Welcome voucher 15 %", percentage: 15, enabled: true, validFor: "voucher", start: days(-30), end: days(60), status: "distributed", handedOutAt: days(-30) },
      { id: "disc-summer", companyId: c, name: "Summer party 20 %", percentage: 20, enabled: false, validFor: "voucher", start: days(-120), end: days(-60), status: "redeemed", handedOutAt: days(-120) },
    ],
    vouchers: [
      { id: "v-welcome-1", companyId: c, discountId: "disc-welcome", name: "Newsletter", quantity: 50, internalDescription: "Sent with the spring newsletter", code: "NEWSMENUCAFE", status: "new", created: days(-30) },
      { id: "v-welcome-2", companyId: c, discountId: "disc-welcome", name: "Flyers", quantity: 100, internalDescription: "Printed flyers at the market", code: "TAPAFESTMARK", status: "new", created: days(-20) },
      { id: "v-welcome-3", companyId: c, discountId: "disc-welcome", name: "Marta's friends", quantity: 1, code: "MARTAFANCREW", status: "redeemed", created: days(-25) },
      { id: "v-summer-1", companyId: c, discountId: "disc-summer", name: "Summer party guests", quantity: 40, code: "JUNEHEATWAVE", status: "redeemed", created: days(-120) },
    ],
  };
}

function customers(): Array<{ id: string } & CustomerData> {
  const c = DEMO_COMPANY_ID;
  return [
    {
      id: "cust-garcia",
      companyId: c,
      name: "Elena García",
      email: "elena.garcia@example.com",
      phone: "+34 611 222 333",
      internalNote: "Regular on Fridays, likes the corner table.",
      enabled: true,
      enableDiscounts: true,
      addresses: [{ name: "Elena García", street: "Carrer de Provença 310", zip: "08037", city: "Barcelona", country: "ES", type: "private" }],
    },
    {
      id: "cust-office",
      companyId: c,
      name: "Estudi Disseny Gràcia",
      email: "lunch@estudi-disseny.example",
      phone: "+34 933 444 555",
      internalNote: "Orders lunch for the team on Tuesdays; invoice monthly.",
      enabled: true,
      enableDiscounts: false,
      preventAddressChange: true,
      welcomeText: t("Hello, Estudi team!", "¡Hola, equipo del Estudi!", "Hola, equip de l'Estudi!", "Hallo, Estudi-Team!"),
      addresses: [
        { name: "Estudi Disseny Gràcia", street: "Carrer de Verdi 50", zip: "08012", city: "Barcelona", country: "ES", type: "company", vatId: "ESB12345674", companyName: "Estudi Disseny Gràcia S.L." },
      ],
    },
    {
      id: "cust-muller",
      companyId: c,
      name: "Jonas Müller",
      email: "jonas.mueller@example.com",
      enabled: true,
      addresses: [{ name: "Jonas Müller", street: "Passeig de Sant Joan 98", zip: "08009", city: "Barcelona", country: "ES", type: "private" }],
    },
    {
      id: "cust-blocked",
      companyId: c,
      name: "Xavier Costa",
      email: "xavier.costa@example.com",
      internalNote: "Two unpaid deliveries: deactivated.",
      enabled: false,
      addresses: [],
    },
  ];
}

/** The pages and stories as stored: their HTML rendered from the editor's documents (./content.ts). */
function content(): { pages: Array<{ id: string } & PageData>; stories: Array<{ id: string } & StoryData> } {
  const { pages, stories } = demoContent();
  return { pages: pages.map(({ id, data }) => ({ id, ...data })), stories: stories.map(({ id, data }) => ({ id, ...data })) };
}

/** customerEmails/{companyId}_{sha256 of the e-mail as compared}: which customer holds an e-mail in its company (server only). */
export interface CustomerEmailClaimData {
  companyId: string;
  customerId: string;
}

/** The claims of the customers' e-mails, as the customers API writes them (functions/src/customers/save.ts). */
function customerEmailClaims(list: ReadonlyArray<{ id: string } & CustomerData>): Array<{ id: string } & CustomerEmailClaimData> {
  return list.map((customer) => ({
    id: `${customer.companyId}_${createHash("sha256").update(customerEmailKey(customer.email)).digest("hex")}`,
    companyId: customer.companyId,
    customerId: customer.id,
  }));
}

/** printerMacs/{MAC}: which printer claims a MAC address (server only; unique across all companies). */
export interface PrinterMacClaimData {
  printerId: string;
  companyId: string;
}

interface DemoPrinters {
  printers: Array<{ id: string } & PrinterData>;
  statuses: Array<{ id: string } & PrinterStatusData>;
  keys: Array<{ id: string } & PrinterKeyData>;
  macs: Array<{ id: string } & PrinterMacClaimData>;
}

/**
 * The kitchen printer (DEMO_PRINTER: its fixed MAC and demo secret; `npm start` runs it as a simulated
 * printer, so orders print) and a bar printer last seen days ago, each with its CloudPRNT key and MAC claim
 * as the printers API writes them.
 */
function printers(now: Date): DemoPrinters {
  const c = DEMO_COMPANY_ID;
  const list: Array<{ id: string } & PrinterData> = [
    {
      id: DEMO_PRINTER.id,
      companyId: c,
      name: DEMO_PRINTER.name,
      paperWidth: DEMO_PRINTER.paperWidth,
      locationsFilter: ["loc-kitchen"],
      enabled: true,
      mac: DEMO_PRINTER.mac,
      printOrderTickets: true,
      printOrderReceipts: true,
      ticketCopies: 1,
      receiptCopies: 1,
    },
    { id: "printer-bar", companyId: c, name: "Bar", paperWidth: 58, locationsFilter: ["loc-bar"], enabled: true, mac: "00:11:62:0A:1B:02", printOrderTickets: true, printOrderReceipts: true, ticketCopies: 1, receiptCopies: 1 },
  ];
  const secrets: Record<string, string> = { [DEMO_PRINTER.id]: DEMO_PRINTER.secret, "printer-bar": "demo-bar-printer-secret-00000000002" };
  return {
    printers: list,
    statuses: [
      { id: DEMO_PRINTER.id, companyId: c, status: "200 OK", lastSeen: new Date(now.getTime() - 20_000).toISOString() },
      { id: "printer-bar", companyId: c, status: "200 OK", lastSeen: new Date(now.getTime() - 3 * 86_400_000).toISOString() },
    ],
    keys: list.map((p) => ({ id: p.id, companyId: c, secret: secrets[p.id] ?? "", mac: p.mac, enabled: p.enabled, paperWidth: p.paperWidth })),
    macs: list.map((p) => ({ id: p.mac, printerId: p.id, companyId: c })),
  };
}

/**
 * The demo company's custom domain, waiting (spec §4): the Hosting stand-in holds it from its start with the TXT
 * record in its DNS and not the A record (scripts/demo/hostingDomain.ts), as the last check saw it, with its claim.
 */
function demoDomain(now: Date): { domain: { id: string } & CustomDomainData; claim: { id: string } & DomainClaimData } {
  const at = new Date(now.getTime() - 2 * 3_600_000).toISOString();
  const { domain } = DEMO_HOSTING.domain;
  return {
    domain: {
      id: customDomainDocId(DEMO_COMPANY_ID, domain),
      companyId: DEMO_COMPANY_ID,
      domain,
      status: "waiting",
      message: "dns-pending",
      records: DEMO_HOSTING.required.map((r) => ({ ...r, action: "add" as const, found: r.type === "TXT" })),
      hosting: { hostState: "HOST_UNHOSTED", ownershipState: "OWNERSHIP_ACTIVE", certState: "CERT_PREPARING", issues: [] },
      createdAt: at,
      updatedAt: at,
      checkedAt: at,
    },
    claim: { id: domain, companyId: DEMO_COMPANY_ID, createdAt: at },
  };
}

type Rows<T> = Array<{ id: string } & T>;

export interface CompanyDocuments {
  singletons: Record<"companies" | "companyInfos" | "companySettings" | "taxInfos" | "companyApiSettings", Record<string, object>>;
  collections: {
    accounts: Rows<AccountData>;
    zones: Rows<ZoneData>;
    discounts: Rows<DiscountData>;
    customers: Rows<CustomerData>;
    customerEmails: Rows<CustomerEmailClaimData>;
    pages: Rows<PageData>;
    stories: Rows<StoryData>;
    printers: Rows<PrinterData>;
    "printer-status": Rows<PrinterStatusData>;
    printerKeys: Rows<PrinterKeyData>;
    printerMacs: Rows<PrinterMacClaimData>;
    customDomains: Rows<CustomDomainData>;
    domainClaims: Rows<DomainClaimData>;
    subscriptions: Rows<SubscriptionData>;
  };
  vouchers: Rows<VoucherData>;
}

/** Every document of the three companies except the catalogue, orders and statistics. */
export function companyDocuments(now: Date): CompanyDocuments {
  const subscription: { id: string } & SubscriptionData = {
    id: "sub-demo-company",
    companyId: DEMO_COMPANY_ID,
    created: new Date(now.getTime() - 200 * 86_400_000).toISOString(),
    // The plan and add-on of the company flags below (shared/src/subscription/features.ts). With a Stripe
    // stand-in running (npm start), the seed replaces it by the same plan bought there (scripts/demo/stripe.ts),
    // which has a customer and so the customer portal; without one it stays, with no Stripe customer.
    name: "pro",
    status: "active",
    validUntil: new Date(now.getTime() + 165 * 86_400_000).toISOString(),
    smsAddOn: true,
    customerId: null,
    providerStatus: "active",
  };
  const { discounts: discountList, vouchers } = discounts(now);
  const { pages, stories } = content();
  const { printers: printerList, statuses, keys: printerKeys, macs: printerMacs } = printers(now);
  const demo = demoDomain(now);
  const a = demo.domain.records.find((r) => r.type === "A");
  return {
    singletons: {
      companies: {
        [DEMO_COMPANY_ID]: { ...defaultCompany({ subscribedPlan: "pro", hasAnActiveSubscription: true, smsAddOn: true }), companyId: DEMO_COMPANY_ID },
        [OTHER_COMPANY_ID]: { ...defaultCompany(), companyId: OTHER_COMPANY_ID },
        [UNVERIFIED_COMPANY_ID]: { ...defaultCompany(), companyId: UNVERIFIED_COMPANY_ID },
      },
      companyInfos: {
        // The shop address reads the domains from here (the server mirrors them: functions/src/domains).
        [DEMO_COMPANY_ID]: { ...DEMO_INFO, customDomains: [{ domain: demo.domain.domain, status: demo.domain.status, dnsRecord: a ? { type: "A", host: a.host, value: a.value } : null }] },
        [OTHER_COMPANY_ID]: { ...OTHER_INFO },
        [UNVERIFIED_COMPANY_ID]: { ...defaultCompanyInfo({ companyId: UNVERIFIED_COMPANY_ID, brandName: "Forn Roca", companyname: "Forn Roca", email: "unverified@comanda.test", country: "ES" }) },
      },
      companySettings: {
        [DEMO_COMPANY_ID]: { ...demoSettings(now) },
        [OTHER_COMPANY_ID]: { ...otherSettings() },
        [UNVERIFIED_COMPANY_ID]: { ...defaultCompanySettings({ companyId: UNVERIFIED_COMPANY_ID }) },
      },
      taxInfos: {
        [DEMO_COMPANY_ID]: { ...DEMO_TAX_INFO },
        [OTHER_COMPANY_ID]: { companyId: OTHER_COMPANY_ID, taxId: "B11223344", eInvoicingEnabled: false, transmissionPaused: false, errorCount: 0 },
      },
      companyApiSettings: {
        [DEMO_COMPANY_ID]: { companyId: DEMO_COMPANY_ID, enabled: false, user: null, generatedAt: null },
      },
    },
    collections: {
      accounts: accounts(now),
      zones: [...demoZones(), ...otherZones()],
      discounts: discountList,
      customers: customers(),
      customerEmails: customerEmailClaims(customers()),
      pages,
      stories,
      printers: printerList,
      "printer-status": statuses,
      printerKeys,
      printerMacs,
      customDomains: [demo.domain],
      domainClaims: [demo.claim],
      subscriptions: [subscription],
    },
    vouchers,
  };
}

// ---------- Bar Isolat: a second tenant whose data the demo company must never see ----------

const OTHER_INFO: CompanyInfoData = defaultCompanyInfo({
  companyId: OTHER_COMPANY_ID,
  brandName: "Bar Isolat",
  companyname: "Bar Isolat S.C.P.",
  email: "other@comanda.test",
  description: { en: "Vermouth and tapas in Gràcia.", es: "Vermut y tapas en Gràcia." },
  country: "ES",
  firstname: "Anna",
  lastname: "Soler",
  street: "Carrer de Verdi 12",
  zip: "08012",
  city: "Barcelona",
  phone: "+34 932 111 222",
  slug: "bar-isolat",
});

function otherSettings(): CompanySettingsData {
  return defaultCompanySettings({
    companyId: OTHER_COMPANY_ID,
    i18n: i18n(["en", "es"]),
    vat: 10,
    vatRates: [{ name: "Standard", rate: 21 }],
    defaultZoneId: "zone-isolat-bar",
    defaultPointofsaleId: "isolat-1",
  });
}

export const OTHER_ZONE_ID = "zone-isolat-bar";

function otherZones(): Array<{ id: string } & ZoneData> {
  return [zone(OTHER_COMPANY_ID, OTHER_ZONE_ID, 0, "Bar", { isDefault: true, enableTableService: true, pointsOfSale: tables("isolat", "Table", 4) })];
}
