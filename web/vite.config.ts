import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { messageCatalogues } from "./messageCatalogues";

const rootPkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
const FUNCTIONS = "http://127.0.0.1:5001";
const API_PREFIX = "/demo-comanda/europe-west1/api";

// The admin lives under /admin; /api and /version.json go to the API function (as Hosting rewrites them).
export default defineConfig({
  base: "/admin/",
  plugins: [react(), messageCatalogues()],
  define: { __APP_VERSION__: JSON.stringify(rootPkg.version) },
  build: {
    outDir: "dist/admin",
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // The chunk graph, for the JS budgets per screen (scripts/bench-web.mjs); Hosting does not serve it (.vite).
    manifest: true,
    rolldownOptions: {
      output: {
        // What the page's entry loads before anything else (the public pages, React, react-intl, Firebase Auth)
        // goes into one chunk: a phone fetches a few files rather than twenty small ones (each a round trip
        // over HTTP/1.1's six connections). Everything loaded later stays split as the bundler decides.
        codeSplitting: { groups: [{ name: "login", tags: ["$initial"] }] },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    host: "127.0.0.1",
    proxy: {
      "/api": { target: FUNCTIONS, rewrite: (p) => API_PREFIX + p },
      "/version.json": { target: FUNCTIONS, rewrite: (p) => API_PREFIX + p },
    },
  },
  preview: { port: 4173, strictPort: true },
});
