// The frontend settings are saved through /api (the server runs the screen's checks; the security rules keep
// clients off companySettings.i18n). Read them live with useCompany().
import { apiPath, type FrontendSettings, type FrontendSettingsAnswer } from "@comanda/shared";
import { apiPost } from "../../data/api";

/** POST /api/settings/frontend: the caller's company; refusals are ApiError `validation` with field errors. */
export function saveFrontendSettings(settings: FrontendSettings): Promise<FrontendSettingsAnswer> {
  return apiPost<FrontendSettingsAnswer>(apiPath("saveFrontendSettings"), settings);
}
