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
  },
})
