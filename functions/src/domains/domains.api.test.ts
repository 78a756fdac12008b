// Custom domains against the Firestore and Auth emulators and the Hosting stand-in with its DNS server (both on
// free ports): add (name rule, one domain one company, the limit), check moving new → waiting → connected as the
// stand-in's DNS gets the records, the scheduled check, delete, who may call, another company's domain.
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CustomDomainData, Permission } from "@comanda/shared";
import { startHostingStandIn, type HostingStandIn } from "../../tools/hosting/server";
import { HOSTING_IP } from "../../tools/hosting/constants";
import type { ServerConfig } from "../config";
import { fixedClock } from "../test/standIns";
import { auth, clearProject, createStaff, db, emulatorConfig, idTokenFor, testApp } from "../test/emulator";
import { deleteCompany } from "../company/deleteCompany";
import { resolveDeps } from "../deps";
import { domainsCompanyDeletion } from "./companyDeletion";
import { domainDepsOf } from "./deps";
import { checkPendingDomains } from "./domains";

let standIn: HostingStandIn;
let config: ServerConfig;

beforeAll(async () => {
  standIn = await startHostingStandIn({ certificateReads: 1 });
  config = { ...emulatorConfig, hosting: { apiUrl: standIn.url, authenticated: false, projectId: "demo-api", siteId: "comanda-test", dnsServers: [standIn.dnsServer] } };
});
afterAll(async () => standIn?.close());
beforeEach(async () => {
  await clearProject();
  await fetch(`${standIn.url}/_standin/reset`, { method: "POST" });
});

let owners = 0;
async function owner(): Promise<{ id: string; token: string }> {
  const id = `domains-owner-${++owners}-${Date.now()}`;
  await auth.createUser({ uid: id, displayName: "Owner" });
  await auth.setCustomUserClaims(id, { companyId: id, owner: true, permissions: ["owner"] });
  return { id, token: await idTokenFor(id) };
}

const app = () => testApp({ config, clock: fixedClock });
const add = (token: string, domain: unknown) => request(app()).post("/api/domains").set("Authorization", `Bearer ${token}`).send({ domain });
const check = (token: string, domain: string) => request(app()).post(`/api/domains/${encodeURIComponent(domain)}/check`).set("Authorization", `Bearer ${token}`).send({});
const remove = (token: string, domain: string) => request(app()).delete(`/api/domains/${encodeURIComponent(domain)}`).set("Authorization", `Bearer ${token}`);
const dataOf = (res: request.Response) => (res.body as { data: { domain: CustomDomainData } }).data.domain;
const codeOf = (res: request.Response) => (res.body as { error: { code: string; fields?: Record<string, string[]> } }).error;
const setDns = (add: { type: string; host: string; value: string }[]) =>
  fetch(`${standIn.url}/_standin/dns`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ add }) });
const claimOf = async (domain: string) => (await db.collection("domainClaims").doc(domain).get()).data();

describe("custom domains", () => {
  it("adds a domain once across companies, checks it to connected as the DNS gets its records, and deletes it", async () => {
    const ana = await owner();
    const berta = await owner();
    const domain = "pedidos.bar-ana.example";

    const added = await add(ana.token, " Pedidos.Bar-Ana.example. ");
    expect(added.status).toBe(201);
    const stored = dataOf(added);
    expect(stored).toMatchObject({ companyId: ana.id, domain, status: "new", message: "dns-pending" });
    expect(stored.records).toEqual([
      { type: "A", host: domain, value: HOSTING_IP, action: "add", found: false },
      { type: "TXT", host: domain, value: "hosting-site=comanda-test", action: "add", found: false },
    ]);
    expect(await claimOf(domain)).toMatchObject({ companyId: ana.id });
    expect((await db.doc(`customDomains/${ana.id}_${domain}`).get()).data()).toEqual(stored);
    expect((await db.doc(`companyInfos/${ana.id}`).get()).data()?.customDomains).toEqual([{ domain, status: "new", dnsRecord: { type: "A", host: domain, value: HOSTING_IP } }]);

    // One domain, one company: refused to the other company and again to the same one; nothing of Berta's kept.
    for (const res of [await add(berta.token, domain.toUpperCase()), await add(ana.token, domain)]) {
      expect(res.status).toBe(409);
      expect(codeOf(res).code).toBe("domain-taken");
    }
    expect((await db.collection("customDomains").where("companyId", "==", berta.id).get()).size).toBe(0);
    // The name rule's refusals as field errors.
    for (const [input, code] of [["https://x.example/menu", "domain-not-host"], ["10.0.0.1", "domain-ip-address"], ["bar.web.app", "domain-reserved"], ["bar", "invalid-domain"]] as const) {
      const res = await add(ana.token, input);
      expect(res.status, input).toBe(400);
      expect(codeOf(res).fields, input).toEqual({ domain: [code] });
    }
    expect((await add(ana.token, 42)).status).toBe(400);

    // Another company cannot check or delete it: answered as a missing domain.
    expect((await check(berta.token, domain)).status).toBe(404);
    expect((await remove(berta.token, domain)).status).toBe(404);

    // The TXT record only: ownership seen, the DNS not right yet.
    await setDns([{ type: "TXT", host: domain, value: "hosting-site=comanda-test" }]);
    let res = await check(ana.token, domain);
    expect(res.status).toBe(200);
    expect(dataOf(res)).toMatchObject({ status: "waiting", message: "dns-pending" });
    expect(dataOf(res).records.map((r) => [r.type, r.found])).toEqual([["A", false], ["TXT", true]]);
    expect(dataOf(res).hosting).toMatchObject({ hostState: "HOST_UNHOSTED", ownershipState: "OWNERSHIP_ACTIVE" });

    // Both records: the DNS is right, the certificate still takes a read; a staff member with settings may check.
    await setDns([{ type: "A", host: domain, value: HOSTING_IP }]);
    const settings = await createStaff(ana.id, ["settings"] satisfies Permission[]);
    res = await check(settings.token, domain);
    expect(dataOf(res)).toMatchObject({ status: "waiting", message: "certificate-pending" });
    expect(dataOf(res).records.every((r) => r.found === true)).toBe(true);
    const orders = await createStaff(ana.id, ["orders"]);
    expect((await check(orders.token, domain)).status).toBe(403);
    expect((await add(orders.token, "other.example")).status).toBe(403);

    // The scheduled check connects it.
    expect(await checkPendingDomains(domainDepsOf({ db, clock: fixedClock, config }))).toEqual({ checked: 1, connected: 1, failed: 0 });
    expect((await db.doc(`customDomains/${ana.id}_${domain}`).get()).data()).toMatchObject({ status: "connected", message: "connected" });
    expect((await db.doc(`companyInfos/${ana.id}`).get()).data()?.customDomains).toMatchObject([{ domain, status: "connected" }]);
    expect(dataOf(await check(ana.token, domain))).toMatchObject({ status: "connected", message: "connected" });

    // GET lists the company's own domains only.
    const list = await request(app()).get("/api/domains").set("Authorization", `Bearer ${berta.token}`);
    expect(list.body).toEqual({ data: { domains: [] } });

    // Delete: out of Hosting, document and claim gone; Berta may now add it.
    expect((await remove(ana.token, domain)).body).toEqual({ data: { deleted: true } });
    expect(await claimOf(domain)).toBeUndefined();
    expect((await db.doc(`customDomains/${ana.id}_${domain}`).get()).exists).toBe(false);
    const state = (await (await fetch(`${standIn.url}/_standin/state`)).json()) as { domains: unknown[] };
    expect(state.domains).toEqual([]);
    expect((await db.doc(`companyInfos/${ana.id}`).get()).data()?.customDomains).toEqual([]);
    expect((await add(berta.token, domain)).status).toBe(201);
  });

  it("refuses a sixth domain, keeps nothing when Hosting does not answer, and goes with its company", async () => {
    const ana = await owner();
    for (let i = 1; i <= 5; i++) expect((await add(ana.token, `shop${i}.ana.example`)).status).toBe(201);
    const sixth = await add(ana.token, "shop6.ana.example");
    expect(sixth.status).toBe(409);
    expect(codeOf(sixth).code).toBe("domain-limit");

    const berta = await owner();
    const down = { ...config, hosting: { ...config.hosting!, apiUrl: "http://127.0.0.1:9" } };
    const res = await request(testApp({ config: down, clock: fixedClock })).post("/api/domains").set("Authorization", `Bearer ${berta.token}`).send({ domain: "berta.example" });
    expect(res.status).toBe(502);
    expect(codeOf(res).code).toBe("hosting-unavailable");
    expect(await claimOf("berta.example")).toBeUndefined();
    expect((await db.collection("customDomains").where("companyId", "==", berta.id).get()).size).toBe(0);

    // Deleting the company takes its domains out of Hosting, then their documents and claims.
    await deleteCompany(resolveDeps({ db, auth, config, clock: fixedClock }), ana.id, [domainsCompanyDeletion]);
    expect((await db.collection("customDomains").where("companyId", "==", ana.id).get()).size).toBe(0);
    expect(await claimOf("shop1.ana.example")).toBeUndefined();
    const state = (await (await fetch(`${standIn.url}/_standin/state`)).json()) as { domains: unknown[] };
    expect(state.domains).toEqual([]);
  });
});
