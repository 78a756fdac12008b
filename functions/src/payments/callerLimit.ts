// A per-caller limit of the public order call (like the catalogue views': functions/src/statistics/views.ts):
// a fixed one-minute window per api instance. It keeps a careless or looping client from holding every
// slot with unpaid orders; it is no defence against a determined flood from many addresses.

/** Orders one caller (address) may place per minute on one instance of the api. */
export const CUSTOMER_ORDERS_PER_CALLER_PER_MINUTE = 10;

/** A caller past its orders of the minute; the answer is 429 with Retry-After. */
export class CustomerOrdersRateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("rate-limited");
  }
}

interface Window {
  window: number;
  callers: Map<string, number>;
}

const windows = new WeakMap<object, Window>();

/** Counts a call of the caller in the current minute (per deps, i.e. per app); throws past the limit. */
export function admitCustomerOrder(owner: object, caller: string, now: number, limit = CUSTOMER_ORDERS_PER_CALLER_PER_MINUTE): void {
  let state = windows.get(owner);
  if (!state) {
    state = { window: 0, callers: new Map() };
    windows.set(owner, state);
  }
  const window = Math.floor(now / 60_000);
  if (window !== state.window) {
    state.window = window;
    state.callers.clear();
  }
  const count = (state.callers.get(caller) ?? 0) + 1;
  state.callers.set(caller, count);
  if (count > limit) throw new CustomerOrdersRateLimited(Math.max(1, Math.ceil(((window + 1) * 60_000 - now) / 1000)));
}
