import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

/**
 * What the EcoTrack fake knows of Algeria: the 58 wilayas couriers still use and their communes,
 * read from the shop's own `data/algeria` (geoalgeria, see its SOURCE.md) so that names match the
 * shop's; which wilayas the demo tenant serves, its stations (stop-desks) and its fees.
 */

export type FakeWilaya = { id: number; name: string }
export type FakeCommune = { wilaya_id: number; nom: string; code_postal: string; has_stop_desk: 0 | 1; latitude: number; longitude: number }
export type FakeFees = { home: number; desk: number; pickup: number; exchange: number; collection: number; return: number }

/** The folder `data/algeria`: from ALGERIA_DATA_DIR, else found walking up from here (source tree or built plugin). */
function dataDir(): string {
  const fromEnv = process.env.ALGERIA_DATA_DIR
  if (fromEnv && existsSync(path.join(fromEnv, "communes.derived.csv"))) return fromEnv
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "data", "algeria")
    if (existsSync(path.join(candidate, "communes.derived.csv"))) return candidate
    if (path.dirname(dir) === dir) throw new Error("EcoTrack fake: data/algeria not found (set ALGERIA_DATA_DIR)")
  }
}

function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, "utf8").trim().split(/\r?\n/)
  const columns = header.split(",")
  return lines.map((line) => Object.fromEntries(line.split(",").map((cell, i) => [columns[i], cell])))
}

/**
 * Far-south wilayas this demo tenant does not deliver to (many EcoTrack couriers leave some out;
 * `get/wilayas` lists only the served ones and creating there answers error 10002).
 */
export const NOT_SERVED = new Set([50, 54, 56])

/** Stations beyond each wilaya's chef-lieu, in the big cities (ONS commune codes). */
const EXTRA_DESKS = new Set([1621, 1650, 3103, 2506, 920, 1920])

const SOUTH = new Set([1, 8, 11, 30, 32, 33, 37, 39, 47, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58])
const NEAR_ALGIERS = new Set([2, 9, 10, 15, 26, 35, 42, 44])

/** The tenant's fees from its Algiers station, by destination (dinars). */
export function feesFor(wilaya: number): FakeFees {
  const home = wilaya === 16 ? 400 : NEAR_ALGIERS.has(wilaya) ? 550 : SOUTH.has(wilaya) ? 1100 : 700
  const desk = wilaya === 16 ? 250 : NEAR_ALGIERS.has(wilaya) ? 350 : SOUTH.has(wilaya) ? 750 : 450
  return { home, desk, pickup: home + 100, exchange: home + 200, collection: 300, return: SOUTH.has(wilaya) ? 350 : 200 }
}

let cached: { wilayas: FakeWilaya[]; communes: FakeCommune[] } | null = null

export function ecotrackGeography(): { wilayas: FakeWilaya[]; communes: FakeCommune[] } {
  if (cached) return cached
  const dir = dataDir()
  const wilayas = readCsv(path.join(dir, "wilayas.derived.csv"))
    .filter((r) => Number(r.wilaya_code) <= 58)
    .map((r) => ({ id: Number(r.wilaya_code), name: r.name_fr }))
  const communes = readCsv(path.join(dir, "communes.derived.csv"))
    .map((r) => {
      const code = Number(r.code_commune)
      const wilaya = Number(r.wilaya_code_58)
      // a station in every served wilaya's chef-lieu (ONS code WW01) and a few more in the big cities
      const desk = !NOT_SERVED.has(wilaya) && (code % 100 === 1 || EXTRA_DESKS.has(code))
      return {
        wilaya_id: wilaya,
        nom: r.name_fr,
        // EcoTrack's `code_postal` of a commune is its station code ("817" for Abadla): the ONS code
        code_postal: String(code),
        has_stop_desk: desk ? (1 as const) : (0 as const),
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
      }
    })
    .sort((a, b) => a.wilaya_id - b.wilaya_id || a.nom.localeCompare(b.nom, "fr"))
  cached = { wilayas, communes }
  return cached
}
