// The points of sale a PDF or CSV lists: the company's zones that are not archived (or the one asked
// for), in the list's order, each point of sale with the customer catalogue address its QR code carries.
import {
  COLLECTIONS,
  DEFAULT_LANGUAGE,
  localized,
  pointOfSaleAddress,
  type CompanyInfoData,
  type CompanySettingsData,
  type LanguageCode,
  type PointOfSale,
  type PointsOfSaleDocumentRequest,
  type Zone,
  type ZoneData,
} from "@comanda/shared";
import type { AppDeps } from "../deps";
import { apiError } from "../http/errors";

export interface PointOfSaleEntry {
  zoneName: string;
  /** The point of sale's name in the document's language (the company's default language behind it). */
  name: string;
  pointOfSale: PointOfSale;
  address: string;
}

export interface PointsOfSaleList {
  language: LanguageCode;
  /** The zone asked for; null: every zone. */
  zone: Zone | null;
  entries: PointOfSaleEntry[];
}

function bySortOrder(a: Zone, b: Zone): number {
  return (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export async function readPointsOfSale(deps: Pick<AppDeps, "db" | "config">, companyId: string, request: PointsOfSaleDocumentRequest): Promise<PointsOfSaleList> {
  const { db } = deps;
  const [settingsSnap, infoSnap, zonesSnap] = await Promise.all([
    db.collection(COLLECTIONS.companySettings).doc(companyId).get(),
    db.collection(COLLECTIONS.companyInfos).doc(companyId).get(),
    db.collection(COLLECTIONS.zones).where("companyId", "==", companyId).get(),
  ]);
  const settings = settingsSnap.data() as Partial<CompanySettingsData> | undefined;
  const info = infoSnap.data() as Partial<CompanyInfoData> | undefined;
  const defaultLanguage = settings?.i18n?.defaultLanguage ?? DEFAULT_LANGUAGE;
  const language = request.language ?? defaultLanguage;

  const zones = zonesSnap.docs
    .map((d): Zone => ({ ...(d.data() as ZoneData), id: d.id }))
    .filter((z) => z.archived !== true)
    .sort(bySortOrder);
  let zone: Zone | null = null;
  if (request.zoneId !== undefined) {
    // Another company's zone is not among these: not found, like a missing or deleted (archived) one.
    zone = zones.find((z) => z.id === request.zoneId) ?? null;
    if (!zone) throw apiError("not-found");
  }

  const shop = { shopBaseUrl: deps.config.shopUrl, companyId, slug: info?.slug ?? null, customDomains: info?.customDomains ?? null };
  const entries = (zone ? [zone] : zones).flatMap((z) =>
    (z.pointsOfSale ?? [])
      .filter((p) => typeof p.id === "string" && p.id !== "")
      .map((pointOfSale) => ({
        zoneName: z.name ?? "",
        name: localized(pointOfSale.name, language, defaultLanguage),
        pointOfSale,
        address: pointOfSaleAddress(shop, pointOfSale.id),
      })),
  );
  return { language, zone, entries };
}

/** A file name part from a zone name: characters file systems refuse replaced. */
export function fileNamePart(list: PointsOfSaleList): string {
  if (!list.zone) return "all";
  const name = list.zone.name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, "_").trim().replace(/\s+/g, "-");
  return name || "zone";
}
