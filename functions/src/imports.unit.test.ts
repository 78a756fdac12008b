// The server's import graph runs one way: the composition root (index.ts, app.ts, emulatorJobs.ts) imports
// the features, the features import http/ (errors, pipeline, guards) and the base modules beside index.ts,
// and nothing imports back up. The deployed bundle (everything index.ts reaches, which esbuild bundles:
// functions/build.mjs) holds no stand-in, test or tool: the local stand-ins and the printer simulator live in
// functions/tools/, which only tests and the test harness import.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));
const FUNCTIONS = dirname(SRC);

/** The modules that join every feature: only they, the top-level tests and the test harness may import them. */
const COMPOSITION_ROOT = ["index.ts", "app.ts", "emulatorJobs.ts"];
/** What every feature uses; it imports only the base modules beside index.ts. */
const SHARED_LAYER = "http";
/** Test support (the emulator harness builds the whole app for the features' API tests). */
const TEST_HARNESS = "test";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" || name === "lib" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The files a module imports by a relative path (static, re-exports and dynamic imports, type-only ones too). */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return info.importedFiles
    .map((ref) => ref.fileName)
    .filter((spec) => spec.startsWith("."))
    .map((spec) => {
      const base = resolve(dirname(file), spec);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((c) => existsSync(c) && statSync(c).isFile());
      if (!found) throw new Error(`${relative(FUNCTIONS, file)} imports ${spec}, which is not a file`);
      return found;
    });
}

/** The path under functions/src, with forward slashes ("printing/jobs.ts"), or null outside it. */
function inSrc(file: string): string | null {
  const path = relative(SRC, file);
  return path.startsWith("..") ? null : path.split(sep).join("/");
}

const folderOf = (path: string): string | null => (path.includes("/") ? (path.split("/")[0] ?? null) : null);
const isTest = (path: string): boolean => /\.test\.tsx?$/.test(path);
/** Tests and their support: the harness, a feature's test data and emulator project (testOrders.ts, testProject.ts, …). */
const isTestSupport = (path: string): boolean =>
  isTest(path) || folderOf(path) === TEST_HARNESS || /(^|\/)test[A-Z][A-Za-z]*\.ts$/.test(path) || /TestProject\.ts$/.test(path);

const files = sourceFiles(SRC);
const edges = files.flatMap((from) => importsOf(from).map((to) => ({ from, to })));

/**
 * Imports that run upward: any module under a feature folder or http/ (tests included: they build the app
 * through the harness) importing the composition root, or a deployed module of http/ importing a feature.
 */
function upwardImports(): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const source = inSrc(from);
    const target = inSrc(to);
    if (source === null || target === null) continue;
    const folder = folderOf(source);
    if (folder === null || folder === TEST_HARNESS) continue;
    const upToRoot = COMPOSITION_ROOT.includes(target);
    const targetFolder = folderOf(target);
    const httpToFeature = folder === SHARED_LAYER && !isTestSupport(source) && targetFolder !== null && targetFolder !== SHARED_LAYER;
    if (upToRoot || httpToFeature) found.push(`${source} -> ${target}`);
  }
  return found;
}

/** Every file the deployed entry point reaches (esbuild bundles functions/src/index.ts). */
function deployedModules(): Set<string> {
  const reached = new Set<string>();
  const queue = [join(SRC, "index.ts")];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...importsOf(file));
  }
  return reached;
}

describe("the server's import graph", () => {
  it("reads the imports of the composition root (the scan itself works)", () => {
    const app = files.find((f) => inSrc(f) === "app.ts");
    expect(app).toBeDefined();
    const targets = importsOf(app as string).map((f) => inSrc(f));
    expect(targets).toEqual(expect.arrayContaining(["http/pipeline.ts", "catalogue/handlers.ts", "platform/handlers.ts"]));
  });

  it("has no upward import: no feature or http/ module imports the composition root, and http/ imports no feature", () => {
    expect(upwardImports()).toEqual([]);
  });

  it("deploys only functions/src modules that are neither tests, test support nor stand-ins", () => {
    const deployed = [...deployedModules()];
    // The scan reaches the features through the composition root.
    expect(deployed.map(inSrc)).toEqual(expect.arrayContaining(["app.ts", "orders/events.ts", "translation/endpoint.ts", "http/errors.ts"]));
    const wrong = deployed.filter((file) => {
      const path = inSrc(file);
      return path === null || isTestSupport(path) || /standin/i.test(path);
    });
    expect(wrong.map((file) => relative(FUNCTIONS, file).split(sep).join("/"))).toEqual([]);
  });

  it("keeps the tools (stand-ins, printer simulator) out of every module but tests and their support", () => {
    const tools = join(FUNCTIONS, "tools");
    const wrong = edges
      .filter(({ to }) => to.startsWith(tools + sep))
      .map(({ from }) => inSrc(from))
      .filter((path): path is string => path !== null && !isTestSupport(path));
    expect(wrong).toEqual([]);
    // The scan sees the tests' imports of the tools.
    expect(edges.some(({ from, to }) => inSrc(from) === "orders/smsSender.unit.test.ts" && to === join(tools, "twilio.ts"))).toBe(true);
  });
});
