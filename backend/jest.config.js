const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

module.exports = {
  transform: {
    "^.+\\.[jt]s$": ["@swc/jest", { jsc: { parser: { syntax: "typescript", decorators: true } } }],
  },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  setupFiles: ["./integration-tests/setup.js"],
  setupFilesAfterEnv: ["./integration-tests/setup-after-env.js"],
  testSequencer: "./integration-tests/sequencer.js",
  // Each spec boots a Medusa app in its worker and not all of it is freed: a worker that ran many
  // specs reached 3.6 GB and lost minutes to garbage collection before being killed (CI, 2026-11-25).
  // A worker above this after a spec file is replaced by a fresh one.
  workerIdleMemoryLimit: "1500MB",
  testMatch: ["<rootDir>/integration-tests/http/*.spec.[jt]s", "<rootDir>/src/**/__tests__/**/*.spec.[jt]s"],
}
