// POST /api/settings/frontend: the content languages, translation tabs and automatic translation of
// /settings/frontend. The screen's checks run again here, then the i18n field of companySettings/{companyId}
// is replaced as a whole (the security rules keep clients off it).
import {
  COLLECTIONS,
  frontendSettingsErrors,
  hasFieldErrors,
  storedI18nSettings,
  type FrontendSettings,
  type FrontendSettingsAnswer,
} from "@comanda/shared";
import type { AppDeps } from "../deps";
import { validationError } from "../http/errors";
import { callerOf, sendData, withBody, type ApiHandler } from "../http/pipeline";

export async function saveFrontendSettings(deps: AppDeps, companyId: string, body: FrontendSettings): Promise<FrontendSettingsAnswer> {
  const fields = frontendSettingsErrors(body);
  if (hasFieldErrors(fields)) throw validationError(fields);
  const settings: FrontendSettings = { i18n: storedI18nSettings(body.i18n) };
  // mergeFields replaces i18n whole (a merge would keep languages the screen no longer lists).
  await deps.db.collection(COLLECTIONS.companySettings).doc(companyId).set({ ...settings, companyId }, { mergeFields: ["i18n", "companyId"] });
  return { settings };
}

export const frontendSettingsHandlers = {
  saveFrontendSettings: withBody<FrontendSettings>(async (call, body) => {
    sendData(call.res, await saveFrontendSettings(call.deps, callerOf(call).companyId, body));
  }),
} satisfies Record<string, ApiHandler>;
