// ESLint output for `npm test` and `npm run lint`: every error with its place, warnings only counted
// per rule (hundreds of `no-explicit-any` warnings would bury the errors). `npm run lint -- --warnings`
// lists them too.
import path from "node:path"

export default function format(results, { cwd }) {
  const lines = []
  const warnings = new Map()
  let errors = 0
  for (const r of results) {
    for (const m of r.messages) {
      const rule = m.ruleId ?? (m.fatal ? "parse-error" : "unused-disable-directive")
      if (m.severity === 2) {
        errors++
        lines.push(`${path.relative(cwd, r.filePath)}:${m.line ?? 0}:${m.column ?? 0}  ${rule}  ${m.message.split("\n")[0]}`)
      } else warnings.set(rule, (warnings.get(rule) ?? 0) + 1)
    }
  }
  const counted = [...warnings].sort((a, b) => b[1] - a[1]).map(([rule, n]) => `${rule} ${n}`)
  const total = counted.length ? [...warnings.values()].reduce((a, b) => a + b, 0) : 0
  lines.push(`eslint: ${errors} error(s), ${total} warning(s)${counted.length ? ` (${counted.join(", ")})` : ""}`)
  return lines.join("\n") + "\n"
}
