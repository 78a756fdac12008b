// Custom domain that serves the company's shop, with the DNS record the owner must add.
import { nullable, objectSchema } from "./common";

/** unknown: not connected; after a valid DNS entry the certificate still takes time (waiting). */
export const CUSTOM_DOMAIN_STATUSES = ["unknown", "new", "waiting", "connected"] as const;
export type CustomDomainStatus = (typeof CUSTOM_DOMAIN_STATUSES)[number];
export const DNS_RECORD_TYPES = ["A", "AAAA", "CNAME", "TXT"] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

export interface DnsRecord {
  type: DnsRecordType;
  host: string;
  value: string;
}

export interface CustomDomain {
  domain: string;
  status: CustomDomainStatus;
  dnsRecord: DnsRecord | null;
}

export const dnsRecordSchema = objectSchema(
  { type: { type: "string", enum: [...DNS_RECORD_TYPES] }, host: { type: "string", maxLength: 253 }, value: { type: "string", maxLength: 1000 } },
  ["type", "host", "value"],
);

export const customDomainSchema = objectSchema(
  {
    // A host name: dot-separated labels of letters, digits and inner dashes, with a top-level domain.
    domain: { type: "string", maxLength: 253, pattern: "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$" },
    status: { type: "string", enum: [...CUSTOM_DOMAIN_STATUSES] },
    dnsRecord: nullable(dnsRecordSchema),
  },
  ["domain", "status", "dnsRecord"],
);
