// Access rights against the emulators: create, edit, delete and a new QR code (with every refusal and
// escalation attempt), the QR-login exchange, and the end of a QR-login session at once after a new code or a
// deletion: the /api guard answers 401 and firestore.rules refuse the staff member's token.
import "./accountsTestProject";
import { readFileSync } from "node:fs";
import request from "supertest";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AccountData, AccountKeyData, StaffPermission } from "@comanda/shared";
import { errorCodeOf } from "../orders/testOrders";
import { PROJECT_ID, auth, clearProject, createStaff, db, idTokenFor, registeredOwner, testApp } from "../test/emulator";

const FIRESTORE = "http://127.0.0.1:8080";

beforeAll(async () => {
  // This project's client reads go through the product's rules.
  const rules = readFileSync(new URL("../../../firestore.rules", import.meta.url), "utf8");
  const res = await fetch(`${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: rules }] } }),
  });
  if (!res.ok) throw new Error(`loading the rules answered ${res.status}`);
});
beforeEach(clearProject);

function post(token: string, path: string, body: object = {}) {
  return request(testApp()).post(path).set("Authorization", `Bearer ${token}`).send(body);
}
const save = (token: string, body: object, id?: string) => post(token, id ? `/api/accounts/${id}` : "/api/accounts", body);
const remove = (token: string, id: string) => request(testApp()).delete(`/api/accounts/${id}`).set("Authorization", `Bearer ${token}`);
const regenerate = (token: string, id: string) => post(token, `/api/accounts/${id}/qr-code`);
const exchange = (token: unknown) => request(testApp()).post("/api/accounts/qr-login").send({ token });

const accountOf = async (id: string) => (await db.doc(`accounts/${id}`).get()).data() as AccountData | undefined;
const keyOf = async (id: string) => (await db.doc(`accountKeys/${id}`).get()).data() as AccountKeyData | undefined;
const qrTokenOf = async (id: string) => `${id}.${(await keyOf(id))?.secret}`;

/** Creates an access right through the API as `token` and answers its id. */
async function addAccount(token: string, permissions: StaffPermission[], name = "Waiter"): Promise<string> {
  const res = await save(token, { name, note: "Evening shift", permissions });
  if (res.status !== 201) throw new Error(`saving an account answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: string } }).data.id;
}

/** Signs in with the account's QR code: the exchange, then an ID token with the claims it set. */
async function qrSignIn(id: string): Promise<string> {
  const res = await exchange(await qrTokenOf(id));
  if (res.status !== 200) throw new Error(`the exchange answered ${res.status}: ${JSON.stringify(res.body)}`);
  return idTokenFor(id);
}

/** A client read of a document with an ID token, through the rules. */
async function clientGet(idToken: string, path: string): Promise<number> {
  const res = await fetch(`${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`, { headers: { Authorization: `Bearer ${idToken}` } });
  return res.status;
}

function payloadOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
}

describe("POST /api/accounts", () => {
  it("creates an access right: its user with the claims, its QR secret and a session", async () => {
    const owner = await registeredOwner();
    const id = await addAccount(owner.token, ["orders", "products"]);
    const account = await accountOf(id);
    expect(account).toMatchObject({ companyId: owner.uid, name: "Waiter", note: "Evening shift", permissions: ["orders", "products"], qrCodeLogin: true, lastLogin: null });
    expect(account?.session).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(await keyOf(id)).toEqual({ companyId: owner.uid, secret: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) as unknown });
    const user = await auth.getUser(id);
    expect(user.customClaims).toEqual({ companyId: owner.uid, permissions: ["orders", "products"], session: account?.session });
    expect((await db.doc(`users/${id}`).get()).get("companyId")).toBe(owner.uid);
  });

  it("edits an access right: the claims follow, the session and the secret stay", async () => {
    const owner = await registeredOwner();
    const id = await addAccount(owner.token, ["orders"]);
    const before = await accountOf(id);
    const secret = (await keyOf(id))?.secret;
    const res = await save(owner.token, { name: "Head waiter", permissions: ["orders", "customers"] }, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id } });
    expect(await accountOf(id)).toMatchObject({ name: "Head waiter", note: "", permissions: ["orders", "customers"], session: before?.session });
    expect((await keyOf(id))?.secret).toBe(secret);
    expect((await auth.getUser(id)).customClaims).toEqual({ companyId: owner.uid, permissions: ["orders", "customers"], session: before?.session });
    // The staff member's open admin fetches a token with the new claims when the stamp changes.
    expect((await db.doc(`users/${id}`).get()).get("claimsUpdatedAt")).toEqual(expect.stringMatching(/^\d{4}-/) as unknown);
  });

  it("lets staff with accounts give the permissions they hold", async () => {
    const owner = await registeredOwner();
    const manager = await createStaff(owner.uid, ["accounts", "orders", "products"]);
    const id = await addAccount(manager.token, ["orders"]);
    expect(await accountOf(id)).toMatchObject({ companyId: owner.uid, permissions: ["orders"] });
    expect((await save(manager.token, { name: "Cook", permissions: ["orders", "products"] }, id)).status).toBe(200);
  });

  describe("refusals", () => {
    it("staff without accounts may not create, edit, delete or renew", async () => {
      const owner = await registeredOwner();
      const id = await addAccount(owner.token, ["orders"]);
      const waiter = await createStaff(owner.uid, ["orders", "settings", "products", "customers"]);
      for (const res of [await save(waiter.token, { name: "X", permissions: [] }), await save(waiter.token, { name: "X", permissions: [] }, id), await remove(waiter.token, id), await regenerate(waiter.token, id)]) {
        expect(res.status).toBe(403);
        expect(errorCodeOf(res)).toBe("forbidden");
      }
      expect(await accountOf(id)).toMatchObject({ name: "Waiter", permissions: ["orders"] });
    });

    it("staff may not grant a permission they lack, nor owner", async () => {
      const owner = await registeredOwner();
      const manager = await createStaff(owner.uid, ["accounts", "orders"]);
      const id = await addAccount(owner.token, ["orders"]);
      for (const res of [await save(manager.token, { name: "X", permissions: ["orders", "settings"] }), await save(manager.token, { name: "X", permissions: ["accounts", "settings"] }, id)]) {
        expect(res.status).toBe(403);
        expect(errorCodeOf(res)).toBe("forbidden");
      }
      // owner is no staff permission: the schema refuses it for everyone.
      for (const token of [manager.token, owner.token]) expect((await save(token, { name: "X", permissions: ["owner"] })).status).toBe(400);
      expect((await db.collection("accounts").where("companyId", "==", owner.uid).get()).size).toBe(2);
      expect(await accountOf(id)).toMatchObject({ permissions: ["orders"] });
    });

    it("staff may not edit, delete or renew an access right holding a permission they lack", async () => {
      const owner = await registeredOwner();
      const manager = await createStaff(owner.uid, ["accounts", "orders"]);
      const boss = await addAccount(owner.token, ["orders", "settings"], "Manager");
      for (const res of [await save(manager.token, { name: "Demoted", permissions: ["orders"] }, boss), await remove(manager.token, boss), await regenerate(manager.token, boss)]) {
        expect(res.status).toBe(403);
        expect(errorCodeOf(res)).toBe("forbidden");
      }
      expect(await accountOf(boss)).toMatchObject({ name: "Manager", permissions: ["orders", "settings"] });
      expect(await keyOf(boss)).toBeDefined();
    });

    it("staff with accounts and orders cannot become an access right holding settings: its secret stays out of reach", async () => {
      const owner = await registeredOwner();
      const boss = await addAccount(owner.token, ["orders", "settings"], "Manager");
      const manager = await createStaff(owner.uid, ["accounts", "orders"]);
      await db.doc("printerKeys/printer-1").set({ companyId: owner.uid, secret: "printer-secret-printer-secret-pr" });
      const secretBefore = (await keyOf(boss))?.secret;
      const sessionBefore = (await accountOf(boss))?.session;
      // Step one, through the rules: the secret is not the manager's to read…
      expect(await clientGet(manager.token, `accountKeys/${boss}`)).toBe(403);
      // …nor through the API: a new code (which answers the secret) is refused and changes nothing.
      const renewed = await regenerate(manager.token, boss);
      expect(renewed.status).toBe(403);
      expect(errorCodeOf(renewed)).toBe("forbidden");
      expect(JSON.stringify(renewed.body)).not.toContain(secretBefore);
      expect((await keyOf(boss))?.secret).toBe(secretBefore);
      expect((await accountOf(boss))?.session).toBe(sessionBefore);
      // Without the secret there is nothing to exchange, and the printers' secrets stay closed to the manager.
      const guessed = await exchange(`${boss}.${"A".repeat(32)}`);
      expect(guessed.status).toBe(400);
      expect(errorCodeOf(guessed)).toBe("invalid-login-qr");
      expect(await clientGet(manager.token, "printerKeys/printer-1")).toBe(403);
      // What the secret would have given (the holder's own sign-in), so the refusal above is what holds.
      expect(await clientGet(await qrSignIn(boss), "printerKeys/printer-1")).toBe(200);
      // The owner and staff holding every permission of it still see it.
      expect(await clientGet(owner.token, `accountKeys/${boss}`)).toBe(200);
      const peer = await createStaff(owner.uid, ["accounts", "orders", "settings"]);
      expect(await clientGet(peer.token, `accountKeys/${boss}`)).toBe(200);
    });

    it("nobody edits, deletes or renews the owner through an access right", async () => {
      const owner = await registeredOwner();
      const manager = await createStaff(owner.uid, ["accounts", "orders"]);
      for (const token of [manager.token, owner.token]) {
        for (const res of [await save(token, { name: "Owner", permissions: ["orders"] }, owner.uid), await remove(token, owner.uid), await regenerate(token, owner.uid)]) {
          expect(res.status).toBe(403);
          expect(errorCodeOf(res)).toBe("forbidden");
        }
      }
      expect(await accountOf(owner.uid)).toBeUndefined();
      expect((await auth.getUser(owner.uid)).customClaims?.session).toBeUndefined();
    });

    it("another company's access right is answered as missing and stays as it was", async () => {
      const [a, b] = [await registeredOwner("Bar Ana"), await registeredOwner("Bar Berta")];
      const id = await addAccount(b.token, ["orders"]);
      const before = await accountOf(id);
      for (const res of [await save(a.token, { name: "Mine", permissions: ["orders"] }, id), await remove(a.token, id), await regenerate(a.token, id)]) {
        expect(res.status).toBe(404);
        expect(errorCodeOf(res)).toBe("not-found");
      }
      expect(await accountOf(id)).toEqual(before);
    });

    it("an unknown id is not found, and without a token nothing is done", async () => {
      const owner = await registeredOwner();
      expect((await save(owner.token, { name: "X", permissions: [] }, "no-such-account")).status).toBe(404);
      expect((await request(testApp()).post("/api/accounts").send({ name: "X", permissions: [] })).status).toBe(401);
      expect((await db.collection("accounts").get()).size).toBe(0);
    });
  });
});

describe("DELETE /api/accounts/:id", () => {
  it("deletes the access right, its key, its profile and its user", async () => {
    const owner = await registeredOwner();
    const id = await addAccount(owner.token, ["orders"]);
    const res = await remove(owner.token, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { deleted: true } });
    expect(await accountOf(id)).toBeUndefined();
    expect(await keyOf(id)).toBeUndefined();
    expect((await db.doc(`users/${id}`).get()).exists).toBe(false);
    await expect(auth.getUser(id)).rejects.toMatchObject({ code: "auth/user-not-found" });
  });
});

describe("POST /api/accounts/qr-login", () => {
  it("exchanges a valid code for a custom token with the access right's claims and records the login", async () => {
    const owner = await registeredOwner();
    const id = await addAccount(owner.token, ["orders"]);
    const res = await exchange(await qrTokenOf(id));
    expect(res.status).toBe(200);
    const { customToken } = (res.body as { data: { customToken: string } }).data;
    const payload = payloadOf(customToken);
    expect(payload.uid).toBe(id);
    expect(payload.claims).toEqual({ companyId: owner.uid, permissions: ["orders"], session: (await accountOf(id))?.session });
    expect((await auth.getUser(id)).customClaims).toEqual(payload.claims);
    expect((await accountOf(id))?.lastLogin).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown);
  });

  it("refuses a replaced code and takes the new one", async () => {
    const owner = await registeredOwner();
    const id = await addAccount(owner.token, ["orders"]);
    const old = await qrTokenOf(id);
    const renewed = await regenerate(owner.token, id);
    expect(renewed.status).toBe(200);
    const fresh = (renewed.body as { data: { token: string } }).data.token;
    expect(fresh).toBe(await qrTokenOf(id));
    expect(fresh).not.toBe(old);
    const res = await exchange(old);
    expect(res.status).toBe(400);
    expect(errorCodeOf(res)).toBe("invalid-login-qr");
    expect((await exchange(fresh)).status).toBe(200);
  });

  it("refuses the code of a deleted access right", async () => {
    const owner = await registeredOwner();
    const id = await addAccount(owner.token, ["orders"]);
    const token = await qrTokenOf(id);
    await remove(owner.token, id);
    const res = await exchange(token);
    expect(res.status).toBe(400);
    expect(errorCodeOf(res)).toBe("invalid-login-qr");
  });

  it("refuses another company's secret with an account id, and a code whose secret was altered", async () => {
    const [a, b] = [await registeredOwner("Bar Ana"), await registeredOwner("Bar Berta")];
    const mine = await addAccount(a.token, ["orders"]);
    const theirs = await addAccount(b.token, ["orders", "settings"]);
    const secretA = (await keyOf(mine))?.secret ?? "";
    const secretB = (await keyOf(theirs))?.secret ?? "";
    const altered = `${secretB.slice(0, 31)}${secretB.endsWith("A") ? "B" : "A"}`;
    for (const token of [`${theirs}.${secretA}`, `${mine}.${secretB}`, `${theirs}.${altered}`]) {
      const res = await exchange(token);
      expect(res.status, token).toBe(400);
      expect(errorCodeOf(res), token).toBe("invalid-login-qr");
    }
    expect((await accountOf(theirs))?.lastLogin).toBeNull();
  });

  it("answers invalid-login-qr for malformed and unknown codes, and 400 for a token that is no string", async () => {
    const owner = await registeredOwner();
    const id = await addAccount(owner.token, ["orders"]);
    const secret = (await keyOf(id))?.secret ?? "";
    for (const token of ["x", id, `${id}.`, `.${secret}`, `${id}.${secret}.`, `${id}/x.${secret}`, `no-such-account.${secret}`, "a".repeat(400)]) {
      const res = await exchange(token);
      expect(res.status, token).toBe(400);
      expect(errorCodeOf(res), token).toBe("invalid-login-qr");
    }
    for (const token of [42, null, ""]) expect((await exchange(token)).status).toBe(400);
  });

  it("limits the attempts per caller", async () => {
    const app = testApp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await request(app).post("/api/accounts/qr-login").set("X-Forwarded-For", "203.0.113.9").send({ token: "x" })).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("a QR-login session ends at once", () => {
  it("works while the code is valid: the API and the rules accept the staff member's token", async () => {
    const owner = await registeredOwner();
    const id = await addAccount(owner.token, ["accounts", "orders"]);
    const staffToken = await qrSignIn(id);
    expect((await save(staffToken, { name: "Runner", permissions: ["orders"] })).status).toBe(201);
    expect(await clientGet(staffToken, `companies/${owner.uid}`)).toBe(200);
    expect(await clientGet(staffToken, `accounts/${id}`)).toBe(200);
  });

  it("after a new code: the token made before gets 401 from the API and is refused by the rules", async () => {
    const owner = await registeredOwner();
    const id = await addAccount(owner.token, ["accounts", "orders"]);
    const staffToken = await qrSignIn(id);
    expect((await regenerate(owner.token, id)).status).toBe(200);
    const res = await save(staffToken, { name: "Runner", permissions: ["orders"] });
    expect(res.status).toBe(401);
    expect(errorCodeOf(res)).toBe("unauthenticated");
    expect(await clientGet(staffToken, `companies/${owner.uid}`)).toBe(403);
    expect(await clientGet(staffToken, `accounts/${id}`)).toBe(403);
    // The new code signs in again.
    const again = await qrSignIn(id);
    expect(await clientGet(again, `companies/${owner.uid}`)).toBe(200);
  });

  it("after a deletion: the token made before gets 401 from the API and is refused by the rules", async () => {
    const owner = await registeredOwner();
    const id = await addAccount(owner.token, ["accounts", "orders"]);
    const staffToken = await qrSignIn(id);
    expect((await remove(owner.token, id)).status).toBe(200);
    const res = await save(staffToken, { name: "Runner", permissions: ["orders"] });
    expect(res.status).toBe(401);
    expect(errorCodeOf(res)).toBe("unauthenticated");
    expect(await clientGet(staffToken, `companies/${owner.uid}`)).toBe(403);
  });

  it("an edit of the permissions applies to the API at once, within the same session", async () => {
    const owner = await registeredOwner();
    const id = await addAccount(owner.token, ["accounts", "orders"]);
    const staffToken = await qrSignIn(id);
    expect((await save(owner.token, { name: "Waiter", permissions: ["orders"] }, id)).status).toBe(200);
    const res = await save(staffToken, { name: "Runner", permissions: ["orders"] });
    expect(res.status).toBe(403);
    expect(await clientGet(staffToken, `companies/${owner.uid}`)).toBe(200);
  });
});
