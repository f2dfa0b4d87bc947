import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

/**
 * The geography Yalidine's fake serves, derived from the shop's own data (data/algeria, see its
 * SOURCE.md) so that names match the shop's: Yalidine's 58 wilayas (ids 1–58), its communes with the
 * ONS ids Yalidine uses (1630 = Bordj El Kiffan; the communes of the 2026 wilayas 59–69 under their
 * mother wilaya), stop-desk centers with Yalidine's id style (commune id × 100 + n: 163001), and a fee
 * table by zone. The stop-desks and fees are a realistic invention (Yalidine's own lists are its data).
 */

export type YWilaya = { id: number; name: string; zone: number; is_deliverable: number; lat: number; lng: number }
export type YCommune = {
  id: number
  name: string
  name_ar: string
  wilaya_id: number
  wilaya_name: string
  has_stop_desk: number
  is_deliverable: number
  delivery_time_parcel: number
  delivery_time_payment: number
}
export type YCenter = {
  center_id: number
  name: string
  address: string
  gps: string
  commune_id: number
  commune_name: string
  wilaya_id: number
  wilaya_name: string
}
export type YGeo = { wilayas: YWilaya[]; communes: YCommune[]; centers: YCenter[] }

function findDataDir(explicit?: string): string {
  if (explicit) return explicit
  if (process.env.ALGERIA_DATA_DIR) return process.env.ALGERIA_DATA_DIR
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "data", "algeria")
    if (existsSync(path.join(candidate, "communes.derived.csv"))) return candidate
    if (path.dirname(dir) === dir) throw new Error("Yalidine fake: data/algeria not found above " + __dirname + " (set ALGERIA_DATA_DIR)")
  }
}

function readCsv(file: string): Record<string, string>[] {
  const [head, ...lines] = readFileSync(file, "utf8").trim().split(/\r?\n/)
  const cols = head.split(",")
  return lines.map((l) => {
    const cells = l.split(",")
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? ""]))
  })
}

/** Second centers in the big cities (commune ids), beside each wilaya's chef-lieu desk. */
const EXTRA_CENTERS = [1630, 1621, 1650, 3103, 2506, 1920, 625, 1518, 907, 542]
/** The far south's communes away from their chef-lieu: Yalidine does not deliver them (is_deliverable 0). */
const REMOTE_WILAYAS = new Set([50, 54, 56])

const cache = new Map<string, YGeo>()

export function loadYalidineGeo(dataDir?: string): YGeo {
  const dir = findDataDir(dataDir)
  const hit = cache.get(dir)
  if (hit) return hit
  const wilayaRows = readCsv(path.join(dir, "wilayas.derived.csv")).filter((r) => Number(r.wilaya_code) <= 58)
  const wilayas: YWilaya[] = wilayaRows.map((r) => {
    const lat = Number(r.latitude)
    // Yalidine's zone of a wilaya: the north coast 1–2, the highlands 3, the south 4.
    const zone = lat >= 36 ? 1 : lat >= 35 ? 2 : lat >= 33 ? 3 : 4
    return { id: Number(r.wilaya_code), name: r.name_fr, zone, is_deliverable: 1, lat, lng: Number(r.longitude) }
  })
  const wilayaName = new Map(wilayas.map((w) => [w.id, w.name]))
  const rows = readCsv(path.join(dir, "communes.derived.csv"))
  const centers: YCenter[] = []
  const byId = new Map(rows.map((r) => [Number(r.code_commune), r]))
  const centerAt = (communeId: number, n: number) => {
    const r = byId.get(communeId)
    if (!r) return
    const w = Number(r.wilaya_code_58)
    centers.push({
      center_id: communeId * 100 + n,
      name: `Centre de ${r.name_fr}`,
      address: `Cité ${n === 1 ? "centre-ville" : "des 100 logements"}, ${r.name_fr}`,
      gps: `${r.latitude},${r.longitude}`,
      commune_id: communeId,
      commune_name: r.name_fr,
      wilaya_id: w,
      wilaya_name: wilayaName.get(w) ?? r.wilaya_name_fr,
    })
  }
  for (const w of wilayas) centerAt(w.id * 100 + 1, 1)
  for (const id of EXTRA_CENTERS) centerAt(id, 1)
  const withDesk = new Set(centers.map((c) => c.commune_id))
  const communes: YCommune[] = rows
    .map((r) => {
      const id = Number(r.code_commune)
      const w = Number(r.wilaya_code_58)
      const zone = wilayas[w - 1]?.zone ?? 4
      const capital = id === w * 100 + 1
      return {
        id,
        name: r.name_fr,
        name_ar: r.name_ar,
        wilaya_id: w,
        wilaya_name: wilayaName.get(w) ?? r.wilaya_name_fr,
        has_stop_desk: withDesk.has(id) ? 1 : 0,
        is_deliverable: REMOTE_WILAYAS.has(w) && !capital ? 0 : 1,
        delivery_time_parcel: zone + (capital ? 0 : 1),
        delivery_time_payment: zone + 6,
      }
    })
    .sort((a, b) => a.id - b.id)
  const geo = { wilayas, communes, centers: centers.sort((a, b) => a.center_id - b.center_id) }
  cache.set(dir, geo)
  return geo
}

const km = (a: YWilaya, b: YWilaya) => {
  const rad = Math.PI / 180
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 12_742 * Math.asin(Math.sqrt(h))
}

/** GET /fees for one route: Yalidine's answer shape, with a tariff growing with the distance. */
export function yalidineFees(geo: YGeo, fromId: number, toId: number) {
  const from = geo.wilayas[fromId - 1]
  const to = geo.wilayas[toId - 1]
  const d = km(from, to)
  const zone = fromId === toId ? 1 : d < 250 ? 2 : d < 600 ? 3 : d < 1000 ? 4 : 5
  const home = [400, 650, 800, 1000, 1400][zone - 1]
  const desk = [250, 350, 450, 600, 900][zone - 1]
  const perCommune: Record<string, unknown> = {}
  for (const c of geo.communes) {
    if (c.wilaya_id !== toId) continue
    const tax = c.id === toId * 100 + 1 ? 0 : 50
    perCommune[String(c.id)] = {
      commune_id: c.id,
      commune_name: c.name,
      express_home: c.is_deliverable ? home + tax : null,
      express_desk: c.has_stop_desk ? desk : null,
      economic_home: null,
      economic_desk: null,
    }
  }
  return {
    from_wilaya_name: from.name,
    to_wilaya_name: to.name,
    zone,
    retour_fee: [200, 250, 250, 300, 350][zone - 1],
    cod_percentage: 0.75,
    insurance_percentage: 0.75,
    oversize_fee: 50,
    per_commune: perCommune,
  }
}
