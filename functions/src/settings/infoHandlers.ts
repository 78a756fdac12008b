// HTTP side of POST /api/settings/info: read the request, call the plain operation, answer { data }.
import type { InfoSettings } from "@comanda/shared";
import { callerOf, sendData, withBody, type ApiHandler } from "../http/pipeline";
import { saveInfoSettings } from "./info";

export const infoSettingsHandlers = {
  saveInfoSettings: withBody<InfoSettings>(async (call, body) => {
    sendData(call.res, await saveInfoSettings(call.deps, callerOf(call).companyId, body));
  }),
} satisfies Record<string, ApiHandler>;
