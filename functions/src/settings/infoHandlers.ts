// HTTP side of POST /api/settings/info and GET /api/shops/:slug (with the zone's pages and stories):
// read the request, call the plain operation, answer { data }.
import type { InfoSettings, ShopAnswer } from "@comanda/shared";
import { resolveSlug } from "../company/slugClaims";
import { apiError } from "../http/errors";
import { callerOf, sendData, withBody, type ApiHandler } from "../http/pipeline";
import { saveInfoSettings } from "./info";
import { readShopContent } from "./shopContent";

export const infoSettingsHandlers = {
  saveInfoSettings: withBody<InfoSettings>(async (call, body) => {
    sendData(call.res, await saveInfoSettings(call.deps, callerOf(call).companyId, body));
  }),
  resolveShop: async ({ req, res, deps, params }) => {
    const shop = await resolveSlug(deps.db, params.slug ?? "", deps.clock.now());
    if (!shop) throw apiError("not-found");
    const zone = req.query.zone;
    const content = await readShopContent(deps, shop.companyId, {
      zoneId: typeof zone === "string" ? zone : null,
      lang: req.query.lang,
      acceptLanguage: req.get("accept-language"),
    });
    sendData(res, { ...shop, ...content } satisfies ShopAnswer);
  },
} satisfies Record<string, ApiHandler>;
