// The per-company zone lock of save.ts under parallel saves: unique names and a single default zone hold
// when several POST /api/zones arrive at once.
import "./lockTestProject";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { Zone } from "@comanda/shared";
import { clearProject, db, registeredOwner, testApp } from "../test/emulator";

beforeEach(clearProject);

const PARALLEL = 8;

function save(token: string, body: object, id?: string) {
  return request(testApp())
    .post(id ? `/api/zones/${id}` : "/api/zones/")
    .set("Authorization", `Bearer ${token}`)
    .send(body);
}

async function zonesOf(companyId: string): Promise<Zone[]> {
  const snap = await db.collection("zones").where("companyId", "==", companyId).get();
  return snap.docs.map((d) => ({ ...(d.data() as Zone), id: d.id }));
}

describe("parallel zone saves of one company", () => {
  it(`let exactly one of ${PARALLEL} creates with the same new name through, the others refused as a taken name`, async () => {
    const owner = await registeredOwner();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => save(owner.token, { name: "Terrace" })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(PARALLEL - 1).fill(400)]);
    for (const refused of answers.filter((r) => r.status === 400)) {
      expect((refused.body as { error: { code: string; fields: unknown } }).error).toMatchObject({ code: "validation", fields: { name: ["zone-name-taken"] } });
    }
    expect((await zonesOf(owner.uid)).map((z) => z.name)).toEqual(["Terrace"]);
  });

  it("leave exactly one default zone when two zones are saved as default at the same time", async () => {
    const owner = await registeredOwner();
    const terrace = (await save(owner.token, { name: "Terrace" })).body as { data: { zone: Zone } };
    const bar = (await save(owner.token, { name: "Bar" })).body as { data: { zone: Zone } };
    const answers = await Promise.all([
      save(owner.token, { name: "Terrace", isDefault: true }, terrace.data.zone.id),
      save(owner.token, { name: "Bar", isDefault: true }, bar.data.zone.id),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const defaults = (await zonesOf(owner.uid)).filter((z) => z.isDefault === true);
    expect(defaults).toHaveLength(1);
  });

  it("leave exactly one default zone when several zones are created as default at the same time", async () => {
    const owner = await registeredOwner();
    const names = Array.from({ length: PARALLEL }, (_, i) => `Room ${i + 1}`);
    const answers = await Promise.all(names.map((name) => save(owner.token, { name, isDefault: true })));
    expect(answers.map((r) => r.status), JSON.stringify(answers.map((r) => r.body as unknown))).toEqual(names.map(() => 201));
    const zones = await zonesOf(owner.uid);
    expect(zones).toHaveLength(PARALLEL);
    expect(zones.filter((z) => z.isDefault === true)).toHaveLength(1);
  });

  it("keep companies apart: two companies' parallel creates of the same name both succeed", async () => {
    const [ana, luis] = await Promise.all([registeredOwner("Bar Ana"), registeredOwner("Bar Luis")]);
    const answers = await Promise.all([save(ana.token, { name: "Terrace" }), save(luis.token, { name: "Terrace" })]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
  });
});
