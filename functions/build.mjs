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
  define: { __APP_VERSION__: JSON.stringify(rootPkg.version) },
  logLevel: "info",
};
if (process.argv.includes("--watch")) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
