// The customer shop is a separate product (spec: customer-facing screens are not part of this one), so under
// the emulators nothing would answer the shop's address that "my establishment", the first steps and the
// tables' QR codes show. On the emulators only, GET /api/emulator/shop/<slug or company id> answers a plain
// preview of what the shop offers: the company, open or closed, and its visible products by category, in the
// company's default language. Never mounted in the cloud (functions/src/app.ts).
import express, { type Router } from "express";
import { COLLECTIONS, localized, type CategoryData, type CompanyInfoData, type CompanySettingsData, type LanguageCode, type ProductData } from "@comanda/shared";
import type { AppDeps } from "./deps";

/** Where the preview answers, below the admin's origin (the Vite dev server forwards /api to the functions). */
export const SHOP_PREVIEW_PATH = "/api/emulator/shop";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function companyIdOf(deps: AppDeps, slugOrId: string): Promise<string | null> {
  const bySlug = await deps.db.collection(COLLECTIONS.companyInfos).where("slug", "==", slugOrId).limit(1).get();
  if (!bySlug.empty) return bySlug.docs[0]?.id ?? null;
  const byId = await deps.db.collection(COLLECTIONS.companyInfos).doc(slugOrId).get();
  return byId.exists ? byId.id : null;
}

export function shopPreviewPage(input: {
  info: Partial<CompanyInfoData>;
  settings: Partial<CompanySettingsData>;
  categories: { id: string; data: CategoryData }[];
  products: ProductData[];
  pointOfSale: string | null;
}): string {
  const language = (input.settings.i18n?.defaultLanguage ?? "en") as LanguageCode;
  const name = input.info.brandName || input.info.companyname || "";
  const currency = input.settings.currency ?? "EUR";
  const money = new Intl.NumberFormat(language, { style: "currency", currency });
  const visible = input.products.filter((p) => p.hidden !== true);
  const sections = [...input.categories]
    .sort((a, b) => a.data.sortOrder - b.data.sortOrder)
    .map((category) => {
      const items = visible.filter((p) => p.categoryId === category.id).sort((a, b) => a.sortOrder - b.sortOrder);
      if (items.length === 0) return "";
      const rows = items.map((p) => `<li>${escape(localized(p.name, language))} <b>${escape(money.format(p.price))}</b></li>`).join("");
      return `<h2>${escape(localized(category.data.name, language))}</h2><ul>${rows}</ul>`;
    })
    .join("");
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}.note{background:#fffbe6;border:1px solid #ffe58f;padding:.5rem 1rem}li{margin:.25rem 0}</style></head>
<body><p class="note">Local preview of the customer shop (npm start). The shop itself is a separate product; this page only shows what it offers.</p>
<h1>${escape(name)}</h1><p>${input.settings.isOpen === false ? "Closed" : "Open"}${input.pointOfSale ? ` · point of sale ${escape(input.pointOfSale)}` : ""}</p>${sections || "<p>No products yet.</p>"}</body></html>`;
}

export function shopPreview(deps: AppDeps): Router {
  const router = express.Router();
  router.get("/:slug", async (req, res) => {
    const companyId = await companyIdOf(deps, req.params.slug);
    if (!companyId) {
      res.status(404).type("text/plain").send("No company has this shop address.");
      return;
    }
    const { db } = deps;
    const [info, settings, categories, products] = await Promise.all([
      db.collection(COLLECTIONS.companyInfos).doc(companyId).get(),
      db.collection(COLLECTIONS.companySettings).doc(companyId).get(),
      db.collection(COLLECTIONS.categories).where("companyId", "==", companyId).get(),
      db.collection(COLLECTIONS.products).where("companyId", "==", companyId).get(),
    ]);
    const pos = typeof req.query.pos === "string" ? req.query.pos : null;
    res.type("html").send(
      shopPreviewPage({
        info: (info.data() ?? {}) as Partial<CompanyInfoData>,
        settings: (settings.data() ?? {}) as Partial<CompanySettingsData>,
        categories: categories.docs.map((d) => ({ id: d.id, data: d.data() as CategoryData })),
        products: products.docs.map((d) => d.data() as ProductData),
        pointOfSale: pos,
      }),
    );
  });
  return router;
}
