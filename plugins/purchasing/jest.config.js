module.exports = {
  testEnvironment: "node",
  transform: {
    "^.+\\.[jt]s$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript", decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true } } },
    ],
  },
  testMatch: ["**/src/**/__tests__/**/*.spec.ts"],
  modulePathIgnorePatterns: ["<rootDir>/.medusa/"],
}
