// Order status flow (spec §4): new → wip (in process) → ready → done, with the board's shortcuts, the
// undo after 'mark as done', "back to in process" and reopening a completed order. The Firestore rules
// (firestore.rules, orders) and POST /api/orders/:id/status mirror canChangeStatus.
import type { OrderData, OrderStatus } from "../entities/order";

/** Forward moves: each status may jump ahead (e.g. 'mark as done' from new). */
const FORWARD: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ["wip", "ready", "done"],
  wip: ["ready", "done"],
  ready: ["done"],
  done: [],
};

export type StatusChangeRefusal = "same-status" | "transition-not-allowed";

/**
 * Whether the order may move from its status to `to`:
 * - any forward move;
 * - ready → wip (back to in process);
 * - done → wip (reopen a completed order: a reset to in progress);
 * - done → the status it had before (the undo offered after moving an order to done).
 */
export function statusChangeRefusal(order: Pick<OrderData, "status" | "previousStatus">, to: OrderStatus): StatusChangeRefusal | null {
  const from = order.status;
  if (from === to) return "same-status";
  if (FORWARD[from].includes(to)) return null;
  if (from === "ready" && to === "wip") return null;
  if (from === "done" && (to === "wip" || to === (order.previousStatus ?? null))) return null;
  return "transition-not-allowed";
}

export function canChangeStatus(order: Pick<OrderData, "status" | "previousStatus">, to: OrderStatus): boolean {
  return statusChangeRefusal(order, to) === null;
}

/** The board's main action on a card: new → wip → ready → done ('mark as done'); null once done. */
export function nextStatus(status: OrderStatus): OrderStatus | null {
  const next: Record<OrderStatus, OrderStatus | null> = { new: "wip", wip: "ready", ready: "done", done: null };
  return next[status];
}

/** The fields a status change writes: the new status, the one it replaces (for undo) and when. */
export function statusChangePatch(order: Pick<OrderData, "status">, to: OrderStatus, now: Date): Pick<OrderData, "status" | "previousStatus" | "statusChangedAt"> {
  return { status: to, previousStatus: order.status, statusChangedAt: now.toISOString() };
}
