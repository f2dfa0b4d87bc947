import { existsSync, readFileSync } from "fs"
import path from "path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { CATALOG_MODULE } from "@shop/catalog/workflows"
import type { CatalogModuleService } from "@shop/catalog/modules/catalog"
import { CATALOG_DATA_DIR, type CatalogData } from "./catalog-data"

/**
 * The demo brands' logos (data/catalog/brand-logos/<slug>.png, generated PNGs: no SVG reaches the
 * file storage, decision 0054) uploaded through Medusa's file module; URLs by brand slug.
 */
async function uploadBrandLogos(container: MedusaContainer, slugs: string[], dir = path.join(CATALOG_DATA_DIR, "brand-logos")) {
  const present = slugs.filter((slug) => existsSync(path.join(dir, `${slug}.png`)))
  if (!present.length) return new Map<string, string>()
  const uploaded = await container.resolve(Modules.FILE).createFiles(
    present.map((slug) => ({
      filename: `brand-${slug}.png`,
      mimeType: "image/png",
      content: readFileSync(path.join(dir, `${slug}.png`)).toString("base64"),
      access: "public" as const,
    }))
  )
  return new Map(present.map((slug, i) => [slug, uploaded[i].url]))
}

const translationsOf = (texts: { en?: string; ar?: string }, field: string) => {
  const out: Record<string, Record<string, string>> = {}
  for (const lang of ["en", "ar"] as const) if (texts[lang]) out[lang] = { [field]: texts[lang]! }
  return Object.keys(out).length ? out : null
}

/**
 * Brands (by slug), their lines (by slug within the brand), feature types (by code) and
 * values (by French value within the type), in the catalog plugin's module. What exists,
 * deleted rows included, is left alone.
 */
export async function seedBrandsAndFeatures(container: MedusaContainer, data: CatalogData) {
  const catalog = container.resolve<CatalogModuleService>(CATALOG_MODULE)
  const counts = { brands: 0, brand_lines: 0, feature_types: 0, feature_values: 0 }

  const brands = new Map<string, { id: string; deleted: boolean }>()
  const lines = new Map<string, string>()
  const found = await catalog.listBrands({ slug: data.brands.map((b) => b.slug) }, { select: ["id", "slug", "deleted_at"], withDeleted: true, take: null })
  for (const b of found) brands.set(b.slug, { id: b.id, deleted: !!b.deleted_at })
  const missingBrands = data.brands.filter((b) => !brands.has(b.slug))
  const logos = await uploadBrandLogos(
    container,
    missingBrands.map((b) => b.slug)
  )
  for (const b of missingBrands) {
    const { lines: _lines, ...fields } = b
    const created = await catalog.createBrands({ ...fields, logo_url: logos.get(b.slug) ?? null, active: true })
    brands.set(b.slug, { id: created.id, deleted: false })
    counts.brands++
  }
  for (const b of data.brands) {
    const brand = brands.get(b.slug)!
    if (brand.deleted || !b.lines.length) continue
    const all = await catalog.listBrandLines({ brand_id: brand.id }, { select: ["id", "slug", "deleted_at"], withDeleted: true, take: null })
    const have = new Map<string, string>(all.filter((l) => !l.deleted_at).map((l) => [l.slug, l.id]))
    const missing = b.lines.filter((l) => !all.some((x) => x.slug === l.slug))
    if (missing.length) {
      const created = await catalog.createBrandLines(missing.map((l) => ({ ...l, brand_id: brand.id })))
      for (const l of created) have.set(l.slug, l.id)
      counts.brand_lines += created.length
    }
    for (const [slug, id] of have) lines.set(`${b.slug}/${slug}`, id)
  }

  const values = new Map<string, string>()
  const types = await catalog.listFeatureTypes(
    { code: data.features.map((t) => t.code) },
    { select: ["id", "code", "deleted_at"], withDeleted: true, take: null }
  )
  const typeIds = new Map<string, { id: string; deleted: boolean }>(types.map((t) => [t.code, { id: t.id, deleted: !!t.deleted_at }]))
  for (const [position, t] of data.features.entries()) {
    if (!typeIds.has(t.code)) {
      const created = await catalog.createFeatureTypes({
        code: t.code,
        label: t.label.fr,
        translations: translationsOf(t.label, "label"),
        position,
      })
      typeIds.set(t.code, { id: created.id, deleted: false })
      counts.feature_types++
    }
    const type = typeIds.get(t.code)!
    if (type.deleted) continue
    const all = await catalog.listFeatureValues({ feature_type_id: type.id }, { select: ["id", "value", "deleted_at"], withDeleted: true, take: null })
    const have = new Map<string, string>(all.filter((v) => !v.deleted_at).map((v) => [v.value, v.id]))
    const missing = t.values.map((v, i) => ({ ...v, position: i })).filter((v) => !all.some((x) => x.value === v.fr))
    if (missing.length) {
      const created = await catalog.createFeatureValues(
        missing.map((v) => ({ feature_type_id: type.id, value: v.fr, translations: translationsOf(v, "value"), position: v.position }))
      )
      for (const v of created) have.set(v.value, v.id)
      counts.feature_values += created.length
    }
    for (const v of t.values) if (have.has(v.fr)) values.set(`${t.code}:${v.key}`, have.get(v.fr)!)
  }

  const brandIds = new Map([...brands].filter(([, b]) => !b.deleted).map(([slug, b]) => [slug, b.id]))
  return { brandIds, lineIds: lines, featureValueIds: values, counts }
}
