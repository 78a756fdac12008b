// Lint rules for the whole repository: typescript-eslint's recommended set everywhere, React hooks rules
// for the admin, Node globals for scripts and the server. `npm run lint` fails on any warning.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/lib/**",
      "**/node_modules/**",
      "**/coverage/**",
      "**/.cache/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "**/bench-results/**",
      "**/.firebase/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Unused names are errors, except the conventional "_" prefix for deliberately ignored ones.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": true, "ts-nocheck": true, "ts-expect-error": "allow-with-description" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": "off",
      "prefer-const": "error",
      "no-var": "error",
    },
  },
  {
    files: ["scripts/**", "functions/**", "test/**", "e2e/**", "*.config.{js,ts}", "web/vite.config.ts", "**/*.mjs", "**/*.cjs"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.flat["recommended-latest"].rules,
      "react-hooks/exhaustive-deps": "error",
      // Live listeners (onSnapshot) and form resets legitimately set state from effects.
      "react-hooks/set-state-in-effect": "off",
      // antd's Form and similar libraries trip this advisory rule without being wrong.
      "react-hooks/incompatible-library": "off",
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**", "test/**"],
    rules: {
      // Tests may use non-null assertions on fixtures they just built.
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
);
