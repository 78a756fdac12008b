// Demo orders: a seeded pseudo-random history over the last 60 days (lunch and dinner services in the
// company's time zone, closed on Mondays), plus today's open orders in every status. The structure is
// the same on every run; only the dates move with "now".
import { DateTime } from "luxon";
import type { Random } from "./random";
import type { Address, DeliveryType, OrderData, OrderItem, OrderStatus, PointOfSale, ProductData, StatisticsData } from "./types";
import { emptyDay, localDay, newPickupCode, priceCart, statisticsDayId, type CartItem, type CompanySettingsData, type LanguageCode, type PricedCart } from "@comanda/shared";
import { seededRandom } from "./random";

export interface Seat {
  zoneId: string;
  pointOfSale: PointOfSale;
}

export interface OrderPlan {
  companyId: string;
  timezone: string;
  now: Date;
  random: Random;
  products: Array<{ id: string } & ProductData>;
  /** Table-service seats to spread table orders over. */
  tables: Seat[];
  /** Where takeaway and delivery orders are placed (null: the company takes none). */
  counter: Seat | null;
  delivery: Seat | null;
  /** Orders before today. */
  historyCount: number;
  /** Today's orders by status, newest first within the list. */
  today: Partial<Record<OrderStatus, number>>;
  /** Delivery fee (including VAT) of delivery orders. */
  deliveryFee: number;
  /** The company's settings that price an order (VAT of the delivery fee and tips, default language). */
  settings: Pick<CompanySettingsData, "vat" | "tipIsTaxed" | "vatForTips"> & { i18n?: Pick<CompanySettingsData["i18n"], "defaultLanguage"> };
  idPrefix: string;
  /**
   * Today's takeaway orders booked for a chosen time: `full` of them in the slot starting at `time` ("HH:mm")
   * on the first day from today that is not closed, and one in the slot after, so the slots show up booked.
   */
  booked?: { time: string; full: number; slotMinutes: number; closedWeekdays: readonly number[] };
}

export type SeededOrder = { id: string } & OrderData;

interface Person {
  name: string;
  email: string;
  phone: string;
  address: Address;
  language: string;
}

const PEOPLE: Person[] = [
  ["Elena García", "elena.garcia@example.com", "Carrer de Provença 310", "08037", "Barcelona", "es"],
  ["Jonas Müller", "jonas.mueller@example.com", "Passeig de Sant Joan 98", "08009", "Barcelona", "de"],
  ["Montse Riera", "montse.riera@example.com", "Carrer del Consell de Cent 412", "08009", "Barcelona", "ca"],
  ["Oliver Smith", "oliver.smith@example.com", "Carrer de Girona 55", "08010", "Barcelona", "en"],
  ["Carlos Ruiz", "carlos.ruiz@example.com", "Carrer d'Aragó 250", "08007", "Barcelona", "es"],
  ["Núria Vila", "nuria.vila@example.com", "Carrer de Sant Pere més Alt 21", "08003", "Barcelona", "ca"],
  ["Sophie Weber", "sophie.weber@example.com", "Carrer de Pujades 77", "08005", "Barcelona", "de"],
  ["Lucía Fernández", "lucia.fernandez@example.com", "Avinguda Diagonal 520", "08006", "Barcelona", "es"],
  ["Arnau Bosch", "arnau.bosch@example.com", "Carrer de Blai 14", "08004", "Barcelona", "ca"],
  ["Emma Johnson", "emma.johnson@example.com", "Carrer de la Riera Baixa 8", "08001", "Barcelona", "en"],
  ["Pablo Moreno", "pablo.moreno@example.com", "Rambla del Poblenou 60", "08005", "Barcelona", "es"],
  ["Clara Puig", "clara.puig@example.com", "Carrer Gran de Gràcia 120", "08012", "Barcelona", "ca"],
  ["Lukas Becker", "lukas.becker@example.com", "Carrer de Sants 180", "08028", "Barcelona", "de"],
  ["Marc Soler", "marc.soler@example.com", "Rambla de la Marina 300", "08907", "L'Hospitalet de Llobregat", "ca"],
  ["Isabel Navarro", "isabel.navarro@example.com", "Carrer del Mar 45", "08911", "Badalona", "es"],
  ["Hannah Schmidt", "hannah.schmidt@example.com", "Avinguda de Rius i Taulet 3", "08173", "Sant Cugat del Vallès", "de"],
].map(([name, email, street, zip, city, language], i) => ({
  name: name as string,
  email: email as string,
  phone: `+34 6${String(10_000_000 + i * 731_137).slice(0, 8)}`,
  address: { name: name as string, street: street as string, zip: zip as string, city: city as string, country: "ES", type: "private" },
  language: language as string,
}));

const ITEM_NOTES = ["No onion, please", "Sauce on the side", "Extra crispy", "Without cheese", "Well done", "Share between two"];
const STAFF_REMARKS = ["Birthday: bring a candle with the dessert", "Allergic to nuts", "Regular guest, offer a coffee", "Pays with card at the table"];

const round2 = (n: number) => Math.round(n * 100) / 100;

/** When an older order was placed: a lunch or dinner service on an open day, in the company time zone. */
function serviceTime(plan: OrderPlan, today: DateTime): DateTime {
  const { random } = plan;
  for (;;) {
    // Weekends are busier: pick a day, then keep it with a weight by weekday.
    const day = today.minus({ days: random.int(1, 60) });
    const weekday = day.weekday; // 1 Monday … 7 Sunday
    if (weekday === 1) continue;
    const keep = weekday >= 5 ? 1 : 0.6;
    if (!random.chance(keep)) continue;
    const dinner = weekday !== 7 && random.chance(0.55);
    const minutes = dinner ? random.int(20 * 60, 23 * 60 + 15) : random.int(13 * 60, 15 * 60 + 45);
    return day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: random.int(0, 59), millisecond: 0 });
  }
}

/** What a customer put in the cart for one product: the same request the server prices (CartItem). */
function pickLine(plan: OrderPlan, product: { id: string } & ProductData, forTable: boolean): CartItem {
  const { random } = plan;
  const isDrink = product.courseId == null && product.type === "regular";
  const quantity = isDrink ? random.weighted([[1, 5], [2, 4], [3, 2], [4, 1]] as const) : random.weighted([[1, 8], [2, 3], [3, 1]] as const);
  const addonIds = product.addons.filter(() => random.chance(0.3)).map((a) => a.id);
  const options = product.optionBlocks.filter((block) => block.values.length > 0).map((block) => ({ blockId: block.id, valueId: random.pick(block.values).id }));
  const note: string | undefined = random.chance(0.08) ? random.pick(ITEM_NOTES) : undefined;
  const slotChoices = product.type === "combined" ? product.slots.filter((slot) => slot.items.length > 0).map((slot) => ({ slotId: slot.id, productId: random.pick(slot.items).productId })) : undefined;
  return {
    productId: product.id,
    quantity,
    addonIds,
    options,
    ...(slotChoices ? { slotChoices } : {}),
    ...(note ? { note } : {}),
    // Takeaway and delivery orders are not served in courses.
    ...(forTable ? {} : { courseId: null }),
  };
}

function orderLines(plan: OrderPlan, deliveryType: DeliveryType): CartItem[] {
  const { random } = plan;
  const forTable = deliveryType === "table";
  const available = plan.products.filter((p) => !p.hidden && (forTable || p.categoryId !== "cat-wine"));
  const food = available.filter((p) => p.courseId != null || p.type === "combined");
  const drinks = available.filter((p) => p.courseId == null && p.type === "regular");
  const picked = [
    ...random.sample(food, random.weighted([[1, 3], [2, 4], [3, 3], [4, 1]] as const)),
    ...random.sample(drinks, forTable ? random.int(1, 2) : random.int(0, 1)),
  ];
  return picked.map((p) => pickLine(plan, p, forTable));
}

/** Item states for an order status: new items untouched, wip partly checked off, ready and done all ready. */
function applyStatus(items: OrderItem[], status: OrderStatus, random: Random): void {
  items.forEach((item, index) => {
    if (status === "new") return;
    if (status === "wip") {
      // The first item is always still in the works, so the order stays on the station's view.
      const state = index === 0 ? "wip" : random.pick(["new", "wip", "ready"] as const);
      item.status = state;
      item.done = state === "ready";
      return;
    }
    item.status = "ready";
    item.done = true;
  });
}

/** The cart priced as the server prices it at `date`; a refusal is a mistake in the demo catalogue. */
export function priceDemoCart(plan: Pick<OrderPlan, "products" | "settings" | "companyId">, cart: readonly CartItem[], date: DateTime, language: string, deliveryFee: number, tip: number): PricedCart {
  const result = priceCart({
    products: plan.products,
    items: cart,
    settings: plan.settings,
    deliveryFee,
    tip,
    now: date.toJSDate(),
    language: language as LanguageCode,
    defaultLanguage: plan.settings.i18n?.defaultLanguage,
  });
  if (!result.ok) throw new Error(`demo order of ${plan.companyId} refused by priceCart: ${JSON.stringify(result.fields)}`);
  return result.value;
}

function buildOrder(plan: OrderPlan, date: DateTime, status: OrderStatus, deliveryType: DeliveryType, sequence: number): SeededOrder & { language: string } {
  const { random } = plan;
  const seat = deliveryType === "table" ? random.pick(plan.tables) : deliveryType === "takeaway" ? plan.counter : plan.delivery;
  if (!seat) throw new Error(`no point of sale for ${deliveryType} orders`);
  const cart = orderLines(plan, deliveryType);
  // Priced by the server's rule (shared priceCart, as POST /api/orders does): item snapshots, receipt
  // lines, totals with VAT per rate. The tip is a share of the cart, so the cart is priced first without it.
  const price = (tip: number, lang: string) => priceDemoCart(plan, cart, date, lang, deliveryType === "delivery" ? plan.deliveryFee : 0, tip);
  const untipped = price(0, "en");
  applyStatus(untipped.items, status, random);
  // Regular customers order more often: the first five people are picked three times as often.
  const person = random.weighted(PEOPLE.map((p, i) => [p, i < 5 ? 3 : 1] as const));
  const online = random.chance(deliveryType === "table" ? 0.3 : 0.7);
  const name = deliveryType === "table" ? (random.chance(0.4) ? person.name : null) : person.name;
  const tip = online && random.chance(0.4) ? round2(Math.max(1, untipped.cartTotal * 0.05)) : 0;
  // The items (and their kitchen states) stay; the receipt is in the customer's language, as the server writes it.
  const priced = { ...price(tip, person.language), items: untipped.items };
  const cartTotal = priced.cartTotal;
  const id = `${plan.idPrefix}-${String(sequence).padStart(4, "0")}`;
  const order: SeededOrder & { language: string } = {
    id,
    language: person.language,
    companyId: plan.companyId,
    status,
    dateOrdered: date.toUTC().toISO() ?? "",
    deliveryType,
    zoneId: seat.zoneId,
    pointofsaleId: seat.pointOfSale.id,
    name,
    email: deliveryType === "table" && !online ? null : person.email,
    phone: deliveryType === "table" ? null : person.phone,
    stripePaymentIntentId: online ? `pi_demo_${id.replace(/[^a-z0-9]/gi, "")}` : null,
    cartTotal,
    tip: priced.totals.tip,
    totals: priced.totals,
    discounts: priced.discounts,
    course: deliveryType === "table" && status === "wip" ? random.pick(["course-starter", "course-main"]) : null,
    deliveryAddress: deliveryType === "delivery" ? person.address : null,
    billingAddress: deliveryType === "delivery" && random.chance(0.3) ? person.address : null,
    items: priced.items,
    receiptItems: priced.receiptItems,
  };
  if (deliveryType !== "table") order.destination = deliveryType;
  if (random.chance(0.05)) order.staffRemark = random.pick(STAFF_REMARKS);
  Object.assign(order, paymentFields(order), statusFields(date, status));
  return order;
}

/** Online orders were paid before production; on-site ones once handed over (done). */
function paymentFields(order: SeededOrder): Pick<OrderData, "paymentMethod" | "paid" | "source"> {
  const online = !!order.stripePaymentIntentId;
  return { paymentMethod: online ? "online" : "onSite", paid: online || order.status === "done", source: "customer" };
}

/**
 * The last status change: a few minutes after ordering, in the order of the flow (today's wip orders are
 * at least 15 minutes old, ready ones 28, done ones 60, so every change lies in the past).
 */
function statusFields(date: DateTime, status: OrderStatus): Pick<OrderData, "previousStatus" | "statusChangedAt"> {
  const step: Record<OrderStatus, { previous: OrderStatus | null; minutes: number }> = {
    new: { previous: null, minutes: 0 },
    wip: { previous: "new", minutes: 3 },
    ready: { previous: "wip", minutes: 15 },
    done: { previous: "ready", minutes: 25 },
  };
  const { previous, minutes } = step[status];
  return { previousStatus: previous, statusChangedAt: date.plus({ minutes }).toUTC().toISO() ?? "" };
}

/** A seed of its own for the pickup codes, so that adding them left the rest of the demo data unchanged. */
function codeSeed(idPrefix: string): number {
  let hash = 2_166_136_261;
  for (const char of idPrefix) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}

const TYPE_WEIGHTS = (plan: OrderPlan): Array<readonly [DeliveryType, number]> =>
  [
    ["table", 55],
    ["takeaway", plan.counter ? 25 : 0],
    ["delivery", plan.delivery ? 20 : 0],
  ] as const;

/** The orders of a company: history first (oldest id first), then today's open and finished ones. */
export function generateOrders(plan: OrderPlan): Array<SeededOrder & { language: string }> {
  const { random } = plan;
  const now = DateTime.fromJSDate(plan.now).setZone(plan.timezone);
  const today = now.startOf("day");
  const history = Array.from({ length: plan.historyCount }, () => {
    const date = serviceTime(plan, today);
    return { date, type: random.weighted(TYPE_WEIGHTS(plan)) };
  }).sort((a, b) => a.date.toMillis() - b.date.toMillis());

  // Today's orders sit a fixed number of minutes before now, so the live board always has fresh ones.
  const minutesAgo: Record<OrderStatus, (i: number) => number> = {
    new: (i) => 2 + 4 * i,
    wip: (i) => 15 + 6 * i,
    ready: (i) => 28 + 7 * i,
    done: (i) => 60 + 35 * i,
  };
  const rotation: DeliveryType[] = ["table", "takeaway", "delivery"].filter((type) => TYPE_WEIGHTS(plan).some(([t, w]) => t === type && w > 0)) as DeliveryType[];
  const todays = (["done", "ready", "wip", "new"] as const).flatMap((status) =>
    Array.from({ length: plan.today[status] ?? 0 }, (_, i) => ({ status, date: now.minus({ minutes: minutesAgo[status](i) }), type: rotation[i % rotation.length] ?? "table" })),
  );
  todays.sort((a, b) => a.date.toMillis() - b.date.toMillis());

  const orders = history.map((h, i) => buildOrder(plan, h.date, "done", h.type, i + 1));
  todays.forEach((o, i) => orders.push(buildOrder(plan, o.date, o.status, o.type, history.length + i + 1)));
  if (plan.booked) {
    const { time, full, slotMinutes, closedWeekdays } = plan.booked;
    let day = today;
    while (closedWeekdays.includes(day.weekday % 7)) day = day.plus({ days: 1 }); // luxon: 7 is Sunday
    const [hour, minute] = time.split(":").map(Number);
    const slot = day.set({ hour, minute, second: 0, millisecond: 0 });
    const takeaways = orders.slice(history.length).filter((o) => o.deliveryType === "takeaway");
    takeaways.slice(0, full + 1).forEach((order, i) => {
      order.requestedTime = (i < full ? slot : slot.plus({ minutes: slotMinutes })).toUTC().toJSDate().toISOString();
    });
  }
  // Numbers 1…N in date order, as the server would have given them; pickup codes from their own stream.
  const codes = seededRandom(codeSeed(plan.idPrefix));
  [...orders]
    .sort((a, b) => Date.parse(a.dateOrdered) - Date.parse(b.dateOrdered) || a.id.localeCompare(b.id))
    .forEach((order, i) => {
      order.number = i + 1;
    });
  for (const order of orders) order.pickupCode = newPickupCode(() => codes.next());
  return orders;
}

/**
 * The catalogue views of the demo's days (statistics/{companyId}_{date}, views only): views come from the
 * customer catalogue, not from orders, so the demo invents them, 4 to 9 per order of the day (a few views
 * on days without orders). Every other figure of the day documents is the seed's rebuild from the orders
 * (functions/src/statistics/rebuild.ts), never invented.
 */
export function dailyViews(companyId: string, timezone: string, orders: ReadonlyArray<Pick<OrderData, "dateOrdered">>, random: Random, now: Date, days = 60): Array<{ id: string } & StatisticsData> {
  const perDay = new Map<string, number>();
  for (const o of orders) {
    const date = localDay(o.dateOrdered, timezone)?.date;
    if (date) perDay.set(date, (perDay.get(date) ?? 0) + 1);
  }
  const today = DateTime.fromJSDate(now).setZone(timezone).startOf("day");
  return Array.from({ length: days + 1 }, (_, i) => today.minus({ days: days - i }).toISODate() ?? "").map((date) => {
    const orderCount = perDay.get(date) ?? 0;
    const views = orderCount > 0 ? orderCount * random.int(4, 9) : random.int(3, 15);
    return { id: statisticsDayId(companyId, date), ...emptyDay(companyId, date), views };
  });
}
