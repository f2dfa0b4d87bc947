/**
 * Splits one CSV line on `sep` (`;`, `,` or a tab); handles "quoted; fields" and "" escapes and
 * trims each cell. Used by the rate table import and the couriers' remittance statements.
 */
export function splitCsvLine(line: string, sep: string): string[] {
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

/**
 * One cell of a CSV written for a spreadsheet: quoted when it holds the separator, a quote or a line
 * break; a text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets a
 * leading apostrophe (OWASP's CSV injection advice). Numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined, sep = ","): string {
  if (value === null || value === undefined) return ""
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : ""
  let text = value
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return text.includes(sep) || /["\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole CSV: a UTF-8 byte order mark (Excel then reads Arabic and accents right), CRLF lines. */
export function toCsv(rows: Array<Array<string | number | null | undefined>>, sep = ","): string {
  return "\uFEFF" + rows.map((r) => r.map((c) => csvCell(c, sep)).join(sep)).join("\r\n") + "\r\n"
}
