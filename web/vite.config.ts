import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { parse } from "@formatjs/icu-messageformat-parser";

const rootPkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
const FUNCTIONS = "http://127.0.0.1:5001";
const API_PREFIX = "/demo-comanda/europe-west1/api";

/**
 * Message catalogues are compiled to ICU ASTs at build time, so the browser needs no message parser
 * (react-intl then runs with formatjs' no-parser build: a smaller login bundle). Every message is in
 * every catalogue (a test proves it), so react-intl never has to parse a defaultMessage.
 */
function precompiledMessages(): Plugin {
  return {
    name: "comanda:precompiled-messages",
    apply: "build",
    enforce: "pre",
    config: () => ({ resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/lib/no-parser.js" }] } }),
    transform(code, id) {
      if (!/[\\/]i18n[\\/]lang[\\/][a-z]{2}\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

// The admin lives under /admin; /api and /version.json go to the API function (as Hosting rewrites them).
export default defineConfig({
  base: "/admin/",
  plugins: [react(), precompiledMessages()],
  define: { __APP_VERSION__: JSON.stringify(rootPkg.version) },
  build: {
    outDir: "dist/admin",
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
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
