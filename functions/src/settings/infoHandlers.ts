// HTTP side of POST /api/settings/info and GET /api/shops/:slug: read the request, call the plain
// operation, answer { data }.
import type { InfoSettings, ShopAnswer } from "@comanda/shared";
import { resolveSlug } from "../company/slugClaims";
import { apiError } from "../http/errors";
import { callerOf, sendData, withBody, type ApiHandler } from "../http/pipeline";
import { saveInfoSettings } from "./info";

export const infoSettingsHandlers = {
  saveInfoSettings: withBody<InfoSettings>(async (call, body) => {
    sendData(call.res, await saveInfoSettings(call.deps, callerOf(call).companyId, body));
  }),
  resolveShop: async ({ res, deps, params }) => {
    const shop = await resolveSlug(deps.db, params.slug ?? "", deps.clock.now());
    if (!shop) throw apiError("not-found");
    sendData(res, shop satisfies ShopAnswer);
  },
} satisfies Record<string, ApiHandler>;
