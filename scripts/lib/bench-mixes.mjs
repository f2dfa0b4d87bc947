/**
 * A small deterministic generator (mulberry32): the same seed gives the same mix on every run, so
 * two runs (or ours and stock) are asked the same questions.
 */
export function prng(seed = 1) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * `count` distinct listing queries on the bench catalogue (scripts/lib/bench-catalog.mjs: 6 roots ×
 * 9 leaves, 40 brands, 8 feature types × 6 values), as buyers filtering a campaign's category ask them:
 * a leaf or a root category, 0–2 brands, 0–2 feature values, price bounds or not, three sorts, pages
 * 1–3, page sizes 12, 24 or 50. Returns paths (`/store/listings/category/...?...`), each once.
 */
export function listingColdMix(count, { seed = 20, brands = 40, roots = 6, leaves = 9, featureTypes = 8, featureValues = 6 } = {}) {
  const rnd = prng(seed)
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1))
  const out = new Set()
  let guard = 0
  while (out.size < count && guard++ < count * 50) {
    const root = int(1, roots)
    const handle = rnd() < 0.7 ? `rayon-${root}-${int(1, leaves)}` : `rayon-${root}`
    const q = new URLSearchParams()
    for (const b of new Set(Array.from({ length: int(0, 2) }, () => int(1, brands)))) q.append("brand", `marque-${b}`)
    for (const f of new Set(Array.from({ length: int(0, 2) }, () => `carac-${int(1, featureTypes)}:valeur ${int(1, featureValues)}`))) q.append("feature", f)
    const bounds = rnd()
    if (bounds < 0.2) q.set("price_min", String(int(5, 80) * 100))
    else if (bounds < 0.4) q.set("price_max", String(int(20, 200) * 100))
    else if (bounds < 0.5) {
      const lo = int(5, 100) * 100
      q.set("price_min", String(lo))
      q.set("price_max", String(lo + int(10, 100) * 100))
    }
    const sort = ["default", "price_asc", "price_desc"][int(0, 2)]
    if (sort !== "default") q.set("sort", sort)
    q.set("limit", String([12, 24, 50][int(0, 2)]))
    const page = int(1, 3)
    if (page > 1) q.set("page", String(page))
    out.add(`/store/listings/category/${handle}?${q}`)
  }
  return [...out]
}

/** The same kind of mix for stock Medusa's `/store/products`: category, offset, order (it has no facets). */
export function stockProductsMix(count, { seed = 20, regionId, roots = 6, leaves = 9 } = {}) {
  const rnd = prng(seed)
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1))
  const out = new Set()
  let guard = 0
  while (out.size < count && guard++ < count * 50) {
    const q = new URLSearchParams()
    const root = int(1, roots)
    q.append("category_id[]", rnd() < 0.7 ? `pcat_bench_${root}_${int(1, leaves)}` : `pcat_bench_${root}`)
    q.set("region_id", regionId)
    const limit = [12, 24, 50][int(0, 2)]
    q.set("limit", String(limit))
    q.set("offset", String((int(1, 3) - 1) * limit))
    const order = ["", "created_at", "-created_at", "title"][int(0, 3)]
    if (order) q.set("order", order)
    out.add(`/store/products?${q}`)
  }
  return [...out]
}
