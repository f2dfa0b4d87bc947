import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { splitCsvLine } from "@shop/shared/csv"
import { fold } from "@shop/shared/text"

/**
 * The reference data of the Noest fake: wilayas 1–58 and their communes from the shop's own
 * `data/algeria` (so names match what the shop sends), a stop-desk or two per wilaya with Noest's
 * station codes ("16A": wilaya then a letter, as its desk list and `wilaya_rank` show), and a
 * tariff by zone. Desks and prices are made up for the sandbox; the real ones come from the account.
 */
export type NoestWilaya = { code: number; nom: string; is_active: 0 | 1 }
export type NoestCommune = { nom: string; wilaya_id: number; code_postal: string | null; is_active: 0 | 1 }
export type NoestDesk = {
  code: string
  name: string
  commune: string
  address: string
  map: string
  phones: Record<string, string>
  email: string
  wilaya_id: number
}
export type NoestGeo = {
  wilayas: NoestWilaya[]
  communes: NoestCommune[]
  desks: NoestDesk[]
  fees: Map<number, { home: number; desk: number; ret: number }>
  /** The commune as Noest spells it, when `name` is one of the wilaya's active communes. */
  commune(wilaya: number, name: string): NoestCommune | null
}

/** Wilayas whose stop-desks are closed in the sandbox (`stopdesk_disabled`). */
const NO_DESK = new Set([33, 37, 50, 54, 56])
/** Wilayas with a second desk (the big cities). */
const TWO_DESKS = new Set([16, 31, 25, 19, 9, 15, 6, 35])
const SOUTH = new Set([1, 8, 11, 30, 32, 33, 37, 39, 45, 47, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58])
const NEAR = new Set([16, 9, 35, 42, 10, 15, 2, 26, 44])

function findDataDir(explicit?: string): string {
  if (explicit) return explicit
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "data", "algeria")
    if (existsSync(path.join(candidate, "communes.derived.csv"))) return candidate
    if (path.dirname(dir) === dir) throw new Error("Noest fake: data/algeria not found above " + __dirname)
  }
}

function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, "utf8").trim().split(/\r?\n/)
  const columns = splitCsvLine(header, ",")
  return lines.map((line) => {
    const cells = splitCsvLine(line, ",")
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ""]))
  })
}

let cached: NoestGeo | null = null

export function noestGeo(dataDir?: string): NoestGeo {
  if (cached && !dataDir) return cached
  const dir = findDataDir(dataDir)
  const wilayas = readCsv(path.join(dir, "wilayas.derived.csv"))
    .filter((r) => Number(r.wilaya_code) <= 58)
    .map((r): NoestWilaya => ({ code: Number(r.wilaya_code), nom: r.name_fr, is_active: 1 }))
  const rows = readCsv(path.join(dir, "communes.derived.csv"))
  // A few communes are not served (deterministic, so tests can rely on it): Noest answers `inactive_commune`.
  const communes = rows.map((r): NoestCommune => ({
    nom: r.name_fr,
    wilaya_id: Number(r.wilaya_code_58),
    code_postal: r.postal_code || null,
    is_active: Number(r.code_commune) % 37 === 0 ? 0 : 1,
  }))
  // Noest matches the commune's spelling exactly (case aside): the shop maps names before sending.
  const key = (wilaya: number, name: string) => `${wilaya}|${name.trim().toLowerCase()}`
  const index = new Map(communes.map((c) => [key(c.wilaya_id, c.nom), c]))
  const desks: NoestDesk[] = []
  for (const w of wilayas) {
    if (NO_DESK.has(w.code)) continue
    const mine = rows.filter((r) => Number(r.wilaya_code_58) === w.code)
    const seat = mine.find((r) => fold(r.name_fr) === fold(w.nom)) ?? mine[0]
    const picks = TWO_DESKS.has(w.code) ? [seat, mine.find((r) => r !== seat) ?? seat] : [seat]
    picks.forEach((r, k) => {
      const code = `${w.code}${String.fromCharCode(65 + k)}`
      desks.push({
        code,
        name: `Noest ${r.name_fr}${k ? " 2" : ""}`,
        commune: r.name_fr,
        address: `Cité ${100 + w.code * 3 + k} logements, ${r.name_fr}`,
        map: `https://maps.google.com/?q=${r.latitude},${r.longitude}`,
        phones: { "0": `0${550 + (w.code % 40)}${String(100000 + w.code * 1013 + k).slice(-6)}`, "1": "" },
        email: `${fold(r.name_fr).replace(/[^a-z]/g, "")}@noest-dz.com`,
        wilaya_id: w.code,
      })
    })
  }
  const fees = new Map<number, { home: number; desk: number; ret: number }>()
  for (const w of wilayas) {
    const zone = NEAR.has(w.code) ? 0 : SOUTH.has(w.code) ? (w.code >= 49 || [11, 33, 37].includes(w.code) ? 3 : 2) : 1
    fees.set(w.code, { home: [400, 600, 900, 1300][zone], desk: [300, 400, 600, 900][zone], ret: [200, 250, 350, 450][zone] })
  }
  const geo: NoestGeo = {
    wilayas,
    communes,
    desks,
    fees,
    commune(wilaya, name) {
      const c = index.get(key(wilaya, name))
      return c && c.is_active ? c : null
    },
  }
  if (!dataDir) cached = geo
  return geo
}
