import { queryWords, searchText, typoKeys } from "../search"

/** Two words one typo apart share a typo key (what the dictionary lookup relies on). */
const near = (a: string, b: string) => typoKeys(a).some((k) => typoKeys(b).includes(k))

describe("search folding", () => {
  it("indexes every language's words once, folded and space-padded", () => {
    expect(searchText(["Baskets de running", "Running trainers", "حذاء رياضي للجري", "Chaussures", null])).toBe(
      " baskets de running trainers حذاء رياضي للجري chaussures "
    )
  })

  it("ignores accents, case, punctuation, tashkeel, tatweel and alef/hamza/ta-marbuta spellings", () => {
    expect(queryWords("Béjaïa, ÉTÉ!")).toEqual(["bejaia", "ete"])
    expect(queryWords("حِذَاء")).toEqual(["حذاء"])
    expect(queryWords("حـــذاء")).toEqual(["حذاء"])
    expect(queryWords("أحذية إبرة آلة")).toEqual(queryWords("احذيه ابره اله"))
    expect(queryWords("مكنسى")).toEqual(["مكنسي"])
  })

  it("drops the Arabic article of longer words, keeps at most six words", () => {
    expect(queryWords("الحذاء الرياضي")).toEqual(["حذاء", "رياضي"])
    expect(queryWords("a b c d e f g h")).toHaveLength(6)
    expect(queryWords("  ")).toEqual([])
  })
})

describe("one typo", () => {
  it("meets a word with one letter wrong, missing or extra", () => {
    expect(near("chausure", "chaussures")).toBe(true) // missing letter, plural
    expect(near("chaussurres", "chaussures")).toBe(true) // extra letter
    expect(near("chaussyres", "chaussures")).toBe(true) // wrong letter
    expect(near("حداء", "حذاء")).toBe(true)
    expect(near("مكنسه", "مكنسة")).toBe(true)
  })

  it("does not stretch to two typos, nor to short words or words with digits", () => {
    expect(near("chosure", "chaussures")).toBe(false)
    expect(near("sac", "sas")).toBe(false)
    expect(typoKeys("iphone15")).toEqual(["iphone15"])
  })
})
