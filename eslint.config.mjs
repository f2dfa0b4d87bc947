// One lint configuration for every workspace (decision record 0026).
// Not type-aware on purpose: typed rules cost minutes on two cores; `npm run typecheck` covers types.
import js from "@eslint/js"
import { defineConfig, globalIgnores } from "eslint/config"
import { importX } from "eslint-plugin-import-x"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

// A package is reached through its public entries only: `@shop/<pkg>`, `@shop/<pkg>/workflows`,
// `@shop/<pkg>/modules/<name>`, `@shop/<pkg>/contract`, and everything under the contract and shared
// packages. Anything else (`lib/`, `api/`, `jobs/`, `.medusa/...`) is another package's internals.
const DEEP_IMPORT = "^@shop/(?!(contracts|shared)/)[^/]+/(?!(workflows|contract|fakes)$|modules/[^/]+$).+"

export default defineConfig(
  // Build outputs and data (as in .gitignore), and migrations, which `medusa db:generate` writes.
  globalIgnores([
    "**/.medusa/",
    "**/build/",
    "**/dist/",
    "**/public/build/",
    "**/.cache/",
    ".data/",
    "artifacts/",
    "test-results/",
    "data/",
    "backend/static/",
    "backend/uploads/",
    "backend/public/",
    "**/coverage/",
    "**/migrations/",
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    plugins: { "import-x": importX },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node } },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: DEEP_IMPORT,
              message:
                "Deep import into another package: use its public entry (@shop/<pkg>, /workflows, /modules/<name>, /contract, /fakes for a courier's local fake) or @shop/shared.",
            },
          ],
        },
      ],
      // `any` only where a library forces it, behind a disable comment naming why (decision 0032).
      "@typescript-eslint/no-explicit-any": "error",
      // `_`-prefixed names are the usual way to say "unused on purpose" (route handlers' `req`, tuples).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // Import hygiene that tsc does not check (resolution and names are tsc's job, so no `no-unresolved`).
      "import-x/first": "error",
      "import-x/no-duplicates": "error",
      "import-x/no-self-import": "error",
      "import-x/no-absolute-path": "error",
      "import-x/no-useless-path-segments": "error",
      "import-x/no-relative-packages": "error",
      "import-x/no-mutable-exports": "error",
      // Every imported package is declared by the package that imports it (issue 14, item 8).
      "import-x/no-extraneous-dependencies": ["error", { devDependencies: true }],
    },
  },

  // CommonJS files (jest configs, setup files, the summary reporter).
  {
    files: ["**/*.cjs", "**/jest.config.js", "backend/integration-tests/*.js", "backend/medusa-config.ts"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },

  // Tests run by jest (plugins' unit tests, backend integration tests).
  {
    files: ["plugins/*/src/**/__tests__/**", "plugins/*/integration-tests/**", "backend/integration-tests/**"],
    languageOptions: { globals: { ...globals.jest } },
  },

  // Browser code: the admin screens (admin-extensions and any plugin's src/admin) and the storefront.
  {
    files: ["admin-extensions/src/**", "plugins/*/src/admin/**", "storefront-remix/app/**"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.tsx", "**/*.jsx", "admin-extensions/src/**/use-*.ts", "storefront-remix/app/**/*.ts"],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Two React Compiler rules of react-hooks 7 flag patterns this code uses on purpose and that work
      // without the compiler (a form reset from loaded data in an effect, the "latest value" ref written
      // during render). Rewriting them is a per-screen refactor with behaviour risk: warnings until then.
      "react-hooks/set-state-in-effect": "warn",
      "react-hooks/refs": "warn",
    },
  },

  // Browser journeys: the callbacks given to page.evaluate() run in the page.
  {
    files: ["e2e/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  }
)
