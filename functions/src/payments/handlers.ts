// The /api routes of this part (rows of shared/src/api/routes.ts), each a thin handler over a plain operation.
import type { ApiHandlers } from "../http/pipeline";

export const paymentHandlers = {} satisfies Partial<ApiHandlers>;
