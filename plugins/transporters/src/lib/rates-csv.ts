import { DELIVERY_TYPES, type DeliveryType } from "./quote"
import { splitCsvLine } from "@shop/shared/csv"
import { delayProblem, MAX_DELAY_DAYS } from "./delay"

// The two delay columns (decision 0060) are optional: a file without them imports as before and keeps the delays.
export const RATE_COLUMNS = ["wilaya_code", "delivery_type", "price", "return_fee", "delay_min_days", "delay_max_days"] as const
const REQUIRED = ["wilaya_code", "delivery_type", "price"] as const
const MAX_ROWS = 1000
const MAX_DINARS = 1_000_000

export type CsvRate = {
  wilaya_code: number
  delivery_type: DeliveryType
  price: number
  return_fee: number | null
  /** Present only when the file has the delay columns (then null clears). */
  delay_min_days?: number | null
  delay_max_days?: number | null
}
/**
 * One problem of an import. `code` and `params` let the admin say it in its own language
 * (`dzTransporters.csv.errors.<code>`); `message` is the same sentence in English for API callers.
 */
export type CsvErrorCode =
  | "unknown_column"
  | "missing_column"
  | "duplicate_column"
  | "too_many_rows"
  | "cell_count"
  | "bad_wilaya"
  | "bad_delivery_type"
  | "required"
  | "not_whole_dinars"
  | "too_high"
  | "repeated_row"
  | "no_rows"
  | "not_whole_days"
  | "delay_pair"
  | "delay_order"
export type CsvError = {
  line: number
  column: string | null
  code: CsvErrorCode
  params: Record<string, string | number>
  message: string
}
export type CsvResult = { ok: true; rows: CsvRate[] } | { ok: false; errors: CsvError[] }

const ENGLISH: Record<CsvErrorCode, (p: Record<string, string | number>) => string> = {
  unknown_column: (p) => `unknown column "${p.column}" (expected ${p.expected})`,
  missing_column: (p) => `missing column ${p.column}`,
  duplicate_column: () => "a column appears twice",
  too_many_rows: (p) => `too many rows (at most ${p.max})`,
  cell_count: (p) => `expected ${p.expected} cells, found ${p.found}`,
  bad_wilaya: (p) => `wilaya_code must be a wilaya code from 1 to 69, got "${p.value}"`,
  bad_delivery_type: (p) => `delivery_type must be ${p.expected}, got "${p.value}"`,
  required: (p) => `${p.column} is required`,
  not_whole_dinars: (p) => `${p.column} must be a whole number of dinars, got "${p.value}"`,
  too_high: (p) => `${p.column} must be at most ${p.max}, got ${p.value}`,
  repeated_row: (p) => `wilaya ${p.wilaya} ${p.type} already given on line ${p.first}`,
  no_rows: () => "the file has no rate rows",
  not_whole_days: (p) => `${p.column} must be a whole number of days from 0 to ${p.max}, got "${p.value}"`,
  delay_pair: () => "delay_min_days and delay_max_days go together: give both or neither",
  delay_order: () => "delay_max_days must not be below delay_min_days",
}

/** Every code the parser can answer (the admin translates each). */
export const CSV_ERROR_CODES = Object.keys(ENGLISH) as CsvErrorCode[]

function problem(line: number, column: string | null, code: CsvErrorCode, params: Record<string, string | number> = {}): CsvError {
  return { line, column, code, params, message: ENGLISH[code]({ column: column ?? "", ...params }) }
}

type Cell = { value: number | null } | { error: CsvErrorCode; params: Record<string, string | number> }

function dinars(value: string, optional: boolean): Cell {
  if (value === "") return optional ? { value: null } : { error: "required", params: {} }
  if (!/^\d+$/.test(value)) return { error: "not_whole_dinars", params: { value } }
  const n = Number(value)
  if (n > MAX_DINARS) return { error: "too_high", params: { max: MAX_DINARS, value: n } }
  return { value: n }
}

function days(value: string): Cell {
  if (value === "") return { value: null }
  const n = /^\d{1,2}$/.test(value) ? Number(value) : NaN
  if (!(n <= MAX_DELAY_DAYS)) return { error: "not_whole_days", params: { value, max: MAX_DELAY_DAYS } }
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
  const header = splitCsvLine(headerLine, sep).map((h) => h.toLowerCase())
  const errors: CsvError[] = []
  header.forEach((h) => {
    if (!(RATE_COLUMNS as readonly string[]).includes(h)) {
      errors.push(problem(1, h || null, "unknown_column", { column: h, expected: RATE_COLUMNS.join(",") }))
    }
  })
  REQUIRED.forEach((c) => {
    if (!header.includes(c)) errors.push(problem(1, c, "missing_column"))
  })
  if (new Set(header).size !== header.length) errors.push(problem(1, null, "duplicate_column"))
  if (errors.length) return { ok: false, errors }

  const rows: CsvRate[] = []
  const seen = new Map<string, number>()
  let count = 0
  for (let i = 1; i < lines.length; i++) {
    const line = i + 1
    if (lines[i].trim() === "") continue
    if (++count > MAX_ROWS) {
      errors.push(problem(line, null, "too_many_rows", { max: MAX_ROWS }))
      break
    }
    const cells = splitCsvLine(lines[i], sep)
    if (cells.length !== header.length) {
      errors.push(problem(line, null, "cell_count", { expected: header.length, found: cells.length }))
      continue
    }
    const get = (c: string) => cells[header.indexOf(c)] ?? ""
    const rowErrors: CsvError[] = []

    const wilayaRaw = get("wilaya_code")
    const wilaya = /^\d{1,2}$/.test(wilayaRaw) ? Number(wilayaRaw) : NaN
    if (!(wilaya >= 1 && wilaya <= 69) || (knownWilayas && !knownWilayas.has(wilaya))) {
      rowErrors.push(problem(line, "wilaya_code", "bad_wilaya", { value: wilayaRaw }))
    }
    const type = get("delivery_type").toLowerCase()
    if (!(DELIVERY_TYPES as readonly string[]).includes(type)) {
      rowErrors.push(problem(line, "delivery_type", "bad_delivery_type", { expected: DELIVERY_TYPES.join(" | "), value: get("delivery_type") }))
    }
    const price = dinars(get("price"), false)
    if ("error" in price) rowErrors.push(problem(line, "price", price.error, price.params))
    const fee: Cell = header.includes("return_fee") ? dinars(get("return_fee"), true) : { value: null }
    if ("error" in fee) rowErrors.push(problem(line, "return_fee", fee.error, fee.params))
    const hasDelay = header.includes("delay_min_days") || header.includes("delay_max_days")
    const dmin: Cell = header.includes("delay_min_days") ? days(get("delay_min_days")) : { value: null }
    const dmax: Cell = header.includes("delay_max_days") ? days(get("delay_max_days")) : { value: null }
    if ("error" in dmin) rowErrors.push(problem(line, "delay_min_days", dmin.error, dmin.params))
    if ("error" in dmax) rowErrors.push(problem(line, "delay_max_days", dmax.error, dmax.params))
    if (!("error" in dmin) && !("error" in dmax)) {
      const bad = delayProblem(dmin.value, dmax.value)
      if (bad) rowErrors.push(problem(line, bad.field, dmin.value !== null && dmax.value !== null ? "delay_order" : "delay_pair"))
    }

    if (!rowErrors.length) {
      const key = `${wilaya}:${type}`
      const first = seen.get(key)
      if (first) {
        rowErrors.push(problem(line, "wilaya_code", "repeated_row", { wilaya, type, first }))
      } else {
        seen.set(key, line)
        rows.push({
          wilaya_code: wilaya,
          delivery_type: type as DeliveryType,
          price: (price as { value: number }).value,
          return_fee: (fee as { value: number | null }).value,
          ...(hasDelay ? { delay_min_days: (dmin as { value: number | null }).value, delay_max_days: (dmax as { value: number | null }).value } : {}),
        })
      }
    }
    errors.push(...rowErrors)
  }
  if (errors.length) return { ok: false, errors }
  if (!rows.length) return { ok: false, errors: [problem(2, null, "no_rows")] }
  return { ok: true, rows }
}

/** The rate table as CSV, in the import format, sorted by wilaya then delivery type. */
export function toRatesCsv(
  rates: Array<{
    wilaya_code: number
    delivery_type: string
    price: number
    return_fee?: number | null
    delay_min_days?: number | null
    delay_max_days?: number | null
  }>
): string {
  const sorted = [...rates].sort(
    (a, b) => a.wilaya_code - b.wilaya_code || DELIVERY_TYPES.indexOf(a.delivery_type as DeliveryType) - DELIVERY_TYPES.indexOf(b.delivery_type as DeliveryType)
  )
  const lines = sorted.map((r) => [r.wilaya_code, r.delivery_type, r.price, r.return_fee ?? "", r.delay_min_days ?? "", r.delay_max_days ?? ""].join(","))
  return [RATE_COLUMNS.join(","), ...lines].join("\n") + "\n"
}

/** "line 3, column price: ..." — one sentence naming every problem. */
export const describeCsvErrors = (errors: CsvError[]) => errors.map((e) => `line ${e.line}${e.column ? `, column ${e.column}` : ""}: ${e.message}`).join("; ")
