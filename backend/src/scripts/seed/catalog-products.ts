import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import { batchImageVariantsWorkflow, createInventoryLevelsWorkflow, createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { generateImageSizesWorkflow, setProductCatalogWorkflow } from "@shop/catalog/workflows"
import { combinations, flattenCategories, valueText, variantPrice, variantSku, type CatalogData, type ProductData } from "./catalog-data"
import { uploadColourImages, uploadProductImages } from "./catalog-images"
import { saveTranslations, translationRows, type TranslationRow } from "./catalog-locales"

export type CatalogRefs = {
  channelId: string
  locationId: string
  shippingProfileId: string
  categoryIds: Map<string, string>
  tagIds: Map<string, string>
  brandIds: Map<string, string>
  lineIds: Map<string, string>
  featureValueIds: Map<string, string>
}

/** The Medusa product input of one data entry (French base texts, DZD TTC prices). */
function productInput(data: CatalogData, p: ProductData, refs: CatalogRefs, images: string[]) {
  const optionTitle = (code: string) => data.options.options[code].fr
  return {
    title: p.title.fr,
    handle: p.handle,
    description: p.description.fr,
    status: ProductStatus.PUBLISHED,
    ...(p.featured ? { metadata: { featured: true } } : {}),
    thumbnail: images[0],
    images: images.map((url) => ({ url })),
    weight: p.weight,
    category_ids: refs.categoryIds.has(p.category) ? [refs.categoryIds.get(p.category)!] : [],
    tag_ids: (p.tags ?? []).map((t) => refs.tagIds.get(t)!).filter(Boolean),
    shipping_profile_id: refs.shippingProfileId,
    sales_channels: [{ id: refs.channelId }],
    options: Object.entries(p.options).map(([code, values]) => ({
      title: optionTitle(code),
      values: values.map((v) => valueText(data.options, v)),
      is_exclusive: true,
    })),
    variants: combinations(p.options).map((combo) => ({
      title: combo.map(([, v]) => valueText(data.options, v)).join(" / "),
      sku: variantSku(p, combo),
      manage_inventory: true,
      options: Object.fromEntries(combo.map(([o, v]) => [optionTitle(o), valueText(data.options, v)])),
      prices: [{ currency_code: "dzd", amount: variantPrice(p, combo) }],
    })),
  }
}

/** en/ar rows for a created product, its options, option values and variants. */
/** What the seed reads back of a created product (query.graph gives it untyped here). */
type CreatedProduct = {
  id: string
  handle: string
  options?: { id: string; title: string; values?: { id: string; value: string }[] }[]
  images?: { id: string; url: string }[]
  variants?: {
    id: string
    sku: string | null
    title: string
    options: { value: string; option?: { title: string } | null }[]
    inventory_items?: { inventory_item_id: string }[]
  }[]
}

function productTranslations(data: CatalogData, p: ProductData, created: CreatedProduct): TranslationRow[] {
  const rows = translationRows("product", created.id, { title: p.title, description: p.description })
  const codeOfTitle = new Map(Object.keys(p.options).map((code) => [data.options.options[code].fr, code]))
  const valueCode = (code: string, fr: string) => p.options[code].find((v) => valueText(data.options, v) === fr)
  for (const option of created.options ?? []) {
    const code = codeOfTitle.get(option.title)
    if (!code) continue
    rows.push(...translationRows("product_option", option.id, { title: data.options.options[code] }))
    for (const value of option.values ?? []) {
      const texts = data.options.values[valueCode(code, value.value) ?? ""]
      if (texts) rows.push(...translationRows("product_option_value", value.id, { value: texts }))
    }
  }
  for (const variant of created.variants ?? []) {
    const combo = Object.entries(p.options).map(([code, values]) => {
      const fr = variant.options.find((o) => o.option?.title === data.options.options[code].fr)?.value ?? ""
      return values.find((v) => valueText(data.options, v) === fr) ?? fr
    })
    const title = (lang: "en" | "ar") => combo.map((v) => valueText(data.options, v, lang)).join(" / ")
    if (combo.some((v) => data.options.values[v])) {
      rows.push(...translationRows("product_variant", variant.id, { title: { fr: variant.title, en: title("en"), ar: title("ar") } }))
    }
  }
  return rows
}

/**
 * Creates the products of data/catalog that no product has the handle of (a product the
 * merchant deleted stays deleted), with pictures, stock, translations, brand and features.
 */
export async function seedProducts(container: MedusaContainer, data: CatalogData, refs: CatalogRefs) {
  const productModule = container.resolve(Modules.PRODUCT)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const existing = await productModule.listProducts({ handle: data.products.map((p) => p.handle) }, { select: ["handle"], withDeleted: true, take: null })
  const known = new Set(existing.map((p) => p.handle))
  const todo = data.products.filter((p) => !known.has(p.handle))
  if (!todo.length) return { products: 0, variants: 0, translations: 0, image_sizes: 0 }

  const visuals = new Map(flattenCategories(data.categories).map((c) => [c.handle, c.top.visual!]))
  const brandName = new Map(data.brands.map((b) => [b.slug, b.name]))
  const images = await uploadProductImages(
    container,
    todo.map((p) => ({ handle: p.handle, brand: brandName.get(p.brand) ?? "", ...visuals.get(p.category)! }))
  )
  // a few products show each colour in its own picture (Medusa's variant images), after the three views
  const colourImages = await uploadColourImages(
    container,
    todo
      .filter((p) => p.colour_pictures)
      .flatMap((p) =>
        (p.options.couleur ?? []).map((colour) => ({ handle: p.handle, colour, brand: brandName.get(p.brand) ?? "", icon: visuals.get(p.category)!.icon }))
      )
  )
  for (const [key, url] of colourImages) images.get(key.split(":")[0])!.push(url)
  // sized before the products exist, so the product subscriber finds nothing left to do
  const { result: image_sizes } = await generateImageSizesWorkflow(container).run({ input: { urls: [...images.values()].flat() } })
  await createProductsWorkflow(container).run({
    input: { products: todo.map((p) => productInput(data, p, refs, images.get(p.handle)!)) },
  })

  const { data: created } = await query.graph({
    entity: "product",
    fields: [
      "id",
      "handle",
      "options.id",
      "options.title",
      "options.values.id",
      "options.values.value",
      "variants.id",
      "variants.sku",
      "variants.title",
      "variants.options.value",
      "variants.options.option.title",
      "variants.inventory_items.inventory_item_id",
      "images.id",
      "images.url",
    ],
    filters: { handle: todo.map((p) => p.handle) },
  })
  const byHandle = new Map((created as CreatedProduct[]).map((p) => [p.handle, p]))

  const levels = todo.flatMap((p) =>
    (byHandle.get(p.handle)?.variants ?? []).flatMap((v) =>
      (v.inventory_items ?? []).map((i) => ({
        inventory_item_id: i.inventory_item_id,
        location_id: refs.locationId,
        stocked_quantity: p.stock_overrides?.[v.sku ?? ""] ?? p.stock,
      }))
    )
  )
  await createInventoryLevelsWorkflow(container).run({ input: { inventory_levels: levels } })

  const translations = await saveTranslations(
    container,
    todo.flatMap((p) => productTranslations(data, p, byHandle.get(p.handle)!))
  )

  for (const p of todo) {
    const brandId = refs.brandIds.get(p.brand)
    await setProductCatalogWorkflow(container).run({
      input: {
        product_id: byHandle.get(p.handle)!.id,
        brand_id: brandId ?? null,
        brand_line_id: (brandId && p.line && refs.lineIds.get(`${p.brand}/${p.line}`)) || null,
        feature_value_ids: (p.features ?? []).map((f) => refs.featureValueIds.get(f)).filter((id): id is string => !!id),
      },
    })
  }
  // each colour's picture goes to the combinations of that colour
  for (const [key, url] of colourImages) {
    const [handle, colour] = key.split(":")
    const product = byHandle.get(handle)
    const image = product?.images?.find((i) => i.url === url)
    const colourTitle = data.options.options.couleur.fr
    const variantIds = (product?.variants ?? [])
      .filter((v) => v.options.some((o) => o.option?.title === colourTitle && o.value === valueText(data.options, colour)))
      .map((v) => v.id)
    if (image && variantIds.length) await batchImageVariantsWorkflow(container).run({ input: { image_id: image.id, add: variantIds } })
  }
  return { products: todo.length, variants: levels.length, translations, image_sizes }
}
