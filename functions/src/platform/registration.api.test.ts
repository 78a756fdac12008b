import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { isUntouchedSample, SAMPLE_CATALOGUE_SIZE } from "@comanda/shared";
import type { Mailer } from "../mail/mailer";
import { APP_URL, auth, clearProject, db, mailsTo, oobCodes, testApp } from "../test/emulator";

const body = {
  email: "ana@example.com",
  name: "Ana Pérez",
  companyname: "Bar Ana",
  password: "secret-123",
  acceptTerms: true,
  acceptPrivacy: true,
};

beforeEach(clearProject);

async function register(payload: object = body, headers: Record<string, string> = {}) {
  return request(testApp()).post("/api/registration").set(headers).send(payload);
}

describe("POST /api/registration", () => {
  it("creates the owner's Auth user with the owner claims", async () => {
    const res = await register();
    expect(res.status).toBe(201);
    const uid = (res.body as { data: { uid: string } }).data.uid;
    const user = await auth.getUser(uid);
    expect(user.email).toBe("ana@example.com");
    expect(user.displayName).toBe("Ana Pérez");
    expect(user.emailVerified).toBe(false);
    expect(user.customClaims).toEqual({ companyId: uid, owner: true, permissions: ["owner"] });
  });

  it("stamps the user's profile with the time its claims changed, the admin's signal to refresh the token", async () => {
    const before = Date.now();
    const { uid } = (await register()).body.data as { uid: string };
    const stamp = (await db.collection("users").doc(uid).get()).get("claimsUpdatedAt") as string;
    expect(Date.parse(stamp)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("writes the company, its info, its settings and the user's profile", async () => {
    const { uid } = (await register({ ...body, language: "ca" })).body.data as { uid: string };
    const read = (collection: string) => db.collection(collection).doc(uid).get();
    const [company, info, settings, profile] = await Promise.all([read("companies"), read("companyInfos"), read("companySettings"), read("users")]);
    expect(company.data()).toMatchObject({ companyId: uid, hasAnActiveSubscription: false });
    expect(info.data()).toMatchObject({ companyId: uid, companyname: "Bar Ana", email: "ana@example.com", firstname: "Ana Pérez", slug: "bar-ana" });
    expect(settings.data()).toMatchObject({ companyId: uid, timezone: "Europe/Madrid", currency: "EUR" });
    expect(settings.get("i18n.defaultLanguage")).toBe("en");
    expect(settings.get("i18n.languages").filter((l: { enabled: boolean }) => l.enabled).map((l: { language: string }) => l.language)).toEqual(["en", "ca"]);
    expect(profile.data()).toMatchObject({ companyId: uid, name: "Ana Pérez", displayName: "Ana Pérez" });
  });

  it("gives the new company a sample catalogue, each document marked as an untouched sample of that company", async () => {
    const { uid } = (await register()).body.data as { uid: string };
    const read = async (collection: string) => (await db.collection(collection).where("companyId", "==", uid).get()).docs.map((d) => ({ id: d.id, ...d.data() }));
    const [products, categories, courses] = await Promise.all([read("products"), read("categories"), read("courses")]);
    expect({ products: products.length, categories: categories.length, courses: courses.length }).toEqual(SAMPLE_CATALOGUE_SIZE);
    for (const doc of [...products, ...categories, ...courses]) expect(isUntouchedSample(doc), doc.id).toBe(true);
    const categoryIds = categories.map((c) => c.id);
    const vat = (await db.collection("companySettings").doc(uid).get()).get("vat") as number;
    for (const product of products) {
      // Priced, at the company's default VAT rate, in one of the sample categories.
      expect(product).toMatchObject({ vat, hidden: false, type: "regular" });
      expect((product as { price?: number }).price).toBeGreaterThan(0);
      expect(categoryIds).toContain((product as { categoryId?: string }).categoryId);
    }
  });

  it("mails a verification link into the admin, in the asked language", async () => {
    await register({ ...body, language: "es" });
    const [mail, ...more] = await mailsTo("ana@example.com");
    expect(more).toEqual([]);
    expect(mail?.message.subject).toBe("Confirma tu dirección de correo electrónico para Comanda");
    expect(mail?.message.text).toMatch(new RegExp(`${APP_URL}/admin/login\\?mode=verifyEmail&oobCode=[\\w-]+`));
  });

  it("makes the Auth emulator's own verification link continue to the admin's login, for the mail's own code", async () => {
    await register();
    const [mail] = await mailsTo("ana@example.com");
    // One code: the mail's own admin link and the emulator's page carry the same one.
    const sent = /oobCode=([\w-]+)/.exec(mail?.message.text ?? "")?.[1];
    const code = (await oobCodes()).find((c) => c.oobCode === sent);
    expect(code?.requestType).toBe("VERIFY_EMAIL");
    // The emulator's page verifies, then redirects (303) to continueUrl. It looks the code up in the emulator's
    // default project (npm start's), not in this test project, so the redirect itself is not followed here.
    const link = new URL(code?.oobLink ?? "http://none");
    expect(link.pathname).toBe("/emulator/action");
    expect(link.searchParams.get("mode")).toBe("verifyEmail");
    expect(link.searchParams.get("continueUrl")).toBe(`${APP_URL}/admin/login?verified=email`);
  });

  it("points the link at the admin's origin when it is allowed", async () => {
    await register(body, { Origin: "http://localhost:5000" });
    const [mail] = await mailsTo("ana@example.com");
    expect(mail?.message.text).toContain("http://localhost:5000/admin/login?mode=verifyEmail&oobCode=");
  });

  it("ignores a foreign origin for the link", async () => {
    await register(body, { Origin: "https://phishing.example.net" });
    const [mail] = await mailsTo("ana@example.com");
    expect(mail?.message.text).toContain(`${APP_URL}/admin/login?`);
    expect(mail?.message.text).not.toContain("phishing");
  });

  it("gives a second company of the same name its own slug", async () => {
    await register();
    const { uid } = (await register({ ...body, email: "other@example.com" })).body.data as { uid: string };
    expect((await db.collection("companyInfos").doc(uid).get()).get("slug")).toBe("bar-ana-2");
  });

  it("answers 409 email-already-in-use for a taken address, creating nothing more", async () => {
    await register();
    const res = await register({ ...body, email: "ANA@example.com", companyname: "Another" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: "email-already-in-use", fields: { email: ["email-already-in-use"] } } });
    expect((await db.collection("companies").get()).size).toBe(1);
  });

  it("answers validation fields for a short password and unaccepted terms, creating no user", async () => {
    const res = await register({ ...body, password: "short", acceptTerms: false });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "validation", fields: { password: ["minLength"], acceptTerms: ["const"] } } });
    await expect(auth.getUserByEmail("ana@example.com")).rejects.toMatchObject({ code: "auth/user-not-found" });
  });

  it("leaves no half-registered account when a step after creating the user fails", async () => {
    const failingMailer: Mailer = {
      async send() {
        throw new Error("outbox unavailable");
      },
    };
    const res = await request(testApp({ mailer: failingMailer })).post("/api/registration").send(body);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: "internal" } });
    await expect(auth.getUserByEmail("ana@example.com")).rejects.toMatchObject({ code: "auth/user-not-found" });
    for (const collection of ["companies", "companyInfos", "companySettings", "users", "products", "categories", "courses", "slugs"]) {
      expect((await db.collection(collection).get()).size, collection).toBe(0);
    }
  });
});
