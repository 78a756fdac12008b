// The admin's component tests (jsdom); a project of the root vitest.config.ts.
import { defineProject } from "vitest/config";
import react from "@vitejs/plugin-react";
import { messageCatalogues } from "./messageCatalogues";

export default defineProject({
  plugins: [react(), messageCatalogues()],
  define: { __APP_VERSION__: JSON.stringify("0.0.0-test") },
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["src/test/setup.ts"],
    css: false,
  },
});
