import { isSlug, slugify } from "../slug"

describe("slugify", () => {
  it("removes French accents and joins words with dashes", () => {
    expect(slugify("Béjaïa Électroménager")).toBe("bejaia-electromenager")
    expect(slugify("  L'Oréal  Paris ")).toBe("l-oreal-paris")
  })

  it("reads & as et and handles ligatures", () => {
    expect(slugify("Sœur & Frère")).toBe("soeur-et-frere")
  })

  it("returns an empty slug for a name with no latin letters", () => {
    expect(slugify("كوندور")).toBe("")
  })

  it("keeps digits and never ends with a dash after truncation", () => {
    expect(slugify("Série 3000 !")).toBe("serie-3000")
    const long = slugify(`${"a".repeat(99)} b`)
    expect(long.length).toBeLessThanOrEqual(100)
    expect(long.endsWith("-")).toBe(false)
  })
})

describe("isSlug", () => {
  it("accepts lowercase words separated by single dashes", () => {
    expect(isSlug("condor")).toBe(true)
    expect(isSlug("iris-sat-2")).toBe(true)
  })

  it("refuses capitals, spaces, accents, double or edge dashes", () => {
    for (const s of ["Condor", "iris sat", "béjaïa", "a--b", "-a", "a-", ""]) expect(isSlug(s)).toBe(false)
  })
})
