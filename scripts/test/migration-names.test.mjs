// Medusa records every module's migrations in one table (`mikro_orm_migrations`) by file name: two
// plugins with a migration of the same name run only the first one met (seen on 2026-11-28, decision
// 0080). Every migration name in the project is unique.
import assert from "node:assert/strict"
import { readdirSync, existsSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { fileURLToPath } from "node:url"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

test("no two migrations share a name across the plugins and the backend", () => {
  const seen = new Map()
  const dirs = readdirSync(path.join(ROOT, "plugins")).flatMap((plugin) => {
    const modules = path.join(ROOT, "plugins", plugin, "src", "modules")
    return existsSync(modules) ? readdirSync(modules).map((m) => path.join(modules, m, "migrations")) : []
  })
  for (const dir of dirs.filter((d) => existsSync(d))) {
    for (const file of readdirSync(dir).filter((f) => /^Migration\d+\.ts$/.test(f))) {
      const name = file.replace(/\.ts$/, "")
      if (seen.has(name)) assert.fail(`${name} is in ${path.relative(ROOT, seen.get(name))} and ${path.relative(ROOT, dir)}`)
      seen.set(name, dir)
    }
  }
  assert.ok(seen.size > 20, `only ${seen.size} migrations found`)
})
