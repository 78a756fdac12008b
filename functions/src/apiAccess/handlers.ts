// HTTP side of the API access calls: the caller's own company only (a company id in the path must be it).
import type { SaveApiSettingsRequest } from "@comanda/shared";
import { apiError } from "../http/errors";
import * as logs from "../logs";
import { callerOf, sendData, withBody, type ApiCall, type ApiHandler } from "../http/pipeline";
import { regenerateApiPassword, saveApiSettings } from "./settings";

function companyOf(call: ApiCall): string {
  const { companyId } = callerOf(call);
  if (call.params.companyId !== undefined && call.params.companyId !== companyId) throw apiError("forbidden");
  return companyId;
}

export const apiSettingsHandlers = {
  saveApiSettings: withBody<SaveApiSettingsRequest>(async (call, body) => {
    const companyId = companyOf(call);
    const answer = await saveApiSettings(call.deps, companyId, body.enabled);
    logs.apiAccessSwitched(companyId, callerOf(call).uid, body.enabled);
    sendData(call.res, answer);
  }),
  regenerateApiPassword: async (call) => {
    const companyId = companyOf(call);
    // The one answer that holds the password: never cached, never stored by a proxy.
    call.res.set("Cache-Control", "no-store");
    const answer = await regenerateApiPassword(call.deps, companyId);
    logs.apiPasswordRegenerated(companyId, callerOf(call).uid, answer.settings.user ?? "");
    sendData(call.res, answer);
  },
} satisfies Record<string, ApiHandler>;
