// HTTP side of the zone calls: read the request, call the plain operation, answer { data } (or the file).
import type { PointsOfSaleDocumentRequest, ZoneRequest } from "@comanda/shared";
import { callerOf, sendAttachment, sendData, withBody, type ApiHandler } from "../http/pipeline";
import { pointsOfSaleCsv } from "./csv";
import { pointsOfSalePdf } from "./pdf";
import { saveZone } from "./save";

const saveZoneHandler = withBody<ZoneRequest>(async (call, body) => {
  const id = call.params.id;
  sendData(call.res, await saveZone(call.deps, callerOf(call).companyId, id, body), id === undefined ? 201 : 200);
});

const pointsOfSalePdfHandler = withBody<PointsOfSaleDocumentRequest>(async (call, body) => {
  const { body: bytes, fileName } = await pointsOfSalePdf(call.deps, callerOf(call).companyId, body);
  sendAttachment(call.res, Buffer.from(bytes), "application/pdf", fileName);
});

const pointsOfSaleCsvHandler = withBody<PointsOfSaleDocumentRequest>(async (call, body) => {
  const { body: csv, fileName } = await pointsOfSaleCsv(call.deps, callerOf(call).companyId, body);
  sendAttachment(call.res, csv, "text/csv; charset=utf-8", fileName);
});

export const zoneHandlers = {
  saveZone: saveZoneHandler,
  pointsOfSalePdf: pointsOfSalePdfHandler,
  pointsOfSaleCsv: pointsOfSaleCsvHandler,
} satisfies Record<string, ApiHandler>;
