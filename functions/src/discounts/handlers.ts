// The /api routes of discounts and vouchers (rows of shared/src/api/routes.ts), each a thin handler over a plain operation.
import type { CreateVouchersRequest, DeletedAnswer, SaveDiscountRequest, VouchersCsvRequest } from "@comanda/shared";
import { callerOf, sendAttachment, sendData, withBody, type ApiHandlers, idParam } from "../http/pipeline";
import { deleteDiscount, saveDiscount } from "./save";
import { createVouchers, exportVouchers } from "./vouchers";
import { printVouchers } from "./voucherSheet";

export const discountHandlers = {
  saveDiscount: withBody<SaveDiscountRequest>(async (call, body) => {
    const id = call.params.id;
    sendData(call.res, await saveDiscount(call.deps, callerOf(call).companyId, id, body), id === undefined ? 201 : 200);
  }),
  deleteDiscount: async (call) => {
    await deleteDiscount(call.deps, callerOf(call).companyId, idParam(call));
    sendData(call.res, { deleted: true } satisfies DeletedAnswer);
  },
  createVouchers: withBody<CreateVouchersRequest>(async (call, body) => {
    sendData(call.res, await createVouchers(call.deps, callerOf(call).companyId, idParam(call), body), 201);
  }),
  vouchersCsv: withBody<VouchersCsvRequest>(async (call, body) => {
    const { csv, fileName } = await exportVouchers(call.deps, callerOf(call).companyId, idParam(call), body);
    sendAttachment(call.res, csv, "text/csv; charset=utf-8", fileName);
  }),
  vouchersPdf: withBody<VouchersCsvRequest>(async (call, body) => {
    const { body: bytes, fileName } = await printVouchers(call.deps, callerOf(call).companyId, idParam(call), body);
    sendAttachment(call.res, Buffer.from(bytes), "application/pdf", fileName);
  }),
} satisfies Partial<ApiHandlers>;
