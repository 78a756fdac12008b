// Bundle budget benchmark (issue: ≤ 300 kB gzip of JS before the login form is usable; no chunk over 250 kB gzip).
// Run after `npm run build`: serves web/dist with `vite preview`, opens /admin/login in Chromium, records every
// script the page loaded until the e-mail field is usable, and sums their gzip sizes from the built files.
// Usage: npm run build && npm run bench:web   (prints a table; exits 1 when a budget is exceeded)
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join, dirname, basename } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "web", "dist", "admin");
const LOGIN_BUDGET = 300 * 1024;
const CHUNK_BUDGET = 250 * 1024;
const PORT = 4173;

if (!existsSync(join(dist, "index.html"))) {
  console.error("web/dist/admin is missing: run npm run build first");
  process.exit(1);
}
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const assets = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js"));
const sizes = new Map(assets.map((f) => [f, gz(join(dist, "assets", f))]));
const largest = [...sizes.entries()].sort((a, b) => b[1] - a[1]);

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

let loginTotal = 0;
console.log("JS loaded before the login form is usable (gzip):");
for (const f of [...loaded].sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0))) {
  const s = sizes.get(f) ?? 0;
  loginTotal += s;
  console.log(`  ${f.padEnd(48)} ${kb(s).padStart(10)}`);
}
console.log(`login total: ${kb(loginTotal)} (budget ${kb(LOGIN_BUDGET)}) in ${loaded.size} files; form usable after ${usableMs} ms (local preview server)`);
console.log(`largest chunk: ${largest[0]?.[0]} ${kb(largest[0]?.[1] ?? 0)} (budget ${kb(CHUNK_BUDGET)}); next: ${largest.slice(1, 4).map(([f, s]) => `${f} ${kb(s)}`).join(", ")}`);
console.log(`all JS: ${assets.length} files, ${kb([...sizes.values()].reduce((a, b) => a + b, 0))} gzip`);
const ok = loginTotal <= LOGIN_BUDGET && (largest[0]?.[1] ?? 0) <= CHUNK_BUDGET;
console.log(ok ? "budgets: met" : "budgets: EXCEEDED");
process.exit(ok ? 0 : 1);
