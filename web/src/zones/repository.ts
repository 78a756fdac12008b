// The sales zones' data (spec §2–§4, §7): the company's zones read live under the security rules; a zone
// saved whole through /api (defaults, unique names and points of sale checked by the server); hide, close,
// reorder and the soft delete written directly; the points of sale's QR codes as PDF and CSV.
import { collection, doc, query, updateDoc, where, writeBatch } from "firebase/firestore";
import { apiPath, coerceZone, type LanguageCode, type PointsOfSaleDocumentRequest, type Zone, type ZoneRequest, type ZoneSavedAnswer } from "@comanda/shared";
import { useMemo } from "react";
import { ApiError, apiDownload, apiPost } from "../data/api";
import { getDb } from "../data/firebase";
import { useLiveQuery, type Live } from "../data/live";

/**
 * Live: the company's zones by sortOrder, unset fields coerced to the defaults (spec §3, §9).
 * Archived (deleted) zones are left out unless `withArchived` (old orders still name their points of sale).
 */
export function useCompanyZones(companyId: string | null, { withArchived = false } = {}): Live<Zone[]> {
  const live = useLiveQuery<Zone>(companyId ? (db) => query(collection(db, "zones"), where("companyId", "==", companyId)) : null, [companyId]);
  const zones = useMemo(
    () =>
      live.data
        .map((z) => ({ ...coerceZone(z), id: z.id }))
        .filter((z) => withArchived || !z.archived)
        .sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : 1)),
    [live.data, withArchived],
  );
  return useMemo(() => ({ ...live, data: zones }), [live, zones]);
}

/** Creates (no id) or updates a zone through POST /api/zones/{id}; answers the stored zone. */
export async function saveZone(request: ZoneRequest, id?: string): Promise<Zone> {
  const answer = await apiPost<ZoneSavedAnswer>(apiPath("saveZone", id ? { id } : {}), request);
  // A data part without the zone is as incomplete as none: the editor needs the id to go on.
  if (!answer?.zone?.id) throw new ApiError("incomplete-return-value", 200);
  return answer.zone;
}

/** The list's toggles (spec §4: hidden and closed can be toggled). */
export async function setZoneFlag(zoneId: string, flag: "hidden" | "closed", value: boolean): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, "zones", zoneId), { [flag]: value });
}

/** Deleting a zone is a soft delete: archived = true (spec §4). */
export async function archiveZone(zoneId: string): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, "zones", zoneId), { archived: true });
}

/** Writes new sortOrders (drag reorder, rules/sortOrder) in one batch. */
export async function setZoneSortOrders(changes: readonly { id: string; sortOrder: number }[]): Promise<void> {
  if (changes.length === 0) return;
  const db = await getDb();
  const batch = writeBatch(db);
  for (const { id, sortOrder } of changes) batch.update(doc(db, "zones", id), { sortOrder });
  await batch.commit();
}

/** Downloads the printable QR codes (A4 PDF) of every point of sale, or of one zone's. */
export function downloadPointsOfSalePdf(zoneId?: string, language?: LanguageCode): Promise<void> {
  const body: PointsOfSaleDocumentRequest = { ...(zoneId ? { zoneId } : {}), ...(language ? { language } : {}) };
  return apiDownload(apiPath("pointsOfSalePdf"), "points-of-sale.pdf", body);
}

/** Downloads the points of sale as CSV (zone, name, id, address). */
export function downloadPointsOfSaleCsv(zoneId?: string, language?: LanguageCode): Promise<void> {
  const body: PointsOfSaleDocumentRequest = { ...(zoneId ? { zoneId } : {}), ...(language ? { language } : {}) };
  return apiDownload(apiPath("pointsOfSaleCsv"), "points-of-sale.csv", body);
}
