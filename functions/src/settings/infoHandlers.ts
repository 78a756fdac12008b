// HTTP side of POST /api/settings/info and GET /api/shops/:slug (with the zone's and customer's pages and
// stories): read the request, call the plain operation, answer { data }.
import type { InfoSettings, ShopAnswer } from "@comanda/shared";
import { resolveSlug } from "../company/slugClaims";
import { admitCallerLoosely, type CallerLimitRule } from "../http/callerLimit";
import { apiError } from "../http/errors";
import { callerOf, sendData, withBody, type ApiHandler } from "../http/pipeline";
import { saveInfoSettings } from "./info";
import { readShopContent } from "./shopContent";

/**
 * GET /api/shops/:slug per caller: the catalogue asks once per visit (and per language it switches to), so
 * twice the views' 60 leaves room for guests behind one restaurant's Wi-Fi address; unknown slugs count too.
 * Counted loosely (admitCallerLoosely): a burst may pass the limit by the calls that arrive together.
 */
export const SHOP_LIMIT: CallerLimitRule = { name: "shop", calls: 120, windowSeconds: 60 };

export const infoSettingsHandlers = {
  saveInfoSettings: withBody<InfoSettings>(async (call, body) => {
    sendData(call.res, await saveInfoSettings(call.deps, callerOf(call).companyId, body));
  }),
  resolveShop: async ({ req, res, deps, params }) => {
    // Counted without a transaction: a burst of guests behind one address must not queue on one document.
    await admitCallerLoosely(deps, req, res, deps.config.shopCallLimit ? { name: SHOP_LIMIT.name, ...deps.config.shopCallLimit } : SHOP_LIMIT);
    const shop = await resolveSlug(deps.db, params.slug ?? "", deps.clock.now());
    if (!shop) throw apiError("not-found");
    const { zone, customer } = req.query;
    const content = await readShopContent(deps, shop.companyId, {
      zoneId: typeof zone === "string" ? zone : null,
      customerId: typeof customer === "string" ? customer : null,
      lang: req.query.lang,
      acceptLanguage: req.get("accept-language"),
    });
    sendData(res, { ...shop, ...content } satisfies ShopAnswer);
  },
} satisfies Record<string, ApiHandler>;
