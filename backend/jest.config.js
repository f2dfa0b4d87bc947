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
  testMatch: ["<rootDir>/integration-tests/http/*.spec.[jt]s", "<rootDir>/src/**/__tests__/**/*.spec.[jt]s"],
}
