// Gives the access-rights tests their own emulator project (they load firestore.rules into it to read as a
// signed-in staff member); import it before ../test/emulator.
import { afterAll } from "vitest";

process.env.API_TEST_PROJECT = "demo-accounts-api";
// A worker process may run another suite next: it must get its own project again.
afterAll(() => {
  delete process.env.API_TEST_PROJECT;
});
