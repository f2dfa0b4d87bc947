import { readFileSync } from "fs"
import path from "path"
import type { CommuneSeed, WilayaSeed } from "../modules/geo/service"

/** Reads a plain comma-separated file (the geoalgeria derived files contain no quoted fields). */
function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, "utf8").trim().split(/\r?\n/)
  const columns = header.split(",")
  return lines.map((line) => {
    const cells = line.split(",")
    if (cells.length !== columns.length) {
      throw new Error(`${path.basename(file)}: expected ${columns.length} cells in "${line}"`)
    }
    return Object.fromEntries(columns.map((c, i) => [c, cells[i]]))
  })
}

const num = (v: string) => (v === "" ? null : Number(v))
const str = (v: string) => (v === "" ? null : v)

/** Loads the 69 wilayas and 1,541 communes from `data/algeria` (see its SOURCE.md). */
export function loadAlgeriaData(dir: string): { wilayas: WilayaSeed[]; communes: CommuneSeed[] } {
  const wilayas = readCsv(path.join(dir, "wilayas.derived.csv")).map((r) => ({
    code: Number(r.wilaya_code),
    code_58: Number(r.wilaya_code_58),
    name_fr: r.name_fr,
    name_ar: r.name_ar,
    reform: str(r.reform),
    phone_code: str(r.phone_code),
    postal_code: str(r.postal_code),
    latitude: num(r.latitude),
    longitude: num(r.longitude),
  }))
  const communes = readCsv(path.join(dir, "communes.derived.csv")).map((r) => ({
    code: Number(r.code_commune),
    wilaya_code: Number(r.wilaya_code),
    name_fr: r.name_fr,
    name_ar: r.name_ar,
    daira: str(r.daira),
    postal_code: str(r.postal_code),
    latitude: num(r.latitude),
    longitude: num(r.longitude),
  }))
  return { wilayas, communes }
}
