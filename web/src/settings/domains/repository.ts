// The custom domains' data (spec §2, §3): the company's domains read live under the security rules (written by
// the server only), and added, checked and deleted through /api.
import { useMemo } from "react";
import { collection, query, where } from "firebase/firestore";
import { apiPath, type CustomDomainData, type DomainAnswer } from "@comanda/shared";
import { ApiError, apiDelete, apiPost } from "../../data/api";
import { useLiveQuery, type Live } from "../../data/live";

export type CustomDomainDoc = CustomDomainData & { id: string };

/** Live: the company's domains, oldest first (at most five: sorted here, no index needed). */
export function useDomains(companyId: string | null): Live<CustomDomainDoc[]> {
  const live = useLiveQuery<CustomDomainDoc>(companyId ? (db) => query(collection(db, "customDomains"), where("companyId", "==", companyId)) : null, [companyId]);
  const sorted = useMemo(() => [...live.data].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.domain.localeCompare(b.domain)), [live.data]);
  return useMemo(() => ({ ...live, data: sorted }), [live, sorted]);
}

function domainOf(answer: DomainAnswer | undefined): CustomDomainData {
  if (!answer?.domain) throw new ApiError("incomplete-return-value", 200);
  return answer.domain;
}

/**
 * POST /api/domains: claims the domain and creates it in Hosting; answers it with its DNS records. Refusals:
 * `validation` (domain: invalid-domain, domain-not-host, domain-ip-address, domain-reserved), 409 domain-taken,
 * 409 domain-limit, 502 hosting-unavailable.
 */
export async function addDomain(domain: string): Promise<CustomDomainData> {
  return domainOf(await apiPost<DomainAnswer>(apiPath("addDomain"), { domain }));
}

/** POST /api/domains/:domain/check: Hosting and the DNS read now; the stored status follows. */
export async function checkDomain(domain: string): Promise<CustomDomainData> {
  return domainOf(await apiPost<DomainAnswer>(apiPath("checkDomain", { domain }), {}));
}

/** DELETE /api/domains/:domain: out of Hosting, its claim released. */
export async function deleteDomain(domain: string): Promise<void> {
  await apiDelete<unknown>(apiPath("deleteDomain", { domain }));
}
