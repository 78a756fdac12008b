import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { APP_URL, applyVerificationCode, auth, clearProject, mailsTo, oobCodes, testApp } from "../test/emulator";

beforeEach(clearProject);

function codeIn(text: string | undefined): string {
  const code = /oobCode=([^&\s]+)/.exec(text ?? "")?.[1];
  if (!code) throw new Error(`no oobCode in ${text}`);
  return decodeURIComponent(code);
}

describe("POST /api/sendVerificationLink", () => {
  it("mails an unverified user a link whose code verifies the address", async () => {
    const user = await auth.createUser({ email: "new@example.com", password: "secret-123", displayName: "Nuria" });
    const res = await request(testApp()).post("/api/sendVerificationLink").send({ email: "new@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { sent: true } });
    const [mail] = await mailsTo("new@example.com");
    expect(mail?.message.text).toContain(`${APP_URL}/admin/login?mode=verifyEmail&oobCode=`);
    expect(mail?.message.text).toContain("Hello Nuria,");
    const applied = await applyVerificationCode(user.uid, codeIn(mail?.message.text));
    expect(applied.status).toBe(200);
    expect((await auth.getUser(user.uid)).emailVerified).toBe(true);
  });

  it("points the link at an allowed redirect origin", async () => {
    await auth.createUser({ email: "new@example.com", password: "secret-123" });
    await request(testApp()).post("/api/sendVerificationLink").send({ email: "new@example.com", redirect: "http://localhost:5000/admin/login" });
    const [mail] = await mailsTo("new@example.com");
    expect(mail?.message.text).toContain("http://localhost:5000/admin/login?mode=verifyEmail&oobCode=");
  });

  it("sends nothing to an address that is verified already, answering the same", async () => {
    await auth.createUser({ email: "done@example.com", password: "secret-123", emailVerified: true });
    const res = await request(testApp()).post("/api/sendVerificationLink").send({ email: "done@example.com" });
    expect(res.body).toEqual({ data: { sent: true } });
    expect(await mailsTo("done@example.com")).toEqual([]);
  });

  it("sends nothing to an unknown address, answering the same", async () => {
    const res = await request(testApp()).post("/api/sendVerificationLink").send({ email: "ghost@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { sent: true } });
    expect(await mailsTo("ghost@example.com")).toEqual([]);
  });

  it("answers validation for a malformed address", async () => {
    const res = await request(testApp()).post("/api/sendVerificationLink").send({ email: "not-an-address" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "validation", fields: { email: ["format"] } } });
  });
});

describe("POST /api/sendForgotPasswordLink", () => {
  it("mails a reset link into the admin carrying the code Auth issued", async () => {
    await auth.createUser({ email: "forgot@example.com", password: "secret-123", emailVerified: true });
    const res = await request(testApp()).post("/api/sendForgotPasswordLink").send({ email: "forgot@example.com" });
    expect(res.body).toEqual({ data: { sent: true } });
    const [mail] = await mailsTo("forgot@example.com");
    expect(mail?.message.text).toContain(`${APP_URL}/admin/reset-password?oobCode=`);
    const code = codeIn(mail?.message.text);
    expect(await oobCodes()).toContainEqual(expect.objectContaining({ email: "forgot@example.com", requestType: "PASSWORD_RESET", oobCode: code }));
  });

  it("writes the mail in the language of Accept-Language", async () => {
    await auth.createUser({ email: "forgot@example.com", password: "secret-123" });
    await request(testApp()).post("/api/sendForgotPasswordLink").set("Accept-Language", "fr-BE, fr;q=0.9").send({ email: "forgot@example.com" });
    const [mail] = await mailsTo("forgot@example.com");
    expect(mail?.message.subject).toBe("Réinitialisez votre mot de passe Comanda");
  });

  it("sends nothing to an unknown address, answering the same", async () => {
    const res = await request(testApp()).post("/api/sendForgotPasswordLink").send({ email: "ghost@example.com" });
    expect(res.body).toEqual({ data: { sent: true } });
    expect(await mailsTo("ghost@example.com")).toEqual([]);
  });
});
