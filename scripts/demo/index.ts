// The complete demo data set as plain documents and users, built without touching any database, so
// that its shape is unit-tested and the seed only writes it.
import { DEMO_COMPANY_ID, OTHER_COMPANY_ID } from "../lib/demo-logins.mjs";
import { categories, courses, locations, products, sortOrderAt, t, tags } from "./catalogue";
import { companyDocuments, COUNTER_POS_ID, DELIVERY_POS_ID, DEMO_TAX_INFO, demoZones, OTHER_ZONE_ID, TAKEAWAY_ZONE_ID, USERS, type SeedUser } from "./company";
import { demoTaxRecords } from "./taxRecords";
import { dailyViews, generateOrders, type Seat } from "./orders";
import { seededRandom } from "./random";
import { kitchenTicket, localized, printJobId, receipt, type CompanySettingsData, type OrderData, type PrintJobStatus, type TicketInput } from "@comanda/shared";
import type { CategoryData, CourseData, NotificationData, PrintJobData, ProductData, ZoneData } from "./types";

export { USERS, type SeedUser } from "./company";

export interface SeedDocument {
  /** Full document path, e.g. "products/prod-bravas" or "discounts/d1/vouchers/v1". */
  path: string;
  data: object;
}

export interface DemoData {
  users: SeedUser[];
  documents: SeedDocument[];
}

/** The companies whose statistics the seed rebuilds from their orders after writing them. */
export const STATISTICS_COMPANIES = [DEMO_COMPANY_ID, OTHER_COMPANY_ID] as const;

/** Seed of the pseudo-random generator: changing it changes every generated order. */
export const DEMO_SEED = 20_240_601;

function docs(collection: string, rows: ReadonlyArray<{ id: string } & object>): SeedDocument[] {
  return rows.map(({ id, ...data }) => ({ path: `${collection}/${id}`, data }));
}

function otherCatalogue(): { categories: Array<{ id: string } & CategoryData>; products: Array<{ id: string } & ProductData> } {
  const c = OTHER_COMPANY_ID;
  const product = (id: string, index: number, categoryId: string, name: [string, string], price: number, vat: number, courseId: string | null): { id: string } & ProductData => ({
    id,
    companyId: c,
    sortOrder: sortOrderAt(index),
    type: "regular",
    name: { en: name[0], es: name[1] },
    description: {},
    categoryId,
    courseId,
    locationId: null,
    hidden: false,
    tags: [],
    picture: null,
    price,
    vat,
    addons: [],
    slots: [],
    optionBlocks: [],
    productionTime: null,
    weight: null,
  });
  return {
    categories: [
      { id: "isolat-cat-tapas", companyId: c, name: { en: "Tapas", es: "Tapas" }, sortOrder: sortOrderAt(0), parentId: null },
      { id: "isolat-cat-vermouth", companyId: c, name: { en: "Vermouth", es: "Vermut" }, sortOrder: sortOrderAt(1), parentId: null },
    ],
    products: [
      product("isolat-olives", 0, "isolat-cat-tapas", ["Gordal olives", "Aceitunas gordal"], 3.5, 10, "isolat-course-tapas"),
      product("isolat-anchovies", 1, "isolat-cat-tapas", ["L'Escala anchovies", "Anchoas de L'Escala"], 9, 10, "isolat-course-tapas"),
      product("isolat-bomba", 2, "isolat-cat-tapas", ["Barceloneta bomba", "Bomba de la Barceloneta"], 4.5, 10, "isolat-course-tapas"),
      product("isolat-vermouth", 0, "isolat-cat-vermouth", ["House vermouth", "Vermut de la casa"], 3.5, 21, null),
      product("isolat-soda", 1, "isolat-cat-vermouth", ["Soda siphon", "Sifón"], 1.5, 10, null),
    ],
  };
}

/** The seeded settings of a company, which price its demo orders as the server would. */
function settingsOf(company: ReturnType<typeof companyDocuments>, companyId: string): CompanySettingsData {
  const settings = company.singletons.companySettings[companyId];
  if (!settings) throw new Error(`no demo settings for ${companyId}`);
  return settings as CompanySettingsData;
}

/** orderCounters/{companyId}: the last number given, so that the next order placed continues the series. */
function orderCounter(companyId: string, orders: ReadonlyArray<{ number?: number }>): SeedDocument {
  return { path: `orderCounters/${companyId}`, data: { companyId, lastNumber: Math.max(0, ...orders.map((o) => o.number ?? 0)) } };
}

/**
 * A few print jobs of today's open orders on the two printers, in every status, laid out as the server
 * lays them out (the kitchen ticket with the printer's locations, else the receipt): the waiting ones of
 * the kitchen printer print on `npm start`'s simulated printer.
 */
function demoPrintJobs(
  company: ReturnType<typeof companyDocuments>,
  zones: ReadonlyArray<{ id: string } & ZoneData>,
  catalogue: ReadonlyArray<{ id: string } & ProductData>,
  open: ReadonlyArray<{ id: string } & OrderData>,
  now: Date,
): Array<{ id: string } & PrintJobData> {
  const settings = settingsOf(company, DEMO_COMPANY_ID);
  const language = settings.i18n.defaultLanguage;
  const products = new Map(catalogue.map((p) => [p.id, p]));
  const courseList = courses(DEMO_COMPANY_ID).map(({ id, name }) => ({ id, name }));
  const printers = company.collections.printers;
  const statuses: PrintJobStatus[] = ["printed", "printed", "printing", "queued", "new", "canceled"];
  return open.slice(0, statuses.length).map((order, i) => {
    const printer = printers[i % 2 === 1 ? 1 : 0]!;
    const pos = zones.flatMap((z) => z.pointsOfSale).find((p) => p.id === order.pointofsaleId);
    const pointofsaleName = typeof pos?.name === "string" ? pos.name : localized(pos?.name, language, language);
    const input: TicketInput = {
      order,
      currency: settings.currency,
      timezone: settings.timezone,
      language,
      defaultLanguage: language,
      pointOfSaleName: pointofsaleName,
      paperWidth: printer.paperWidth,
      locationsFilter: printer.locationsFilter,
      courses: courseList,
      optionName: (item, choice) => {
        const block = products.get(item.productId)?.optionBlocks.find((b) => b.id === choice.blockId);
        const value = block?.values.find((v) => v.id === choice.valueId);
        const name = value ? localized(value.name, language, language) : choice.valueId;
        return block ? `${localized(block.heading, language, language)}: ${name}` : name;
      },
      brandName: "Casa Comanda",
    };
    const ticket = kitchenTicket(input);
    const kind = ticket ? "ticket" : "receipt";
    const status = statuses[i] ?? "printed";
    const date = order.dateOrdered;
    return {
      id: printJobId(order.id, printer.id, kind, 1),
      companyId: DEMO_COMPANY_ID,
      date,
      printerId: printer.id,
      printerName: printer.name,
      pointofsaleId: order.pointofsaleId ?? null,
      pointofsaleName,
      orderId: order.id,
      orderNumber: order.number ?? null,
      kind,
      copy: 1,
      status,
      // Waiting jobs have no hand-out yet: the printer gets them at its next poll.
      handout: null,
      attempts: status === "canceled" ? 3 : 0,
      errorCode: status === "canceled" ? "410" : null,
      errorAt: status === "canceled" ? date : null,
      printedAt: status === "printed" ? date : null,
      updatedAt: now.toISOString(),
      layout: ticket ?? receipt(input),
    };
  });
}

/** Every user and document of the demo, with dates relative to `now`. */
export function buildDemoData(now: Date): DemoData {
  const random = seededRandom(DEMO_SEED);
  const company = companyDocuments(now);
  const documents: SeedDocument[] = [];

  for (const [collection, byId] of Object.entries(company.singletons))
    for (const [id, data] of Object.entries(byId)) documents.push({ path: `${collection}/${id}`, data });
  documents.push(...docs("users", USERS.map((u) => ({ id: u.uid, ...u.profile }))));
  for (const [collection, rows] of Object.entries(company.collections)) documents.push(...docs(collection, rows));
  documents.push(...company.vouchers.map(({ id, ...data }) => ({ path: `discounts/${data.discountId}/vouchers/${id}`, data })));

  // Casa Comanda's catalogue, orders and statistics.
  const catalogue = products(DEMO_COMPANY_ID);
  documents.push(
    ...docs("categories", categories(DEMO_COMPANY_ID)),
    ...docs("courses", courses(DEMO_COMPANY_ID)),
    ...docs("locations", locations(DEMO_COMPANY_ID)),
    ...docs("tags", tags(DEMO_COMPANY_ID)),
    ...docs("products", catalogue),
  );
  const zones = demoZones();
  const tables: Seat[] = zones.filter((z) => z.enableTableService).flatMap((z) => z.pointsOfSale.map((pointOfSale) => ({ zoneId: z.id, pointOfSale })));
  const takeaway = zones.find((z) => z.id === TAKEAWAY_ZONE_ID);
  const seat = (posId: string): Seat | null => {
    const pointOfSale = takeaway?.pointsOfSale.find((p) => p.id === posId);
    return pointOfSale ? { zoneId: TAKEAWAY_ZONE_ID, pointOfSale } : null;
  };
  const orders = generateOrders({
    companyId: DEMO_COMPANY_ID,
    timezone: "Europe/Madrid",
    now,
    random,
    products: catalogue,
    tables,
    counter: seat(COUNTER_POS_ID),
    delivery: seat(DELIVERY_POS_ID),
    historyCount: 282,
    today: { new: 3, wip: 4, ready: 3, done: 8 },
    deliveryFee: 2.5,
    settings: settingsOf(company, DEMO_COMPANY_ID),
    idPrefix: "order",
    // Dinner at 21:00 fully booked (4 orders per slot, company and takeaway zone), closed on Mondays.
    booked: { time: "21:00", full: 4, slotMinutes: 15, closedWeekdays: [1] },
  });
  // Each order keeps the customer's language (the statistics count languages from it).
  documents.push(...docs("orders", orders));
  documents.push(orderCounter(DEMO_COMPANY_ID, orders));
  // VeriFactu is on: each ticket among the orders has its record, chained as the order transactions chain them.
  const tax = demoTaxRecords(DEMO_COMPANY_ID, DEMO_TAX_INFO, "Europe/Madrid", orders, now);
  documents.push(...docs("taxRecords", tax.records), { path: `taxChains/${DEMO_COMPANY_ID}`, data: tax.chain });
  // Only the catalogue views: the seed then rebuilds every other figure from the orders (STATISTICS_COMPANIES).
  documents.push(...docs("statistics", dailyViews(DEMO_COMPANY_ID, "Europe/Madrid", orders, random, now)));

  const open = orders.filter((o) => o.status !== "done");
  const oldestNew = orders.find((o) => o.status === "new");
  const notifications: Array<{ id: string } & NotificationData> = [
    {
      id: "notification-unprocessed",
      companyId: DEMO_COMPANY_ID,
      userId: DEMO_COMPANY_ID,
      date: now.toISOString(),
      read: false,
      message: "unprocessed-order",
      orderId: oldestNew?.id ?? null,
    },
    {
      id: "notification-welcome",
      companyId: DEMO_COMPANY_ID,
      userId: DEMO_COMPANY_ID,
      date: new Date(now.getTime() - 7 * 86_400_000).toISOString(),
      read: true,
      message: "welcome",
      orderId: null,
    },
  ];
  documents.push(...docs("notifications", notifications));

  documents.push(...docs("printJobs", demoPrintJobs(company, zones, catalogue, open, now)));

  // Bar Isolat: a small catalogue and a handful of orders of its own.
  const otherCourse: { id: string } & CourseData = { id: "isolat-course-tapas", companyId: OTHER_COMPANY_ID, name: t("Tapas", "Tapas", "Tapes", "Tapas"), sortOrder: sortOrderAt(0) };
  const other = otherCatalogue();
  documents.push(
    ...docs("categories", other.categories),
    ...docs("products", other.products),
    ...docs("courses", [otherCourse]),
  );
  const otherZone = company.collections.zones.find((z) => z.id === OTHER_ZONE_ID);
  const otherTables = (otherZone?.pointsOfSale ?? []).map((pointOfSale) => ({ zoneId: OTHER_ZONE_ID, pointOfSale }));
  const otherOrders = generateOrders({
    companyId: OTHER_COMPANY_ID,
    timezone: "Europe/Madrid",
    now,
    random: seededRandom(DEMO_SEED + 1),
    products: other.products,
    tables: otherTables,
    counter: null,
    delivery: null,
    historyCount: 10,
    today: { new: 1, wip: 1 },
    deliveryFee: 0,
    settings: settingsOf(company, OTHER_COMPANY_ID),
    idPrefix: "isolat-order",
  });
  documents.push(...docs("orders", otherOrders));
  documents.push(orderCounter(OTHER_COMPANY_ID, otherOrders));
  documents.push(...docs("statistics", dailyViews(OTHER_COMPANY_ID, "Europe/Madrid", otherOrders, seededRandom(DEMO_SEED + 2), now)));

  return { users: USERS, documents };
}
