// The longest spec files first (CI's 35-minute budget, decision 0061). On a clean clone Jest has no
// timing cache and orders files by size, so a long spec could start last and run alone on one of the
// two workers while the other sits idle. durations.json holds each spec's seconds from a full run
// (`npm test` writes artifacts/test-logs/backend-durations.json: copy it here when the specs change a lot).
const path = require("node:path")
const Sequencer = require("@jest/test-sequencer").default
const durations = require("./durations.json")

class LongestFirst extends Sequencer {
  sort(tests) {
    // a spec not measured yet counts as a long one: better early than alone at the end
    const known = Object.values(durations)
    const unknown = known.length ? Math.max(...known) : 0
    const seconds = (t) => durations[path.basename(t.path)] ?? unknown
    return [...tests].sort((a, b) => seconds(b) - seconds(a) || a.path.localeCompare(b.path))
  }
}

module.exports = LongestFirst
