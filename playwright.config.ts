// Browser tests: Playwright drives the machine's Chromium against the built admin served by the
// Hosting emulator (or any E2E_BASE_URL, e.g. the Vite dev server at http://127.0.0.1:5173).
import { defineConfig, devices } from "@playwright/test";

const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:5000";
// Chromium's headless shell (Debian's chromium-headless-shell, which the preflight installs): the engine
// without the full browser's GPU process, as Playwright itself uses for headless runs.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** Files that share data or limits with others (see the "shared data" project). */
const SHARED = [
  "accessibility",
  "accounts",
  "dashboard",
  "guard",
  "login",
  "notifications",
  "password-reset",
  "registration",
  "settings-languages",
  "settings-opening-hours",
  "shell",
  "token-login",
  "zones-editor",
].map((name) => `${name}.spec.ts`);

const browser = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1366, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM,
    // Without the networking flags Chromium keeps calling Google services on a closed network.
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  // Two browsers at a time: a journey mostly waits (for the emulators, for antd's motions), so the second
  // one uses what the first leaves idle. Files run whole on one worker (tests inside a file in order).
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL,
    // A failed journey keeps its trace with the page's DOM at every step, without the screencast: recording
    // the screen's frames for every journey (to throw them away when it passes) cost half the browser stage's
    // CPU on two cores. The failure's own screenshot is still taken.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
    video: "off",
    locale: "en-GB",
    timezoneId: "Europe/Madrid",
    // The browser asks for reduced motion, so the admin runs antd without its animations: a journey waits for
    // no fade or slide (the admin's handling of the setting has its own component test).
    contextOptions: { reducedMotion: "reduce" },
  },
  projects: [
    {
      // The files that sign in to the seeded demo company (reading data others add to, or adding to it) or
      // that use the per-caller limits of the public calls (registration, password and login links, QR
      // login): one at a time, beside one journey of the project below. First, so that
      // its one lane starts at once instead of running alone at the end.
      name: "shared data",
      testMatch: SHARED,
      workers: 1,
      use: browser,
    },
    {
      // Journeys that each register companies of their own: nothing they read or write is another file's.
      name: "chromium",
      testIgnore: SHARED,
      use: browser,
    },
  ],
});
