import { splitCsvLine } from "@shop/shared/csv"
/**
 * A courier's remittance statement (CSV) read into lines (decision 0038). Couriers export it in
 * their own words and formats: French or English headers, `;` or `,` separators, amounts written
 * "8 500,00", "8.500", "8,500.50 DA". Reading is tolerant of those and strict about the rest: every
 * problem is reported with its line (the header is line 1) and column, and a file is read whole or
 * not at all.
 */

/** The columns a statement can have, by their role. */
export const STATEMENT_COLUMNS = ["tracking_number", "order_number", "collected", "courier_fee", "return_fee", "net"] as const
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number]

/** Header words (lowercase, accents and punctuation removed) understood for each column. */
const ALIASES: Record<StatementColumn, readonly string[]> = {
  tracking_number: [
    "tracking",
    "tracking number",
    "tracking no",
    "tracking code",
    "tracking id",
    "suivi",
    "numero de suivi",
    "n de suivi",
    "n suivi",
    "no suivi",
    "code suivi",
    "code de suivi",
    "code colis",
    "colis",
    "parcel",
    "awb",
  ],
  order_number: [
    "order",
    "order number",
    "order no",
    "order id",
    "display id",
    "commande",
    "numero de commande",
    "n commande",
    "no commande",
    "num commande",
    "reference commande",
    "ref commande",
  ],
  collected: [
    "collected",
    "amount collected",
    "cash collected",
    "cod",
    "cod amount",
    "montant",
    "montant encaisse",
    "encaisse",
    "montant collecte",
    "collecte",
    "montant cod",
    "montant percu",
  ],
  courier_fee: ["courier fee", "delivery fee", "shipping fee", "fee", "fees", "frais", "frais de livraison", "frais livraison", "tarif", "tarif livraison"],
  return_fee: ["return fee", "return fees", "frais de retour", "frais retour", "retour"],
  net: ["net", "net amount", "amount due", "net due", "montant net", "net a payer", "net a verser", "net a reverser", "a reverser", "net paye"],
}

const MAX_LINES = 5000
const MAX_DINARS = 100_000_000

export type StatementLine = {
  line: number
  tracking_number: string | null
  order_number: number | null
  collected: number | null
  courier_fee: number | null
  return_fee: number | null
  /** What the courier says it pays for this parcel (given, or collected − fees when the file has no net column). */
  net: number
}

export type StatementErrorCode =
  | "empty"
  | "unknown_column"
  | "duplicate_column"
  | "missing_key_column"
  | "missing_amount_column"
  | "too_many_lines"
  | "cell_count"
  | "missing_key"
  | "bad_order_number"
  | "bad_amount"
  | "too_many_decimals"
  | "too_high"
  | "required"
  | "net_mismatch"
  | "repeated_line"
  | "no_lines"

/** One problem; `code` + `params` let the admin say it in its language, `message` is the English sentence. */
export type StatementError = { line: number; column: string | null; code: StatementErrorCode; params: Record<string, string | number>; message: string }
export type StatementResult = { ok: true; lines: StatementLine[]; columns: StatementColumn[] } | { ok: false; errors: StatementError[] }

const ENGLISH: Record<StatementErrorCode, (p: Record<string, string | number>) => string> = {
  empty: () => "the file is empty",
  unknown_column: (p) => `unknown column "${p.header}"`,
  duplicate_column: (p) => `two columns mean ${p.column}`,
  missing_key_column: () => "a tracking number or an order number column is needed",
  missing_amount_column: () => "a net column, or an amount collected column, is needed",
  too_many_lines: (p) => `too many lines (at most ${p.max})`,
  cell_count: (p) => `expected ${p.expected} cells, found ${p.found}`,
  missing_key: () => "the line has neither a tracking number nor an order number",
  bad_order_number: (p) => `the order number must be a whole number, got "${p.value}"`,
  bad_amount: (p) => `${p.column} must be an amount, got "${p.value}"`,
  too_many_decimals: (p) => `${p.column} has more than 2 decimals: "${p.value}"`,
  too_high: (p) => `${p.column} must be at most ${p.max}, got "${p.value}"`,
  required: (p) => `${p.column} is required`,
  net_mismatch: (p) => `net ${p.net} is not collected ${p.collected} minus fees ${p.fees}`,
  repeated_line: (p) => `the same parcel is already on line ${p.first}`,
  no_lines: () => "the file has no statement lines",
}

/** Every code the reader can answer (the admin translates each). */
export const STATEMENT_ERROR_CODES = Object.keys(ENGLISH) as StatementErrorCode[]

function problem(line: number, column: string | null, code: StatementErrorCode, params: Record<string, string | number> = {}): StatementError {
  return { line, column, code, params, message: ENGLISH[code]({ column: column ?? "", ...params }) }
}

/** "N° de suivi" → "n de suivi", "Net à payer (DA)" → "net a payer". */
export function normaliseHeader(h: string) {
  return h
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\((?:da|dzd)\)/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
}

function columnOf(header: string): StatementColumn | null {
  const h = normaliseHeader(header)
  for (const c of STATEMENT_COLUMNS) if (h === c.replace(/_/g, " ") || ALIASES[c].includes(h)) return c
  return null
}

/** The separator the header uses most: `;`, tab or `,`. */
function separatorOf(header: string) {
  const count = (s: string) => splitCsvLine(header, s).length
  return [";", "\t", ","].reduce((best, s) => (count(s) > count(best) ? s : best), ",")
}

export type AmountParse = { value: number } | { error: "bad_amount" | "too_many_decimals" | "too_high" }

/**
 * An amount in DA as couriers write it: spaces (also non-breaking) and "DA"/"DZD" ignored, a leading
 * minus; `,` or `.` as the decimal mark (1 or 2 digits after it) or as a thousands mark (groups of
 * exactly 3 digits). "8 500,50" = "8.500,50" = "8,500.50" = 8500.5; "8,500" = 8500; "8,5" = 8.5.
 */
export function parseAmount(raw: string): AmountParse {
  let s = raw.replace(/[\s\u00a0\u202f]/g, "").replace(/(?:da|dzd|دج)$/i, "")
  let sign = 1
  if (s.startsWith("-") || s.startsWith("−")) {
    sign = -1
    s = s.slice(1)
  }
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return { error: "bad_amount" }
  let intPart = s
  let decimals = ""
  const last = Math.max(s.lastIndexOf(","), s.lastIndexOf("."))
  if (last >= 0) {
    const tail = s.slice(last + 1)
    const marks = new Set(s.replace(/\d/g, ""))
    const onlyOneKind = marks.size === 1
    const repeated = (s.match(/[.,]/g) ?? []).length > 1
    // A mark followed by 3 digits is a thousands mark when it is the only kind of mark in the amount
    // ("8,500", "1.250.000"); otherwise the last mark is the decimal one.
    const thousandsOnly = onlyOneKind && tail.length === 3 && /^[1-9]\d{0,2}$/.test(s.split(/[.,]/)[0]) && (repeated || /^\d{1,3}$/.test(s.slice(0, last)))
    if (!thousandsOnly) {
      intPart = s.slice(0, last)
      decimals = tail
      if (!/^\d+$/.test(decimals)) return { error: "bad_amount" }
      if (decimals.length > 2) {
        // "8500,000": zeros past the centimes change nothing; any other digit there would be lost.
        if (!/^0+$/.test(decimals.slice(2))) return { error: "too_many_decimals" }
        decimals = decimals.slice(0, 2)
      }
    }
    const groups = intPart.split(/[.,]/)
    if (groups.length > 1) {
      // Thousands marks: every group after the first has 3 digits, the first 1 to 3, one kind of mark.
      const intMarks = new Set(intPart.replace(/\d/g, ""))
      if (intMarks.size > 1 || !/^\d{1,3}$/.test(groups[0]) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return { error: "bad_amount" }
      if (decimals && intMarks.has(s[last])) return { error: "bad_amount" }
    }
    intPart = groups.join("")
  }
  if (!/^\d+$/.test(intPart)) return { error: "bad_amount" }
  const centimes = Number(intPart) * 100 + (decimals ? Number(decimals.padEnd(2, "0")) : 0)
  if (centimes / 100 > MAX_DINARS) return { error: "too_high" }
  return { value: (sign * centimes) / 100 }
}

const cents = (n: number) => Math.round(n * 100)

/**
 * Reads a statement. Columns are recognised by their header (see ALIASES); a key column (tracking
 * number or order number) and an amount column (net, or collected from which net = collected −
 * courier fee − return fee) are needed. When both net and collected are given they must agree.
 * Blank lines are skipped.
 */
export function parseStatementCsv(text: string): StatementResult {
  const rows = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/)
  while (rows.length && rows[0].trim() === "") rows.shift()
  if (!rows.length) return { ok: false, errors: [problem(1, null, "empty")] }
  const sep = separatorOf(rows[0])
  const headers = splitCsvLine(rows[0], sep)
  const errors: StatementError[] = []
  const columns: (StatementColumn | null)[] = headers.map((h) => (h === "" ? null : columnOf(h)))
  headers.forEach((h, i) => {
    if (h !== "" && !columns[i]) errors.push(problem(1, h, "unknown_column", { header: h }))
  })
  for (const c of STATEMENT_COLUMNS) if (columns.filter((x) => x === c).length > 1) errors.push(problem(1, c, "duplicate_column"))
  const has = (c: StatementColumn) => columns.includes(c)
  if (!has("tracking_number") && !has("order_number")) errors.push(problem(1, null, "missing_key_column"))
  if (!has("net") && !has("collected")) errors.push(problem(1, null, "missing_amount_column"))
  if (errors.length) return { ok: false, errors }

  const lines: StatementLine[] = []
  const seen = new Map<string, number>()
  let count = 0
  for (let i = 1; i < rows.length; i++) {
    const line = i + 1
    if (rows[i].trim() === "" || splitCsvLine(rows[i], sep).every((c) => c === "")) continue
    if (++count > MAX_LINES) {
      errors.push(problem(line, null, "too_many_lines", { max: MAX_LINES }))
      break
    }
    const cells = splitCsvLine(rows[i], sep)
    // A trailing empty cell (a separator at the end of the line) is tolerated.
    while (cells.length > headers.length && cells[cells.length - 1] === "") cells.pop()
    if (cells.length !== headers.length) {
      errors.push(problem(line, null, "cell_count", { expected: headers.length, found: cells.length }))
      continue
    }
    const get = (c: StatementColumn) => (has(c) ? (cells[columns.indexOf(c)] ?? "") : "")
    const rowErrors: StatementError[] = []
    const amount = (c: StatementColumn, required: boolean): number | null => {
      const raw = get(c)
      if (raw === "") {
        if (required) rowErrors.push(problem(line, c, "required"))
        return null
      }
      const p = parseAmount(raw)
      if ("error" in p) {
        rowErrors.push(problem(line, c, p.error, { value: raw, max: MAX_DINARS }))
        return null
      }
      return p.value
    }
    const tracking = get("tracking_number") || null
    const orderRaw = get("order_number").replace(/^#/, "")
    let order: number | null = null
    if (orderRaw !== "") {
      if (/^\d{1,9}$/.test(orderRaw)) order = Number(orderRaw)
      else rowErrors.push(problem(line, "order_number", "bad_order_number", { value: get("order_number") }))
    }
    if (!tracking && orderRaw === "") rowErrors.push(problem(line, has("tracking_number") ? "tracking_number" : "order_number", "missing_key"))
    const collected = amount("collected", !has("net"))
    const courierFee = amount("courier_fee", false)
    const returnFee = amount("return_fee", false)
    const net = amount("net", has("net"))
    if (rowErrors.length) {
      errors.push(...rowErrors)
      continue
    }
    const computed = collected === null ? null : cents(collected) - cents(courierFee ?? 0) - cents(returnFee ?? 0)
    if (net !== null && computed !== null && (has("courier_fee") || has("return_fee")) && computed !== cents(net)) {
      errors.push(problem(line, "net", "net_mismatch", { net: net, collected: collected!, fees: (cents(courierFee ?? 0) + cents(returnFee ?? 0)) / 100 }))
      continue
    }
    const key = tracking ? `t:${tracking.toUpperCase()}` : `o:${order}`
    const first = seen.get(key)
    if (first) {
      errors.push(problem(line, tracking ? "tracking_number" : "order_number", "repeated_line", { first }))
      continue
    }
    seen.set(key, line)
    lines.push({
      line,
      tracking_number: tracking,
      order_number: order,
      collected,
      courier_fee: courierFee,
      return_fee: returnFee,
      net: net ?? computed! / 100,
    })
  }
  if (errors.length) return { ok: false, errors }
  if (!lines.length) return { ok: false, errors: [problem(2, null, "no_lines")] }
  return { ok: true, lines, columns: STATEMENT_COLUMNS.filter(has) }
}

/** "line 3, column net: ..." — one sentence naming every problem. */
export const describeStatementErrors = (errors: StatementError[]) =>
  errors.map((e) => `line ${e.line}${e.column ? `, column ${e.column}` : ""}: ${e.message}`).join("; ")
