// The /api routes of custom domains (rows of shared/src/api/routes.ts), each a thin handler over domains.ts.
import type { AddDomainRequest, DeletedAnswer, DomainAnswer, DomainListAnswer } from "@comanda/shared";
import { apiError } from "../http/errors";
import { callerOf, sendData, withBody, type ApiCall, type ApiHandlers } from "../http/pipeline";
import { domainDepsOf } from "./deps";
import { addDomain, checkDomain, deleteDomain, listDomains } from "./domains";

function domainParam(call: ApiCall): string {
  const domain = call.params.domain;
  if (!domain) throw apiError("not-found");
  return domain;
}

export const domainHandlers = {
  listDomains: async (call) => {
    sendData(call.res, { domains: await listDomains(call.deps, callerOf(call).companyId) } satisfies DomainListAnswer);
  },
  addDomain: withBody<AddDomainRequest>(async (call, body) => {
    sendData(call.res, { domain: await addDomain(domainDepsOf(call.deps), callerOf(call).companyId, body.domain) } satisfies DomainAnswer, 201);
  }),
  checkDomain: async (call) => {
    sendData(call.res, { domain: await checkDomain(domainDepsOf(call.deps), callerOf(call).companyId, domainParam(call)) } satisfies DomainAnswer);
  },
  deleteDomain: async (call) => {
    await deleteDomain(domainDepsOf(call.deps), callerOf(call).companyId, domainParam(call));
    sendData(call.res, { deleted: true } satisfies DeletedAnswer);
  },
} satisfies Partial<ApiHandlers>;
