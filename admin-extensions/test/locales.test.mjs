// The admin's French, English and Arabic texts stay parallel: same keys, same {{placeholders}},
// and every key the screens ask for exists.
import assert from "node:assert/strict"
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { fileURLToPath } from "node:url"

const ADMIN = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src", "admin")
const load = (lang) => JSON.parse(readFileSync(path.join(ADMIN, "i18n", `${lang}.json`), "utf8"))
const flatten = (obj, prefix = "") =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === "object" ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]]))
const texts = Object.fromEntries(["fr", "en", "ar"].map((l) => [l, Object.fromEntries(flatten(load(l)))]))
const placeholders = (s) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
const sources = (dir) =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) ? [p] : []
  })

test("fr, en and ar have the same keys", () => {
  const keys = (l) => Object.keys(texts[l]).sort()
  assert.deepEqual(keys("en"), keys("fr"))
  assert.deepEqual(keys("ar"), keys("fr"))
})

test("every text is filled and keeps the placeholders of the French one", () => {
  for (const [key, fr] of Object.entries(texts.fr)) {
    for (const lang of ["en", "ar"]) {
      assert.ok(String(texts[lang][key]).trim(), `${lang}: ${key} is empty`)
      assert.deepEqual(placeholders(texts[lang][key]), placeholders(fr), `${lang}: ${key} placeholders`)
    }
  }
})

test("every literal key used by the screens exists", () => {
  const used = new Set(sources(ADMIN).flatMap((f) => [...readFileSync(f, "utf8").matchAll(/["'`](dz[A-Z]\w*(?:\.[\w]+)+)["'`]/g)].map((m) => m[1])))
  assert.ok(used.size > 50)
  const missing = [...used].filter((k) => !(k in texts.fr))
  assert.deepEqual(missing, [])
})
