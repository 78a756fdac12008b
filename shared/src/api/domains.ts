// Custom domains (spec §2 settings "custom domains", §3, §4, §8): the calls' bodies and answers and the
// document the admin reads (customDomains/{companyId}_{domain}, written by the server only).
import type { SchemaObject } from "ajv";
import { objectSchema } from "../entities/common";
import { CUSTOM_DOMAIN_STATUSES, customDomainSchema, type CustomDomainStatus } from "../entities/customDomain";
import { DOMAIN_CHECK_MESSAGES, type DomainCheckMessage } from "../domains/status";

/** DNS record types Hosting asks for (CAA when a domain limits who may issue its certificates). */
export type DomainRecordType = "A" | "AAAA" | "CNAME" | "TXT" | "CAA";

/** One record the owner creates (add) or removes (remove) at their DNS provider, from Hosting's requiredDnsUpdates. */
export interface DomainDnsRecord {
  type: DomainRecordType;
  /** The full name of the record, e.g. "shop.example.com" (without a final dot). */
  host: string;
  value: string;
  action: "add" | "remove";
  /**
   * What the last check read from the DNS: true the record is there (add) or gone (remove); false not yet;
   * null not looked up yet.
   */
  found: boolean | null;
}

/** customDomains/{companyId}_{domain}: a company's custom domain as the last check saw it. */
export interface CustomDomainData {
  companyId: string;
  /** Lower case, punycode for international names (shared/src/domains/domainName.ts). */
  domain: string;
  status: CustomDomainStatus;
  /** Which of §8's messages the configure modal shows; null while Hosting does not hold the domain. */
  message: DomainCheckMessage | null;
  records: DomainDnsRecord[];
  /** Hosting's own states as read at the last check (for support; the status is derived from them). */
  hosting: { hostState: string | null; ownershipState: string | null; certState: string | null; issues: string[] } | null;
  createdAt: string;
  updatedAt: string;
  checkedAt: string | null;
}

/** domainClaims/{domain}: which company holds a domain (one domain, one company). Server only; nobody reads it. */
export interface DomainClaimData {
  companyId: string;
  createdAt: string;
}

/**
 * POST /api/domains: connects a domain to the company's shop. Field errors: domain "invalid-domain",
 * "domain-not-host", "domain-ip-address", "domain-reserved" (shared/src/domains/domainName.ts). 409
 * domain-taken (another company, or this one, holds it), 409 domain-limit (MAX_DOMAINS_PER_COMPANY), 502
 * hosting-unavailable (Hosting refused or did not answer; nothing is kept).
 */
export interface AddDomainRequest {
  domain: string;
}

export const addDomainSchema: SchemaObject = objectSchema({ domain: { type: "string", minLength: 1, maxLength: 300 } }, ["domain"]);

/** The answer of add and check: the domain as stored. */
export interface DomainAnswer {
  domain: CustomDomainData;
}

/** GET /api/domains: the company's domains. */
export interface DomainListAnswer {
  domains: CustomDomainData[];
}

/** POST /api/domains/:domain/check: no body fields. */
export const checkDomainSchema: SchemaObject = objectSchema({});

const domainRecordSchema = objectSchema(
  {
    type: { type: "string", enum: ["A", "AAAA", "CNAME", "TXT", "CAA"] },
    host: { type: "string", minLength: 1, maxLength: 253 },
    value: { type: "string", minLength: 1, maxLength: 1000 },
    action: { type: "string", enum: ["add", "remove"] },
    found: { type: ["boolean", "null"] },
  },
  ["type", "host", "value", "action", "found"],
);

/** The stored document as the server writes it (the demo data and tests check theirs against it). */
export const customDomainDataSchema: SchemaObject = objectSchema(
  {
    companyId: { type: "string", minLength: 1 },
    domain: customDomainSchema.properties.domain,
    status: { type: "string", enum: [...CUSTOM_DOMAIN_STATUSES] },
    message: { type: ["string", "null"], enum: [...DOMAIN_CHECK_MESSAGES, null] },
    records: { type: "array", items: domainRecordSchema, maxItems: 20 },
    hosting: {
      type: ["object", "null"],
      properties: { hostState: { type: ["string", "null"] }, ownershipState: { type: ["string", "null"] }, certState: { type: ["string", "null"] }, issues: { type: "array", items: { type: "string" } } },
      required: ["hostState", "ownershipState", "certState", "issues"],
      additionalProperties: false,
    },
    createdAt: { type: "string" },
    updatedAt: { type: "string" },
    checkedAt: { type: ["string", "null"] },
  },
  ["companyId", "domain", "status", "message", "records", "hosting", "createdAt", "updatedAt", "checkedAt"],
);

export const domainClaimSchema: SchemaObject = objectSchema({ companyId: { type: "string", minLength: 1 }, createdAt: { type: "string" } }, ["companyId", "createdAt"]);
