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
