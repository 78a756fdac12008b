// Browser-test helpers of the zone editor: a fresh owner with English and Spanish content, the company's
// zones and general settings written and read through the admin SDK, and the editor's select fields.
import type { Page } from "@playwright/test";
import type { ZoneData } from "@comanda/shared";
import { db, registerCompany, removeUser, setContentLanguages, type TestUser } from "./emulators";

export type Cleanup = (undo: () => Promise<unknown>) => void;

/** A newly registered company (English default, Spanish too), removed with its zones after the test. */
export async function freshOwner(tag: string, cleanup: Cleanup): Promise<TestUser> {
  const owner = await registerCompany({ tag });
  cleanup(async () => {
    const zones = await db.collection("zones").where("companyId", "==", owner.uid).get();
    await Promise.all(zones.docs.map((d) => d.ref.delete()));
    await removeUser(owner);
  });
  await setContentLanguages(owner.uid, ["en", "es"]);
  return owner;
}

/** The company's zones as stored. */
export async function zonesOf(companyId: string): Promise<(Partial<ZoneData> & { id: string })[]> {
  const snap = await db.collection("zones").where("companyId", "==", companyId).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as Partial<ZoneData>) }));
}

/** A zone written straight into Firestore (as an older admin or another screen would have left it). */
export async function addZone(companyId: string, data: Partial<ZoneData>): Promise<string> {
  const ref = await db.collection("zones").add({ companyId, sortOrder: 1000, name: "Zone", archived: false, pointsOfSale: [], ...data });
  return ref.id;
}

/** On-site payment in the general settings (companySettings.enableOfflinePayments). */
export async function setOfflinePayments(companyId: string, enabled: boolean): Promise<void> {
  await db.collection("companySettings").doc(companyId).set({ enableOfflinePayments: enabled }, { merge: true });
}

/** Picks an option of an antd select found by its label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: new RegExp(`^${option}$`) }).first().click();
}

/** The form item around a select found by its label (its text holds the chosen option). */
export function selectItem(page: Page, label: string) {
  return page.locator(".ant-form-item", { has: page.getByRole("combobox", { name: label }) });
}
