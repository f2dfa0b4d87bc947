import { existsSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"

/**
 * The geography the ZR Express and Maystro fakes serve, read from the shop's own data
 * (`data/algeria/communes.derived.csv`, generated from geoalgeria), so that the names the fakes
 * accept are the names the shop holds. Couriers still count 58 wilayas: a commune of a 2026 wilaya
 * belongs to its mother wilaya (`wilaya_code_58`).
 */
export type FakeCommune = { id: number; wilaya_code: number; name_fr: string; name_ar: string }
export type FakeWilaya = { code: number; name_fr: string; name_ar: string }

const findDataDir = (): string => {
  let dir = __dirname
  for (let i = 0; i < 10; i++) {
    const candidate = join(dir, "data", "algeria")
    if (existsSync(join(candidate, "communes.derived.csv"))) return candidate
    const up = dirname(dir)
    if (up === dir) break
    dir = up
  }
  throw new Error("couriers fakes: data/algeria/communes.derived.csv not found above " + __dirname)
}

let cached: { wilayas: FakeWilaya[]; communes: FakeCommune[] } | null = null

/** Wilayas 1–58 and their communes (ONS code as id), in the shop's spelling. */
export function fakeGeography(): { wilayas: FakeWilaya[]; communes: FakeCommune[] } {
  if (cached) return cached
  const dir = findDataDir()
  const rows = (file: string) =>
    readFileSync(join(dir, file), "utf8")
      .split(/\r?\n/)
      .slice(1)
      .filter((l) => l.trim())
      .map((l) => l.split(","))
  const wilayas = rows("wilayas.derived.csv")
    .filter((r) => Number(r[0]) <= 58)
    .map((r) => ({ code: Number(r[0]), name_fr: r[1], name_ar: r[2] }))
  // code_commune,wilaya_code,wilaya_code_58,wilaya_name_fr,wilaya_name_ar,daira,name_fr,name_ar,...
  const communes = rows("communes.derived.csv").map((r) => ({ id: Number(r[0]), wilaya_code: Number(r[2]), name_fr: r[6], name_ar: r[7] }))
  cached = { wilayas, communes }
  return cached
}

/** Letters without accents, lower case, single spaces (how the fakes compare commune names). */
export const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[-'’]/g, " ")
    .replace(/\s+/g, " ")
    .trim()

/** A home-delivery fee table by distance band from Algiers' region, the shape couriers publish (DA). */
export function feeFor(wilaya: number): { home: number; desk: number; ret: number } {
  const south = [1, 8, 11, 30, 32, 33, 37, 39, 45, 47, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58]
  const centre = [9, 10, 15, 16, 26, 35, 42, 44]
  if (wilaya === 16) return { home: 400, desk: 300, ret: 200 }
  if (centre.includes(wilaya)) return { home: 550, desk: 400, ret: 250 }
  if (south.includes(wilaya)) return { home: 1100, desk: 800, ret: 400 }
  return { home: 700, desk: 500, ret: 300 }
}
