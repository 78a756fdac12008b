// HTTP side of the /settings/taxes calls: read the request, call the plain operation, answer { data } (or the CSV).
import type { CorrectTaxRecordRequest, TaxCertificateRequest, TaxSettingsRequest } from "@comanda/shared";
import { callerOf, sendAttachment, sendData, withBody, type ApiHandler, idParam } from "../http/pipeline";
import { uploadTaxCertificate } from "./certificates";
import { exportTaxRecords, taxRecordsCsvQuery } from "./export";
import { cancelTaxRecord, correctTaxRecord } from "./followUps";
import { continueTaxTransmission, saveTaxSettings } from "./settings";

export const taxHandlers = {
  saveTaxSettings: withBody<TaxSettingsRequest>(async (call, body) => {
    sendData(call.res, await saveTaxSettings(call.deps, callerOf(call).companyId, body));
  }),
  uploadTaxCertificate: withBody<TaxCertificateRequest>(async (call, body) => {
    sendData(call.res, await uploadTaxCertificate(call.deps, callerOf(call).companyId, body));
  }),
  continueTaxTransmission: async (call) => {
    sendData(call.res, await continueTaxTransmission(call.deps, callerOf(call).companyId));
  },
  correctTaxRecord: withBody<CorrectTaxRecordRequest>(async (call, body) => {
    sendData(call.res, await correctTaxRecord(call.deps, callerOf(call).companyId, idParam(call, "record-not-found"), body));
  }),
  cancelTaxRecord: async (call) => {
    sendData(call.res, await cancelTaxRecord(call.deps, callerOf(call).companyId, idParam(call, "record-not-found")));
  },
  taxRecordsCsv: async (call) => {
    const query = taxRecordsCsvQuery(call.req.query as Record<string, unknown>);
    const { csv, fileName } = await exportTaxRecords(call.deps, callerOf(call).companyId, query, call.req.get("accept-language"));
    sendAttachment(call.res, csv, "text/csv; charset=utf-8", fileName);
  },
} satisfies Record<string, ApiHandler>;
