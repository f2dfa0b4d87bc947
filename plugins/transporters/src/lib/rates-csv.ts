import { DELIVERY_TYPES, type DeliveryType } from "./quote"

export const RATE_COLUMNS = ["wilaya_code", "delivery_type", "price", "return_fee"] as const
const REQUIRED = ["wilaya_code", "delivery_type", "price"] as const
const MAX_ROWS = 1000
const MAX_DINARS = 1_000_000

export type CsvRate = { wilaya_code: number; delivery_type: DeliveryType; price: number; return_fee: number | null }
export type CsvError = { line: number; column: string | null; message: string }
export type CsvResult = { ok: true; rows: CsvRate[] } | { ok: false; errors: CsvError[] }

/** Splits one CSV line; handles "quoted, fields" and "" escapes. */
function splitLine(line: string, sep: string): string[] {
  const cells: string[] = []
  let cell = ""
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === sep) {
      cells.push(cell)
      cell = ""
    } else cell += ch
  }
  cells.push(cell)
  return cells.map((c) => c.trim())
}

function dinars(value: string, column: string, optional: boolean): { value: number | null } | { error: string } {
  if (value === "") return optional ? { value: null } : { error: `${column} is required` }
  if (!/^\d+$/.test(value)) return { error: `${column} must be a whole number of dinars, got "${value}"` }
  const n = Number(value)
  if (n > MAX_DINARS) return { error: `${column} must be at most ${MAX_DINARS}, got ${n}` }
  return { value: n }
}

/**
 * Parses a rate table (wilaya_code,delivery_type,price,return_fee; comma or semicolon
 * separated). Every row is checked before anything is returned, and every problem is
 * reported with its line (the header is line 1) and column, so a file is either
 * imported whole or not at all.
 */
export function parseRatesCsv(text: string, knownWilayas?: Set<number>): CsvResult {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/)
  const headerLine = lines[0] ?? ""
  const sep = headerLine.includes(";") && !headerLine.includes(",") ? ";" : ","
  const header = splitLine(headerLine, sep).map((h) => h.toLowerCase())
  const errors: CsvError[] = []
  header.forEach((h) => {
    if (!(RATE_COLUMNS as readonly string[]).includes(h)) {
      errors.push({ line: 1, column: h || null, message: `unknown column "${h}" (expected ${RATE_COLUMNS.join(",")})` })
    }
  })
  REQUIRED.forEach((c) => {
    if (!header.includes(c)) errors.push({ line: 1, column: c, message: `missing column ${c}` })
  })
  new Set(header).size !== header.length && errors.push({ line: 1, column: null, message: "a column appears twice" })
  if (errors.length) return { ok: false, errors }

  const rows: CsvRate[] = []
  const seen = new Map<string, number>()
  let count = 0
  for (let i = 1; i < lines.length; i++) {
    const line = i + 1
    if (lines[i].trim() === "") continue
    if (++count > MAX_ROWS) {
      errors.push({ line, column: null, message: `too many rows (at most ${MAX_ROWS})` })
      break
    }
    const cells = splitLine(lines[i], sep)
    if (cells.length !== header.length) {
      errors.push({ line, column: null, message: `expected ${header.length} cells, found ${cells.length}` })
      continue
    }
    const get = (c: string) => cells[header.indexOf(c)] ?? ""
    const rowErrors: CsvError[] = []

    const wilayaRaw = get("wilaya_code")
    const wilaya = /^\d{1,2}$/.test(wilayaRaw) ? Number(wilayaRaw) : NaN
    if (!(wilaya >= 1 && wilaya <= 69) || (knownWilayas && !knownWilayas.has(wilaya))) {
      rowErrors.push({ line, column: "wilaya_code", message: `wilaya_code must be a wilaya code from 1 to 69, got "${wilayaRaw}"` })
    }
    const type = get("delivery_type").toLowerCase()
    if (!(DELIVERY_TYPES as readonly string[]).includes(type)) {
      rowErrors.push({ line, column: "delivery_type", message: `delivery_type must be ${DELIVERY_TYPES.join(" or ")}, got "${get("delivery_type")}"` })
    }
    const price = dinars(get("price"), "price", false)
    if ("error" in price) rowErrors.push({ line, column: "price", message: price.error })
    const fee = header.includes("return_fee") ? dinars(get("return_fee"), "return_fee", true) : { value: null }
    if ("error" in fee) rowErrors.push({ line, column: "return_fee", message: fee.error })

    if (!rowErrors.length) {
      const key = `${wilaya}:${type}`
      const first = seen.get(key)
      if (first) {
        rowErrors.push({ line, column: "wilaya_code", message: `wilaya ${wilaya} ${type} already given on line ${first}` })
      } else {
        seen.set(key, line)
        rows.push({
          wilaya_code: wilaya,
          delivery_type: type as DeliveryType,
          price: (price as { value: number }).value,
          return_fee: (fee as { value: number | null }).value,
        })
      }
    }
    errors.push(...rowErrors)
  }
  if (errors.length) return { ok: false, errors }
  if (!rows.length) return { ok: false, errors: [{ line: 2, column: null, message: "the file has no rate rows" }] }
  return { ok: true, rows }
}

/** The rate table as CSV, in the import format, sorted by wilaya then delivery type. */
export function toRatesCsv(rates: Array<{ wilaya_code: number; delivery_type: string; price: number; return_fee?: number | null }>): string {
  const sorted = [...rates].sort(
    (a, b) => a.wilaya_code - b.wilaya_code || DELIVERY_TYPES.indexOf(a.delivery_type as DeliveryType) - DELIVERY_TYPES.indexOf(b.delivery_type as DeliveryType)
  )
  const lines = sorted.map((r) => [r.wilaya_code, r.delivery_type, r.price, r.return_fee ?? ""].join(","))
  return [RATE_COLUMNS.join(","), ...lines].join("\n") + "\n"
}

/** "line 3, column price: ..." — one sentence naming every problem. */
export const describeCsvErrors = (errors: CsvError[]) =>
  errors.map((e) => `line ${e.line}${e.column ? `, column ${e.column}` : ""}: ${e.message}`).join("; ")
