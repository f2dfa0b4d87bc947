// Writes Jest's counts as JSON. Jest's own --json output crashes ("Converting circular structure")
// when a failure carries an axios error (req <-> res), which hid the real failure from the harness.
const { writeFileSync } = require("node:fs")

class SummaryReporter {
  constructor() {
    this.file = process.env.JEST_SUMMARY_FILE
  }
  onRunComplete(_contexts, r) {
    const summary = {
      numPassedTests: r.numPassedTests,
      numFailedTests: r.numFailedTests,
      numRuntimeErrorTestSuites: r.numRuntimeErrorTestSuites,
      testResults: r.testResults.map((t) => ({
        name: t.testFilePath,
        status: t.numFailingTests || t.testExecError ? "failed" : "passed",
        assertionResults: t.testResults.map((a) => ({ title: a.fullName, status: a.status })),
      })),
    }
    writeFileSync(this.file, JSON.stringify(summary, null, 2))
  }
}
module.exports = SummaryReporter
