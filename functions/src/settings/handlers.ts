// HTTP side of the settings calls: read the request, call the plain operation, answer { data }.
import type { DeliverySettings, OpeningHoursSettings } from "@comanda/shared";
import { callerOf, sendData, withBody, type ApiHandler } from "../http/pipeline";
import { frontendSettingsHandlers } from "./frontend";
import { generalSettingsHandlers } from "./general";
import { saveDeliverySettings, saveOpeningHoursSettings } from "./save";

export const settingsHandlers = {
  ...generalSettingsHandlers,
  ...frontendSettingsHandlers,
  saveOpeningHoursSettings: withBody<OpeningHoursSettings>(async (call, body) => {
    sendData(call.res, await saveOpeningHoursSettings(call.deps, callerOf(call).companyId, body));
  }),
  saveDeliverySettings: withBody<DeliverySettings>(async (call, body) => {
    sendData(call.res, await saveDeliverySettings(call.deps, callerOf(call).companyId, body));
  }),
} satisfies Record<string, ApiHandler>;
