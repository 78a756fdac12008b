// The local stand-in of Firebase Hosting's custom-domain API (REST v1beta1 projects.sites.customDomains:
// create, get, list, delete) with its own DNS server (dnsServer.ts). A domain asks for two records, as Hosting
// does for a domain served from its IPs: an A record to Hosting's address and a TXT record `hosting-site=<site>`.
// Every read looks them up in the local DNS: ownership follows the TXT record, the host the A record; once both
// are in place the certificate needs `certificateReads` more reads (default 1) before it is active, so a check
// sees "DNS fine, certificate pending" first, then "connected". Controls under /_standin/: POST dns (records to
// add or remove), GET state, POST reset. Never deployed: npm start, the test scripts and the API tests start it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Resolver } from "node:dns/promises";
import type { HostingCustomDomain } from "@comanda/shared";
import { DnsZone, startDnsServer, type LocalDnsRecord, type LocalRecordType } from "./dnsServer";

import { HOSTING_IP } from "./constants";

export { HOSTING_IP };

export interface HostingStandInOptions {
  /** 0 (default): any free port. */
  port?: number;
  /** The DNS server's port (UDP and TCP); 0 (default): any free port. */
  dnsPort?: number;
  host?: string;
  /** Reads of a domain whose DNS is right before its certificate is active (default 1). */
  certificateReads?: number;
  /** Records in the DNS from the start (e.g. the demo domain's). */
  records?: LocalDnsRecord[];
  /** Custom domains Hosting holds from the start (e.g. the demo company's), by project/site/domain path. */
  domains?: { project: string; site: string; domain: string }[];
  log?: (line: string) => void;
}

export interface HostingStandIn {
  url: string;
  port: number;
  /** The DNS server as "127.0.0.1:port" (DNS_SERVERS). */
  dnsServer: string;
  zone: DnsZone;
  close(): Promise<void>;
}

interface StoredDomain {
  project: string;
  site: string;
  domain: string;
  createTime: string;
  /** Reads since the DNS was right (the certificate's progress). */
  readsWithDns: number;
}

const CERT_STEPS = ["CERT_PREPARING", "CERT_VALIDATING", "CERT_PROPAGATING"];
const RECORD_TYPES: readonly LocalRecordType[] = ["A", "AAAA", "CNAME", "TXT", "CAA"];

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function googleError(res: ServerResponse, status: number, code: string, message: string): void {
  send(res, status, { error: { code: status, message, status: code } });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text.trim() === "" ? {} : JSON.parse(text);
}

function isRecord(value: unknown): value is LocalDnsRecord {
  if (!value || typeof value !== "object") return false;
  const r = value as Record<string, unknown>;
  return RECORD_TYPES.includes(r.type as LocalRecordType) && typeof r.host === "string" && r.host.trim() !== "" && typeof r.value === "string" && r.value.trim() !== "";
}

export async function startHostingStandIn(options: HostingStandInOptions = {}): Promise<HostingStandIn> {
  const host = options.host ?? "127.0.0.1";
  const certificateReads = options.certificateReads ?? 1;
  const log = options.log ?? (() => undefined);
  const zone = new DnsZone();
  for (const record of options.records ?? []) zone.add(record);
  const dns = await startDnsServer(zone, { port: options.dnsPort ?? 0, host });
  const resolver = new Resolver({ timeout: 1_000, tries: 1 });
  resolver.setServers([`${host}:${dns.port}`]);
  const domains = new Map<string, StoredDomain>();
  const keyOf = (project: string, site: string, domain: string) => `${project}/${site}/${domain}`;
  const now = () => new Date().toISOString();
  for (const d of options.domains ?? []) domains.set(keyOf(d.project, d.site, d.domain), { ...d, createTime: now(), readsWithDns: 0 });

  async function lookup(type: "A" | "TXT", name: string): Promise<string[]> {
    try {
      return type === "A" ? await resolver.resolve4(name) : (await resolver.resolveTxt(name)).map((chunks) => chunks.join(""));
    } catch {
      return [];
    }
  }

  /** The resource as Hosting answers it, after reading the DNS now (a read moves the certificate on). */
  async function resource(stored: StoredDomain): Promise<HostingCustomDomain> {
    const { domain, site } = stored;
    const a = await lookup("A", domain);
    const txt = await lookup("TXT", domain);
    const txtValue = `hosting-site=${site}`;
    const hostOk = a.includes(HOSTING_IP);
    const ownershipOk = txt.includes(txtValue);
    const otherA = a.filter((ip) => ip !== HOSTING_IP);
    let certState = "CERT_PREPARING";
    if (hostOk && ownershipOk) {
      certState = stored.readsWithDns >= certificateReads ? "CERT_ACTIVE" : (CERT_STEPS[Math.min(stored.readsWithDns + 1, CERT_STEPS.length - 1)] ?? "CERT_PROPAGATING");
      stored.readsWithDns += 1;
    } else {
      stored.readsWithDns = 0;
    }
    const desired = [
      { domainName: domain, type: "A", rdata: HOSTING_IP, requiredAction: hostOk ? "NONE" : "ADD" },
      { domainName: domain, type: "TXT", rdata: txtValue, requiredAction: ownershipOk ? "NONE" : "ADD" },
    ];
    const discovered = [
      ...a.map((ip) => ({ domainName: domain, type: "A", rdata: ip, requiredAction: ip === HOSTING_IP ? "NONE" : "REMOVE" })),
      ...txt.map((value) => ({ domainName: domain, type: "TXT", rdata: value, requiredAction: "NONE" })),
    ];
    return {
      name: `projects/${stored.project}/sites/${site}/customDomains/${domain}`,
      hostState: hostOk ? (otherA.length > 0 ? "HOST_MISMATCH" : "HOST_ACTIVE") : a.length > 0 ? "HOST_MISMATCH" : "HOST_UNHOSTED",
      ownershipState: ownershipOk ? "OWNERSHIP_ACTIVE" : "OWNERSHIP_MISSING",
      cert: { type: "GROUPED", state: certState },
      requiredDnsUpdates: { checkTime: now(), desired: [{ domainName: domain, records: desired }], discovered: [{ domainName: domain, records: discovered }] },
      issues: hostOk && ownershipOk ? [] : [{ code: 9, message: "The DNS records of the domain are not set up for Firebase Hosting yet." }],
      reconciling: !(hostOk && ownershipOk && certState === "CERT_ACTIVE"),
      ...{ createTime: stored.createTime },
    } as HostingCustomDomain;
  }

  const PATH = /^\/v1beta1\/projects\/([^/]+)\/sites\/([^/]+)\/customDomains(?:\/([^/?]+))?$/;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const method = req.method ?? "GET";
    if (url.pathname.startsWith("/_standin/")) {
      const control = url.pathname.slice("/_standin/".length);
      if (control === "dns" && method === "POST") {
        const body = (await readJson(req)) as { add?: unknown; records?: unknown; remove?: unknown; clear?: unknown };
        const add = Array.isArray(body.add) ? body.add : Array.isArray(body.records) ? body.records : [];
        const remove = Array.isArray(body.remove) ? body.remove : [];
        if (![...add, ...remove].every(isRecord)) return googleError(res, 400, "INVALID_ARGUMENT", "Each record needs type (A, AAAA, CNAME, TXT, CAA), host and value.");
        if (typeof body.clear === "string") zone.clear(body.clear);
        if (body.clear === true) zone.clear();
        for (const record of remove as LocalDnsRecord[]) zone.remove(record);
        for (const record of add as LocalDnsRecord[]) zone.add(record);
        log(`DNS: ${add.length} record(s) added, ${remove.length} removed`);
        return send(res, 200, { records: zone.list() });
      }
      if (control === "dns" && method === "GET") return send(res, 200, { records: zone.list() });
      if (control === "state" && method === "GET") return send(res, 200, { dnsServer: `${host}:${dns.port}`, domains: [...domains.values()], records: zone.list() });
      if (control === "reset" && method === "POST") {
        domains.clear();
        zone.clear();
        return send(res, 200, { reset: true });
      }
      return googleError(res, 404, "NOT_FOUND", "No such control.");
    }
    const match = PATH.exec(url.pathname);
    if (!match) return googleError(res, 404, "NOT_FOUND", "Unknown path.");
    const [, project = "", site = "", rawDomain] = match;
    const domain = rawDomain === undefined ? undefined : decodeURIComponent(rawDomain);
    if (domain === undefined && method === "POST") {
      const id = url.searchParams.get("customDomainId") ?? "";
      if (!/^[a-z0-9.-]+$/.test(id)) return googleError(res, 400, "INVALID_ARGUMENT", "customDomainId must be a domain name.");
      const key = keyOf(project, site, id);
      if (domains.has(key)) return googleError(res, 409, "ALREADY_EXISTS", `Custom domain ${id} already exists.`);
      const stored: StoredDomain = { project, site, domain: id, createTime: now(), readsWithDns: 0 };
      domains.set(key, stored);
      log(`created ${id}`);
      return send(res, 200, { name: `projects/${project}/sites/${site}/customDomains/${id}/operations/create`, done: true, response: await resource(stored) });
    }
    if (domain === undefined && method === "GET") {
      const list = [...domains.values()].filter((d) => d.project === project && d.site === site);
      return send(res, 200, { customDomains: await Promise.all(list.map(resource)) });
    }
    if (domain === undefined) return googleError(res, 405, "METHOD_NOT_ALLOWED", "Method not allowed.");
    const stored = domains.get(keyOf(project, site, domain));
    if (!stored) return googleError(res, 404, "NOT_FOUND", `Custom domain ${domain} not found.`);
    if (method === "GET") return send(res, 200, await resource(stored));
    if (method === "DELETE") {
      domains.delete(keyOf(project, site, domain));
      log(`deleted ${domain}`);
      return send(res, 200, { name: `projects/${project}/sites/${site}/customDomains/${domain}/operations/delete`, done: true });
    }
    return googleError(res, 405, "METHOD_NOT_ALLOWED", "Method not allowed.");
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`stand-in error: ${String(error)}`);
      if (!res.headersSent) googleError(res, 400, "INVALID_ARGUMENT", "Bad request.");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    dnsServer: `${host}:${dns.port}`,
    zone,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dns.close();
    },
  };
}
