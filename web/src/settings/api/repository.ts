// API access of the company: the readable settings live (companyApiSettings/{companyId}: enabled, user,
// generatedAt; never the password), changes through /api (the rules keep clients off the document).
import { doc } from "firebase/firestore";
import { apiPath, type ApiSettingsAnswer, type ApiSettingsData, type RegeneratedApiPasswordAnswer } from "@comanda/shared";
import { apiPost } from "../../data/api";
import { useLiveDoc, type Live } from "../../data/live";

export type ApiSettings = { id: string } & Partial<ApiSettingsData>;

/** companyApiSettings/{companyId}; a null id stops listening. */
export function useApiSettingsDoc(companyId: string | null): Live<ApiSettings | null> {
  return useLiveDoc<ApiSettings>(companyId ? (db) => doc(db, "companyApiSettings", companyId) : null, [companyId]);
}

/** POST /api/api-settings: switching on needs a subscription (`subscription-required`). */
export function saveApiSettings(enabled: boolean): Promise<ApiSettingsAnswer> {
  return apiPost<ApiSettingsAnswer>(apiPath("saveApiSettings"), { enabled });
}

/** POST /api/api-settings/regenerate: the new password, answered this once. */
export function regenerateApiPassword(): Promise<RegeneratedApiPasswordAnswer> {
  return apiPost<RegeneratedApiPasswordAnswer>(apiPath("regenerateApiPassword"), {});
}

/** Where the integrator API and its OpenAPI document are reached from this admin's host. */
export function integratorAddress(origin: string): { base: string; openApi: string } {
  return { base: `${origin}/api/v1`, openApi: `${origin}/api/v1/openapi.json` };
}
