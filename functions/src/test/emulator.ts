// API tests against the running Firestore and Auth emulators, in their own project (demo-api-w<worker>, or the one
// a suite sets in API_TEST_PROJECT before importing this), so that clearing data never touches the demo
// data of demo-comanda nor another suite's.
import { mkdtempSync } from "node:fs";
import request from "supertest";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import type { Permission } from "@comanda/shared";
import { readConfig, type ServerConfig } from "../config";
import type { AppDeps } from "../deps";
import { createApp } from "../app";
import type { Mail } from "../mail/mailer";

/** The whole app (the composition root): feature tests build it through this harness, never by importing ../app. */
export { createApp };

/**
 * The emulated tests run in two workers side by side: each worker's files get projects of their own (the suite's
 * name and the worker's number), so that one worker clearing its data never races the other's.
 */
export const PROJECT_ID = `${process.env.API_TEST_PROJECT ?? "demo-api"}-w${process.env.VITEST_POOL_ID ?? "0"}`;
const FIRESTORE = "127.0.0.1:8080";
const AUTH = "127.0.0.1:9099";

process.env.GCLOUD_PROJECT = PROJECT_ID;
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE;
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH;

const APP_NAME = `api-tests-${PROJECT_ID}`;
const adminApp = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId: PROJECT_ID }, APP_NAME);
export const auth = getAuth(adminApp);
export const db = getFirestore(adminApp);

export const APP_URL = "http://127.0.0.1:5173";

export const emulatorConfig: ServerConfig = {
  ...readConfig({ FIRESTORE_EMULATOR_HOST: FIRESTORE, APP_URL, IOS_APP_VERSION: "1.0.0" }),
  uploadDir: mkdtempSync(join(tmpdir(), "comanda-api-tests-")),
};

export function testApp(given: Partial<AppDeps> = {}) {
  return createApp({ config: emulatorConfig, auth, db, ...given });
}

async function deleteAll(url: string): Promise<void> {
  const res = await fetch(url, { method: "DELETE", headers: { Authorization: "Bearer owner" } });
  if (!res.ok) throw new Error(`DELETE ${url} answered ${res.status}`);
}

/** Empties this project's Firestore and Auth. */
export async function clearProject(): Promise<void> {
  await deleteAll(`http://${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`);
  await deleteAll(`http://${AUTH}/emulator/v1/projects/${PROJECT_ID}/accounts`);
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/**
 * An ID token for a user of demo-api, as the Auth emulator signs it (unsigned, alg "none"), with the
 * user's current custom claims. The emulator's own sign-in endpoints only serve its default project.
 */
export async function idTokenFor(uid: string): Promise<string> {
  const user = await auth.getUser(uid);
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    ...(user.customClaims ?? {}),
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    ...(user.email ? { email: user.email, email_verified: user.emailVerified } : {}),
    firebase: { identities: user.email ? { email: [user.email] } : {}, sign_in_provider: user.email ? "password" : "custom" },
  };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
}

/** The mail documents addressed to an e-mail address. */
export async function mailsTo(email: string): Promise<Mail[]> {
  const snap = await db.collection("mail").where("to", "==", email).get();
  return snap.docs.map((d) => d.data() as Mail);
}

/** The one-time codes the Auth emulator holds for this project. */
export async function oobCodes(): Promise<{ email: string; requestType: string; oobCode: string; oobLink: string }[]> {
  const res = await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await res.json()) as { oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[] };
  return body.oobCodes;
}

/** Applies an e-mail verification code as the admin's login screen does (via Auth's accounts:update). */
export async function applyVerificationCode(uid: string, oobCode: string): Promise<Response> {
  return fetch(`http://${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ localId: uid, oobCode }),
  });
}

/** A staff member of a company (signed in by QR code: no e-mail), with an access-rights account. */
export async function createStaff(companyId: string, permissions: Permission[], uid = `staff-${companyId}-${permissions.join("-")}`) {
  await auth.createUser({ uid, displayName: "Staff" });
  await auth.setCustomUserClaims(uid, { companyId, permissions });
  await db.collection("accounts").doc(uid).set({ companyId, name: "Staff", permissions });
  await db.collection("users").doc(uid).set({ companyId, name: "Staff", displayName: "Staff" });
  return { uid, token: await idTokenFor(uid) };
}

let registrations = 0;

/**
 * Registers an owner through the API, verifies the e-mail and answers the uid (= company id) and a token.
 * Registration gives the company a sample catalogue; it is removed again unless `sampleData`, so that a
 * test starts from the empty catalogue it describes (the sample data's own tests keep it).
 */
export async function registeredOwner(companyname = "Bar Ana", { sampleData = false }: { sampleData?: boolean } = {}) {
  const email = `owner${++registrations}-${Date.now()}@example.com`;
  const res = await request(testApp()).post("/api/registration").send({
    email,
    name: "Ana Pérez",
    companyname,
    password: "secret-123",
    acceptTerms: true,
    acceptPrivacy: true,
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${JSON.stringify(res.body)}`);
  const uid = (res.body as { data: { uid: string } }).data.uid;
  await auth.updateUser(uid, { emailVerified: true });
  if (!sampleData) {
    for (const collection of ["products", "categories", "courses"]) {
      const samples = await db.collection(collection).where("companyId", "==", uid).where("sample", "==", true).get();
      await Promise.all(samples.docs.map((d) => d.ref.delete()));
    }
  }
  return { uid, email, token: await idTokenFor(uid) };
}

/** POSTs a body with the bearer token and keeps the answer's bytes (a PDF, a CSV) in `res.body` as a Buffer. */
export function postForBytes(path: string, token: string, body: object = {}, given: Partial<AppDeps> = {}) {
  return request(testApp(given))
    .post(path)
    .set("Authorization", `Bearer ${token}`)
    .send(body)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
}
