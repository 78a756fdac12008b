// The vouchers of a discount (spec §3 Voucher, §7 POST /api/discounts/{id}/voucher and .../voucher/csv; issue 22):
// created by the server with codes unique in the company, and handed out as a CSV in the owner's language.
import {
  COLLECTIONS,
  DEFAULT_LANGUAGE,
  DEFAULT_TIMEZONE,
  discountStatus,
  formatVoucherCode,
  neutraliseCsvText,
  newVoucherCodes,
  voucherCounts,
  type CompanySettingsData,
  type CreateVouchersAnswer,
  type CreateVouchersRequest,
  type DiscountData,
  type LanguageCode,
  type VoucherData,
  type VouchersCsvRequest,
} from "@comanda/shared";
import type { Firestore } from "firebase-admin/firestore";
import { DateTime } from "luxon";
import Papa from "papaparse";
import type { Clock } from "../clock";
import { apiError } from "../http/errors";
import { companyDiscount, discountRef } from "./save";
import { VOUCHER_EXPORT_TEXTS } from "./exportTexts";

export interface VoucherDeps {
  db: Firestore;
  clock: Clock;
}

/** Vouchers written per batch (Firestore takes 500 writes a batch; 400 leaves room). */
export const VOUCHER_BATCH_SIZE = 400;

/** Every voucher code the company has, across its discounts (collection-group query on vouchers by companyId). */
export async function companyVoucherCodes(db: Firestore, companyId: string): Promise<Set<string>> {
  const snap = await db.collectionGroup(COLLECTIONS.vouchers).where("companyId", "==", companyId).select("code").get();
  return new Set(snap.docs.map((d) => d.get("code") as string));
}

/**
 * Creates `quantity` vouchers of a voucher discount of the company, each with a new code none of the company's
 * vouchers has, status new. Two requests at the same moment could in theory draw the same code; with 23^12
 * codes that chance is below one in a billion even for a company with a million vouchers, so it is not locked.
 * The discount's state follows (a redeemed discount with new vouchers is distributed again).
 */
export async function createVouchers(deps: VoucherDeps, companyId: string, discountId: string, body: CreateVouchersRequest): Promise<CreateVouchersAnswer> {
  const { db } = deps;
  const discount = await companyDiscount(db, companyId, discountId);
  if (discount.validFor !== "voucher") throw apiError("discount-not-for-vouchers");
  const codes = newVoucherCodes(body.quantity, await companyVoucherCodes(db, companyId));
  const created = deps.clock.now().toISOString();
  const name = body.name.trim();
  const internalDescription = body.internalDescription?.trim();
  const vouchers = discountRef(db, discountId).collection(COLLECTIONS.vouchers);
  const batches: Promise<unknown>[] = [];
  for (let from = 0; from < codes.length; from += VOUCHER_BATCH_SIZE) {
    const batch = db.batch();
    for (const code of codes.slice(from, from + VOUCHER_BATCH_SIZE)) {
      const voucher: VoucherData = { companyId, discountId, name, quantity: body.quantity, code, status: "new", created };
      if (internalDescription) voucher.internalDescription = internalDescription;
      batch.create(vouchers.doc(), voucher);
    }
    batches.push(batch.commit());
  }
  await Promise.all(batches);
  // The new vouchers are unused, so the discount is not redeemed; its state is as its other vouchers' would
  // make it with one unused more, which needs no read of the thousands it may have.
  const status = discountStatus(voucherCounts([{ status: "new" }]), discount.handedOutAt != null);
  if (status !== discount.status) await discountRef(db, discountId).update({ status });
  return { created: codes.length };
}

async function vouchersOf(db: Firestore, discountId: string): Promise<VoucherData[]> {
  const snap = await discountRef(db, discountId).collection(COLLECTIONS.vouchers).get();
  return snap.docs.map((d) => d.data() as VoucherData);
}

/** The CSV text: code in groups, name, status in words, created in the company's time zone; CRLF line ends. */
export function vouchersCsv(vouchers: readonly VoucherData[], language: LanguageCode, timezone: string): string {
  const texts = VOUCHER_EXPORT_TEXTS[language];
  const rows = vouchers.map((voucher) => {
    const created = DateTime.fromISO(voucher.created, { zone: timezone });
    return [
      formatVoucherCode(voucher.code),
      // The batch's name is typed by the owner or staff: neutralised, a spreadsheet must not run it.
      neutraliseCsvText(voucher.name),
      texts.status[voucher.status] ?? voucher.status,
      created.isValid ? created.toFormat("yyyy-MM-dd HH:mm") : voucher.created,
    ];
  });
  return Papa.unparse({ fields: [...texts.header], data: rows }, { newline: "\r\n", quotes: false });
}

/** What a hand-out (CSV or printed sheet) works from. */
export interface HandedOutVouchers {
  discount: DiscountData;
  /** Oldest first. */
  vouchers: VoucherData[];
  language: LanguageCode;
  timezone: string;
  companyId: string;
  now: Date;
  /** Today in the company's time zone (yyyy-MM-dd), for the file's name. */
  day: string;
}

/**
 * Reads the discount's vouchers (oldest first) for a hand-out in the asked language, else the company's default
 * language, and marks the discount handed out (handedOutAt, the first time) with its state: distributed, or
 * redeemed once every voucher is. Shared by the CSV and the printed sheet: either one hands the codes out.
 * A discount for everyone: 409 discount-not-for-vouchers.
 */
export async function handOutVouchers(deps: VoucherDeps, companyId: string, discountId: string, requested: LanguageCode | undefined): Promise<HandedOutVouchers> {
  const { db } = deps;
  const discount = await companyDiscount(db, companyId, discountId);
  // A discount for everyone has no codes to hand out, and must not turn distributed.
  if (discount.validFor !== "voucher") throw apiError("discount-not-for-vouchers");
  const [settingsSnap, vouchers] = await Promise.all([db.collection(COLLECTIONS.companySettings).doc(companyId).get(), vouchersOf(db, discountId)]);
  const settings = settingsSnap.data() as Partial<CompanySettingsData> | undefined;
  const timezone = settings?.timezone || DEFAULT_TIMEZONE;
  const language = requested ?? settings?.i18n?.defaultLanguage ?? DEFAULT_LANGUAGE;
  vouchers.sort((a, b) => a.created.localeCompare(b.created) || a.code.localeCompare(b.code));
  const now = deps.clock.now();
  await discountRef(db, discountId).update({ handedOutAt: discount.handedOutAt ?? now.toISOString(), status: discountStatus(voucherCounts(vouchers), true) });
  const day = DateTime.fromJSDate(now, { zone: timezone }).toFormat("yyyy-MM-dd");
  return { discount, vouchers, language, timezone, companyId, now, day };
}

export interface VouchersExport {
  csv: string;
  fileName: string;
}

/** The discount's vouchers as a CSV (oldest first); hands them out (handOutVouchers). */
export async function exportVouchers(deps: VoucherDeps, companyId: string, discountId: string, body: VouchersCsvRequest): Promise<VouchersExport> {
  const { vouchers, language, timezone, day } = await handOutVouchers(deps, companyId, discountId, body.language);
  // A byte-order mark so that spreadsheet programs read the UTF-8 right.
  return { csv: `\uFEFF${vouchersCsv(vouchers, language, timezone)}`, fileName: `vouchers-${day}.csv` };
}
