// Bundles the server (with the shared/ domain package inlined) into lib/index.js, so that functions/
// deploys on its own: Cloud Functions installs only the dependencies named in functions/package.json.
import { build, context } from "esbuild";
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const rootPkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const options = {
  entryPoints: ["src/index.ts"],
  outfile: "lib/index.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  // The bundle is CommonJS, where import.meta is empty: code that finds files of its dependencies with
  // createRequire(import.meta.url) (the PDF fonts) gets the bundle's own URL instead.
  // The banner repeats "use strict", which must stay the file's first statement.
  banner: { js: '"use strict";\nconst __bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  define: { __APP_VERSION__: JSON.stringify(rootPkg.version), "import.meta.url": "__bundleUrl" },
  logLevel: "info",
};
if (process.argv.includes("--watch")) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
