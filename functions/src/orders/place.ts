// POST /api/orders: a manual order of the admin. Every price comes from the catalogue and the settings
// (shared/src/orders/totals.ts); the company's next order number is taken in the same transaction that
// creates the order, so concurrent placements never share a number, and the order's print jobs are made in
// it too (printing/createJobs.ts). A chosen pickup/delivery time (requestedTime) is checked against its
// slot's limit in that same transaction: every placement reads and writes the counter, so two placements
// never both count the slot before the other's order exists.
import {
  COLLECTIONS,
  addFieldError,
  cartWeight,
  checkBooking,
  defaultCompanySettings,
  deliveryQuote,
  hasFieldErrors,
  newPickupCode,
  orderDiscount,
  priceCart,
  type CompanyData,
  type CompanySettingsData,
  type DiscountData,
  slotBookedTimes,
  type FieldErrors,
  type OrderData,
  type OrderSource,
  type PlaceOrderRequest,
  type PlacedOrderAnswer,
  type ProductData,
  type WithId,
  type ZoneData,
} from "@comanda/shared";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import { apiError, isContention, validationError } from "../http/errors";
import { readOrderPrintJobs, ticketWordingOnce, writeOrderPrintJobs } from "../printing/createJobs";
import { claimRef } from "../customers/save";
import { runTransaction } from "../transactions";
import { writePlannedRecord } from "../verifactu/chain";
import { taxQrOf } from "../verifactu/qr";
import { becomesTicket, planTicketRecord } from "../verifactu/tickets";
import { checkVoucher, readVoucherInTransaction, takeVoucher, VOUCHER_FIELD, type CheckedVoucher } from "./voucherRedemption";

/** pendingOrders/{id}: orders awaiting their online payment (shared/src/orders/pendingOrders.ts). Server only. */
export const PENDING_ORDERS = COLLECTIONS.pendingOrders;

/** orderCounters/{companyId} { companyId, lastNumber }: server only (the rules deny it to clients). */
export const ORDER_COUNTERS = "orderCounters";

/**
 * Attempts of the numbering transaction. Each placement of a burst contends for the one counter
 * document; with the SDK's backoff, 60 attempts let a burst of 20 simultaneous placements all through.
 */
export const NUMBERING_MAX_ATTEMPTS = 60;

export interface OrderCounter {
  companyId: string;
  lastNumber: number;
}

async function companyZones(db: Firestore, companyId: string): Promise<WithId<ZoneData>[]> {
  const snap = await db.collection(COLLECTIONS.zones).where("companyId", "==", companyId).get();
  return snap.docs.map((d) => ({ ...(d.data() as ZoneData), id: d.id }));
}

/** The company's products among `ids` (others' and missing ones are left out). */
async function companyProducts(db: Firestore, companyId: string, ids: readonly string[]): Promise<WithId<ProductData>[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const snaps = await db.getAll(...unique.map((id) => db.collection(COLLECTIONS.products).doc(id)));
  return snaps.filter((s) => s.exists && s.get("companyId") === companyId).map((s) => ({ ...(s.data() as ProductData), id: s.id }));
}

async function companyDiscounts(db: Firestore, companyId: string, ids: readonly string[]): Promise<WithId<DiscountData>[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const snaps = await db.getAll(...unique.map((id) => db.collection(COLLECTIONS.discounts).doc(id)));
  return snaps.filter((s) => s.exists && s.get("companyId") === companyId).map((s) => ({ ...(s.data() as DiscountData), id: s.id }));
}

/**
 * Whether the order's customer may get discounts: false when the e-mail is one of the company's customers whose
 * discount toggle is off (spec §3 Customer; unticked unless set). An e-mail no customer has, or none, gets them.
 */
async function customerAllowsDiscounts(db: Firestore, companyId: string, email: string | null | undefined): Promise<boolean> {
  if (!email) return true;
  const customerId: unknown = (await claimRef(db, companyId, email).get()).get("customerId");
  if (typeof customerId !== "string" || customerId === "") return true;
  const customer = await db.collection(COLLECTIONS.customers).doc(customerId).get();
  return !customer.exists || customer.get("companyId") !== companyId || customer.get("enableDiscounts") === true;
}

async function companyCourseIds(db: Firestore, companyId: string): Promise<string[]> {
  const snap = await db.collection(COLLECTIONS.courses).where("companyId", "==", companyId).select().get();
  return snap.docs.map((d) => d.id);
}

/** What the customer's route checks besides the order itself (its refusals join the order's field errors). */
export type PlacementCheck = (context: { zone: WithId<ZoneData> | undefined; settings: CompanySettingsData; company: Partial<CompanyData> | undefined }, fields: FieldErrors) => void;

/** An order checked and priced, ready to be placed (or held until its online payment). */
export interface PreparedOrder {
  companyId: string;
  order: Omit<OrderData, "number">;
  zone: WithId<ZoneData>;
  settings: CompanySettingsData;
  company: Partial<CompanyData> | undefined;
  /** The chosen slot (requestedTime is its start); null: as soon as possible. */
  slot: { start: string; end: string } | null;
  requestedTime: string | null;
  deliveryType: PlaceOrderRequest["deliveryType"];
  now: Date;
  /** The voucher whose discount the order got: taken in the placing transaction (null: none taken). */
  voucher: DocumentReference | null;
}

/**
 * Checks and prices an order of the company from the catalogue and the settings, or throws the refusals
 * as field errors (with those of `check`). The slot's bookings are counted later, in the placing transaction.
 */
export async function prepareOrder(
  deps: AppDeps,
  companyId: string,
  request: PlaceOrderRequest,
  options: { source: OrderSource; check?: PlacementCheck; voucherCode?: string | null } = { source: "admin" },
): Promise<PreparedOrder> {
  const { db } = deps;
  const now = deps.clock.now();
  const fields: FieldErrors = {};
  const pointofsaleId = typeof request.pointofsaleId === "string" ? request.pointofsaleId.trim() : "";
  if (!pointofsaleId) addFieldError(fields, "pointofsaleId", "pointofsale-required");
  if (request.items.length === 0) addFieldError(fields, "items", "items-required");
  if (request.deliveryType === "delivery" && !request.deliveryAddress) addFieldError(fields, "deliveryAddress", "delivery-address-required");

  const productIds = request.items.flatMap((item) => [item.productId, ...(item.slotChoices ?? []).map((choice) => choice.productId)]);
  const [zones, settingsSnap, companySnap, products, courseIds] = await Promise.all([
    companyZones(db, companyId),
    db.collection(COLLECTIONS.companySettings).doc(companyId).get(),
    db.collection(COLLECTIONS.companies).doc(companyId).get(),
    companyProducts(db, companyId, productIds),
    companyCourseIds(db, companyId),
  ]);
  const settings: CompanySettingsData = { ...defaultCompanySettings(), ...(settingsSnap.data() as Partial<CompanySettingsData> | undefined) };
  const company = companySnap.data() as Partial<CompanyData> | undefined;

  const zone = pointofsaleId ? zones.find((z) => !z.archived && (z.pointsOfSale ?? []).some((p) => p.id === pointofsaleId)) : undefined;
  if (pointofsaleId && !zone) addFieldError(fields, "pointofsaleId", "pointofsale-not-found");
  options.check?.({ zone, settings, company }, fields);

  // A voucher code given (blank: none) is checked before pricing; it is taken in the placing transaction.
  let voucher: CheckedVoucher | null = null;
  const typedCode = typeof options.voucherCode === "string" ? options.voucherCode.trim() : "";
  if (typedCode && zone) {
    const checked = await checkVoucher(db, companyId, zone, typedCode, now);
    if ("refusal" in checked) addFieldError(fields, VOUCHER_FIELD, checked.refusal);
    else voucher = checked;
  }

  let deliveryFee = 0;
  const address = request.deliveryAddress;
  if (request.deliveryType === "delivery" && address) {
    // A company without delivery zones arranges delivery itself: no fee and no area check.
    const deliveryZones = settings.deliveryZones ?? [];
    if (deliveryZones.length > 0) {
      const quote = deliveryQuote(deliveryZones, address, cartWeight(products, request.items));
      if (quote.deliverable) deliveryFee = quote.fee;
      else addFieldError(fields, "deliveryAddress", "delivery-not-possible");
    }
  }

  const language = request.language ?? settings.i18n?.defaultLanguage ?? defaultCompanySettings().i18n.defaultLanguage;
  // One discount per order (shared/src/discounts/rules.ts chooseDiscount): a voucher whose discount is not the
  // largest is not taken, nor one of a customer whose discounts are off.
  const chosen = orderDiscount({
    zone,
    discounts: await companyDiscounts(db, companyId, zone?.autoAppliedDiscounts ?? []),
    customerAllowsDiscounts: await customerAllowsDiscounts(db, companyId, request.email),
    voucher: voucher ? { discount: voucher.discount, code: voucher.code, id: voucher.ref.id } : null,
    now,
    language,
    defaultLanguage: settings.i18n?.defaultLanguage,
  });
  const priced = priceCart({
    products,
    items: request.items,
    settings,
    currency: settings.currency,
    courseIds,
    discounts: chosen.discounts,
    deliveryFee,
    tip: request.tip ?? 0,
    now,
    language,
    defaultLanguage: settings.i18n?.defaultLanguage,
  });
  if (!priced.ok) for (const [path, codes] of Object.entries(priced.fields)) for (const code of codes) addFieldError(fields, path, code);
  // Null or missing: as soon as possible. The slot's bookings are counted again inside the transaction.
  const requestedTime = typeof request.requestedTime === "string" ? request.requestedTime : null;
  let slot: { start: string; end: string } | null = null;
  if (requestedTime !== null) {
    const check = checkBooking({ settings, zone, deliveryType: request.deliveryType, requestedTime, bookedTimes: [], now });
    if (check.ok) slot = { start: check.slot.start.toISOString(), end: check.slot.end.toISOString() };
    else addFieldError(fields, "requestedTime", check.reason);
  }
  if (hasFieldErrors(fields) || !priced.ok || !zone) throw validationError(fields);

  const cart = priced.value;
  const stamp = now.toISOString();
  const order: Omit<OrderData, "number"> = {
    companyId,
    status: "new",
    previousStatus: null,
    statusChangedAt: stamp,
    dateOrdered: stamp,
    deliveryType: request.deliveryType,
    ...(request.deliveryType === "table" ? {} : { destination: request.deliveryType }),
    zoneId: zone.id,
    pointofsaleId,
    name: request.name?.trim() || null,
    email: request.email ?? null,
    phone: request.phone?.trim() || null,
    cartTotal: cart.cartTotal,
    tip: cart.totals.tip,
    totals: cart.totals,
    discounts: cart.discounts,
    paymentMethod: request.paymentMethod ?? "onSite",
    paid: false,
    source: options.source,
    pickupCode: newPickupCode(),
    pickedUpAt: null,
    requestedTime: slot?.start ?? null,
    course: null,
    note: request.note ?? "",
    staffRemark: request.staffRemark ?? "",
    language,
    deliveryAddress: request.deliveryAddress ?? null,
    billingAddress: request.billingAddress ?? null,
    demo: company?.hasAnActiveSubscription !== true,
    unprocessedAlertAt: null,
    items: cart.items,
    receiptItems: cart.receiptItems,
  };
  return {
    companyId,
    order,
    zone,
    settings,
    company,
    slot,
    requestedTime,
    deliveryType: request.deliveryType,
    now,
    voucher: chosen.voucherTaken && voucher ? voucher.ref : null,
  };
}

/**
 * Inside a placing transaction: refuses with slot-full when the prepared order's slot has no room left,
 * counting placed orders and orders awaiting their online payment (they keep their slot).
 */
export async function checkSlotInTransaction(tx: Transaction, db: Firestore, prepared: PreparedOrder): Promise<void> {
  const { slot, requestedTime, companyId } = prepared;
  if (!slot || requestedTime === null) return;
  // Orders have no cancelled or refused status (ORDER_STATUSES): every order keeps its slot.
  const inSlot = (collection: string) =>
    db.collection(collection).where("companyId", "==", companyId).where("requestedTime", ">=", slot.start).where("requestedTime", "<", slot.end).select("requestedTime");
  const booked = await tx.get(inSlot(COLLECTIONS.orders));
  const pending = await tx.get(inSlot(PENDING_ORDERS));
  const bookedTimes = slotBookedTimes(
    booked.docs.map((d) => ({ requestedTime: d.get("requestedTime") as unknown })),
    pending.docs.map((d) => ({ requestedTime: d.get("requestedTime") as unknown })),
  );
  const check = checkBooking({ settings: prepared.settings, zone: prepared.zone, deliveryType: prepared.deliveryType, requestedTime, bookedTimes, now: prepared.now });
  if (!check.ok) throw validationError({ requestedTime: [check.reason] });
}

/** Reads the company's counter in the transaction and answers the next number (the caller writes it). */
export async function nextOrderNumber(tx: Transaction, db: Firestore, companyId: string): Promise<number> {
  const counter = await tx.get(db.collection(ORDER_COUNTERS).doc(companyId));
  const last = counter.get("lastNumber");
  return (typeof last === "number" && Number.isFinite(last) ? last : 0) + 1;
}

export function writeOrderNumber(tx: Transaction, db: Firestore, companyId: string, lastNumber: number): void {
  const stored: OrderCounter = { companyId, lastNumber };
  tx.set(db.collection(ORDER_COUNTERS).doc(companyId), stored);
}

/**
 * Runs a placing transaction with the numbering's attempts; contention past them is order-numbering-busy.
 * Every placement reads and writes the company's counter, so two placements never both count a slot
 * before the other's order exists.
 */
export async function placingTransaction<T>(db: Firestore, update: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await runTransaction(db, update, { maxAttempts: NUMBERING_MAX_ATTEMPTS });
  } catch (error) {
    if (isContention(error)) throw apiError("order-numbering-busy");
    throw error;
  }
}

/**
 * Places a prepared order: numbered from the company's counter, its slot counted, its voucher redeemed (read
 * again here: of orders racing with one code only the first to commit gets it, the others are refused with
 * nothing placed) and its print jobs made, in one transaction (so the API answers when the kitchen's tickets
 * are waiting for their printers).
 */
export async function commitOrder(deps: Pick<AppDeps, "db">, prepared: PreparedOrder, orderRef = deps.db.collection(COLLECTIONS.orders).doc()): Promise<PlacedOrderAnswer> {
  const { db } = deps;
  const { companyId, order } = prepared;
  const wording = ticketWordingOnce(db, order);
  const number = await placingTransaction(db, async (tx) => {
    const next = await nextOrderNumber(tx, db, companyId);
    await checkSlotInTransaction(tx, db, prepared);
    if (prepared.voucher) await readVoucherInTransaction(tx, prepared.voucher);
    const numbered: OrderData = { ...order, number: next };
    // Orders are placed new and unpaid, so none is a ticket yet; one placed paid or done would be (verifactu/tickets.ts).
    const record = becomesTicket(null, numbered) ? await planTicketRecord(tx, db, orderRef.id, numbered, prepared.now) : null;
    const printJobs = await readOrderPrintJobs(tx, db, orderRef.id, numbered, prepared.now, wording, taxQrOf(record));
    writeOrderNumber(tx, db, companyId, next);
    tx.create(orderRef, numbered);
    if (prepared.voucher) takeVoucher(tx, prepared.voucher, orderRef.id, "redeemed", prepared.now);
    writeOrderPrintJobs(tx, db, printJobs);
    if (record) writePlannedRecord(tx, db, record, prepared.now);
    return next;
  });
  return { id: orderRef.id, number, pickupCode: order.pickupCode ?? "", cartTotal: order.cartTotal };
}

/** Places the order for the company, or throws the refusals as field errors. */
export async function placeOrder(deps: AppDeps, companyId: string, request: PlaceOrderRequest): Promise<PlacedOrderAnswer> {
  return commitOrder(deps, await prepareOrder(deps, companyId, request, { source: "admin" }));
}
