// Pages and stories beyond the access matrix (issue 23): the shop shows their HTML to every customer, so the
// server writes it (POST/DELETE /api/pages, /api/stories render and check it). The owner and `content` staff
// read their company's entries and may change nothing but the position (sortOrder, a number) from a browser;
// nobody else reads them, and no principal, not even staff holding every permission, creates, deletes or writes
// the name, title, content or picture directly.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type DocumentData, type Firestore } from "firebase/firestore";
import { Clients, COMPANY_A, COMPANY_B, PRINCIPALS, PRINCIPAL_LABELS, STAFF_PERMISSIONS, seed, startRulesEnvironment, type Who } from "./rulesEnv";

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

for (const kind of KINDS) {
  describe(kind, () => {
    for (const who of ["owner", "staffWith"] as const) {
      it(`${PRINCIPAL_LABELS[who]} reads the company's ${kind} and moves one`, async () => {
        await seedEntries();
        await assertSucceeds(getDoc(doc(db(who), `${kind}/a-1`)));
        await assertSucceeds(getDocs(ofCompany(db(who), kind, COMPANY_A)));
        await assertSucceeds(updateDoc(doc(db(who), `${kind}/a-1`), { sortOrder: 1500.5 }));
      });

      it(`${PRINCIPAL_LABELS[who]} reads and moves no other company's ${kind}, nor lists them unfiltered`, async () => {
        await seedEntries();
        await assertFails(getDoc(doc(db(who), `${kind}/b-1`)));
        await assertFails(getDocs(ofCompany(db(who), kind, COMPANY_B)));
        await assertFails(getDocs(query(collection(db(who), kind))));
        await assertFails(updateDoc(doc(db(who), `${kind}/b-1`), { sortOrder: 1500 }));
      });
    }

    for (const who of ["staffWithout", "otherOwner", "anonymous"] as const) {
      it(`${PRINCIPAL_LABELS[who]} neither reads nor moves company A's ${kind}`, async () => {
        await seedEntries();
        await assertFails(getDoc(doc(db(who), `${kind}/a-1`)));
        await assertFails(getDocs(ofCompany(db(who), kind, COMPANY_A)));
        await assertFails(updateDoc(doc(db(who), `${kind}/a-1`), { sortOrder: 1500 }));
      });
    }

    const writers: Array<[string, () => Firestore]> = [
      ...PRINCIPALS.map((who) => [PRINCIPAL_LABELS[who], () => db(who)] as [string, () => Firestore]),
      ["staff holding every permission", everyPermission],
    ];
    for (const [label, as] of writers) {
      it(`${label} may not create or delete a ${kind} entry, nor write anything but its position`, async () => {
        await seedEntries();
        await assertFails(setDoc(doc(as(), `${kind}/new`), entry(COMPANY_A)));
        await assertFails(setDoc(doc(as(), `${kind}/a-1`), { ...entry(COMPANY_A), content: { en: "<script>alert(1)</script>" } }));
        await assertFails(deleteDoc(doc(as(), `${kind}/a-1`)));
        for (const [, update] of FORBIDDEN_UPDATES) await assertFails(updateDoc(doc(as(), `${kind}/a-1`), update));
      });
    }
  });
}
