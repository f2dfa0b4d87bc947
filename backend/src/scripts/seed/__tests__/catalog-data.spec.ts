import { catalogDataProblems, combinations, flattenCategories, loadCatalogData, variantPrice, variantSku } from "../catalog-data"

describe("demo catalogue data", () => {
  const data = loadCatalogData()

  it("is a believable shop: 60+ products over 6+ categories, 8+ brands, all in French and Arabic", () => {
    expect(catalogDataProblems(data)).toEqual([])
    expect(data.products.length).toBeGreaterThanOrEqual(60)
    expect(data.categories.length).toBeGreaterThanOrEqual(6)
    expect(data.brands.length).toBeGreaterThanOrEqual(8)
    const used = new Set(data.products.map((p) => flattenCategories(data.categories).find((c) => c.handle === p.category)!.top.handle))
    expect(used.size).toBe(data.categories.length)
    // Arabic texts are Arabic script, not transliteration
    for (const p of data.products) expect(p.title.ar).toMatch(/[\u0600-\u06FF]/)
    const skus = data.products.flatMap((p) => combinations(p.options).map((c) => variantSku(p, c)))
    expect(new Set(skus).size).toBe(skus.length)
  })

  it("builds variants, SKUs and prices from the options", () => {
    const phone = data.products.find((p) => p.handle === "smartphone-nova-5")!
    const combos = combinations(phone.options)
    expect(combos.map((c) => variantSku(phone, c))).toEqual(["NM-NOVA5-64-GO-NOIR", "NM-NOVA5-64-GO-BLEU", "NM-NOVA5-128-GO-NOIR", "NM-NOVA5-128-GO-BLEU"])
    expect(combos.map((c) => variantPrice(phone, c))).toEqual([32000, 32000, 36500, 36500])
  })

  it("has strict and flexible packs whose parts exist", () => {
    const packs = data.products.filter((p) => p.pack)
    expect(packs.map((p) => p.pack!.mode).sort()).toEqual(["flexible", "strict", "strict"])
    const broken = structuredClone(data)
    const pack = broken.products.find((p) => p.pack?.mode === "strict")!
    pack.pack!.items[0] = { sku: "NOPE-1", quantity: 0 }
    expect(catalogDataProblems(broken)).toEqual([`pack ${pack.handle}: unknown variant SKU NOPE-1`, `pack ${pack.handle}: bad quantity 0`])
  })

  it("names every broken reference instead of dropping it", () => {
    const broken = structuredClone(data)
    broken.products[0] = { ...broken.products[0], brand: "inconnue", features: ["matiere:papier"], options: { taille: ["noire"] } }
    expect(catalogDataProblems(broken)).toEqual([
      `product ${broken.products[0].handle}: unknown brand inconnue`,
      `product ${broken.products[0].handle}: unknown feature matiere:papier`,
      `product ${broken.products[0].handle}: unknown value noire`,
    ])
  })
})
