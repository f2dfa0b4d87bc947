import { isolate } from "./bidi"
import type { DocumentShop } from "./model"
import { A4, COLORS, MARGIN, type Align, type TextStyle, type Writer } from "./writer"

/** The lowest y the content may reach (the footer lives below). */
export const BOTTOM = A4.height - MARGIN - 18

/**
 * The top of every document: the shop's logo (or its name alone) on the start side, the document's
 * title and references on the end side. Returns the y below it.
 */
export function header(w: Writer, shop: DocumentShop, title: string, refs: string[]): number {
  const half = w.contentWidth / 2
  let startY = MARGIN
  if (shop.logo && w.image(shop.logo, 0, MARGIN, 150, 54, "start")) startY += 58
  startY += w.text(shop.name, 0, startY, half, { size: shop.logo ? 11 : 16, bold: true })
  if (shop.phone) startY += w.text(shop.phone, 0, startY, half, { size: 9, color: COLORS.muted })
  let endY = MARGIN
  endY += w.text(title, half, endY, half, { size: 20, bold: true, align: "end", color: COLORS.accent })
  refs.forEach((r, i) => {
    endY += w.text(r, half, endY, half, { size: i === 0 ? 12 : 10, bold: i === 0, align: "end" })
  })
  const y = Math.max(startY, endY) + 8
  w.hline(0, y, w.contentWidth, COLORS.accent, 1.2)
  return y + 12
}

/** A titled box of lines (`Label : value`) at (x, y), `width` wide; returns its height (drawn only when `draw`). */
export function infoBox(
  w: Writer,
  x: number,
  y: number,
  width: number,
  title: string,
  lines: { text: string; style?: TextStyle }[],
  opts: { draw?: boolean; minHeight?: number } = {}
): number {
  const pad = 8
  const titleH = 20
  let h = titleH + pad
  for (const l of lines) h += w.heightOf(l.text, width - 2 * pad, l.style)
  h = Math.max(h + pad - 2, opts.minHeight ?? 0)
  if (opts.draw === false) return h
  w.rect(x, y, width, h, { stroke: COLORS.line, radius: 4 })
  w.rect(x, y, width, titleH, { fill: COLORS.fill, radius: 4 })
  w.hline(x, y + titleH, width)
  w.text(title, x + pad, y + 2, width - 2 * pad, { size: 9.5, bold: true, color: COLORS.accent })
  let ly = y + titleH + pad
  for (const l of lines) ly += w.text(l.text, x + pad, ly, width - 2 * pad, l.style)
  return h
}

export type Column = { title: string; width: number; align?: Align }
/** A table cell: its main text and, below, a smaller muted one (a line's options). */
export type Cell = string | { text: string; sub?: string; bold?: boolean; size?: number; box?: boolean }

const CELL_PAD = 5

/** Column widths with the one of width 0 taking what the others leave. */
export function fitColumns(w: Writer, columns: Column[]): Column[] {
  const fixed = columns.reduce((s, c) => s + c.width, 0)
  return columns.map((c) => (c.width === 0 ? { ...c, width: w.contentWidth - fixed } : c))
}

function cellHeight(w: Writer, cell: Cell, width: number, size: number) {
  const c = typeof cell === "string" ? { text: cell } : cell
  let h = w.heightOf(c.text || " ", width - 2 * CELL_PAD, { size: c.size ?? size, bold: c.bold })
  if (c.sub) h += w.heightOf(c.sub, width - 2 * CELL_PAD, { size: size - 1.5, lineHeight: 1.4 })
  return h + 6
}

export function tableHeader(w: Writer, columns: Column[], y: number, size = 9): number {
  const h = Math.max(...columns.map((c) => w.heightOf(c.title, c.width - 2 * CELL_PAD, { size, bold: true }))) + 8
  w.rect(0, y, w.contentWidth, h, { fill: COLORS.accent })
  let x = 0
  for (const c of columns) {
    w.text(c.title, x + CELL_PAD, y + 4, c.width - 2 * CELL_PAD, { size, bold: true, color: "#ffffff", align: c.align })
    x += c.width
  }
  return h
}

/**
 * Rows under a header, a new page (with the header again) whenever a row would cross `bottom`.
 * `onNewPage` draws the top of a continuation page and returns where the table goes on.
 */
export function table(w: Writer, columns: Column[], rows: Cell[][], y: number, opts: { size?: number; bottom?: number; onNewPage: () => number }): number {
  const size = opts.size ?? 9.5
  const bottom = opts.bottom ?? BOTTOM
  y += tableHeader(w, columns, y)
  rows.forEach((row, r) => {
    const h = Math.max(...row.map((cell, i) => cellHeight(w, cell, columns[i].width, size)))
    if (y + h > bottom) {
      w.addPage()
      y = opts.onNewPage()
      y += tableHeader(w, columns, y)
    }
    if (r % 2 === 1) w.rect(0, y, w.contentWidth, h, { fill: "#f8f9fb" })
    let x = 0
    row.forEach((cell, i) => {
      const c = typeof cell === "string" ? { text: cell } : cell
      const col = columns[i]
      if (c.box) w.rect(x + col.width / 2 - 6, y + h / 2 - 6, 12, 12, { stroke: COLORS.text, lineWidth: 1 })
      let cy = y + 3
      cy += w.text(c.text, x + CELL_PAD, cy, col.width - 2 * CELL_PAD, { size: c.size ?? size, bold: c.bold, align: col.align })
      if (c.sub) w.text(c.sub, x + CELL_PAD, cy, col.width - 2 * CELL_PAD, { size: size - 1.5, color: COLORS.muted, align: col.align, lineHeight: 1.4 })
      x += col.width
    })
    w.hline(0, y + h, w.contentWidth)
    y += h
  })
  return y
}

/** Label and amount rows on the end side (totals); returns the y below them. */
export function totalsBlock(w: Writer, y: number, rows: { label: string; value: string; strong?: boolean }[], width = 260): number {
  const x = w.contentWidth - width
  for (const r of rows) {
    const style: TextStyle = { size: r.strong ? 11.5 : 10, bold: r.strong }
    const h = w.lineHeight(style) + 4
    if (r.strong) w.rect(x, y, width, h, { fill: COLORS.fill })
    w.text(r.label, x + 6, y + 2, width * 0.55, style)
    w.text(r.value, x + width * 0.45, y + 2, width * 0.55 - 6, { ...style, align: "end" })
    y += h
    w.hline(x, y, width)
  }
  return y
}

/** The small line at the bottom of a page (document and page numbers). */
export function footer(w: Writer, parts: string[]) {
  w.hline(0, A4.height - MARGIN - 12, w.contentWidth)
  // the document's direction, whatever the shop's name starts with
  w.text(parts.map(isolate).join("  ·  "), 0, A4.height - MARGIN - 10, w.contentWidth, { size: 8, color: COLORS.muted, align: "center", base: w.dir })
}
