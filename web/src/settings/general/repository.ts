// The general settings' data: the save through POST /api/settings/general (the server runs the screen's checks
// and logs VAT changes) and the VAT change log, read live (the server alone writes it).
import { useMemo } from "react";
import { collection, query, where } from "firebase/firestore";
import { apiPath, type GeneralSettings, type GeneralSettingsAnswer, type VatChangeData } from "@comanda/shared";
import { apiPost } from "../../data/api";
import { useLiveQuery, type Live } from "../../data/live";

/** POST /api/settings/general: the caller's company; refusals are ApiError `validation` with field errors and details. */
export function saveGeneralSettings(settings: GeneralSettings): Promise<GeneralSettingsAnswer> {
  return apiPost<GeneralSettingsAnswer>(apiPath("saveGeneralSettings"), settings);
}

export type VatChange = VatChangeData & { id: string };

/** How many of the latest VAT changes the screen shows. */
export const VAT_LOG_SHOWN = 20;

/** Live: the company's latest VAT changes, newest first (sorted here: the log is small and needs no index). */
export function useVatChanges(companyId: string | null): Live<VatChange[]> {
  const live = useLiveQuery<VatChange>(companyId ? (db) => query(collection(db, "vatChanges"), where("companyId", "==", companyId)) : null, [companyId]);
  return useMemo(() => ({ ...live, data: [...live.data].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, VAT_LOG_SHOWN) }), [live]);
}
