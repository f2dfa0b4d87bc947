import PDFDocument from "pdfkit"
import bidiFactory from "bidi-js"
import { visualRuns, type Direction } from "./bidi"

/**
 * A thin layer over pdfkit for the documents (decision 0069): one embedded font family that holds
 * Arabic and Latin (Noto Sans Arabic, SIL OFL, from npm), coordinates measured from the side a line
 * starts on (so one layout serves French and Arabic: in Arabic every box is mirrored), and text laid
 * out here (wrapping, then the bidi order of each line), since pdfkit lays words left to right.
 */
const FONT_DIR = "@expo-google-fonts/noto-sans-arabic"
export const FONT_FILES = {
  regular: require.resolve(`${FONT_DIR}/400Regular/NotoSansArabic_400Regular.ttf`),
  bold: require.resolve(`${FONT_DIR}/700Bold/NotoSansArabic_700Bold.ttf`),
}

export const A4 = { width: 595.28, height: 841.89 }
export const MARGIN = 36
export const COLORS = { text: "#1a1a1a", muted: "#5b6472", line: "#c9ced6", fill: "#f1f3f6", accent: "#0b3d91" }

export type Align = "start" | "end" | "center"
export type TextStyle = {
  size?: number
  bold?: boolean
  align?: Align
  color?: string
  lineHeight?: number
  /** The paragraph's direction when its first letter must not decide it (a line of the document's own words). */
  base?: Direction
}

/** Noto Sans Arabic's ascent (1374 units of 1000), and where the baseline sits in a line box. */
const FONT_ASCENT = 1.374
const BASELINE_BELOW_MIDDLE = 0.3

const bidi = bidiFactory()
/** A run the font reverses itself is laid out whole (pdfkit would otherwise shape it word by word, left to right). */
const WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = []

/** A page's size and margin in points (A4 for the documents, a roll's width for a till's receipt). */
export type PageSize = { width: number; height: number; margin: number }

export class Writer {
  readonly doc: PDFKit.PDFDocument
  readonly contentWidth: number

  constructor(
    readonly dir: Direction,
    info: { title: string; lang: string },
    readonly page: PageSize = { ...A4, margin: MARGIN }
  ) {
    this.contentWidth = page.width - 2 * page.margin
    this.doc = new PDFDocument({
      size: [page.width, page.height],
      margin: page.margin,
      autoFirstPage: false,
      bufferPages: true,
      info: { Title: info.title, Producer: "Boutique DZ" },
      lang: info.lang,
    })
    this.doc.registerFont("regular", FONT_FILES.regular)
    this.doc.registerFont("bold", FONT_FILES.bold)
  }

  /** The page's x of a box `w` wide whose start edge is `x` from the start margin's side. */
  px(x: number, w = 0): number {
    return this.dir === "rtl" ? this.page.width - this.page.margin - x - w : this.page.margin + x
  }

  private use(style: TextStyle) {
    this.doc.font(style.bold ? "bold" : "regular").fontSize(style.size ?? 10)
  }

  lineHeight(style: TextStyle = {}) {
    return (style.size ?? 10) * (style.lineHeight ?? 1.5)
  }

  /** Width of a line of text (logical order) as it will be drawn. */
  measure(text: string, style: TextStyle = {}): number {
    this.use(style)
    return visualRuns(text, this.baseOf(text)).reduce((w, r) => w + this.doc.widthOfString(r.text, r.shapeRtl ? { features: WHOLE_RUN } : {}), 0)
  }

  /**
   * The direction a paragraph reads in: its first strong letter's (UAX #9 P2), so a French address
   * stays left to right in an Arabic document; with no letter at all (a phone, an amount, a date)
   * left to right, the digits' own order.
   */
  baseOf(text: string): Direction {
    const level = bidi.getEmbeddingLevels(text.replace(/[\u2066-\u2069]/g, ""), "auto").paragraphs[0]?.level
    return level === 1 ? "rtl" : "ltr"
  }

  /** The lines of a paragraph wrapped to `width` (words kept whole unless one alone is wider). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const out: string[] = []
    for (const paragraph of text.split("\n")) {
      const words = paragraph.split(/ +/).filter(Boolean)
      let line = ""
      for (const word of words) {
        const candidate = line ? `${line} ${word}` : word
        if (!line || this.measure(candidate, style) <= width) {
          line = candidate
          // a single word wider than the box: cut it (a long SKU or e-mail)
          while (this.measure(line, style) > width && line.length > 1) {
            let cut = line.length - 1
            while (cut > 1 && this.measure(line.slice(0, cut), style) > width) cut--
            out.push(line.slice(0, cut))
            line = line.slice(cut)
          }
          continue
        }
        out.push(line)
        line = word
      }
      out.push(line)
    }
    return out
  }

  /** Height of a paragraph wrapped to `width`. */
  heightOf(text: string, width: number, style: TextStyle = {}): number {
    return this.wrap(text, width, style).length * this.lineHeight(style)
  }

  /**
   * Draws a paragraph in the box (`x` from the start side, `y` from the top, `width`), wrapped, each
   * line in bidi order, aligned to the box's start, end or centre. Returns the height used.
   */
  text(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    const lines = this.wrap(text, width, style)
    const lh = this.lineHeight(style)
    const size = style.size ?? 10
    this.doc.fillColor(style.color ?? COLORS.text)
    lines.forEach((line, i) => {
      const runs = visualRuns(line, style.base ?? this.baseOf(line))
      this.use(style)
      const widths = runs.map((r) => this.doc.widthOfString(r.text, r.shapeRtl ? { features: WHOLE_RUN } : {}))
      const total = widths.reduce((a, b) => a + b, 0)
      const left = this.px(x, width)
      const align = style.align ?? "start"
      const atLeft = align === "center" ? left + (width - total) / 2 : (align === "start") === (this.dir === "ltr") ? left : left + width - total
      // pdfkit puts the baseline one ascent below `top`; the font's ascent is tall (room for Arabic
      // marks): the baseline goes just below the middle of the line box instead
      const top = y + i * lh + lh / 2 + size * BASELINE_BELOW_MIDDLE - size * FONT_ASCENT
      let cursor = atLeft
      runs.forEach((r, k) => {
        this.doc.text(r.text, cursor, top, { lineBreak: false, features: r.shapeRtl ? WHOLE_RUN : undefined })
        cursor += widths[k]
      })
    })
    return lines.length * lh
  }

  rect(x: number, y: number, w: number, h: number, opts: { fill?: string; stroke?: string; radius?: number; lineWidth?: number } = {}) {
    const d = this.doc
    d.save()
    if (opts.radius) d.roundedRect(this.px(x, w), y, w, h, opts.radius)
    else d.rect(this.px(x, w), y, w, h)
    d.lineWidth(opts.lineWidth ?? 0.8)
    if (opts.fill && opts.stroke) d.fillAndStroke(opts.fill, opts.stroke)
    else if (opts.fill) d.fill(opts.fill)
    else d.stroke(opts.stroke ?? COLORS.line)
    d.restore()
  }

  hline(x: number, y: number, w: number, color = COLORS.line, width = 0.8) {
    this.doc
      .save()
      .moveTo(this.px(x, w), y)
      .lineTo(this.px(x, w) + w, y)
      .lineWidth(width)
      .stroke(color)
      .restore()
  }

  /** An image fitted in the box; false when pdfkit cannot read it (only PNG and JPEG are embedded). */
  image(data: Buffer, x: number, y: number, w: number, h: number, align: Align = "start"): boolean {
    try {
      // pdfkit reads the image (and throws on a format it cannot embed) before drawing it
      const img = (this.doc as PDFKit.PDFDocument & { openImage(src: Buffer): { width: number; height: number } }).openImage(data)
      const scale = Math.min(w / img.width, h / img.height, 1)
      const iw = img.width * scale
      const ih = img.height * scale
      const offset = align === "start" ? 0 : align === "end" ? w - iw : (w - iw) / 2
      this.doc.image(img as unknown as Buffer, this.px(x + offset, iw), y + (h - ih) / 2, { width: iw, height: ih })
      return true
    } catch {
      return false
    }
  }

  addPage() {
    this.doc.addPage({ size: [this.page.width, this.page.height], margin: this.page.margin })
  }

  /** The finished PDF's bytes. */
  finish(): Promise<Buffer> {
    const d = this.doc
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = []
      d.on("data", (c: Buffer) => chunks.push(c))
      d.on("end", () => resolve(Buffer.concat(chunks)))
      d.on("error", reject)
      d.end()
    })
  }
}
