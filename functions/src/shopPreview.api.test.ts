import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { readConfig } from "./config";
import type { AppDeps } from "./deps";
import { clearProject, db, emulatorConfig, testApp } from "./test/emulator";

beforeEach(clearProject);

async function company() {
  await db.collection("companyInfos").doc("c-ana").set({ companyId: "c-ana", brandName: "Bar <Ana>", slug: "bar-ana" });
  await db.collection("companySettings").doc("c-ana").set({ companyId: "c-ana", currency: "EUR", isOpen: true, i18n: { defaultLanguage: "es" } });
  await db.collection("categories").doc("cat-2").set({ companyId: "c-ana", name: { es: "Bebidas" }, sortOrder: 2 });
  await db.collection("categories").doc("cat-1").set({ companyId: "c-ana", name: { es: "Tapas" }, sortOrder: 1 });
  await db.collection("products").doc("p1").set({ companyId: "c-ana", categoryId: "cat-1", sortOrder: 1, name: { es: "Bravas", en: "Spicy potatoes" }, price: 6.5, hidden: false });
  await db.collection("products").doc("p2").set({ companyId: "c-ana", categoryId: "cat-2", sortOrder: 1, name: { es: "Caña" }, price: 2.5, hidden: false });
  await db.collection("products").doc("p3").set({ companyId: "c-ana", categoryId: "cat-1", sortOrder: 2, name: { es: "Secreto" }, price: 9, hidden: true });
}

describe("the local shop preview (emulators only)", () => {
  it("shows the company's visible products by category at its shop address, by slug or company id", async () => {
    await company();
    const res = await request(testApp()).get("/api/emulator/shop/bar-ana?pos=t1");
    expect(res.status).toBe(200);
    expect(res.type).toBe("text/html");
    expect(res.text).toContain("Bar &#60;Ana&#62;");
    expect(res.text.indexOf("Tapas")).toBeLessThan(res.text.indexOf("Bebidas"));
    expect(res.text).toContain("Bravas");
    expect(res.text).not.toContain("Secreto");
    expect((await request(testApp()).get("/api/emulator/shop/c-ana")).text).toContain("Caña");
  });

  it("answers 404 for an address no company has, and is not there outside the emulators", async () => {
    expect((await request(testApp()).get("/api/emulator/shop/nobody")).status).toBe(404);
    await company();
    // Outside the emulators uploads go to Cloud Storage, which these tests do not reach.
    const cloud = testApp({ config: { ...emulatorConfig, isEmulator: false }, uploads: {} as AppDeps["uploads"] });
    expect((await request(cloud).get("/api/emulator/shop/bar-ana")).status).toBe(404);
  });

  it("is where the shop's address leads on the emulators, below the admin's origin", () => {
    expect(readConfig({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080", APP_URL: "http://127.0.0.1:5173/" }).shopUrl).toBe("http://127.0.0.1:5173/api/emulator/shop");
    expect(readConfig({ GCLOUD_PROJECT: "comanda-prod" }).shopUrl).toBe("https://comanda-prod.web.app/shop");
  });
});
