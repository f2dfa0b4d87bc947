import { defineConfig } from "vitest/config"
import tsconfigPaths from "vite-tsconfig-paths"

// Kept apart from vite.config.ts: the Remix plugin must not run under Vitest.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    root: __dirname,
    include: ["app/**/*.test.{ts,tsx}"],
    exclude: ["build/**", "node_modules/**"],
    environment: "node",
    // Node loads the js-sdk's ESM build as it is: run through Vite it warns about every missing source map.
    server: { deps: { external: [/@medusajs\/js-sdk/] } },
  },
})
