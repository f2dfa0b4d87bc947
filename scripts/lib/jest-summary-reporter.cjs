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
        seconds: t.perfStats?.end && t.perfStats?.start ? Math.round((t.perfStats.end - t.perfStats.start) / 1000) : null,
        // the first lines of a failure: the harness lists failed tests by name at the end of the run
        assertionResults: t.testResults.map((a) => ({
          title: a.fullName,
          status: a.status,
          seconds: typeof a.duration === "number" ? Math.round(a.duration / 100) / 10 : null,
          failureMessages: (a.failureMessages ?? []).map((m) => String(m).slice(0, 1000)),
        })),
        execError: t.testExecError?.message ?? null,
      })),
    }
    writeFileSync(this.file, JSON.stringify(summary, null, 2))
  }
}
module.exports = SummaryReporter
