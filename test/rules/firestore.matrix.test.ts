// Every collection × principal × operation of the access table in collections.ts, one test each.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from "firebase/firestore";
import { COLLECTIONS, OPERATIONS, type CollectionCase, type Operation } from "./collections";
import { Clients, PRINCIPALS, PRINCIPAL_LABELS, seed, startRulesEnvironment } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment();
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

function attempt(db: Firestore, subject: CollectionCase, operation: Operation): Promise<unknown> {
  const ref = doc(db, subject.path);
  switch (operation) {
    case "get":
      return getDoc(ref);
    case "list":
      return getDocs(subject.list(db));
    case "create":
      return setDoc(ref, subject.data);
    case "update":
      return updateDoc(ref, subject.update);
    case "delete":
      return deleteDoc(ref);
  }
}

for (const subject of COLLECTIONS) {
  describe(subject.name, () => {
    for (const operation of OPERATIONS) {
      for (const who of PRINCIPALS) {
        const allowed = subject.allowed[operation].includes(who);
        it(`${PRINCIPAL_LABELS[who]} ${allowed ? "may" : "may not"} ${operation}`, async () => {
          // A create writes the subject into an empty slot; every other operation finds it there.
          await seed(env, { ...subject.parents, ...(operation === "create" ? {} : { [subject.path]: subject.data }) });
          const result = attempt(clients.of(who, subject.permission, subject.readers), subject, operation);
          if (allowed) await assertSucceeds(result);
          else await assertFails(result);
        });
      }
    }
  });
}
