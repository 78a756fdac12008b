// The admin's component tests (jsdom): two projects of the root vitest.config.ts.
//
// Most files share their worker's modules ("web": `isolate: false`): each file otherwise spent about a second
// importing antd, React and the admin again, 130 s of the stage. A file that replaces a module (`vi.mock`,
// `vi.doMock`), a global or the module registry runs in a fresh module graph of its own ("web (isolated)"),
// so its replacement can neither reach nor miss a module another file already imported.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineProject, type UserWorkspaceConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { messageCatalogues } from "./messageCatalogues";

const root = dirname(fileURLToPath(import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;
const REPLACES_MODULES = /\bvi\.(mock|doMock|stubGlobal|resetModules|unstubAllGlobals)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return TEST_FILE.test(entry.name) ? [relative(root, path)] : [];
  });
}

/** The test files (relative to web/) that replace modules or globals. */
export const isolatedFiles = testFiles(join(root, "src")).filter((file) => REPLACES_MODULES.test(readFileSync(join(root, file), "utf8")));

function webProject(name: string, test: NonNullable<UserWorkspaceConfig["test"]>): UserWorkspaceConfig {
  return defineProject({
    root,
    plugins: [react(), messageCatalogues()],
    define: { __APP_VERSION__: JSON.stringify("0.0.0-test") },
    test: { name, environment: "jsdom", setupFiles: ["src/test/setup.ts"], css: false, ...test },
  });
}

export const webProjects = [
  webProject("web", { include: ["src/**/*.test.{ts,tsx}"], exclude: isolatedFiles, isolate: false }),
  webProject("web (isolated)", { include: isolatedFiles }),
];
