// The addresses the sitemap lists, read from the store API page by page.
import { createStoreGet } from "~/lib/medusa.server"
import type { SitemapEntry } from "./seo-sitemap"

const get = createStoreGet()
const PAGE = 100
/** An upper bound so a huge catalogue cannot make one request run for minutes (50,000 is the sitemap limit). */
const MAX_PRODUCTS = 20_000

async function paged<T>(path: string, key: string, query: Record<string, string>, max: number): Promise<T[]> {
  const out: T[] = []
  for (let offset = 0; offset < max; offset += PAGE) {
    const body = await get<Record<string, unknown> & { count?: number }>(path, { ...query, limit: String(PAGE), offset: String(offset) })
    const rows = (body[key] as T[]) ?? []
    out.push(...rows)
    if (rows.length < PAGE || (body.count !== undefined && out.length >= body.count)) break
  }
  return out
}

type Category = { handle: string; is_internal?: boolean; is_active?: boolean; updated_at?: string }
type Product = { handle: string; updated_at?: string; categories?: Category[] | null }

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [categories, { brands }, products] = await Promise.all([
    paged<Category>("/product-categories", "product_categories", { fields: "handle,updated_at" }, 5_000),
    get<{ brands: { slug: string }[] }>("/brands"),
    paged<Product>("/products", "products", { fields: "handle,updated_at,*categories" }, MAX_PRODUCTS),
  ])
  return [
    { path: "/" },
    ...categories.filter((c) => !c.is_internal).map((c) => ({ path: `/catalog/category/${c.handle}`, lastmod: c.updated_at })),
    ...brands.map((b) => ({ path: `/catalog/brands/${b.slug}` })),
    // A product's address names its main category: products without one have no page to list.
    ...products.flatMap((p) => {
      const c = (p.categories ?? []).find((x) => x && !x.is_internal && x.is_active !== false)
      return c ? [{ path: `/catalog/product/${c.handle}/${p.handle}`, lastmod: p.updated_at }] : []
    }),
  ]
}
