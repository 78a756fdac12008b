// Access rights beyond the matrix: a staff member reads their own access right (the shell watches it); a QR
// secret is read only by who may replace it (the owner, or staff with accounts holding all of its
// permissions); and a QR-login session (the token's `session` claim) ends at once when its code is replaced
// or its access right deleted, for every read and write, while tokens without the claim are not affected.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, onSnapshot, query, setDoc, updateDoc, where, type DocumentReference, type Firestore } from "firebase/firestore";
import { Clients, COMPANY_A, COMPANY_B, seed, startRulesEnvironment, type Identity } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment("demo-rules-accounts");
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const SESSION = "session-one";
const waiterAccount = { companyId: COMPANY_A, name: "Waiter", permissions: ["orders"], qrCodeLogin: true, session: SESSION };
/** A waiter signed in with the QR code of session-one. */
const waiter: Identity = { uid: "waiter-a", claims: { companyId: COMPANY_A, permissions: ["orders"], session: SESSION } };
const ownerA: Identity = { uid: COMPANY_A, claims: { companyId: COMPANY_A, owner: true } };
const order = { companyId: COMPANY_A, status: "new", cartTotal: 1250 };

async function seedShop(account: Record<string, unknown> | null = waiterAccount): Promise<void> {
  await seed(env, {
    [`companies/${COMPANY_A}`]: { companyId: COMPANY_A },
    "orders/order-1": order,
    "activity/waiter-a": { lastTimeOnline: "2026-01-05T12:00:00.000Z" },
    "accounts/other-waiter": { ...waiterAccount, name: "Other", session: "other" },
    "accountKeys/waiter-a": { companyId: COMPANY_A, secret: "s3cr3t-s3cr3t-s3cr3t-s3cr3t-s3cr" },
    ...(account ? { "accounts/waiter-a": account } : {}),
  });
}

describe("a staff member's own access right", () => {
  it("is read by its staff member, who lacks the accounts permission", async () => {
    await seedShop();
    await assertSucceeds(getDoc(doc(clients.as(waiter), "accounts/waiter-a")));
  });

  it("does not open another access right, the QR secret or the list", async () => {
    await seedShop();
    const db = clients.as(waiter);
    await assertFails(getDoc(doc(db, "accounts/other-waiter")));
    await assertFails(getDoc(doc(db, "accountKeys/waiter-a")));
    await assertFails(getDocs(query(collection(db, "accounts"), where("companyId", "==", COMPANY_A))));
  });

  it("is not written by its staff member (no new session, no more permissions)", async () => {
    await seedShop();
    const db = clients.as(waiter);
    await assertFails(updateDoc(doc(db, "accounts/waiter-a"), { permissions: ["orders", "settings"] }));
    await assertFails(updateDoc(doc(db, "accounts/waiter-a"), { session: "mine" }));
    await assertFails(deleteDoc(doc(db, "accounts/waiter-a")));
  });

  it("is not read by a user of the same id in another company", async () => {
    await seedShop();
    await assertFails(getDoc(doc(clients.as({ uid: "waiter-a", claims: { companyId: COMPANY_B, permissions: ["orders"] } }), "accounts/other-waiter")));
  });
});

describe("an access right's QR secret (accountKeys) is seen only by who may replace it", () => {
  const SECRET = "s3cr3t-s3cr3t-s3cr3t-s3cr3t-s3cr";
  /** An access right holding settings (and orders), the printers' secrets among what it opens. */
  const settingsHolder = { companyId: COMPANY_A, name: "Manager", permissions: ["orders", "settings"], qrCodeLogin: true, session: "boss" };
  const seedKeys = () =>
    seed(env, {
      "accounts/boss-a": settingsHolder,
      "accountKeys/boss-a": { companyId: COMPANY_A, secret: SECRET },
      "accounts/runner-a": { ...waiterAccount, name: "Runner", permissions: ["orders"] },
      "accountKeys/runner-a": { companyId: COMPANY_A, secret: SECRET },
      "printerKeys/printer-1": { companyId: COMPANY_A, secret: SECRET },
    });
  const staff = (permissions: string[]): Identity => ({ uid: `staff-${permissions.join("-")}`, claims: { companyId: COMPANY_A, permissions } });

  it("the owner reads and lists every secret of the company", async () => {
    await seedKeys();
    const db = clients.as(ownerA);
    await assertSucceeds(getDoc(doc(db, "accountKeys/boss-a")));
    await assertSucceeds(getDocs(query(collection(db, "accountKeys"), where("companyId", "==", COMPANY_A))));
  });

  it("staff with accounts and every permission of the access right read its secret", async () => {
    await seedKeys();
    await assertSucceeds(getDoc(doc(clients.as(staff(["accounts", "orders", "settings"])), "accountKeys/boss-a")));
    await assertSucceeds(getDoc(doc(clients.as(staff(["accounts", "orders"])), "accountKeys/runner-a")));
  });

  it("staff with accounts lacking one of its permissions do not (accounts + orders against settings), nor list", async () => {
    await seedKeys();
    const manager = clients.as(staff(["accounts", "orders"]));
    await assertFails(getDoc(doc(manager, "accountKeys/boss-a")));
    await assertFails(getDocs(query(collection(manager, "accountKeys"), where("companyId", "==", COMPANY_A))));
    // What the secret would have opened: the printers' secrets, tied to settings.
    await assertFails(getDoc(doc(manager, "printerKeys/printer-1")));
  });

  it("staff holding every permission but accounts do not", async () => {
    await seedKeys();
    await assertFails(getDoc(doc(clients.as(staff(["orders", "settings", "products", "customers", "statistics"])), "accountKeys/boss-a")));
  });

  it("an access right listing owner is closed to staff, whatever they hold", async () => {
    await seed(env, {
      "accounts/odd-a": { ...settingsHolder, permissions: ["owner"] },
      "accountKeys/odd-a": { companyId: COMPANY_A, secret: SECRET },
    });
    await assertFails(getDoc(doc(clients.as(staff(["accounts", "owner"])), "accountKeys/odd-a")));
    await assertSucceeds(getDoc(doc(clients.as(ownerA), "accountKeys/odd-a")));
  });

  it("a key without its access right is the owner's alone", async () => {
    await seed(env, { "accountKeys/orphan-a": { companyId: COMPANY_A, secret: SECRET } });
    await assertFails(getDoc(doc(clients.as(staff(["accounts", "orders", "settings"])), "accountKeys/orphan-a")));
    await assertSucceeds(getDoc(doc(clients.as(ownerA), "accountKeys/orphan-a")));
  });

  it("another company's owner or staff and an anonymous visitor read none", async () => {
    await seedKeys();
    await assertFails(getDoc(doc(clients.as({ uid: COMPANY_B, claims: { companyId: COMPANY_B, owner: true } }), "accountKeys/runner-a")));
    await assertFails(getDoc(doc(clients.as({ uid: "manager-b", claims: { companyId: COMPANY_B, permissions: ["accounts", "orders", "settings"] } }), "accountKeys/runner-a")));
    await assertFails(getDoc(doc(clients.anonymous(), "accountKeys/runner-a")));
  });

  it("nobody writes a secret directly", async () => {
    await seedKeys();
    await assertFails(updateDoc(doc(clients.as(ownerA), "accountKeys/boss-a"), { secret: "another-secret-another-secret-xx" }));
    await assertFails(setDoc(doc(clients.as(staff(["accounts", "orders", "settings"])), "accountKeys/new-a"), { companyId: COMPANY_A, secret: SECRET }));
  });
});

describe("a staff member's activity (the access rights list's last activity)", () => {
  it("is read by the owner and by staff with accounts of the staff member's company, written by no one else", async () => {
    await seedShop();
    await assertSucceeds(getDoc(doc(clients.as(ownerA), "activity/waiter-a")));
    const manager: Identity = { uid: "manager-a", claims: { companyId: COMPANY_A, permissions: ["accounts"] } };
    await assertSucceeds(getDoc(doc(clients.as(manager), "activity/waiter-a")));
    await assertFails(setDoc(doc(clients.as(ownerA), "activity/waiter-a"), { lastTimeOnline: "2026-01-05T12:05:00.000Z" }));
  });

  it("is not read by staff without accounts, nor by another company's owner", async () => {
    await seedShop();
    const cook: Identity = { uid: "cook-a", claims: { companyId: COMPANY_A, permissions: ["orders", "products"] } };
    await assertFails(getDoc(doc(clients.as(cook), "activity/waiter-a")));
    const ownerB: Identity = { uid: COMPANY_B, claims: { companyId: COMPANY_B, owner: true } };
    await assertFails(getDoc(doc(clients.as(ownerB), "activity/waiter-a")));
  });

  it("of a user who is no staff member (no access right) stays private", async () => {
    await seed(env, { "activity/stranger": { lastTimeOnline: "2026-01-05T12:00:00.000Z" } });
    await assertFails(getDoc(doc(clients.as(ownerA), "activity/stranger")));
  });
});

describe("the QR-login session", () => {
  it("while the access right holds the token's session, the staff member works as usual", async () => {
    await seedShop();
    const db = clients.as(waiter);
    await assertSucceeds(getDoc(doc(db, `companies/${COMPANY_A}`)));
    await assertSucceeds(getDoc(doc(db, "orders/order-1")));
    await assertSucceeds(getDoc(doc(db, "activity/waiter-a")));
    await assertSucceeds(setDoc(doc(db, "activity/waiter-a"), { lastTimeOnline: "2026-01-05T12:05:00.000Z" }));
  });

  it("after a new code (another session) every read and write is refused", async () => {
    await seedShop({ ...waiterAccount, session: "session-two" });
    const db = clients.as(waiter);
    await assertFails(getDoc(doc(db, `companies/${COMPANY_A}`)));
    await assertFails(getDoc(doc(db, "orders/order-1")));
    await assertFails(getDocs(query(collection(db, "orders"), where("companyId", "==", COMPANY_A))));
    await assertFails(getDoc(doc(db, "accounts/waiter-a")));
    await assertFails(getDoc(doc(db, "activity/waiter-a")));
    await assertFails(setDoc(doc(db, "activity/waiter-a"), { lastTimeOnline: "2026-01-05T12:05:00.000Z" }));
  });

  it("after the access right is deleted every read and write is refused", async () => {
    await seedShop(null);
    const db = clients.as(waiter);
    await assertFails(getDoc(doc(db, `companies/${COMPANY_A}`)));
    await assertFails(getDoc(doc(db, "orders/order-1")));
    await assertFails(getDoc(doc(db, "activity/waiter-a")));
  });

  it("an access right without a session refuses a token that names one", async () => {
    const { session: _dropped, ...withoutSession } = waiterAccount;
    await seedShop(withoutSession);
    await assertFails(getDoc(doc(clients.as(waiter), `companies/${COMPANY_A}`)));
  });

  // The signed-in shell listens to its own access right: an open listen must be told at once, by a refusal
  // (the admin ends the session on it rather than listening again), when the code is replaced or the right deleted.
  it.each([
    ["a new code", (admin: DocumentReference) => updateDoc(admin, { session: "session-two" })],
    ["the deletion", (admin: DocumentReference) => deleteDoc(admin)],
  ] as const)("an open listen of the own access right is refused on %s", async (_what, end) => {
    await seedShop();
    const events: string[] = [];
    const refused = new Promise<void>((resolve) => {
      const stop = onSnapshot(
        doc(clients.as(waiter), "accounts/waiter-a"),
        (snap) => events.push(snap.exists() ? `session ${String(snap.get("session"))}` : "gone"),
        (error) => {
          events.push(error.code);
          stop();
          resolve();
        },
      );
    });
    await expect.poll(() => events).toEqual([`session ${SESSION}`]);
    await env.withSecurityRulesDisabled((context) => end(doc(context.firestore() as unknown as Firestore, "accounts/waiter-a")));
    await refused;
    expect(events).toEqual([`session ${SESSION}`, "permission-denied"]);
  });

  it("tokens without the claim (the owner, staff of before) are not affected", async () => {
    await seedShop(null);
    await assertSucceeds(getDoc(doc(clients.as(ownerA), `companies/${COMPANY_A}`)));
    await assertSucceeds(getDoc(doc(clients.as({ uid: "cook-a", claims: { companyId: COMPANY_A, permissions: ["orders"] } }), "orders/order-1")));
  });
});
