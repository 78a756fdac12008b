// Gives the mail delivery tests their own emulator project; import it before ../test/emulator.
import { afterAll } from "vitest";

process.env.API_TEST_PROJECT = "demo-mail-delivery";
// A worker process may run another suite next: it must get its own project again.
afterAll(() => {
  delete process.env.API_TEST_PROJECT;
});
