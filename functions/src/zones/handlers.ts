// HTTP side of the zone calls: read the request, call the plain operation, answer { data } (or the file).
import { apiError } from "../http/errors";
import type { ApiHandler } from "../http/pipeline";

const notYet: ApiHandler = async () => {
  throw apiError("not-found");
};

export const zoneHandlers = {
  saveZone: notYet,
  pointsOfSalePdf: notYet,
  pointsOfSaleCsv: notYet,
} satisfies Record<string, ApiHandler>;
