// The local DNS server of the Hosting stand-in (dns2, UDP and TCP): answers A, AAAA, CNAME, TXT and CAA
// questions from records set through the stand-in's control endpoint (POST /_standin/dns), so that a test or
// a person can "create the DNS record" the owner would create at their provider. Nothing else is answered.
import dns2 from "dns2";

const { Packet } = dns2;

export type LocalRecordType = "A" | "AAAA" | "CNAME" | "TXT" | "CAA";
export interface LocalDnsRecord {
  type: LocalRecordType;
  host: string;
  value: string;
}

const TYPE_CODES: Record<LocalRecordType, number> = { A: Packet.TYPE.A, AAAA: Packet.TYPE.AAAA, CNAME: Packet.TYPE.CNAME, TXT: Packet.TYPE.TXT, CAA: Packet.TYPE.CAA };

function bare(name: string): string {
  return name.trim().replace(/\.$/, "").toLowerCase();
}

/** The records in memory: host → type → values. */
export class DnsZone {
  private readonly records = new Map<string, Map<LocalRecordType, Set<string>>>();

  add(record: LocalDnsRecord): void {
    const host = bare(record.host);
    const types = this.records.get(host) ?? new Map<LocalRecordType, Set<string>>();
    const values = types.get(record.type) ?? new Set<string>();
    values.add(record.type === "CNAME" ? bare(record.value) : record.value.trim());
    types.set(record.type, values);
    this.records.set(host, types);
  }

  remove(record: LocalDnsRecord): void {
    const values = this.records.get(bare(record.host))?.get(record.type);
    values?.delete(record.type === "CNAME" ? bare(record.value) : record.value.trim());
  }

  /** Every record of a host (all of them when host is undefined) goes. */
  clear(host?: string): void {
    if (host === undefined) this.records.clear();
    else this.records.delete(bare(host));
  }

  values(host: string, type: LocalRecordType): string[] {
    return [...(this.records.get(bare(host))?.get(type) ?? [])];
  }

  list(): LocalDnsRecord[] {
    const out: LocalDnsRecord[] = [];
    for (const [host, types] of this.records) for (const [type, values] of types) for (const value of values) out.push({ type, host, value });
    return out;
  }
}

export interface LocalDnsServer {
  port: number;
  close(): Promise<void>;
}

/** Serves the zone on host:port (UDP and TCP; port 0: a free one, the same for both). */
export async function startDnsServer(zone: DnsZone, options: { port?: number; host?: string } = {}): Promise<LocalDnsServer> {
  const host = options.host ?? "127.0.0.1";
  const server = dns2.createServer({
    udp: true,
    tcp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      // dns2 encodes plain answer objects (its typings ask for its Resource class, which it builds itself).
      const answer = (value: Record<string, unknown>) => response.answers.push(value as unknown as (typeof response.answers)[number]);
      for (const question of request.questions) {
        const type = (Object.keys(TYPE_CODES) as LocalRecordType[]).find((t) => TYPE_CODES[t] === question.type);
        if (!type) continue;
        for (const value of zone.values(question.name, type)) {
          const base = { name: question.name, type: question.type, class: Packet.CLASS.IN, ttl: 1 };
          if (type === "A" || type === "AAAA") answer({ ...base, address: value });
          else if (type === "CNAME") answer({ ...base, domain: value });
          else if (type === "TXT") answer({ ...base, data: value });
          else {
            const [flags, tag, ...rest] = value.split(" ");
            answer({ ...base, flags: Number(flags) || 0, tag: tag ?? "issue", value: rest.join(" ").replace(/^"|"$/g, "") });
          }
        }
      }
      send(response);
    },
  });
  // dns2 listens on the UDP port first; TCP takes the same number.
  let port = options.port ?? 0;
  if (port === 0) {
    const { createServer } = await import("node:net");
    port = await new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once("error", reject);
      probe.listen(0, host, () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
  }
  await server.listen({ udp: { port, address: host }, tcp: { port, address: host } });
  return { port, close: () => server.close() };
}
