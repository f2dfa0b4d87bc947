import bidiFactory from "bidi-js"

/**
 * Right-to-left layout for the PDF documents (decision 0069). pdfkit draws a string left to right and
 * fontkit shapes it (Arabic letters joined) and reverses an Arabic run on its own, but nothing orders
 * the runs of a line that mixes Arabic, Latin and digits: that is the Unicode bidi algorithm's job
 * (bidi-js gives each character its level), done here per line.
 */
const bidi = bidiFactory()

export type Direction = "ltr" | "rtl"

/** A piece of a line, in the order it is drawn from left to right. */
export type VisualRun = {
  /** The text to hand to the font: logical order for a run the font reverses itself (`shapeRtl`), visual order otherwise. */
  text: string
  /** Arabic letters in a right-to-left run: draw it as one run, fontkit shapes and reverses it. */
  shapeRtl: boolean
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/
/** Arabic-script letters (and marks): what makes fontkit lay a run out right to left. */
const ARABIC_LETTER = /[\u0620-\u064a\u066e-\u06d3\u06d5\u06fa-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/

/** Bidi controls: they steer the levels, the font has no glyph for them. */
const CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

export const hasArabic = (text: string) => ARABIC.test(text)

/**
 * A value (a name, an address, a phone) set apart from the sentence around it: it reads in the
 * direction of its own first letter (a French address stays "12 rue Didouche Mourad" in an Arabic
 * line) and its digit groups stay in order (First Strong Isolate, UAX #9).
 */
export const isolate = (value: string) => `\u2068${value}\u2069`

/** The direction a paragraph reads in: right to left as soon as it holds Arabic in an Arabic document. */
export const directionOf = (lang: string): Direction => (lang === "ar" ? "rtl" : "ltr")

/**
 * The runs of one line (no line break inside) from left to right. Characters of equal level are
 * grouped; rule L2 reverses the order of runs from the highest level down to the lowest odd one; a
 * right-to-left run gets its mirrored characters (brackets, «») and is reversed, by fontkit when it
 * holds Arabic letters (it must see them in logical order to join them), here otherwise.
 */
export function visualRuns(line: string, base: Direction): VisualRun[] {
  if (!line) return []
  // in an Arabic line, a value holding Arabic reads right to left even when a Latin word leads it
  // (a courier's brand before the desk's Arabic name): its isolate becomes a right-to-left one
  if (base === "rtl")
    line = line.replace(/\u2068([^\u2066-\u2069]*)\u2069/g, (all, inner: string) => (ARABIC_LETTER.test(inner) ? `\u2067${inner}\u2069` : all))
  const { levels } = bidi.getEmbeddingLevels(line, base)
  const baseLevel = base === "rtl" ? 1 : 0
  // rule L1: whitespace at the end of the line goes back to the paragraph's level
  for (let i = line.length - 1; i >= 0 && /\s/.test(line[i]); i--) levels[i] = baseLevel
  const runs: { text: string; level: number }[] = []
  for (let i = 0; i < line.length; i++) {
    const last = runs[runs.length - 1]
    if (last && last.level === levels[i]) last.text += line[i]
    else runs.push({ text: line[i], level: levels[i] })
  }
  const max = Math.max(...runs.map((r) => r.level))
  const minOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), max + 1)
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i].level < level) {
        i++
        continue
      }
      let j = i
      while (j < runs.length && runs[j].level >= level) j++
      runs.splice(i, j - i, ...runs.slice(i, j).reverse())
      i = j
    }
  }
  return runs.flatMap(({ text: raw, level }): VisualRun[] => {
    const text = raw.replace(CONTROLS, "")
    if (!text) return []
    if (level % 2 === 0) return [{ text, shapeRtl: false }]
    const mirrored = Array.from(text, (c) => bidi.getMirroredCharacter(c) ?? c).join("")
    if (ARABIC_LETTER.test(mirrored)) return [{ text: mirrored, shapeRtl: true }]
    return [{ text: Array.from(mirrored).reverse().join(""), shapeRtl: false }]
  })
}
