import { describe, expect, it } from "vitest"
import ar from "./ar"
import en from "./en"
import fr from "./fr"

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`))))
  )
}

const flat = { fr: flatten(fr), en: flatten(en), ar: flatten(ar) }
const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()
// Latin letters other than the brand and the sample phone number.
const englishWords = /\b(?!DZ\b)[A-Za-z]{2,}\b/

describe("translations", () => {
  it("have exactly the same keys in fr, en and ar", () => {
    const keys = Object.keys(flat.fr).sort()
    expect(Object.keys(flat.en).sort()).toEqual(keys)
    expect(Object.keys(flat.ar).sort()).toEqual(keys)
  })

  it("have no empty text", () => {
    for (const [lang, texts] of Object.entries(flat)) {
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), `${lang}:${key}`).not.toBe("")
    }
  })

  it("keep the same interpolation placeholders", () => {
    for (const key of Object.keys(flat.fr)) {
      expect(placeholders(flat.en[key]), `en:${key}`).toEqual(placeholders(flat.fr[key]))
      expect(placeholders(flat.ar[key]), `ar:${key}`).toEqual(placeholders(flat.fr[key]))
    }
  })

  it("are really Arabic in ar: every text has Arabic letters and no English words", () => {
    for (const [key, text] of Object.entries(flat.ar)) {
      expect(text, key).toMatch(/[\u0600-\u06FF]/)
      expect(text.replace(/{{\s*\w+\s*}}/g, ""), key).not.toMatch(englishWords)
    }
  })

  it("are really French in fr, not English copies", () => {
    const same = Object.keys(flat.fr).filter((k) => flat.fr[k] === flat.en[k])
    // Only the brand, and "Commune", which is the English word too, may read the same in both.
    expect(same.sort()).toEqual(["checkout.commune", "shop.name"])
  })
})
