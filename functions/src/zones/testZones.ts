// Zones API test helpers: a registered company (English default, Spanish too), saving zones through the
// API and reading the points-of-sale documents.
import "./testProject";
import request from "supertest";
import type { Zone, ZoneRequest } from "@comanda/shared";
import { db, registeredOwner, testApp } from "../test/emulator";

export interface Company {
  id: string;
  token: string;
  slug: string;
}

export async function company(name = "Bar Ana", settings: Record<string, unknown> = {}): Promise<Company> {
  const owner = await registeredOwner(name);
  await db.collection("companySettings").doc(owner.uid).set(
    {
      companyId: owner.uid,
      i18n: { defaultLanguage: "en", languages: [{ language: "en", enabled: true }, { language: "es", enabled: true }], hideTranslationTabs: false, enableAutomaticTranslation: false },
      ...settings,
    },
    { merge: true },
  );
  const slug = (await db.collection("companyInfos").doc(owner.uid).get()).get("slug") as string;
  return { id: owner.uid, token: owner.token, slug };
}

export function save(token: string, body: unknown, id?: string) {
  return request(testApp())
    .post(id ? `/api/zones/${id}` : "/api/zones/")
    .set("Authorization", `Bearer ${token}`)
    .send(body as object);
}

export async function created(c: Company, body: ZoneRequest): Promise<Zone> {
  const res = await save(c.token, body);
  if (res.status !== 201) throw new Error(`saving a zone answered ${res.status}: ${JSON.stringify(res.body)}`);
  return zoneOf(res);
}

export function zoneOf(res: request.Response): Zone {
  return (res.body as { data: { zone: Zone } }).data.zone;
}

export function fieldsOf(res: request.Response): Record<string, string[]> {
  return (res.body as { error: { fields: Record<string, string[]> } }).error.fields;
}

export async function storedZone(id: string): Promise<Record<string, unknown> | undefined> {
  return (await db.collection("zones").doc(id).get()).data();
}
