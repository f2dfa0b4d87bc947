module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.[jt]s$": ["@swc/jest", { jsc: { parser: { syntax: "typescript", decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true } } }] },
  testMatch: ["**/src/**/__tests__/**/*.spec.ts"],
  modulePathIgnorePatterns: ["<rootDir>/.medusa/"],
  // unit tests run before any plugin is built: the listing plugin's helpers come from its sources
  moduleNameMapper: { "^@shop/listing/lib/(.*)$": "<rootDir>/../listing/src/lib/$1" },
}
