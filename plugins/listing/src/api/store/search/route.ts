import type { MedusaRequest, MedusaResponse, PublishableKeyContext } from "@medusajs/framework/http"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { cacheState, cachingOf } from "@shop/shared/answer-cache"
import type { SearchGroup, StoreSearchResponse } from "@shop/contracts/search"
import { productCards } from "../../../lib/cards"
import { cachedListing } from "../../../lib/listing-cache"
import type { Lang } from "../../../lib/keys"
import { searchMatch } from "../../../lib/search"
import { storeLang } from "../../listing-handler"
import type { GetStoreSearchSchemaType } from "../../validators"

/**
 * GET /store/search?q=&limit=: what the header's search box proposes while the buyer types — the
 * closest products (cards), and the categories and brands of everything that matches, with counts.
 * The same match and the same published-and-priced rows as the results page (`/store/listings/search`).
 * Under two letters the lists are empty (200): the box asks for more, it is not a mistake.
 */
export async function GET(req: MedusaRequest<unknown, GetStoreSearchSchemaType>, res: MedusaResponse) {
  const lang = storeLang(req)
  const { q, limit } = req.validatedQuery
  const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const channels = (req as MedusaRequest & { publishable_key_context?: PublishableKeyContext }).publishable_key_context?.sales_channel_ids ?? []
  const caching = cachingOf(req.scope)
  const { body, hit } = await cachedListing(caching, pg, { type: "suggest", q: q.trim().toLowerCase(), lang, limit, channels }, async () => ({
    body: await suggestions(pg, q, lang, limit, channels),
  }))
  res.setHeader("x-listing-cache", cacheState(caching, hit))
  res.json(body)
}

type GroupRow = { handle: string | null; name: string | null; n: string | number }

async function suggestions(pg: Knex, q: string, lang: Lang, limit: number, channels: string[]): Promise<StoreSearchResponse> {
  const empty: StoreSearchResponse = { query: q.trim(), count: 0, products: [], categories: [], brands: [] }
  const match = await searchMatch(pg, q, "lp.search_text")
  if (!match) return empty
  const base = `lp.status = 'published' and lp.price is not null and lp.sales_channel_ids && ?::text[] and (${match.where.sql})`
  const b = [channels, ...match.where.b] as Knex.RawBinding[]
  /** The matching products grouped by one of their texts (`handle` and `name` selected with the language's bindings). */
  const groups = (select: string, lb: string[]) =>
    pg.raw<{ rows: GroupRow[] }>(
      `select handle, name, count(*) as n from (select ${select} from listing_product lp where ${base}) s
        where handle is not null and name is not null group by handle, name order by n desc, name limit 4`,
      [...lb, ...b]
    )
  const [products, total, categories, brands] = await Promise.all([
    productCards(pg, {
      lang,
      salesChannelIds: channels,
      limit,
      where: match.where,
      order: { sql: `${match.rank.sql}, lp.featured desc, lp.product_created_at desc, lp.id`, b: match.rank.b },
    }),
    pg.raw<{ rows: { n: string | number }[] }>(`select count(*) as n from listing_product lp where ${base}`, b),
    groups(`lp.i18n->?->'category'->>'handle' as handle, lp.i18n->?->'category'->>'name' as name`, [lang, lang]),
    groups(`lp.card->'brand'->>'slug' as handle, lp.i18n->?->>'brand_name' as name`, [lang]),
  ])
  const list = (rows: GroupRow[]): SearchGroup[] => rows.map((r) => ({ handle: r.handle!, name: r.name!, count: Number(r.n) }))
  return { ...empty, count: Number(total.rows[0]?.n ?? 0), products, categories: list(categories.rows), brands: list(brands.rows) }
}
