// JS budgets of the admin, one per part, so that a new screen can never push the login page and a screen that
// grows says which one (issue 20: ≤ 150 kB gzip before the login form is usable; no chunk over 250 kB gzip).
// Run after `npm run build -w web`:
// - login: serves web/dist with `vite preview`, opens /admin/login in Chromium, records every script the page
//   loaded until the e-mail field is usable, and sums their gzip sizes from the built files;
// - signed-in shell: what a signed-in user loads before any screen, from the build's chunk graph
//   (.vite/manifest.json): the entry, the signed-in admin (route table, antd's provider), the shell, and the
//   English catalogue's rest with antd's en-GB locale that every screen after login waits for;
// - each screen of the route table (web/src/app/screens.tsx): its lazy chunk and what it imports, on top of the shell.
// Usage: npm run build -w web && npm run bench:web   (prints the figures; exits 1 naming each part over its budget)
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join, dirname, basename, posix } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "web", "dist", "admin");
const KB = 1024;
const LOGIN_BUDGET = 150 * KB;
const CHUNK_BUDGET = 250 * KB;
// The signed-in shell: as measured when the budgets were set (657.4 kB, of which Firestore 159 kB, ajv with the
// API contract 73 kB, antd, react-router) and about 15 % more.
const SHELL_BUDGET = 760 * KB;
// Each screen's own JS on top of the shell in kB: its figure when the budgets were set and about 15 % more (at least 5 kB more). A screen
// without a line here fails the run: a new screen sets its own budget.
const SCREEN_BUDGETS = {
  login: 5, tokenLogin: 5, forgotPassword: 5, resetPassword: 5, registration: 5, privacy: 25, terms: 25,
  notifications: 25, profile: 65, user: 30, theEnd: 10, dashboard: 125, ordersOverview: 55, ordersList: 150,
  content: 90, pageEditor: 90, storyEditor: 90, categoriesTagsCourses: 110, products: 95, productEditor: 140,
  discounts: 130, discountEditor: 130, accounts: 15, accountEditor: 75, zones: 35, zoneEditor: 160, customers: 105,
  customerEditor: 105, settingsGeneral: 70, openingHours: 120, delivery: 125, settingsFrontend: 50,
  settingsTaxes: 130, settingsBanking: 30, settingsApi: 40, settingsInfo: 65, printers: 25, printerEditor: 75,
  settingsDomains: 40,
};
const PORT = 4173;

const manifestFile = join(dist, ".vite", "manifest.json");
if (!existsSync(join(dist, "index.html")) || !existsSync(manifestFile)) {
  console.error("web/dist/admin (with .vite/manifest.json) is missing: run npm run build -w web first");
  process.exit(1);
}
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / KB).toFixed(1)} kB`;

const assets = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"));
const sizes = new Map(assets.map((f) => [f, gz(join(dist, "assets", f))]));
const largest = [...sizes.entries()].sort((a, b) => b[1] - a[1]);
const sum = (files) => [...files].reduce((total, f) => total + (sizes.get(basename(f)) ?? 0), 0);

// ---- The chunk graph ---------------------------------------------------------------------------------------
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
/** The files a module needs before it runs: its chunk and every chunk it imports statically, transitively. */
function closure(...keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}
const keyOf = (pattern) => {
  const key = Object.keys(manifest).find((k) => pattern.test(k));
  if (!key) throw new Error(`no chunk for ${pattern} in the build's manifest`);
  return key;
};

const shellFiles = closure("index.html", keyOf(/^src\/app\/SignedInApp\.tsx$/), keyOf(/^src\/app\/shell\/Shell\.tsx$/), keyOf(/lang\/en\.json\?part=rest$/), keyOf(/antd\/es\/locale\/en_GB\.js$/));
const entryFiles = closure("index.html");

/** Each screen of the route table and the module it loads, read from web/src/app/screens.tsx. */
function screenModules() {
  const source = readFileSync(join(root, "web", "src", "app", "screens.tsx"), "utf8");
  const loaders = new Map([...source.matchAll(/const (\w+) = \(\) => import\("([^"]+)"\)/g)].map((m) => [m[1], m[2]]));
  const soon = /const soon = [^\n]*import\("([^"]+)"\)/.exec(source)?.[1];
  const body = source.slice(source.indexOf("export const SCREENS"));
  const screens = [];
  for (const [, id, rest] of body.matchAll(/^\s+(\w+): (.+),$/gm)) {
    const path = /import\("([^"]+)"\)/.exec(rest)?.[1] ?? (rest.startsWith("soon(") ? soon : loaders.get(/(\w+)\(\)/.exec(rest)?.[1] ?? ""));
    if (!path) throw new Error(`cannot tell which module the screen ${id} loads`);
    const base = posix.normalize(posix.join("src/app", path));
    const file = [".tsx", ".ts", "/index.tsx", "/index.ts"].map((ext) => base + ext).find((f) => existsSync(join(root, "web", f)));
    if (!file) throw new Error(`the screen ${id}'s module ${base} does not exist`);
    // A module bundled into the page's entry (the public pages) has no chunk of its own: its JS is the login's.
    screens.push({ id, key: manifest[file] ? file : null, file });
  }
  return screens;
}

// ---- The login page, measured in Chromium --------------------------------------------------------------------
const preview = spawn(join(root, "node_modules", ".bin", "vite"), ["preview", "--port", String(PORT), "--strictPort", "--host", "127.0.0.1"], { cwd: join(root, "web"), stdio: "ignore", detached: true });
const stop = () => { try { process.kill(-preview.pid, "SIGTERM"); } catch { /* already gone */ } };
process.on("exit", stop);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(`http://127.0.0.1:${PORT}/admin/`)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("vite preview did not start");
}

const { chromium } = await import("@playwright/test");
await waitForServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${PORT}/admin/login`);
// The moment the e-mail field is visible, ask the page which scripts it has fully loaded so far
// (its own resource timing); chunks that arrive later, e.g. the language picker, are not counted.
/* global document, HTMLElement -- this callback runs in the page, not in Node */
const { scripts, usableMs } = await page.waitForFunction(() => {
  const field = document.querySelector('input[type="email"], input#email, input[name="email"]');
  if (!field || !(field instanceof HTMLElement) || field.offsetParent === null) return null;
  const entries = performance.getEntriesByType("resource").filter((e) => new URL(e.name).pathname.endsWith(".js"));
  return { scripts: entries.map((e) => new URL(e.name).pathname), usableMs: Math.round(performance.now()) };
}, undefined, { timeout: 30_000, polling: "raf" }).then((h) => h.jsonValue());
const loaded = new Set(scripts.map((p) => basename(p)));
await browser.close();
stop();

// ---- Figures and budgets -----------------------------------------------------------------------------------
const over = [];
const verdict = (name, size, budget) => {
  if (size > budget) over.push(`${name} ${kb(size)} > ${kb(budget)}`);
  return `${kb(size).padStart(9)} (budget ${kb(budget)})${size > budget ? "  OVER" : ""}`;
};

console.log("JS loaded before the login form is usable (gzip):");
for (const f of [...loaded].sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0))) console.log(`  ${f.padEnd(48)} ${kb(sizes.get(f) ?? 0).padStart(10)}`);
const loginTotal = sum(loaded);
console.log(`login total: ${verdict("login", loginTotal, LOGIN_BUDGET).trim()} in ${loaded.size} files; form usable after ${usableMs} ms (local preview server)`);

const shellTotal = sum(shellFiles);
console.log(`signed-in shell: ${verdict("signed-in shell", shellTotal, SHELL_BUDGET).trim()} in ${shellFiles.size} files (${kb(shellTotal - sum(entryFiles))} on top of the page's entry; with the English catalogue)`);

console.log("each screen's own JS on top of the shell (gzip):");
const known = new Set();
for (const { id, key, file } of screenModules()) {
  known.add(id);
  const own = key ? [...closure(key)].filter((f) => !shellFiles.has(f)) : [];
  const budget = SCREEN_BUDGETS[id];
  if (budget === undefined) {
    over.push(`${id} has no budget (add it to SCREEN_BUDGETS in scripts/bench-web.mjs)`);
    console.log(`  ${id.padEnd(24)} ${kb(sum(own)).padStart(9)} (no budget)  OVER`);
    continue;
  }
  console.log(`  ${id.padEnd(24)} ${verdict(id, sum(own), budget * KB)}  ${key ? `${own.length} files, ${key}` : `in the page's entry (counted in login), ${file}`}`);
}
for (const id of Object.keys(SCREEN_BUDGETS)) if (!known.has(id)) console.log(`  (budget for ${id}, which the route table no longer has)`);

console.log(`largest chunk: ${largest[0]?.[0]} ${verdict(`chunk ${largest[0]?.[0]}`, largest[0]?.[1] ?? 0, CHUNK_BUDGET).trim()}; next: ${largest.slice(1, 4).map(([f, s]) => `${f} ${kb(s)}`).join(", ")}`);
console.log(`all JS: ${assets.length} files, ${kb([...sizes.values()].reduce((a, b) => a + b, 0))} gzip`);
console.log(over.length === 0 ? "budgets: met" : `budgets: EXCEEDED by ${over.join("; ")}`);
process.exit(over.length === 0 ? 0 : 1);
