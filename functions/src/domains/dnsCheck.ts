// What the DNS answers now for each record the owner must create or remove (node's dns Resolver, asking the
// configured servers): the configure modal marks each record found or missing.
import { Resolver } from "node:dns/promises";
import { dnsValueMatches, type DomainDnsRecord } from "@comanda/shared";

export type DnsLookup = (record: Pick<DomainDnsRecord, "type" | "host">) => Promise<string[] | null>;

const NO_ANSWER = new Set(["ENODATA", "ENOTFOUND", "NXDOMAIN", "ENONAME"]);

/** A lookup through node's Resolver: the record's values; [] when the name or type has none; null when the DNS did not answer. */
export function resolverLookup(servers: readonly string[] | null, timeoutMs = 2_000): DnsLookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  if (servers) resolver.setServers([...servers]);
  return async ({ type, host }) => {
    try {
      switch (type) {
        case "A":
          return await resolver.resolve4(host);
        case "AAAA":
          return await resolver.resolve6(host);
        case "CNAME":
          return await resolver.resolveCname(host);
        case "TXT":
          return (await resolver.resolveTxt(host)).map((chunks) => chunks.join(""));
        case "CAA":
          return (await resolver.resolveCaa(host)).map((caa) => `${caa.critical} ${caa.issue ? `issue "${caa.issue}"` : caa.issuewild ? `issuewild "${caa.issuewild}"` : ""}`);
      }
    } catch (error) {
      if (NO_ANSWER.has((error as { code?: string }).code ?? "")) return [];
      return null;
    }
  };
}

/** Each record with `found` from the DNS now: an added record whose value is there, a removed one that is gone; null unanswered. */
export async function checkRecords(lookup: DnsLookup, records: readonly DomainDnsRecord[]): Promise<DomainDnsRecord[]> {
  return Promise.all(
    records.map(async (record) => {
      const answers = await lookup(record);
      if (answers === null) return { ...record, found: null };
      const present = dnsValueMatches(record, answers);
      return { ...record, found: record.action === "add" ? present : !present };
    }),
  );
}
