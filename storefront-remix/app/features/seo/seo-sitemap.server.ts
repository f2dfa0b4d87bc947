// The addresses the sitemap lists, read from the store API page by page: categories and products from
// Medusa's own routes (js-sdk), brands from the catalog plugin's (decision 0033).
import { coreStore } from "~/lib/medusa.server"
import { storeApi } from "~/lib/store-api.server"
import type { SitemapEntry } from "./seo-sitemap"

const PAGE = 100
/** An upper bound so a huge catalogue cannot make one request run for minutes (50,000 is the sitemap limit). */
const MAX_PRODUCTS = 20_000

/** Every row of a paged list, `PAGE` at a time, at most `max`. */
async function paged<T>(read: (page: { limit: number; offset: number }) => Promise<{ rows: T[]; count?: number }>, max: number): Promise<T[]> {
  const out: T[] = []
  for (let offset = 0; offset < max; offset += PAGE) {
    const { rows, count } = await read({ limit: PAGE, offset })
    out.push(...rows)
    if (rows.length < PAGE || (count !== undefined && out.length >= count)) break
  }
  return out
}

type Category = { handle: string; is_internal?: boolean; is_active?: boolean; updated_at?: string | null }
type Product = { handle: string | null; updated_at?: string | null; categories?: (Category | null)[] | null }

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const core = coreStore()
  const [categories, { brands }, products] = await Promise.all([
    paged<Category>(async (page) => {
      const body = await core.listCategories({ fields: "handle,updated_at", ...page })
      return { rows: body.product_categories ?? [], count: body.count }
    }, 5_000),
    storeApi.listBrands(),
    paged<Product>(async (page) => {
      const body = await core.listProducts({ fields: "handle,updated_at,*categories", ...page })
      return { rows: body.products ?? [], count: body.count }
    }, MAX_PRODUCTS),
  ])
  return [
    { path: "/" },
    ...categories.filter((c) => !c.is_internal).map((c) => ({ path: `/catalog/category/${c.handle}`, lastmod: c.updated_at ?? undefined })),
    ...brands.map((b) => ({ path: `/catalog/brands/${b.slug}` })),
    // A product's address names its main category: products without one have no page to list.
    ...products.flatMap((p) => {
      const c = (p.categories ?? []).find((x) => x && !x.is_internal && x.is_active !== false)
      return c && p.handle ? [{ path: `/catalog/product/${c.handle}/${p.handle}`, lastmod: p.updated_at ?? undefined }] : []
    }),
  ]
}
