// The benchmarks' shared harness (scripts/bench-products.mjs, bench-board.mjs, bench-orders-list.mjs): the
// admin SDK on the running emulators, a fresh owner registered through the API, batched writes and deletes,
// Chromium signed in as that owner, and the removal of the company afterwards.
import { randomUUID } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";

export const BASE = process.env.E2E_BASE_URL ?? "http://127.0.0.1:5000";
export const PROJECT_ID = "demo-comanda";
/** --keep leaves the benchmark's company in place (and prints how to log in). */
export const KEEP = process.argv.includes("--keep");

export const ms = (n) => `${Math.round(n)} ms`;
export const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The value below which a share p of the values lie (the lower one of a tie). */
export const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

// Writes stay under Firestore's 500 operations a batch.
const BATCH = 400;
const COMPANY_DOCS = ["companies", "companyInfos", "companySettings", "companyApiSettings", "taxInfos", "users", "orderCounters"];

/** The admin SDK of one benchmark (its own app name) against the emulators, with the data helpers over it. */
export function benchAdmin(name) {
  process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";
  const app = initializeApp({ projectId: PROJECT_ID }, name);
  const auth = getAuth(app);
  const db = getFirestore(app);

  /** A new company through POST /api/registration, its owner's e-mail verified so that the admin lets them in. */
  async function registerOwner(label) {
    const email = `bench-${label}-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}@bench.comanda.test`;
    const password = `pw-${randomUUID()}`;
    const body = { email, name: "Bench Owner", companyname: `Bench ${label} ${randomUUID().slice(0, 6)}`, password, acceptTerms: true, acceptPrivacy: true, language: "en" };
    const res = await fetch(new URL("/api/registration", BASE), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
    const { data } = await res.json();
    await auth.updateUser(data.uid, { emailVerified: true });
    // The sample catalogue of a new company would add to the measured lists: the benches start empty.
    for (const collection of ["products", "categories", "courses"]) {
      const samples = await db.collection(collection).where("companyId", "==", data.uid).where("sample", "==", true).get();
      await Promise.all(samples.docs.map((d) => d.ref.delete()));
    }
    return { uid: data.uid, email, password };
  }

  /** Writes `{ id, data }` documents in batches. */
  async function writeAll(collection, docs) {
    for (let i = 0; i < docs.length; i += BATCH) {
      const batch = db.batch();
      for (const d of docs.slice(i, i + BATCH)) batch.set(db.collection(collection).doc(d.id), d.data);
      await batch.commit();
    }
  }

  async function deleteAll(collection, ids) {
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = db.batch();
      for (const id of ids.slice(i, i + BATCH)) batch.delete(db.collection(collection).doc(id));
      await batch.commit();
    }
  }

  async function deleteWhere(collection, companyId) {
    const snap = await db.collection(collection).where("companyId", "==", companyId).get();
    await deleteAll(collection, snap.docs.map((d) => d.id));
  }

  /** The company's own documents, its owner's account and the mails sent to them (the benchmark's data is its own to delete). */
  async function removeCompany(owner) {
    for (const name of COMPANY_DOCS) await deleteAll(name, [owner.uid]);
    await auth.deleteUser(owner.uid).catch(() => undefined);
    const mails = await db.collection("mail").where("to", "==", owner.email).get();
    await deleteAll("mail", mails.docs.map((d) => d.id));
  }

  return { auth, db, registerOwner, writeAll, deleteAll, deleteWhere, removeCompany };
}

/** Headless Chromium (CHROMIUM_PATH or the system one) without the background traffic that would blur the timings. */
export async function launchChromium() {
  const { chromium } = await import("@playwright/test");
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** A 1366×900 page signed in to the admin as `owner` (options such as timezoneId are passed on). */
export async function signedInPage(browser, owner, options = {}) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: "en-GB", ...options });
  await page.goto(`${BASE}/admin/login`);
  await page.locator('input[type="email"]').first().fill(owner.email);
  await page.locator('input[type="password"]').first().fill(owner.password);
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL((u) => !u.pathname.endsWith("/login"), { timeout: 30_000 });
  return page;
}
