// The discounts' data (spec §2 /menu/discounts, §3 Discount and Voucher, §7; issue 22): the company's discounts
// and a discount's vouchers read live under the security rules (owner and staff with `products`); everything
// written through /api only (the server owns the company, the state and the vouchers' codes).
//
// The list's voucher counts are counted by the server (count queries, one per status) rather than listened to:
// a discount may hold 10,000 vouchers, and listening to all of them to show three numbers would read every
// voucher of every discount each time the list opens. The counts are taken again when a discount changes (its
// state, a download), when the tab comes back into view and every minute while the list is open.
import { useEffect, useMemo, useState } from "react";
import { collection, getCountFromServer, orderBy, query, where, type Firestore } from "firebase/firestore";
import {
  apiPath,
  type CreateVouchersAnswer,
  type CreateVouchersRequest,
  type Discount,
  type DiscountAnswer,
  type LanguageCode,
  type SaveDiscountRequest,
  type Voucher,
  type VoucherCounts,
  type VouchersCsvRequest,
} from "@comanda/shared";
import { ApiError, apiDelete, apiDownload, apiPost } from "../../data/api";
import { getDb } from "../../data/firebase";
import { useLiveQuery, type Live } from "../../data/live";

/** How often the list counts the vouchers again while it is open. */
export const COUNTS_REFRESH_MS = 60_000;

/** Live: the company's discounts by name (a few dozen at most: sorted here, no index needed). */
export function useDiscounts(companyId: string | null): Live<Discount[]> {
  const live = useLiveQuery<Discount>(companyId ? (db) => query(collection(db, "discounts"), where("companyId", "==", companyId)) : null, [companyId]);
  const sorted = useMemo(() => [...live.data].sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1)), [live.data]);
  return useMemo(() => ({ ...live, data: sorted }), [live, sorted]);
}

/** Live: a discount's vouchers, newest first (index vouchers companyId + created desc). */
export function useVouchers(companyId: string | null, discountId: string | null): Live<Voucher[]> {
  return useLiveQuery<Voucher>(
    companyId && discountId
      ? (db) => query(collection(db, "discounts", discountId, "vouchers"), where("companyId", "==", companyId), orderBy("created", "desc"))
      : null,
    [companyId, discountId],
  );
}

/** One discount's vouchers counted by status on the server (three count queries, no voucher downloaded). */
export async function countVouchers(db: Firestore, companyId: string, discountId: string): Promise<VoucherCounts> {
  const vouchers = collection(db, "discounts", discountId, "vouchers");
  const count = async (status: string) => (await getCountFromServer(query(vouchers, where("companyId", "==", companyId), where("status", "==", status)))).data().count;
  const [unused, inUse, redeemed] = await Promise.all([count("new"), count("inUse"), count("redeemed")]);
  return { unused, inUse, redeemed, total: unused + inUse + redeemed };
}

/**
 * The voucher counts of the given discounts (those valid for voucher codes), by discount id. `version` names
 * what should count them again when it changes (e.g. the discounts' states and hand-out times).
 */
export function useVoucherCounts(companyId: string | null, discountIds: readonly string[], version: string): Live<ReadonlyMap<string, VoucherCounts>> {
  const key = discountIds.join(",");
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<Live<ReadonlyMap<string, VoucherCounts>>>({ data: new Map(), loading: discountIds.length > 0, error: null });

  useEffect(() => {
    const again = () => setTick((t) => t + 1);
    const timer = window.setInterval(again, COUNTS_REFRESH_MS);
    const onVisible = () => document.visibilityState === "visible" && again();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  useEffect(() => {
    const ids = key ? key.split(",") : [];
    if (!companyId || ids.length === 0) {
      setState({ data: new Map(), loading: false, error: null });
      return;
    }
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    void getDb()
      .then((db) => Promise.all(ids.map(async (id) => [id, await countVouchers(db, companyId, id)] as const)))
      .then(
        (entries) => !cancelled && setState({ data: new Map(entries), loading: false, error: null }),
        (error: { code?: string }) => !cancelled && setState((s) => ({ ...s, loading: false, error: error.code ?? "unknown" })),
      );
    return () => {
      cancelled = true;
    };
  }, [companyId, key, version, tick]);

  return state;
}

/**
 * POST /api/discounts/{id?}: creates (no id) or replaces a discount; answers it as stored. Refusals: ApiError
 * `validation` with field errors (name, percentage, end "export-range-invalid"), 404 not-found.
 */
export async function saveDiscount(request: SaveDiscountRequest, id?: string): Promise<DiscountAnswer> {
  const answer = await apiPost<DiscountAnswer>(apiPath("saveDiscount", id ? { id } : {}), request);
  if (!answer?.id) throw new ApiError("incomplete-return-value", 200);
  return answer;
}

/** DELETE /api/discounts/:id: the discount and all its vouchers; 409 vouchers-in-use while an order holds one. */
export async function deleteDiscount(id: string): Promise<void> {
  await apiDelete<unknown>(apiPath("deleteDiscount", { id }));
}

/** POST /api/discounts/:id/voucher: `quantity` new vouchers, each with its own code; answers how many were made. */
export async function createVouchers(discountId: string, request: CreateVouchersRequest): Promise<number> {
  const answer = await apiPost<CreateVouchersAnswer>(apiPath("createVouchers", { id: discountId }), request);
  if (typeof answer?.created !== "number") throw new ApiError("incomplete-return-value", 200);
  return answer.created;
}

/** POST /api/discounts/:id/voucher/csv: the vouchers as CSV in the user's language; the discount counts as handed out. */
export function downloadVouchersCsv(discountId: string, language?: LanguageCode): Promise<void> {
  const body: VouchersCsvRequest = language ? { language } : {};
  return apiDownload(apiPath("vouchersCsv", { id: discountId }), "vouchers.csv", body);
}

/** POST /api/discounts/:id/voucher/pdf: the printable sheet, one card per code (same body as the CSV). */
export function downloadVouchersPdf(discountId: string, language?: LanguageCode): Promise<void> {
  const body: VouchersCsvRequest = language ? { language } : {};
  return apiDownload(apiPath("vouchersPdf", { id: discountId }), "vouchers.pdf", body);
}
