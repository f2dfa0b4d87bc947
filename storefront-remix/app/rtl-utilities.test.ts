import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

// Arabic pages mirror only if spacing and positions are logical (ms-, pe-, start-...). A physical
// utility (ml-, pr-, left-, text-right...) would stay put in right-to-left and break the layout.
const PHYSICAL =
  /(?<![\w-])-?(?:(?:m|p|scroll-m|scroll-p)[lr]-|(?:left|right)-|(?:rounded|rounded-[tb])-?[lr](?:-|\b)|border-[lr](?:-|\b)|(?:text|float|clear)-(?:left|right)\b)/

/** Where class names live: string literals, and @apply in CSS (so a comment saying "right-to-left" is fine). */
function classText(line: string): string {
  const literals = line.match(/"[^"]*"|'[^']*'|`[^`]*`/g) ?? []
  const applied = line.match(/@apply[^;]*/g) ?? []
  return [...literals, ...applied].join(" ")
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sources(full)
    return /\.(tsx?|css)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : []
  })
}

describe("right-to-left safety", () => {
  it("uses no physical Tailwind utilities in the app", () => {
    const offenders = sources(__dirname).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ where: `${path.relative(__dirname, file)}:${i + 1}`, match: classText(line).match(PHYSICAL)?.[0] }))
        .filter((hit) => hit.match)
    )
    expect(offenders).toEqual([])
  })

  it("would catch one, and only in class text", () => {
    expect(classText("// right-to-left: mirror")).not.toMatch(PHYSICAL)
    expect(classText('<div className="ml-2">')).toMatch(PHYSICAL)
    expect(classText("  @apply pl-4;")).toMatch(PHYSICAL)
    for (const bad of ['className="ml-2"', '"pr-4 x"', "text-right", "left-0", "-mr-1", "rounded-l-lg", "border-r"]) {
      expect(bad, bad).toMatch(PHYSICAL)
    }
    for (const good of ['className="ms-2 pe-4 start-0 text-start rounded-s-lg border-e"', "preload-right", "px-4 py-2"]) {
      expect(good, good).not.toMatch(PHYSICAL)
    }
  })
})
