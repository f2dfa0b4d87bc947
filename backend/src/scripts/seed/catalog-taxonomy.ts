import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createProductCategoriesWorkflow, createProductTagsWorkflow } from "@medusajs/medusa/core-flows"
import { flattenCategories, type CatalogData } from "./catalog-data"
import { saveTranslations, translationRows } from "./catalog-locales"

/**
 * Categories (by handle, parents first) and badge tags (by value). Existing ones, deleted ones
 * included, are left as the merchant made them; only new ones get their translations.
 */
export async function seedTaxonomy(container: MedusaContainer, data: CatalogData) {
  const product = container.resolve(Modules.PRODUCT)
  const flat = flattenCategories(data.categories)
  const existing = await product.listProductCategories(
    { handle: flat.map((c) => c.handle) },
    { select: ["id", "handle", "deleted_at"], withDeleted: true, take: null }
  )
  const ids = new Map(existing.map((c) => [c.handle, c.id]))
  const deleted = new Set(existing.filter((c) => c.deleted_at).map((c) => c.handle))
  const rows = []
  let created = 0
  // one workflow run per depth: children need their parent's id
  for (let depth = 0; ; depth++) {
    const level = flat.filter((c) => !ids.has(c.handle) && (depth === 0 ? !c.parent : c.parent && ids.has(c.parent)))
    if (!level.length) break
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: {
        product_categories: level.map((c) => ({
          name: c.name.fr,
          handle: c.handle,
          is_active: true,
          is_internal: false,
          parent_category_id: c.parent ? ids.get(c.parent) : null,
        })),
      },
    })
    for (const c of result) {
      ids.set(c.handle, c.id)
      rows.push(...translationRows("product_category", c.id, { name: flat.find((f) => f.handle === c.handle)!.name }))
    }
    created += result.length
  }

  const tagValues = Object.values(data.options.tags).map((t) => t.fr)
  const tags = new Map((await product.listProductTags({ value: tagValues }, { take: null })).map((t) => [t.value, t.id]))
  const newTags = Object.entries(data.options.tags).filter(([, t]) => !tags.has(t.fr))
  if (newTags.length) {
    const { result } = await createProductTagsWorkflow(container).run({
      input: { product_tags: newTags.map(([, t]) => ({ value: t.fr })) },
    })
    for (const tag of result) {
      tags.set(tag.value, tag.id)
      rows.push(...translationRows("product_tag", tag.id, { value: newTags.find(([, t]) => t.fr === tag.value)![1] }))
    }
  }
  await saveTranslations(container, rows)
  const tagIds = new Map(Object.entries(data.options.tags).map(([code, t]) => [code, tags.get(t.fr)!]))
  // a category the merchant deleted is not recreated, and no seeded product is put back in it
  const categoryIds = new Map([...ids].filter(([handle]) => !deleted.has(handle)))
  return { categoryIds, tagIds, categories: created, tags: newTags.length }
}
