module.exports = {
  testEnvironment: "node",
  transform: { "^.+\\.[jt]s$": ["@swc/jest", { jsc: { parser: { syntax: "typescript", decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true } } }] },
  testMatch: ["**/src/**/__tests__/**/*.spec.ts"],
  modulePathIgnorePatterns: ["<rootDir>/.medusa/"],
  // Unit tests run before the plugins are built: read the sibling plugin's sources, not its .medusa output.
  moduleNameMapper: { "^@shop/cod-checkout/(.*)$": "<rootDir>/../cod-checkout/src/$1" },
}
