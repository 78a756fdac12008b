// Products list benchmark (not a test): seeds 2,000 products into a fresh company on the running emulators,
// opens /admin/menu/products in Chromium as its owner and prints the time until the first rows show, the time
// a search filter takes to show its result, frame times and long tasks while scrolling through the whole
// list, and the size of the screen's JS chunk. Budgets: first rows < 2 s, filter < 100 ms, no long task
// over 100 ms while scrolling.
// Usage: npm run build -w web (under the web/dist lock), then `node scripts/bench-products.mjs [--keep]`
// with the emulators running (Hosting on E2E_BASE_URL or http://127.0.0.1:5000). --keep leaves the company.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BASE, KEEP, benchAdmin, kb, launchChromium, median, ms, percentile, signedInPage } from "./lib/bench.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const COUNT = 2000;
const { registerOwner, writeAll, deleteAll, removeCompany } = benchAdmin("bench-products");

const DISHES = [
  ["Margherita pizza", "Pizza margarita"], ["Crème brûlée", "Crema catalana"], ["Tiramisu", "Tiramisú"], ["Caesar salad", "Ensalada César"],
  ["Cheeseburger", "Hamburguesa con queso"], ["Spaghetti carbonara", "Espaguetis a la carbonara"], ["Paella valenciana", "Paella valenciana"],
  ["Gazpacho", "Gazpacho andaluz"], ["Croquetas", "Croquetas de jamón"], ["Patatas bravas", "Patatas bravas"], ["Lemonade", "Limonada"],
  ["Espresso", "Café solo"], ["Cappuccino", "Capuchino"], ["Rioja crianza", "Rioja crianza"], ["Sparkling water", "Agua con gas"],
  ["Chicken wings", "Alitas de pollo"], ["Falafel wrap", "Wrap de falafel"], ["Apple pie", "Tarta de manzana"], ["Ice cream", "Helado"],
  ["Tortilla española", "Tortilla de patatas"],
];

/** 10 top categories with 3 sub-categories each, 12 tags, and COUNT products spread over them. */
function menuFor(companyId) {
  const categories = [];
  for (let top = 0; top < 10; top++) {
    const parentId = `bench-cat-${companyId}-${top}`;
    categories.push({ id: parentId, data: { companyId, name: { en: `Section ${top + 1}`, es: `Sección ${top + 1}` }, sortOrder: 1000 + top * 500, parentId: null } });
    for (let sub = 0; sub < 3; sub++) {
      categories.push({ id: `${parentId}-${sub}`, data: { companyId, name: { en: `Group ${top + 1}.${sub + 1}` }, sortOrder: 1000 + sub * 500, parentId } });
    }
  }
  const tags = Array.from({ length: 12 }, (_, i) => ({ id: `bench-tag-${companyId}-${i}`, data: { companyId, name: { en: `Tag ${i + 1}` }, sortOrder: 1000 + i * 500 } }));
  const leafCategories = categories.filter((c) => c.data.parentId);
  const products = Array.from({ length: COUNT }, (_, i) => {
    const [en, es] = DISHES[i % DISHES.length];
    const data = {
      companyId,
      sortOrder: 1000 + i * 500,
      type: i % 50 === 7 ? "combined" : "regular",
      name: { en: `${en} ${i + 1}`, es: `${es} ${i + 1}` },
      categoryId: leafCategories[i % leafCategories.length].id,
      hidden: i % 9 === 0,
      tags: [tags[i % tags.length].id, tags[(i * 7) % tags.length].id].filter((t, k, a) => a.indexOf(t) === k),
      picture: i % 3 === 0 ? `${BASE}/admin/favicon.svg?p=${i}` : null,
      price: Math.round((3 + (i % 37) * 0.75) * 100) / 100,
      vat: 10,
      addons: [],
      slots: [],
      optionBlocks: [],
      soldOutUntil: i % 23 === 0 ? "9999-12-31T23:59:59.000Z" : null,
      availability: i % 17 === 0 ? [{ weekdays: [1, 2, 3, 4, 5], from: "12:00", to: "16:00" }] : [],
    };
    return { id: `bench-product-${companyId}-${i}`, data };
  });
  return { categories, tags, products };
}

function screenChunk() {
  const assets = join(root, "web", "dist", "admin", "assets");
  const file = readdirSync(assets).find((f) => /^ProductsView-.*\.js$/.test(f));
  if (!file) return null;
  const code = readFileSync(join(assets, file));
  return { file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const owner = await registerOwner("products");
const menu = menuFor(owner.uid);
const seedStart = Date.now();
await writeAll("categories", menu.categories);
await writeAll("tags", menu.tags);
await writeAll("products", menu.products);
console.log(`seeded ${menu.products.length} products, ${menu.categories.length} categories, ${menu.tags.length} tags for ${owner.email} in ${ms(Date.now() - seedStart)}`);

const browser = await launchChromium();
let failed = false;
try {
  const page = await signedInPage(browser, owner);

  console.log("logged in; measuring");
  /* global document, window, requestAnimationFrame, HTMLInputElement -- page callbacks */
  // First rows: full navigation (app boot, session restore, the screen's chunk, the live query of 2,000 documents).
  const firstRows = [];
  const screenShown = [];
  for (let run = 0; run < 3; run++) {
    await page.goto(`${BASE}/admin/menu/products`);
    // When the screen itself shows (before its data) tells the app's start from the data's arrival.
    const at = await page
      .waitForFunction(
        () => {
          const w = window;
          if (w.benchScreenAt === undefined && document.querySelector(".pl-page")) w.benchScreenAt = Math.round(performance.now());
          return document.querySelectorAll("[data-product-id]").length > 0 ? { rows: Math.round(performance.now()), screen: w.benchScreenAt ?? null } : null;
        },
        undefined,
        { timeout: 30_000, polling: "raf" },
      )
      .then((h) => h.jsonValue());
    firstRows.push(at.rows);
    screenShown.push(at.screen);
  }
  const rendered = await page.locator("[data-product-id]").count();
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname).filter((p) => p.endsWith(".js")),
  );

  // Search: from the input event to the frame after the list shows only matching rows, then back to all.
  const searchTimes = [];
  for (const term of ["tiramisu", "creme brulee", "paella 1", "xyz-nothing", ""]) {
    const t = await page.evaluate(async (value) => {
      const input = document.querySelector('input[type="search"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
      const words = value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().split(" ").filter(Boolean);
      const done = () => {
        const rows = [...document.querySelectorAll("[data-product-id] .pl-name")].map((n) => n.textContent.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
        if (words.length === 0) return rows.length > 10 && rows.some((r) => !r.includes("tiramisu"));
        if (words.includes("xyz-nothing")) return rows.length === 0;
        return rows.length > 0 && rows.every((r) => words.every((w) => r.includes(w)));
      };
      const start = performance.now();
      setValue.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      const matched = await new Promise((resolve) => {
        const check = () => (done() ? resolve(true) : performance.now() - start > 10_000 ? resolve(false) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      });
      if (!matched) return Number.POSITIVE_INFINITY;
      // The frame that shows the result.
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
      return performance.now() - start;
    }, term);
    searchTimes.push({ term, ms: t });
    await page.waitForTimeout(300);
  }

  console.log(`first rows ${firstRows.join(", ")} ms; search ${searchTimes.map((t) => Math.round(t.ms)).join(", ")} ms; scrolling`);
  // Scrolling: the whole list, 160 px per frame, with long tasks observed meanwhile.
  const scroll = await page.evaluate(async () => {
    window.scrollTo(0, 0);
    const longTasks = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
    observer.observe({ type: "longtask" });
    const deltas = [];
    await new Promise((resolve) => {
      let last = performance.now();
      const step = (now) => {
        deltas.push(now - last);
        last = now;
        const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        if (bottom || deltas.length > 5000) return resolve();
        window.scrollBy(0, 160);
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    const rows = document.querySelectorAll("[data-product-id]").length;
    return { deltas: deltas.slice(1), longTasks, rowsInPage: rows, height: document.documentElement.scrollHeight };
  });

  const chunk = screenChunk();
  const assets = join(root, "web", "dist", "admin", "assets");
  const loadedGzip = [...new Set(scripts.map((p) => p.split("/").pop()))].reduce((sum, f) => {
    try {
      return sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
    } catch {
      return sum;
    }
  }, 0);

  const maxSearch = Math.max(...searchTimes.map((s) => s.ms));
  const maxLongTask = scroll.longTasks.length ? Math.max(...scroll.longTasks) : 0;
  console.log(`\nProducts list with ${COUNT} products (Chromium headless, 1366×900, ${BASE})`);
  console.log(`first rows after navigation: ${firstRows.map(ms).join(", ")} (median ${ms(median(firstRows))}; budget 2000 ms); the screen (before its data) after ${screenShown.map(ms).join(", ")}; ${rendered} rows in the page`);
  console.log(`search filter: ${searchTimes.map((s) => `"${s.term || "(cleared)"}" ${ms(s.ms)}`).join(", ")} (max ${ms(maxSearch)}; budget 100 ms)`);
  console.log(
    `scrolling ${scroll.height} px in ${scroll.deltas.length} frames: frame time median ${ms(median(scroll.deltas))}, p95 ${ms(percentile(scroll.deltas, 0.95))}, ` +
      `max ${ms(Math.max(...scroll.deltas))}; frames over 50 ms: ${scroll.deltas.filter((d) => d > 50).length}; ` +
      `long tasks: ${scroll.longTasks.length} (max ${ms(maxLongTask)}; budget: none over 100 ms); rows in the page at the end: ${scroll.rowsInPage}`,
  );
  if (chunk) console.log(`screen chunk ${chunk.file}: ${kb(chunk.raw)} raw, ${kb(chunk.gzip)} gzip; all JS loaded on this page: ${kb(loadedGzip)} gzip in ${new Set(scripts).size} files`);
  const ok = median(firstRows) < 2000 && maxSearch < 100 && maxLongTask <= 100;
  console.log(ok ? "budgets: met" : "budgets: EXCEEDED");
  failed = !ok;
} finally {
  await browser.close();
  if (!KEEP) {
    await deleteAll("products", menu.products.map((p) => p.id));
    await deleteAll("categories", menu.categories.map((c) => c.id));
    await deleteAll("tags", menu.tags.map((t) => t.id));
    await removeCompany(owner);
  } else {
    console.log(`kept: log in as ${owner.email} / ${owner.password}`);
  }
}
process.exit(failed ? 1 : 0);
