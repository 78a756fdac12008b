// The Hosting client's real requests (google-auth-library, REST v1beta1 paths) against the local stand-in and
// its DNS server, the DNS lookups of the records, and the stand-in's states moving as the DNS gets the records.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PassThroughClient } from "google-auth-library";
import { domainStatusOf, hostingStatesOf, requiredRecordsOf } from "@comanda/shared";
import { startHostingStandIn, type HostingStandIn } from "../../tools/hosting/server";
import { HOSTING_IP } from "../../tools/hosting/constants";
import { readHostingConfig } from "../config";
import { checkRecords, resolverLookup } from "./dnsCheck";
import { HostingUnavailableError, RestHostingClient, hostingClientOf } from "./hostingClient";

let standIn: HostingStandIn;
let client: RestHostingClient;

beforeAll(async () => {
  standIn = await startHostingStandIn({ certificateReads: 2 });
  client = new RestHostingClient(new PassThroughClient(), { apiUrl: standIn.url, projectId: "p1", siteId: "site-1" });
});
afterAll(async () => standIn?.close());

describe("RestHostingClient and the stand-in", () => {
  it("creates, reads and deletes a custom domain; states follow the DNS, the certificate takes its reads", async () => {
    const domain = "shop.unit.example";
    expect(await client.get(domain)).toBeNull();
    await client.create(domain);
    await client.create(domain); // 409 ALREADY_EXISTS: kept as it is
    let read = await client.get(domain);
    expect(read?.name).toBe(`projects/p1/sites/site-1/customDomains/${domain}`);
    expect(domainStatusOf(hostingStatesOf(read ?? {}))).toEqual({ status: "new", message: "dns-pending" });
    const records = requiredRecordsOf(read ?? {});
    expect(records.map((r) => [r.type, r.value])).toEqual([["A", HOSTING_IP], ["TXT", "hosting-site=site-1"]]);

    const lookup = resolverLookup([standIn.dnsServer]);
    expect((await checkRecords(lookup, records)).map((r) => r.found)).toEqual([false, false]);
    standIn.zone.add({ type: "A", host: domain, value: "203.0.113.9" });
    read = await client.get(domain);
    expect(read?.hostState).toBe("HOST_MISMATCH");
    expect(requiredRecordsOf(read ?? {}).filter((r) => r.action === "remove").map((r) => r.value)).toEqual(["203.0.113.9"]);

    standIn.zone.remove({ type: "A", host: domain, value: "203.0.113.9" });
    for (const r of records) standIn.zone.add(r);
    expect((await checkRecords(lookup, records)).map((r) => r.found)).toEqual([true, true]);
    const views = [];
    for (let i = 0; i < 3; i++) views.push(domainStatusOf(hostingStatesOf((await client.get(domain)) ?? {})).message);
    expect(views).toEqual(["certificate-pending", "certificate-pending", "connected"]);

    await client.delete(domain);
    await client.delete(domain); // 404: gone already
    expect(await client.get(domain)).toBeNull();
  });

  it("answers HostingUnavailableError when Hosting fails or cannot be reached, and null lookups when the DNS does not answer", async () => {
    const failing: Server = createServer((_req, res) => {
      res.writeHead(503, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { code: 503, status: "UNAVAILABLE" } }));
    });
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    try {
      const port = (failing.address() as AddressInfo).port;
      const down = new RestHostingClient(new PassThroughClient(), { apiUrl: `http://127.0.0.1:${port}`, projectId: "p", siteId: "s" });
      await expect(down.get("a.example")).rejects.toBeInstanceOf(HostingUnavailableError);
      await expect(down.create("a.example")).rejects.toMatchObject({ status: 503, operation: "create" });
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
    const closed = new RestHostingClient(new PassThroughClient(), { apiUrl: "http://127.0.0.1:9", projectId: "p", siteId: "s" });
    await expect(closed.delete("a.example")).rejects.toBeInstanceOf(HostingUnavailableError);
    expect(await resolverLookup(["127.0.0.1:9"], 300)({ type: "A", host: "a.example" })).toBeNull();
  });
});

describe("readHostingConfig", () => {
  it("uses the local stand-ins on the emulators and Google's API with credentials in the cloud", () => {
    expect(readHostingConfig({ GCLOUD_PROJECT: "demo-comanda" }, true)).toEqual({
      apiUrl: "http://127.0.0.1:12120",
      authenticated: false,
      projectId: "demo-comanda",
      siteId: "demo-comanda",
      dnsServers: ["127.0.0.1:12121"],
    });
    expect(readHostingConfig({ GCLOUD_PROJECT: "comanda-prod", HOSTING_SITE: "comanda-shop" }, false)).toEqual({
      apiUrl: "https://firebasehosting.googleapis.com",
      authenticated: true,
      projectId: "comanda-prod",
      siteId: "comanda-shop",
      dnsServers: null,
    });
    expect(readHostingConfig({ HOSTING_API_URL: "http://hosting.test/", DNS_SERVERS: "10.0.0.2, 10.0.0.3:5353" }, false)).toMatchObject({ apiUrl: "http://hosting.test", authenticated: false, dnsServers: ["10.0.0.2", "10.0.0.3:5353"] });
    expect(hostingClientOf(readHostingConfig({ GCLOUD_PROJECT: "p" }, true))).toBeInstanceOf(RestHostingClient);
  });
});
