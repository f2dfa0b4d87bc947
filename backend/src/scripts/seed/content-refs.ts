import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { readFileSync } from "fs"
import path from "path"
import { saveTranslations, translationRows } from "./catalog-locales"

export const CONTENT_DATA_DIR = path.resolve(__dirname, "../../../../data/content")
export const readContent = <T = unknown>(name: string): T => JSON.parse(readFileSync(path.join(CONTENT_DATA_DIR, name), "utf8"))

/**
 * Resolves the human keys of data/content (category handles, brand slugs, product handles...)
 * to ids, in a few queries; an unknown key resolves to undefined and the item is skipped.
 */
export async function loadRefs(container: MedusaContainer) {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const q = async (sql: string) => new Map<string, string>((await pg.raw<{ rows: { k: string; id: string }[] }>(sql)).rows.map((r) => [r.k, r.id]))
  const [category, brand, product, collection, line, discount, cms, blogCategory, blogPost] = await Promise.all([
    q(`select handle as k, id from product_category where deleted_at is null`),
    q(`select slug as k, id from brand where deleted_at is null`),
    q(`select handle as k, id from product where deleted_at is null`),
    q(`select handle as k, id from product_collection where deleted_at is null`),
    q(`select b.slug || '/' || l.slug as k, l.id from brand_line l join brand b on b.id = l.brand_id where l.deleted_at is null`),
    q(`select title as k, id from catalog_discount where deleted_at is null`),
    q(`select slug as k, id from cms_page where deleted_at is null`),
    q(`select slug as k, id from blog_category where deleted_at is null`),
    q(`select slug as k, id from blog_post where deleted_at is null`),
  ])
  return { category, brand, product, collection, line, discount, cms, blog_category: blogCategory, blog_post: blogPost }
}
export type Refs = Awaited<ReturnType<typeof loadRefs>>

/** Uploads images of data/content/images through the File module (as the catalogue seed does); URL by file name. */
export async function uploadContentImages(container: MedusaContainer, names: string[]) {
  const unique = [...new Set(names)]
  if (!unique.length) return new Map<string, string>()
  const files = unique.map((name) => ({
    filename: `content-${name}`,
    mimeType: name.endsWith(".svg") ? "image/svg+xml" : name.endsWith(".png") ? "image/png" : "image/jpeg",
    content: readFileSync(path.join(CONTENT_DATA_DIR, "images", name)).toString("base64"),
    access: "public" as const,
  }))
  const uploaded = await container.resolve(Modules.FILE).createFiles(files)
  return new Map(unique.map((n, i) => [n, uploaded[i].url]))
}

/**
 * The demo collection "selection-ete" (summer sandals and light clothes) for the collection
 * block and menu item; created once, never changed after (the merchant may edit it).
 */
export async function ensureDemoCollection(container: MedusaContainer, refs: Refs) {
  if (refs.collection.has("selection-ete")) return 0
  const products = container.resolve(Modules.PRODUCT)
  const [collection] = await products.createProductCollections([{ title: "Sélection d'été", handle: "selection-ete" }])
  await saveTranslations(
    container,
    translationRows("product_collection", collection.id, { title: { fr: "Sélection d'été", en: "Summer selection", ar: "تشكيلة الصيف" } })
  )
  const ids = ["sandales-cuir-homme", "sandales-enfant", "ballerines-femme", "t-shirt-coton-homme", "huile-olive-kabylie"]
    .map((h) => refs.product.get(h))
    .filter(Boolean) as string[]
  if (ids.length) await products.updateProducts({ id: ids }, { collection_id: collection.id })
  refs.collection.set("selection-ete", collection.id)
  return 1
}
