// The rules' edge cases beyond the access matrix: forged or moved companies, tokens from another
// company, unfiltered lists, protected fields and the per-user documents.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type DocumentData, type Firestore } from "firebase/firestore";
import { Clients, COMPANY_A, COMPANY_B, compileRules, firestoreRulesSource, seed, startRulesEnvironment, type Identity } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment();
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const ownerA: Identity = { uid: COMPANY_A, claims: { companyId: COMPANY_A, owner: true } };
const ordersStaffA: Identity = { uid: "waiter-a", claims: { companyId: COMPANY_A, permissions: ["orders"] } };
const ordersStaffB: Identity = { uid: "waiter-b", claims: { companyId: COMPANY_B, permissions: ["orders"] } };

const orderA: DocumentData = { companyId: COMPANY_A, status: "new", cartTotal: 1250, stripePaymentIntentId: "pi_1" };
/** A search tag as the admin creates it (orders, zones, customers, pages and stories are created through /api only, so tags carry the create cases). */
const tagA: DocumentData = { companyId: COMPANY_A, name: { en: "Vegan" }, sortOrder: 1000 };
const cookA: Identity = { uid: "cook-a", claims: { companyId: COMPANY_A, permissions: ["products"] } };
/** A status change as statusChangePatch writes it. */
const toStatus = (from: string, to: string): DocumentData => ({ status: to, previousStatus: from, statusChangedAt: "2026-01-05T12:03:00.000Z" });
const ordersOf = (db: Firestore, companyId: string) => query(collection(db, "orders"), where("companyId", "==", companyId));

describe("the rules file", () => {
  it("compiles without errors or warnings", async () => {
    const { status, answer } = await compileRules("firestore.rules", firestoreRulesSource());
    expect(status, JSON.stringify(answer)).toBe(200);
    expect(answer).not.toHaveProperty("issues");
  });
});

describe("companyId on create", () => {
  it("a tag naming another company is refused, even for the owner", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), "tags/forged"), { ...tagA, companyId: COMPANY_B }));
  });

  it("a category naming another company is refused for staff with products", async () => {
    const cook = clients.as({ uid: "cook-a", claims: { companyId: COMPANY_A, permissions: ["products"] } });
    await assertFails(setDoc(doc(cook, "categories/forged"), { companyId: COMPANY_B, name: { en: "Soups" }, sortOrder: 1000 }));
  });

  it("a tag without companyId is refused", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), "tags/no-company"), { name: { en: "Vegan" }, sortOrder: 1000 }));
  });

  it("a tag whose companyId is not a string is refused", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), "tags/list-company"), { ...tagA, companyId: [COMPANY_A] }));
  });

  it("a tag naming the caller's own company is accepted", async () => {
    await assertSucceeds(setDoc(doc(clients.as(cookA), "tags/own"), tagA));
  });
});

describe("companyId on update", () => {
  beforeEach(() => seed(env, { "orders/order-1": orderA, "zones/zone-1": { companyId: COMPANY_A, name: "Terrace" } }));

  it("moving an order to another company is refused", async () => {
    await assertFails(updateDoc(doc(clients.as(ownerA), "orders/order-1"), { companyId: COMPANY_B }));
  });

  it("removing an order's companyId is refused", async () => {
    await assertFails(updateDoc(doc(clients.as(ownerA), "orders/order-1"), { companyId: deleteField() }));
  });

  it("overwriting an order without companyId is refused", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), "orders/order-1"), { status: "done", cartTotal: 1250, stripePaymentIntentId: "pi_1" }));
  });

  it("moving a zone to another company is refused for staff with zones", async () => {
    const host = clients.as({ uid: "host-a", claims: { companyId: COMPANY_A, permissions: ["zones"] } });
    await assertFails(updateDoc(doc(host, "zones/zone-1"), { companyId: COMPANY_B }));
  });

  it("an update that keeps companyId is accepted", async () => {
    await assertSucceeds(updateDoc(doc(clients.as(ordersStaffA), "orders/order-1"), toStatus("new", "wip")));
  });
});

describe("protected order fields", () => {
  beforeEach(() => seed(env, { "orders/order-1": orderA }));

  it("changing an order's payment reference is refused", async () => {
    await assertFails(updateDoc(doc(clients.as(ownerA), "orders/order-1"), { stripePaymentIntentId: "pi_forged" }));
  });

  it("removing an order's payment reference is refused", async () => {
    await assertFails(updateDoc(doc(clients.as(ownerA), "orders/order-1"), { stripePaymentIntentId: deleteField() }));
  });
});

describe("orders come through /api", () => {
  it("an order written by the owner is refused", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), "orders/own"), { companyId: COMPANY_A, status: "new", cartTotal: 1250 }));
  });

  it("moving an order to an unknown status is refused", async () => {
    await seed(env, { "orders/order-1": orderA });
    await assertFails(updateDoc(doc(clients.as(ordersStaffA), "orders/order-1"), toStatus("new", "archived")));
  });

  it("marking an order done is accepted", async () => {
    await seed(env, { "orders/order-1": orderA });
    await assertSucceeds(updateDoc(doc(clients.as(ordersStaffA), "orders/order-1"), toStatus("new", "done")));
  });
});

describe("another company's staff", () => {
  beforeEach(() => seed(env, { "orders/order-1": orderA }));

  it("staff of company B with orders cannot get company A's order", async () => {
    await assertFails(getDoc(doc(clients.as(ordersStaffB), "orders/order-1")));
  });

  it("staff of company B with orders cannot list company A's orders", async () => {
    await assertFails(getDocs(ordersOf(clients.as(ordersStaffB), COMPANY_A)));
  });

  it("staff of company B with orders cannot update company A's order", async () => {
    await assertFails(updateDoc(doc(clients.as(ordersStaffB), "orders/order-1"), toStatus("new", "done")));
  });

  it("an owner claim for company B opens nothing of company A", async () => {
    const ownerB = clients.as({ uid: "someone", claims: { companyId: COMPANY_B, owner: true } });
    await assertFails(getDoc(doc(ownerB, "orders/order-1")));
  });
});

describe("who counts as owner", () => {
  beforeEach(() =>
    seed(env, { "orders/order-1": orderA, "subscriptions/sub-1": { companyId: COMPANY_A, status: "active" } }),
  );

  it("the user whose uid is the company id is owner without any claims", async () => {
    await assertSucceeds(getDoc(doc(clients.as({ uid: COMPANY_A, claims: {} }), "subscriptions/sub-1")));
  });

  it("a user with owner: true and companyId A in the token is owner of A", async () => {
    const coOwner = clients.as({ uid: "co-owner", claims: { companyId: COMPANY_A, owner: true } });
    await assertSucceeds(getDoc(doc(coOwner, "subscriptions/sub-1")));
  });

  it("listing owner in the permissions claim does not make staff the owner", async () => {
    const staff = clients.as({ uid: "staff-a", claims: { companyId: COMPANY_A, permissions: ["owner"] } });
    await assertFails(getDoc(doc(staff, "orders/order-1")));
  });

  it("a permissions claim that is not a list grants nothing", async () => {
    const staff = clients.as({ uid: "staff-a", claims: { companyId: COMPANY_A, permissions: "orders" as unknown as string[] } });
    await assertFails(getDoc(doc(staff, "orders/order-1")));
  });

  it("a password user whose e-mail is not verified is refused", async () => {
    const unverified = clients.as({ uid: COMPANY_A, claims: { companyId: COMPANY_A, email: "a@example.com", email_verified: false } });
    await assertFails(getDoc(doc(unverified, "orders/order-1")));
  });

  it("a password user whose e-mail is verified is let in", async () => {
    const verified = clients.as({ uid: COMPANY_A, claims: { companyId: COMPANY_A, email: "a@example.com", email_verified: true } });
    await assertSucceeds(getDoc(doc(verified, "orders/order-1")));
  });
});

describe("list queries", () => {
  beforeEach(() => seed(env, { "orders/order-1": orderA, "products/product-1": { companyId: COMPANY_A, sortOrder: 1000 } }));

  it("the owner's order query without a companyId filter is refused", async () => {
    await assertFails(getDocs(collection(clients.as(ownerA), "orders")));
  });

  it("a products query filtered by something other than companyId is refused", async () => {
    await assertFails(getDocs(query(collection(clients.as(ownerA), "products"), where("sortOrder", ">=", 0))));
  });

  it("the owner's order query for another company is refused", async () => {
    await assertFails(getDocs(ordersOf(clients.as(ownerA), COMPANY_B)));
  });

  it("the owner's order query filtered by the own company returns the order", async () => {
    const snapshot = await assertSucceeds(getDocs(ordersOf(clients.as(ownerA), COMPANY_A)));
    if (snapshot.size !== 1) throw new Error(`expected 1 order, got ${snapshot.size}`);
  });
});

describe("vouchers", () => {
  beforeEach(() => seed(env, { "discounts/discount-b": { companyId: COMPANY_B, name: "B's discount" } }));

  it("a voucher of company A under company B's discount is refused", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), "discounts/discount-b/vouchers/v-1"), { companyId: COMPANY_A, name: "Sneaky" }));
  });

  it("a voucher under a discount that does not exist is refused", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), "discounts/missing/vouchers/v-1"), { companyId: COMPANY_A, name: "Orphan" }));
  });
});

describe("company singletons", () => {
  it("the owner cannot create another company's settings", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), `companySettings/${COMPANY_B}`), { companyId: COMPANY_B, currency: "EUR" }));
  });

  it("company settings whose companyId field differs from their id are refused", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), `companySettings/${COMPANY_A}`), { companyId: COMPANY_B, currency: "EUR" }));
  });

  it("company info is written by the server only: not even the owner may set its slug or logo directly", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), `companyInfos/${COMPANY_A}`), { brandName: "Bar A" }));
    await assertFails(setDoc(doc(clients.as(ownerA), `companyInfos/${COMPANY_A}`), { companyId: COMPANY_A, slug: "admin" }, { merge: true }));
  });

  it("nobody reads or claims a slug directly, not even for their own company", async () => {
    await seed(env, { "slugs/bar-a": { companyId: COMPANY_A, slug: "bar-a", current: true, claimedAt: "2026-01-05T12:00:00.000Z", expiresAt: null } });
    await assertFails(getDoc(doc(clients.as(ownerA), "slugs/bar-a")));
    await assertFails(setDoc(doc(clients.as(ownerA), "slugs/bar-b"), { companyId: COMPANY_A, slug: "bar-b", current: true }));
  });
});

describe("printers and print jobs", () => {
  const settingsStaff: Identity = { uid: "manager-a", claims: { companyId: COMPANY_A, permissions: ["settings"] } };
  const ownerB: Identity = { uid: COMPANY_B, claims: { companyId: COMPANY_B, owner: true } };
  const printer = { companyId: COMPANY_A, name: "Kitchen", paperWidth: 80, locationsFilter: [], enabled: true, mac: "00:11:62:00:00:01", printOrderTickets: true, printOrderReceipts: false };
  const job = { companyId: COMPANY_A, status: "queued", printerName: "Kitchen", printerId: "printer-1", orderId: "order-1", handout: { token: "job-1.n", at: "2026-01-05T12:00:00.000Z" } };
  const key = { companyId: COMPANY_A, secret: "s3cr3t-s3cr3t-s3cr3t-s3cr3t-s3cr3", mac: "00:11:62:00:00:01", enabled: true, paperWidth: 80 };
  const status = { companyId: COMPANY_A, status: "200 OK", lastSeen: "2026-01-05T12:00:00.000Z" };
  beforeEach(() =>
    seed(env, {
      "printers/printer-1": printer,
      "printJobs/job-1": job,
      "printerKeys/printer-1": key,
      "printer-status/printer-1": status,
      "printerMacs/00:11:62:00:00:01": { companyId: COMPANY_A, printerId: "printer-1" },
    }),
  );

  it("staff with settings read the printer, its key, its status and its jobs", async () => {
    const db = clients.as(settingsStaff);
    for (const path of ["printers/printer-1", "printerKeys/printer-1", "printer-status/printer-1", "printJobs/job-1"]) {
      await assertSucceeds(getDoc(doc(db, path)));
    }
  });

  it("staff with settings cannot cancel a job directly (the API resets its hand-out too)", async () => {
    await assertFails(updateDoc(doc(clients.as(settingsStaff), "printJobs/job-1"), { status: "canceled" }));
  });

  it("the owner cannot print a job again directly", async () => {
    await assertFails(updateDoc(doc(clients.as(ownerA), "printJobs/job-1"), { status: "new" }));
  });

  it("staff with settings cannot create, change or delete a printer (its MAC is claimed by the API)", async () => {
    const db = clients.as(settingsStaff);
    await assertFails(setDoc(doc(db, "printers/printer-2"), { ...printer, mac: "00:11:62:00:00:02" }));
    await assertFails(updateDoc(doc(db, "printers/printer-1"), { mac: "00:11:62:00:00:09" }));
    await assertFails(deleteDoc(doc(db, "printers/printer-1")));
  });

  it("staff with settings cannot write a key, a status or a MAC claim", async () => {
    const db = clients.as(settingsStaff);
    await assertFails(updateDoc(doc(db, "printerKeys/printer-1"), { secret: "mine-mine-mine-mine-mine-mine-mi" }));
    await assertFails(setDoc(doc(db, "printerKeys/printer-2"), { ...key, mac: "00:11:62:00:00:02" }));
    await assertFails(updateDoc(doc(db, "printer-status/printer-1"), { status: "410 Paper empty" }));
    await assertFails(setDoc(doc(db, "printJobs/job-2"), { ...job, status: "new" }));
    await assertFails(setDoc(doc(db, "printerMacs/00:11:62:00:00:02"), { companyId: COMPANY_A, printerId: "printer-2" }));
    await assertFails(getDoc(doc(db, "printerMacs/00:11:62:00:00:01")));
  });

  it("staff with orders read the company's jobs (the order detail) but not its printers, keys or status", async () => {
    const db = clients.as(ordersStaffA);
    await assertSucceeds(getDoc(doc(db, "printJobs/job-1")));
    await assertSucceeds(getDocs(query(collection(db, "printJobs"), where("companyId", "==", COMPANY_A), where("orderId", "==", "order-1"))));
    await assertFails(getDoc(doc(db, "printers/printer-1")));
    await assertFails(getDoc(doc(db, "printerKeys/printer-1")));
    await assertFails(getDoc(doc(db, "printer-status/printer-1")));
    await assertFails(updateDoc(doc(db, "printJobs/job-1"), { status: "canceled" }));
  });

  it("another company sees none of it", async () => {
    for (const who of [ownerB, ordersStaffB]) {
      const db = clients.as(who);
      for (const path of ["printers/printer-1", "printerKeys/printer-1", "printer-status/printer-1", "printJobs/job-1", "printerMacs/00:11:62:00:00:01"]) {
        await assertFails(getDoc(doc(db, path)));
      }
      await assertFails(getDocs(query(collection(db, "printJobs"), where("companyId", "==", COMPANY_A))));
    }
  });
});

describe("notifications", () => {
  const mine: Identity = { uid: "user-1", claims: { companyId: COMPANY_A, permissions: ["orders"] } };
  const colleague: Identity = { uid: "user-2", claims: { companyId: COMPANY_A, permissions: ["orders"] } };
  beforeEach(() =>
    seed(env, { "notifications/n-1": { companyId: COMPANY_A, userId: "user-1", read: false, date: 1_700_000_000_000 } }),
  );

  it("another user of the same company cannot read it", async () => {
    await assertFails(getDoc(doc(clients.as(colleague), "notifications/n-1")));
  });

  it("another user cannot list the addressee's notifications", async () => {
    await assertFails(getDocs(query(collection(clients.as(colleague), "notifications"), where("userId", "==", "user-1"))));
  });

  it("the company owner cannot read a staff member's notification", async () => {
    await assertFails(getDoc(doc(clients.as(ownerA), "notifications/n-1")));
  });

  it("another user cannot mark it read", async () => {
    await assertFails(updateDoc(doc(clients.as(colleague), "notifications/n-1"), { read: true }));
  });

  it("the addressee may mark it read", async () => {
    await assertSucceeds(updateDoc(doc(clients.as(mine), "notifications/n-1"), { read: true }));
  });

  it("the addressee may not change anything but read", async () => {
    await assertFails(updateDoc(doc(clients.as(mine), "notifications/n-1"), { read: true, date: 0 }));
  });

  it("the addressee may not hand it to another user", async () => {
    await assertFails(updateDoc(doc(clients.as(mine), "notifications/n-1"), { userId: "user-2" }));
  });

  it("read must stay a boolean", async () => {
    await assertFails(updateDoc(doc(clients.as(mine), "notifications/n-1"), { read: "yes" }));
  });

  it("a user cannot create a notification, not even for themself", async () => {
    await assertFails(setDoc(doc(clients.as(mine), "notifications/n-2"), { companyId: COMPANY_A, userId: "user-1", read: false }));
  });
});

describe("devices and activity", () => {
  const mine: Identity = { uid: "user-1", claims: { companyId: COMPANY_A } };
  beforeEach(() => seed(env, { "devices/device-2": { uid: "user-2", pushToken: "t-2" }, "activity/user-2": { lastTimeOnline: 1 } }));

  it("registering a device for another user is refused", async () => {
    await assertFails(setDoc(doc(clients.as(mine), "devices/device-3"), { uid: "user-2", pushToken: "t-3" }));
  });

  it("taking over another user's device is refused", async () => {
    await assertFails(setDoc(doc(clients.as(mine), "devices/device-2"), { uid: "user-1", pushToken: "t-1" }));
  });

  it("handing one's own device to another user is refused", async () => {
    await seed(env, { "devices/device-1": { uid: "user-1", pushToken: "t-1" } });
    await assertFails(updateDoc(doc(clients.as(mine), "devices/device-1"), { uid: "user-2" }));
  });

  it("registering even one's own device from the browser is refused (only POST /api/devices writes them)", async () => {
    await assertFails(setDoc(doc(clients.as(mine), "devices/device-4"), { uid: "user-1", pushToken: "t-4" }));
  });

  it("a user reads their own device and not another user's", async () => {
    await seed(env, { "devices/device-1": { uid: "user-1", pushToken: "t-1" } });
    await assertSucceeds(getDoc(doc(clients.as(mine), "devices/device-1")));
    await assertFails(getDoc(doc(clients.as(mine), "devices/device-2")));
  });

  it("writing another user's last time online is refused", async () => {
    await assertFails(setDoc(doc(clients.as(mine), "activity/user-2"), { lastTimeOnline: 2 }));
  });

  it("writing one's own last time online is accepted", async () => {
    await assertSucceeds(setDoc(doc(clients.as(mine), "activity/user-1"), { lastTimeOnline: 2 }, { merge: true }));
  });
});

describe("users", () => {
  beforeEach(() => seed(env, { "users/waiter-a": { companyId: COMPANY_A, name: "Waiter" } }));

  it("the owner of the user's company reads the profile", async () => {
    await assertSucceeds(getDoc(doc(clients.as(ownerA), "users/waiter-a")));
  });

  it("another company's owner cannot read the profile", async () => {
    await assertFails(getDoc(doc(clients.as({ uid: COMPANY_B, claims: { companyId: COMPANY_B } }), "users/waiter-a")));
  });

  it("the owner reads a profile without companyId through the staff account of the same id", async () => {
    await seed(env, { "users/cook-a": { name: "Cook" }, "accounts/cook-a": { companyId: COMPANY_A, name: "Cook", permissions: [] } });
    await assertSucceeds(getDoc(doc(clients.as(ownerA), "users/cook-a")));
  });

  it("another company's owner cannot read a profile through the staff account of the same id", async () => {
    await seed(env, { "users/cook-a": { name: "Cook" }, "accounts/cook-a": { companyId: COMPANY_A, name: "Cook", permissions: [] } });
    await assertFails(getDoc(doc(clients.as({ uid: COMPANY_B, claims: { companyId: COMPANY_B } }), "users/cook-a")));
  });

  it("the owner cannot read a profile that belongs to no company", async () => {
    await seed(env, { "users/stranger": { name: "Stranger" } });
    await assertFails(getDoc(doc(clients.as(ownerA), "users/stranger")));
  });

  it("the user cannot edit their own profile directly (it goes through /api/me)", async () => {
    await assertFails(updateDoc(doc(clients.as(ordersStaffA), "users/waiter-a"), { name: "Head waiter" }));
  });
});

describe("paths no rule names", () => {
  beforeEach(() => seed(env, { "orders/order-1/notes/note-1": { companyId: COMPANY_A }, "secrets/s-1": { companyId: COMPANY_A } }));

  it("a sub-collection of an order is closed, even to the owner", async () => {
    await assertFails(getDoc(doc(clients.as(ownerA), "orders/order-1/notes/note-1")));
  });

  it("an unknown collection is closed, even to the owner", async () => {
    await assertFails(getDoc(doc(clients.as(ownerA), "secrets/s-1")));
  });

  it("writing an unknown collection is refused, even to the owner", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), "secrets/s-2"), { companyId: COMPANY_A }));
  });
});
