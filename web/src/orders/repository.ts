// The orders' data (spec §2–§4): the company's open orders and the orders of a date range, read live under
// the security rules; status, item and remark changes written directly (the rules check the order flow);
// manual orders, the pickup-code check, receipts and the export through /api.
import { collection, doc, query, runTransaction, updateDoc, where, type Firestore } from "firebase/firestore";
import {
  apiPath,
  dateRangeFor,
  OPEN_ORDER_STATUSES,
  statusChangePatch,
  validCustomDays,
  type CheckOrderCodeAnswer,
  type CheckOrderCodeRequest,
  type LanguageCode,
  type Order,
  type OrderItem,
  type OrderStatus,
  type OrderExportRequest,
  type OrderStatusAnswer,
  type OrderTaxQrAnswer,
  type PlacedOrderAnswer,
  type PlaceOrderRequest,
  type RefundOrderAnswer,
  type RefundOrderRequest,
  type Zone,
} from "@comanda/shared";
import { useMemo } from "react";
import { apiDownload, apiFetchFile, apiGet, apiPost } from "../data/api";
import { getDb } from "../data/firebase";
import { useLiveQuery, type Live } from "../data/live";

/** Oldest first (the board's order of arrival); equal times by id, stable across clients. */
export function byDateOrdered(a: Order, b: Order): number {
  return a.dateOrdered < b.dateOrdered ? -1 : a.dateOrdered > b.dateOrdered ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function useSortedOrders(live: Live<Order[]>): Live<Order[]> {
  const sorted = useMemo(() => [...live.data].sort(byDateOrdered), [live.data]);
  return useMemo(() => ({ ...live, data: sorted }), [live, sorted]);
}

/** Live: the company's orders in new, wip or ready (the board and /orders/open), oldest first. */
export function useOpenOrders(companyId: string | null): Live<Order[]> {
  return useSortedOrders(
    useLiveQuery<Order>(
      companyId ? (db) => query(collection(db, "orders"), where("companyId", "==", companyId), where("status", "in", [...OPEN_ORDER_STATUSES])) : null,
      [companyId],
    ),
  );
}

/** Live: the company's orders dated in [from, to) (ISO instants), oldest first; null dates stop listening. */
export function useOrdersBetween(companyId: string | null, from: string | null, to: string | null): Live<Order[]> {
  return useSortedOrders(
    useLiveQuery<Order>(
      companyId && from && to
        ? (db) => query(collection(db, "orders"), where("companyId", "==", companyId), where("dateOrdered", ">=", from), where("dateOrdered", "<", to))
        : null,
      [companyId, from, to],
    ),
  );
}

/**
 * Live: when the company's orders booked for `date` (the company's calendar) are due, their requestedTime.
 * companyId null (e.g. the user may not read orders) or a bad date: no query, an empty list.
 */
export function useBookedTimes(companyId: string | null, date: string | null, timezone: string): Live<string[]> {
  // The day whole, on the company's calendar (a bad date: no query).
  const day = date ? validCustomDays({ from: date, to: date }) : null;
  const bounds = day ? dateRangeFor("custom", new Date(), timezone, day) : null;
  const from = bounds?.from ?? null;
  const to = bounds?.to ?? null;
  const live = useLiveQuery<Pick<Order, "requestedTime">>(
    companyId && from && to
      ? (db) => query(collection(db, "orders"), where("companyId", "==", companyId), where("requestedTime", ">=", from), where("requestedTime", "<", to))
      : null,
    [companyId, from, to],
  );
  const times = useMemo(() => live.data.map((o) => o.requestedTime).filter((t): t is string => typeof t === "string"), [live.data]);
  return useMemo(() => ({ ...live, data: times }), [live, times]);
}

/** Live: the company's zones (points of sale and their names), not archived ones included for old orders. */
export function useZones(companyId: string | null): Live<Zone[]> {
  const live = useLiveQuery<Zone>(companyId ? (db: Firestore) => query(collection(db, "zones"), where("companyId", "==", companyId)) : null, [companyId]);
  const sorted = useMemo(() => [...live.data].sort((a, b) => a.sortOrder - b.sortOrder), [live.data]);
  return useMemo(() => ({ ...live, data: sorted }), [live, sorted]);
}

/**
 * Moves an order to another status (the rules allow only the flow of shared/src/orders/transitions.ts;
 * a refused change throws a FirebaseError "permission-denied"). Written directly, so the board updates
 * at once, also while the connection is slow.
 */
export async function changeOrderStatus(order: Pick<Order, "id" | "status">, to: OrderStatus, now = new Date()): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, "orders", order.id), { ...statusChangePatch(order, to, now) });
}

/**
 * Changes an order's items in a transaction (two stations checking off items of the same order at the
 * same moment must not undo each other). `change` gets the stored items and answers the new list.
 */
export async function updateOrderItems(orderId: string, change: (items: OrderItem[]) => OrderItem[]): Promise<void> {
  const db = await getDb();
  const ref = doc(db, "orders", orderId);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists()) throw Object.assign(new Error("not-found"), { code: "not-found" });
    const items = (snap.data() as Order).items ?? [];
    tx.update(ref, { items: change(items) });
  });
}

export async function setStaffRemark(orderId: string, staffRemark: string): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, "orders", orderId), { staffRemark });
}

/** Refunds an order paid online, whole (no amount) or in part; the server refunds an order once. */
export function refundOrder(orderId: string, request: RefundOrderRequest): Promise<RefundOrderAnswer> {
  return apiPost<RefundOrderAnswer>(apiPath("refundOrder", { id: orderId }), request);
}

/** Places a manual order; the server numbers it and computes the totals. */
export function placeOrder(request: PlaceOrderRequest): Promise<PlacedOrderAnswer> {
  return apiPost<PlacedOrderAnswer>(apiPath("placeOrder"), request);
}

/** Status change through the API (used where the server must decide, e.g. handing over after a scan). */
export function setOrderStatusThroughApi(orderId: string, status: OrderStatus): Promise<OrderStatusAnswer> {
  return apiPost<OrderStatusAnswer>(apiPath("setOrderStatus", { id: orderId }), { status });
}

/** Checks a scanned or typed pickup code; refused with "invalid-order-code". */
export function checkOrderCode(code: string): Promise<CheckOrderCodeAnswer> {
  const body: CheckOrderCodeRequest = { code };
  return apiPost<CheckOrderCodeAnswer>(apiPath("checkOrderCode"), body);
}

export type OrderDocumentKind = "receipt" | "delivery-note";

/** The address of the VeriFactu QR code of the order's ticket; null while the order has no tax record. */
export async function fetchOrderTaxQr(orderId: string): Promise<string | null> {
  return (await apiGet<OrderTaxQrAnswer>(apiPath("orderTaxQr", { id: orderId }))).url;
}

/** The receipt or delivery note of an order as a PDF, in the given language. */
export function fetchOrderDocument(orderId: string, kind: OrderDocumentKind, language: LanguageCode): Promise<{ blob: Blob; name: string }> {
  const path = apiPath(kind === "receipt" ? "orderReceiptPdf" : "orderDeliveryNotePdf", { id: orderId });
  return apiFetchFile(path, { language }, `${kind}-${orderId}.pdf`);
}

/** Downloads the CSV of the orders dated in [from, to), its header and words in `language`. */
export function downloadOrdersExport(from: string, to: string, language?: LanguageCode): Promise<void> {
  const body: OrderExportRequest = language ? { from, to, language } : { from, to };
  return apiDownload(apiPath("exportOrders"), "orders.csv", body);
}
