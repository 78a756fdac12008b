// Pages and stories beyond the access matrix (issue 23): the shop shows their HTML to every customer, so the
// server writes it (POST/DELETE /api/pages, /api/stories render and check it). The owner and `content` staff
// read their company's entries and may change nothing but the position (sortOrder, a number) from a browser;
// nobody else reads them, and no principal, not even staff holding every permission, creates, deletes or writes
// the name, title, content or picture directly.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type DocumentData, type Firestore } from "firebase/firestore";
import { Clients, COMPANY_A, COMPANY_B, PRINCIPALS, STAFF_PERMISSIONS, seed, startRulesEnvironment, type Who } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment();
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const KINDS = ["pages", "stories"] as const;

const entry = (companyId: string): DocumentData => ({
  companyId,
  name: "About us",
  picture: null,
  sortOrder: 1000,
  title: { en: "About us" },
  content: { en: "<p>Since 1984.</p>" },
  showInNavigation: true,
});

async function seedEntries(): Promise<void> {
  await seed(env, Object.fromEntries(KINDS.flatMap((kind) => [[`${kind}/a-1`, entry(COMPANY_A)], [`${kind}/b-1`, entry(COMPANY_B)]])));
}

const ofCompany = (db: Firestore, kind: string, companyId: string) => query(collection(db, kind), where("companyId", "==", companyId));
const db = (who: Who) => clients.of(who, "content");
const everyPermission = () => clients.as({ uid: "manager-a", claims: { companyId: COMPANY_A, permissions: [...STAFF_PERMISSIONS] } });

/** The writes a browser might try that only the server may make. */
const FORBIDDEN_UPDATES: Array<[string, DocumentData]> = [
  ["the content", { content: { en: '<p><img src=x onerror="alert(1)"></p>' } }],
  ["the title", { title: { en: "Hacked" } }],
  ["the name", { name: "Renamed" }],
  ["the picture", { picture: "https://evil.example/x.png" }],
  ["show in navigation", { showInNavigation: false }],
  ["the position with the content", { sortOrder: 1500, content: { en: "<script>alert(1)</script>" } }],
  ["the position as text", { sortOrder: "1500" }],
  ["the position removed", { sortOrder: deleteField() }],
  ["the company", { companyId: COMPANY_B }],
];

const readers = ["owner", "staffWith"] as const;
const outsiders = ["staffWithout", "otherOwner", "anonymous"] as const;

// Few tests, each trying its refusals side by side: every attempt is refused or allowed on its own.
for (const kind of KINDS) {
  describe(kind, () => {
    it(`the owner and content staff read the company's ${kind} and move one`, async () => {
      await seedEntries();
      for (const who of readers) {
        await Promise.all([assertSucceeds(getDoc(doc(db(who), `${kind}/a-1`))), assertSucceeds(getDocs(ofCompany(db(who), kind, COMPANY_A)))]);
        await assertSucceeds(updateDoc(doc(db(who), `${kind}/a-1`), { sortOrder: who === "owner" ? 1500.5 : 900 }));
      }
    });

    it(`the owner and content staff neither read nor move another company's ${kind}, nor list them unfiltered`, async () => {
      await seedEntries();
      await Promise.all(
        readers.flatMap((who) => [
          assertFails(getDoc(doc(db(who), `${kind}/b-1`))),
          assertFails(getDocs(ofCompany(db(who), kind, COMPANY_B))),
          assertFails(getDocs(query(collection(db(who), kind)))),
          assertFails(updateDoc(doc(db(who), `${kind}/b-1`), { sortOrder: 1500 })),
        ]),
      );
    });

    it(`staff without content, another company's owner and an anonymous visitor neither read nor move company A's ${kind}`, async () => {
      await seedEntries();
      await Promise.all(
        outsiders.flatMap((who) => [
          assertFails(getDoc(doc(db(who), `${kind}/a-1`))),
          assertFails(getDocs(ofCompany(db(who), kind, COMPANY_A))),
          assertFails(updateDoc(doc(db(who), `${kind}/a-1`), { sortOrder: 1500 })),
        ]),
      );
    });

    it(`no principal, not even staff holding every permission, creates or deletes a ${kind} entry or writes anything but its position`, async () => {
      await seedEntries();
      const writers: Firestore[] = [...PRINCIPALS.map((who) => db(who)), everyPermission()];
      await Promise.all(
        writers.flatMap((as) => [
          assertFails(setDoc(doc(as, `${kind}/new`), entry(COMPANY_A))),
          assertFails(setDoc(doc(as, `${kind}/a-1`), { ...entry(COMPANY_A), content: { en: "<script>alert(1)</script>" } })),
          assertFails(deleteDoc(doc(as, `${kind}/a-1`))),
          ...FORBIDDEN_UPDATES.map(([, update]) => assertFails(updateDoc(doc(as, `${kind}/a-1`), update))),
        ]),
      );
    });
  });
}
