/**
 * A shipping label drawn by us, for couriers whose API has none (ZR Express' legacy Procolis API):
 * a 100 × 150 mm one-page PDF with the tracking in large type and as a Code 39 barcode, the buyer,
 * phones, address, commune and wilaya, the amount to collect and the products, from the parcel as the
 * courier reads it back (so that what is printed is what the courier holds).
 *
 * Text is set in Helvetica with WinAnsi encoding (French accents print); Arabic letters cannot be
 * drawn with the standard PDF fonts and are replaced by "?" — the phone, commune and wilaya, which
 * the courier sorts by, are always Latin.
 */
export type LabelData = {
  courier: string
  tracking: string
  reference: string | null
  name: string
  phone: string
  phone_2: string | null
  address: string
  commune: string
  wilaya: string
  amount: string
  products: string
  delivery: string
  note: string | null
  date: string | null
}

// Code 39: n = narrow, w = wide; bars and spaces alternate starting with a bar, 9 elements a character.
const CODE39: Record<string, string> = {
  "0": "nnnwwnwnn",
  "1": "wnnwnnnnw",
  "2": "nnwwnnnnw",
  "3": "wnwwnnnnn",
  "4": "nnnwwnnnw",
  "5": "wnnwwnnnn",
  "6": "nnwwwnnnn",
  "7": "nnnwnnwnw",
  "8": "wnnwnnwnn",
  "9": "nnwwnnwnn",
  A: "wnnnnwnnw",
  B: "nnwnnwnnw",
  C: "wnwnnwnnn",
  D: "nnnnwwnnw",
  E: "wnnnwwnnn",
  F: "nnwnwwnnn",
  G: "nnnnnwwnw",
  H: "wnnnnwwnn",
  I: "nnwnnwwnn",
  J: "nnnnwwwnn",
  K: "wnnnnnnww",
  L: "nnwnnnnww",
  M: "wnwnnnnwn",
  N: "nnnnwnnww",
  O: "wnnnwnnwn",
  P: "nnwnwnnwn",
  Q: "nnnnnnwww",
  R: "wnnnnnwwn",
  S: "nnwnnnwwn",
  T: "nnnnwnwwn",
  U: "wwnnnnnnw",
  V: "nwwnnnnnw",
  W: "wwwnnnnnn",
  X: "nwnnwnnnw",
  Y: "wwnnwnnnn",
  Z: "nwwnwnnnn",
  "-": "nwnnnnwnw",
  ".": "wwnnnnwnn",
  " ": "nwwnnnwnn",
  "*": "nwnnwnwnn",
}

/** The barcode as PDF rectangles (x, y, height in points); characters Code 39 lacks are left out. */
function code39(text: string, x: number, y: number, height: number, narrow: number): { ops: string; width: number } {
  const chars = `*${text.toUpperCase().replace(/[^0-9A-Z. -]/g, "")}*`
  const wide = narrow * 2.5
  let cx = x
  const ops: string[] = []
  for (const ch of chars) {
    const pattern = CODE39[ch]
    for (let i = 0; i < 9; i++) {
      const w = pattern[i] === "w" ? wide : narrow
      if (i % 2 === 0) ops.push(`${cx.toFixed(2)} ${y} ${w.toFixed(2)} ${height} re f`)
      cx += w
    }
    cx += narrow
  }
  return { ops: ops.join("\n"), width: cx - x }
}

/** Latin-1 bytes for WinAnsi text; anything outside (Arabic…) becomes "?". */
const winAnsi = (s: string) =>
  s
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?")
    .replace(/[\\()]/g, (c) => `\\${c}`)

/** Splits a long value over lines of at most `max` characters. */
const wrap = (s: string, max: number, lines: number) => {
  const out: string[] = []
  let line = ""
  for (const word of s.split(/\s+/)) {
    if (line && (line + " " + word).length > max) {
      out.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) out.push(line)
  return out.slice(0, lines)
}

export function drawLabel(d: LabelData): Buffer {
  const W = 283 // 100 mm
  const H = 425 // 150 mm
  const ops: string[] = []
  const text = (x: number, y: number, size: number, s: string, bold = false) =>
    ops.push(`BT /${bold ? "F2" : "F1"} ${size} Tf ${x} ${y} Td (${winAnsi(s)}) Tj ET`)
  const line = (y: number) => ops.push(`0.8 w 12 ${y} m ${W - 12} ${y} l S`)

  text(14, H - 30, 16, d.courier, true)
  if (d.date) text(W - 90, H - 28, 8, d.date.slice(0, 10))
  line(H - 40)
  text(14, H - 64, 20, d.tracking, true)
  const bar = code39(d.tracking, 14, H - 118, 44, 1)
  const scale = Math.min(1, (W - 28) / bar.width)
  ops.push(`q ${scale.toFixed(4)} 0 0 1 ${(14 - 14 * scale).toFixed(2)} 0 cm\n${bar.ops}\nQ`)
  if (d.reference) text(14, H - 132, 9, `Ref. ${d.reference}`)
  line(H - 140)
  text(14, H - 158, 9, "Destinataire")
  text(14, H - 176, 13, d.name, true)
  text(14, H - 194, 12, d.phone_2 ? `${d.phone} / ${d.phone_2}` : d.phone, true)
  wrap(d.address, 48, 2).forEach((l, i) => text(14, H - 212 - i * 13, 10, l))
  text(14, H - 246, 13, `${d.commune} - ${d.wilaya}`, true)
  text(14, H - 262, 9, d.delivery)
  line(H - 272)
  text(14, H - 292, 9, "Montant à encaisser")
  text(14, H - 314, 20, `${d.amount} DA`, true)
  line(H - 324)
  text(14, H - 340, 9, "Produits")
  wrap(d.products, 52, 3).forEach((l, i) => text(14, H - 354 - i * 12, 9, l))
  if (d.note) wrap(`Note : ${d.note}`, 52, 2).forEach((l, i) => text(14, H - 396 - i * 11, 8, l))

  const content = ops.join("\n")
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
  ]
  let out = "%PDF-1.4\n"
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"))
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, "latin1")
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, "latin1")
}
