// HTTP side of the API access calls: the caller's own company only (a company id in the path must be it).
import type { SaveApiSettingsRequest } from "@comanda/shared";
import { apiError } from "../http/errors";
import { callerOf, sendData, withBody, type ApiCall, type ApiHandler } from "../http/pipeline";
import { regenerateApiPassword, saveApiSettings } from "./settings";

function companyOf(call: ApiCall): string {
  const { companyId } = callerOf(call);
  if (call.params.companyId !== undefined && call.params.companyId !== companyId) throw apiError("forbidden");
  return companyId;
}

export const apiSettingsHandlers = {
  saveApiSettings: withBody<SaveApiSettingsRequest>(async (call, body) => {
    sendData(call.res, await saveApiSettings(call.deps, companyOf(call), body.enabled));
  }),
  regenerateApiPassword: async (call) => {
    const companyId = companyOf(call);
    // The one answer that holds the password: never cached, never stored by a proxy.
    call.res.set("Cache-Control", "no-store");
    sendData(call.res, await regenerateApiPassword(call.deps, companyId));
  },
} satisfies Record<string, ApiHandler>;
