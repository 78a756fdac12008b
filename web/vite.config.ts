import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { parse } from "@formatjs/icu-messageformat-parser";
import { isCoreMessage } from "./src/i18n/catalogueParts";

const rootPkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
const FUNCTIONS = "http://127.0.0.1:5001";
const API_PREFIX = "/demo-comanda/europe-west1/api";

/**
 * Each catalogue comes in two parts: `?part=core` (what the screens before login need) and `?part=rest`
 * (everything else, loaded right after the first paint), so the login page does not grow with every
 * screen of the admin. In a build the messages are also compiled to ICU ASTs, so the browser needs no
 * message parser (react-intl then runs with formatjs' no-parser build). Every message is in every
 * catalogue (a test proves it), so react-intl never has to parse a defaultMessage.
 */
function splitCatalogues(): Plugin {
  let build = false;
  return {
    name: "comanda:message-catalogues",
    enforce: "pre",
    config: (_config, env) => {
      build = env.command === "build";
      return build ? { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/lib/no-parser.js" }] } } : {};
    },
    transform(code, id) {
      const match = /[\\/]i18n[\\/]lang[\\/][a-z]{2}\.json(?:\?part=(core|rest))?$/.exec(id);
      if (!match) return null;
      const part = match[1];
      const messages = Object.entries(JSON.parse(code) as Record<string, string>).filter(([key]) => !part || (part === "core") === isCoreMessage(key));
      const out = Object.fromEntries(messages.map(([key, text]) => [key, build ? parse(text) : text]));
      // With a query the module is no longer handled as JSON, so it becomes a JS module here.
      return { code: part ? `export default ${JSON.stringify(out)};` : JSON.stringify(out), map: null };
    },
  };
}

// The admin lives under /admin; /api and /version.json go to the API function (as Hosting rewrites them).
export default defineConfig({
  base: "/admin/",
  plugins: [react(), splitCatalogues()],
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
