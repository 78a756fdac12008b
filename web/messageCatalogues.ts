// The Vite plugin behind the admin's message catalogues, shared by the build and the component tests.
import type { Plugin } from "vite";
import { parse } from "@formatjs/icu-messageformat-parser";
import { isCoreMessage } from "./src/i18n/catalogueParts";

/**
 * Each catalogue comes in two parts: `?part=core` (what the screens before login need) and `?part=rest`
 * (everything else, loaded right after the first paint), so the login page does not grow with every
 * screen of the admin. In a build the messages are also compiled to ICU ASTs, so the browser needs no
 * message parser (react-intl then runs with formatjs' no-parser build). Every message is in every
 * catalogue (a test proves it), so react-intl never has to parse a defaultMessage.
 */
export function messageCatalogues(): Plugin {
  let build = false;
  return {
    name: "comanda:message-catalogues",
    enforce: "pre",
    config: (_config, env) => {
      build = env.command === "build";
      return build ? { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/lib/no-parser.js" }] } } : {};
    },
    transform(code, id) {
      if (build && /[\\/]web[\\/]src[\\/].*\.tsx?$/.test(id) && code.includes("defaultMessage")) return stripDefaultMessages(code);
      const match = /[\\/]i18n[\\/]lang[\\/][a-z]{2}\.json(?:\?(?:.*&)?part=(core|rest)(?:&.*)?)?$/.exec(id);
      if (!match) return null;
      const part = match[1];
      const messages = Object.entries(JSON.parse(code) as Record<string, string>).filter(([key]) => !part || (part === "core") === isCoreMessage(key));
      const out = Object.fromEntries(messages.map(([key, text]) => [key, build ? parse(text) : text]));
      // With a query the module is no longer handled as JSON, so it becomes a JS module here.
      return { code: part ? `export default ${JSON.stringify(out)};` : JSON.stringify(out), map: null };
    },
  };
}

/**
 * In a build, the English texts of `defineMessages` (`defaultMessage: "…"`) are dropped from the admin's
 * modules: every message is in every catalogue, English included, so they are never shown, and each
 * screen's chunk (the login page's too) would otherwise carry them.
 */
export function stripDefaultMessages(code: string): { code: string; map: null } {
  return { code: code.replace(/\bdefaultMessage:\s*"(?:[^"\\\n]|\\.)*"\s*,?/g, ""), map: null };
}
