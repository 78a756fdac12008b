// What the order mails, the ready SMS and the order documents need to know about the company, read once,
// and the formatting they share (money in the company's currency, times in its time zone).
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { DateTime } from "luxon";
import {
  COLLECTIONS,
  DEFAULT_LANGUAGE,
  DEFAULT_TIMEZONE,
  currencyInfo,
  isLanguage,
  localized,
  type CompanyData,
  type CompanyInfoData,
  type CompanySettingsData,
  type LanguageCode,
  type OrderData,
  type ZoneData,
} from "@comanda/shared";
import { ORDER_TEXTS, type OrderTexts } from "./texts";

export interface CompanyContext {
  companyId: string;
  settings: Partial<CompanySettingsData>;
  info: Partial<CompanyInfoData>;
  company: Partial<CompanyData>;
  defaultLanguage: LanguageCode;
  currency: string;
  timezone: string;
  /** The brand name, else the company name (what customers know the business by). */
  brandName: string;
}

type Snapshot = { data(): unknown };

function contextOf(companyId: string, settingsSnap: Snapshot, infoSnap: Snapshot, companySnap: Snapshot): CompanyContext {
  const settings = (settingsSnap.data() ?? {}) as Partial<CompanySettingsData>;
  const info = (infoSnap.data() ?? {}) as Partial<CompanyInfoData>;
  const company = (companySnap.data() ?? {}) as Partial<CompanyData>;
  const defaultLanguage = settings.i18n?.defaultLanguage;
  return {
    companyId,
    settings,
    info,
    company,
    defaultLanguage: isLanguage(defaultLanguage) ? defaultLanguage : DEFAULT_LANGUAGE,
    currency: currencyInfo(settings.currency).code,
    timezone: validZone(settings.timezone) ?? DEFAULT_TIMEZONE,
    brandName: (info.brandName?.trim() || info.companyname?.trim() || "").trim(),
  };
}

function validZone(zone: string | undefined): string | null {
  return zone && DateTime.now().setZone(zone).isValid ? zone : null;
}

const refs = (db: Firestore, companyId: string) =>
  [
    db.collection(COLLECTIONS.companySettings).doc(companyId),
    db.collection(COLLECTIONS.companyInfos).doc(companyId),
    db.collection(COLLECTIONS.companies).doc(companyId),
  ] as const;

export async function readCompanyContext(db: Firestore, companyId: string): Promise<CompanyContext> {
  const [settings, info, company] = await db.getAll(...refs(db, companyId));
  return contextOf(companyId, settings!, info!, company!);
}

/** The same, read inside a transaction. */
export async function readCompanyContextIn(tx: Transaction, db: Firestore, companyId: string): Promise<CompanyContext> {
  const [settings, info, company] = await tx.getAll(...refs(db, companyId));
  return contextOf(companyId, settings!, info!, company!);
}

/** The language an order's customer reads: the order's, else the company's default. */
export function customerLanguage(order: Pick<OrderData, "language">, context: CompanyContext): LanguageCode {
  return isLanguage(order.language) ? order.language : context.defaultLanguage;
}

export function textsFor(language: LanguageCode): OrderTexts {
  return ORDER_TEXTS[language];
}

// Money, rates and instants are written by the shared helpers (the printed tickets use them too).
export { formatDateTime, formatMoney, formatRate } from "@comanda/shared";

/** Whether the order is paid, and how, in the receipt's words. */
export function paymentState(order: Pick<OrderData, "paymentMethod" | "paid" | "demo">, texts: OrderTexts): string {
  if (order.demo) return texts.unpaid;
  if (order.paymentMethod === "onSite") return order.paid ? texts.paid : texts.payOnSite;
  return order.paid ? texts.paidOnline : texts.unpaid;
}

/** The order's station: table, takeaway or delivery (a missing deliveryType counts as delivery). */
export function stationName(order: Pick<OrderData, "deliveryType">, texts: OrderTexts): string {
  switch (order.deliveryType) {
    case "table":
      return texts.stationTable;
    case "takeaway":
      return texts.stationTakeaway;
    default:
      return texts.stationDelivery;
  }
}

/** The name of the order's point of sale, from its zone; empty when the zone or point is gone. */
export async function pointOfSaleName(db: Firestore, order: Pick<OrderData, "companyId" | "zoneId" | "pointofsaleId">, language: LanguageCode): Promise<string> {
  if (!order.zoneId || !order.pointofsaleId) return "";
  const snap = await db.collection(COLLECTIONS.zones).doc(order.zoneId).get();
  const zone = snap.data() as Partial<ZoneData> | undefined;
  if (!zone || zone.companyId !== order.companyId) return "";
  const point = (zone.pointsOfSale ?? []).find((p) => p.id === order.pointofsaleId);
  if (!point) return "";
  const name = localized(point.name, language);
  return zone.name ? `${zone.name} · ${name}` : name;
}
