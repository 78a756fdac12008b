// The browser tests' back door into the running emulators (project demo-comanda, the one the admin on
// localhost talks to): read the mail outbox, create and remove throwaway users and companies, mint
// custom tokens, write documents a user would not write from this screen.
import { randomBytes, randomUUID } from "node:crypto";
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type DocumentData } from "firebase-admin/firestore";
import type { LanguageCode, Permission, RegistrationAnswer, RegistrationRequest } from "@comanda/shared";
import { DEMO_COMPANY_ID, DEMO_PASSWORD } from "../../scripts/lib/demo-logins.mjs";

export { DEMO_COMPANY_ID, DEMO_PASSWORD };

/** The project the built admin uses on localhost (web/src/data/firebase.ts). */
export const PROJECT_ID = "demo-comanda";
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST || "127.0.0.1:8080";
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST || "127.0.0.1:9099";
// firebase-admin reads the emulator hosts from the environment; without them it would go to Google.
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;

const APP_NAME = "e2e";
const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId: PROJECT_ID }, APP_NAME);
export const auth = getAuth(app);
export const db = getFirestore(app);

/** Custom claims as the server sets them. */
export interface Claims {
  companyId: string;
  permissions: Permission[];
  owner?: boolean;
}

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:5000";

/** An address nobody else uses: tests never share users. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@e2e.comanda.test`;
}

export interface MailDoc {
  id: string;
  to: string;
  message: { subject: string; html: string; text: string };
}

/** The mail documents (Trigger Email format) addressed to an e-mail address. */
export async function mailsTo(email: string): Promise<MailDoc[]> {
  const snap = await db.collection("mail").where("to", "==", email).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as Omit<MailDoc, "id">) }));
}

/** The first link into the admin a mail holds whose path ends with `path` (e.g. "/login", "/reset-password"). */
export function adminLinkIn(mail: MailDoc, path: string): URL | null {
  const candidates = `${mail.message.text}\n${mail.message.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  for (const raw of candidates) {
    const url = new URL(raw.replace(/&amp;/g, "&"));
    if (url.pathname === `/admin${path}`) return url;
  }
  return null;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
}

/** A user with e-mail and password and the given claims; emailVerified unless said otherwise. */
export async function createUser(options: { tag: string; claims?: Claims; emailVerified?: boolean; displayName?: string }): Promise<TestUser> {
  const email = uniqueEmail(options.tag);
  const password = `pw-${randomUUID()}`;
  const user = await auth.createUser({ email, password, emailVerified: options.emailVerified ?? true, displayName: options.displayName ?? `E2E ${options.tag}` });
  if (options.claims) await auth.setCustomUserClaims(user.uid, options.claims);
  return { uid: user.uid, email, password };
}

/**
 * A staff member of a company without e-mail, as POST /api/accounts makes one: the user, the access right
 * (accounts/{uid} with its session) and the QR secret (accountKeys/{uid}). `qrToken` is the code's token
 * that /admin/token-login?token=… exchanges for a sign-in.
 */
export async function createStaff(companyId: string, permissions: Permission[]): Promise<{ uid: string; qrToken: string }> {
  const uid = `e2e-staff-${randomUUID()}`;
  const session = randomBytes(18).toString("base64url");
  const secret = randomBytes(24).toString("base64url");
  await auth.createUser({ uid, displayName: "E2E staff" });
  await auth.setCustomUserClaims(uid, { companyId, permissions, session });
  const now = new Date().toISOString();
  await db.collection("accounts").doc(uid).set({ companyId, name: "E2E staff", note: "", permissions, qrCodeLogin: true, lastLogin: null, lastActivity: null, session, createdAt: now, updatedAt: now });
  await db.collection("accountKeys").doc(uid).set({ companyId, secret });
  return { uid, qrToken: `${uid}.${secret}` };
}

/**
 * Changes a user's claims as the server does (functions/src/platform/claims.ts): the claims, then the
 * users/{uid}.claimsUpdatedAt stamp that a signed-in admin listens to.
 */
export async function changeClaims(uid: string, claims: Claims): Promise<void> {
  await auth.setCustomUserClaims(uid, claims);
  await db.collection("users").doc(uid).set({ claimsUpdatedAt: new Date().toISOString() }, { merge: true });
}

/**
 * Registers a new company through the public API (as the registration form does) and answers its owner.
 * Registration gives the company a sample catalogue; it is removed again unless `sampleData`, so that a
 * journey starts from the empty catalogue it describes (the intro journey keeps it).
 */
export async function registerCompany(options: {
  tag: string;
  name?: string;
  companyname?: string;
  verified?: boolean;
  sampleData?: boolean;
}): Promise<TestUser & { name: string; companyname: string }> {
  const email = uniqueEmail(options.tag);
  const password = `pw-${randomUUID()}`;
  const name = options.name ?? "Ada Test";
  const companyname = options.companyname ?? `E2E ${options.tag} ${randomUUID().slice(0, 6)}`;
  const body: RegistrationRequest = { email, name, companyname, password, acceptTerms: true, acceptPrivacy: true, language: "en" };
  const res = await fetch(new URL("/api/registration", BASE_URL), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
  const { data } = (await res.json()) as { data: RegistrationAnswer };
  if (options.verified ?? true) await auth.updateUser(data.uid, { emailVerified: true });
  if (!options.sampleData) await removeSampleData(data.uid);
  return { uid: data.uid, email, password, name, companyname };
}

/** Deletes a company's sample catalogue (products, categories and courses marked as sample). */
export async function removeSampleData(companyId: string): Promise<void> {
  for (const collection of ["products", "categories", "courses"]) {
    const samples = await db.collection(collection).where("companyId", "==", companyId).where("sample", "==", true).get();
    await Promise.all(samples.docs.map((d) => d.ref.delete()));
  }
}

const COMPANY_SINGLETONS = ["companies", "companyInfos", "companySettings", "companyApiSettings", "taxInfos", "users"];

/** Removes what a test created for a user or company: the Auth user, its documents and its mails. */
export async function removeUser(user: { uid?: string | null; email?: string | null }): Promise<void> {
  let uid = user.uid ?? null;
  if (!uid && user.email) uid = await auth.getUserByEmail(user.email).then((u) => u.uid, () => null);
  if (uid) {
    await auth.deleteUser(uid).catch(() => undefined);
    const batch = db.batch();
    for (const name of COMPANY_SINGLETONS) batch.delete(db.collection(name).doc(uid));
    // A staff member's access right and QR secret.
    for (const name of ["accounts", "accountKeys"]) batch.delete(db.collection(name).doc(uid));
    await batch.commit();
  }
  if (user.email) {
    const mails = await db.collection("mail").where("to", "==", user.email).get();
    const batch = db.batch();
    mails.docs.forEach((d) => batch.delete(d.ref));
    await batch.commit();
  }
}

/** Adds a new order for a company: a copy of one of its orders, with status "new" and the current date. */
export async function addNewOrder(companyId: string): Promise<string> {
  const sample = await db.collection("orders").where("companyId", "==", companyId).limit(1).get();
  const base: DocumentData = sample.docs[0]?.data() ?? {};
  const id = `e2e-order-${randomUUID()}`;
  await db.collection("orders").doc(id).set({ ...base, companyId, status: "new", dateOrdered: new Date().toISOString() });
  return id;
}

export async function deleteDoc(collection: string, id: string): Promise<void> {
  await db.collection(collection).doc(id).delete();
}

/** An unread notification for a user, with its own text. */
export async function addNotification(userId: string, companyId: string, message: string): Promise<string> {
  const id = `e2e-notification-${randomUUID()}`;
  await db.collection("notifications").doc(id).set({ companyId, userId, date: new Date().toISOString(), read: false, message, orderId: null });
  return id;
}

export async function readDoc(collection: string, id: string): Promise<DocumentData | undefined> {
  return (await db.collection(collection).doc(id).get()).data();
}

/** Enables content languages for a company (the first is the default), with translation tabs shown. */
export async function setContentLanguages(companyId: string, languages: [LanguageCode, ...LanguageCode[]], extra: DocumentData = {}): Promise<void> {
  const i18n = {
    defaultLanguage: languages[0],
    languages: languages.map((language) => ({ language, enabled: true })),
    hideTranslationTabs: false,
    enableAutomaticTranslation: false,
  };
  await db.collection("companySettings").doc(companyId).set({ ...extra, i18n }, { merge: true });
}
