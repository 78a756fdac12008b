// HTTP side of the zone calls: read the request, call the plain operation, answer { data } (or the file).
import type { PointsOfSaleDocumentRequest, ZoneRequest } from "@comanda/shared";
import { callerOf, sendAttachment, sendData, withBody, type ApiCall, type ApiHandler } from "../http/pipeline";
import { uploadOrigin } from "../http/requestOrigin";
import { pointsOfSaleCsv } from "./csv";
import { pointsOfSalePdf } from "./pdf";
import { saveZone } from "./save";

const saveZoneHandler = withBody<ZoneRequest>(async (call, body) => {
  const id = call.params.id;
  sendData(call.res, await saveZone(call.deps, callerOf(call).companyId, id, body), id === undefined ? 201 : 200);
});

const LOCAL_SHOP_PATH = "/api/emulator/shop";

/**
 * The QR codes' addresses as the admin shows them (web/src/zones/shopUrl.ts): on the emulators the shop's local
 * preview lies below the origin the admin came through (Hosting or the Vite dev server), not a fixed port.
 */
function withShopOfCaller(call: ApiCall): ApiCall["deps"] {
  const { config } = call.deps;
  if (!config.isEmulator || !config.shopUrl.endsWith(LOCAL_SHOP_PATH)) return call.deps;
  return { ...call.deps, config: { ...config, shopUrl: `${uploadOrigin(call)}${LOCAL_SHOP_PATH}` } };
}

const pointsOfSalePdfHandler = withBody<PointsOfSaleDocumentRequest>(async (call, body) => {
  const { body: bytes, fileName } = await pointsOfSalePdf(withShopOfCaller(call), callerOf(call).companyId, body);
  sendAttachment(call.res, Buffer.from(bytes), "application/pdf", fileName);
});

const pointsOfSaleCsvHandler = withBody<PointsOfSaleDocumentRequest>(async (call, body) => {
  const { body: csv, fileName } = await pointsOfSaleCsv(withShopOfCaller(call), callerOf(call).companyId, body);
  sendAttachment(call.res, csv, "text/csv; charset=utf-8", fileName);
});

export const zoneHandlers = {
  saveZone: saveZoneHandler,
  pointsOfSalePdf: pointsOfSalePdfHandler,
  pointsOfSaleCsv: pointsOfSaleCsvHandler,
} satisfies Record<string, ApiHandler>;
