// Lint config: typescript-eslint recommended, its type-aware promise checks, and the one-way import
// rules of ARCHITECTURE.md.
import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { webBoundaries } from "./apps/web/build/web-boundaries.js";
import { serverZones } from "./apps/server/build/server-zones.js";

const noAppImports = {
  group: ["**/apps/**", "@tablewise/server*", "@tablewise/web*"],
  message: "packages/domain is universal: it imports nothing of the apps.",
};

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/migrations/**",
      "**/test-results/**",
      ".data/**",
      ".bench/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Type-aware promise checks: a promise nobody awaits or catches is an error that vanishes (or an
    // unhandled rejection that stops the server), and an async callback where a void one is expected
    // runs unobserved. These need the TypeScript program, so they run on the three packages' sources.
    files: ["apps/*/**/*.{ts,tsx}", "packages/*/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // JSX handlers may be async: React ignores their result, and each handles its own errors.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    files: ["packages/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [noAppImports, { group: ["node:*", "fs", "path"], message: "domain has no I/O." }] },
      ],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    // The server's zones: layers below modules, a module reached only through its public file
    // (apps/server/build/server-zones.js says how).
    files: ["apps/server/src/**/*.ts"],
    plugins: {
      server: { rules: { zones: serverZones(path.resolve(import.meta.dirname, "apps/server/src")) } },
    },
    rules: { "server/zones": "error" },
  },
  {
    // The guest app and the venue console stay apart (apps/web/build/web-boundaries.js says how).
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: {
      web: { rules: { boundaries: webBoundaries(path.resolve(import.meta.dirname, "apps/web/src")) } },
    },
    rules: { "web/boundaries": "error" },
  },
  {
    // ui and lib are the bottom layer: they never reach up into features or app.
    files: ["apps/web/src/ui/**/*.{ts,tsx}", "apps/web/src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/features/**", "**/app/**"], message: "ui/lib sit below features and app." },
          ],
        },
      ],
    },
  },
  {
    // features sit under app; a feature reaches another feature only through its public files, never app.
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/**"], message: "features do not import the app layer." }] },
      ],
    },
  },
);
