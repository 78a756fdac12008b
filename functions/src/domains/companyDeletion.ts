// What a company's deletion removes of its custom domains (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS, type CustomDomainData } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";
import { domainDepsOf } from "./deps";
import { HostingUnavailableError } from "./hostingClient";
import * as logs from "./logs";

export const domainsCompanyDeletion: CompanyDeletionPart = {
  feature: "domains",
  documents: [
    // The claims go too, so another company may connect the domains.
    { collection: COLLECTIONS.domainClaims, by: "companyId" },
    { collection: COLLECTIONS.customDomains, by: "companyId" },
  ],
  /** The domains leave Hosting first, so the product's site stops serving them; a failure stops the deletion (it can be repeated). */
  prepare: async (deps, companyId) => {
    const { hosting } = domainDepsOf(deps);
    const snap = await deps.db.collection(COLLECTIONS.customDomains).where("companyId", "==", companyId).get();
    for (const doc of snap.docs) {
      const { domain } = doc.data() as CustomDomainData;
      try {
        await hosting.delete(domain);
      } catch (error) {
        if (error instanceof HostingUnavailableError) logs.hostingFailed(companyId, domain, "delete", error);
        throw error;
      }
    }
  },
};
