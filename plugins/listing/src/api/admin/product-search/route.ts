import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys, Modules, QueryContext, getVariantAvailability } from "@medusajs/framework/utils"
import { ADMIN_PRODUCT_SEARCH, type AdminProductSearchProduct, type AdminProductSearchResponse } from "@shop/contracts/search"
import { withoutQueryCache } from "@shop/shared/live-query"
import type { Lang } from "../../../lib/keys"
import { queryWords, searchMatch } from "../../../lib/search"
import type { GetAdminProductSearchSchemaType } from "../../validators"

/** The Translation module's locale of each language (French is the base text). */
const LOCALE: Record<Lang, string | undefined> = { fr: undefined, en: "en-US", ar: "ar-DZ" }

type Row = { id: string }
type GraphVariant = {
  id: string
  title: string | null
  sku: string | null
  variant_rank: number | null
  manage_inventory: boolean | null
  allow_backorder: boolean | null
  calculated_price?: { calculated_amount?: number | string | null } | null
}
type GraphProduct = { id: string; title: string; thumbnail: string | null; variants: (GraphVariant | null)[] | null }

/**
 * GET /admin/product-search?q=&lang=: the products a phone order may hold (decision 0074), found the
 * way the store's search finds them (decision 0057: every language's names, folded, one typo), so
 * "chaussure" and "حذاء" find the same product. Published products sold in the shop's channel, each
 * with its combinations: title in the staff's language, the price the store charges (region price
 * lists included) and the stock available now. Under three letters or digits: empty (200).
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminProductSearchSchemaType>, res: MedusaResponse) {
  const { q, lang } = req.validatedQuery
  const answer: AdminProductSearchResponse = { query: q.trim(), products: [] }
  if (queryWords(q).join("").length < ADMIN_PRODUCT_SEARCH.min_chars) return void res.json(answer)
  const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const match = await searchMatch(pg, q, "lp.search_text")
  const { data: stores } = await query.graph({ entity: "store", fields: ["default_sales_channel_id"] })
  const channel = (stores as { default_sales_channel_id: string | null }[])[0]?.default_sales_channel_id
  if (!match || !channel) return void res.json(answer)
  const { rows } = await pg.raw<{ rows: Row[] }>(
    `select lp.id from listing_product lp where lp.status = 'published' and ? = any(lp.sales_channel_ids) and (${match.where.sql})
      order by ${match.rank.sql}, lp.id limit ?`,
    [channel, ...match.where.b, ...match.rank.b, ADMIN_PRODUCT_SEARCH.limit] as Knex.RawBinding[]
  )
  if (!rows.length) return void res.json(answer)
  const [region] = await req.scope.resolve(Modules.REGION).listRegions({ currency_code: "dzd" }, { select: ["id"], take: 1 })
  const { data } = await query.graph(
    {
      entity: "product",
      fields: [
        "id",
        "title",
        "thumbnail",
        "variants.id",
        "variants.title",
        "variants.sku",
        "variants.variant_rank",
        "variants.manage_inventory",
        "variants.allow_backorder",
        "variants.calculated_price.calculated_amount",
      ],
      filters: { id: rows.map((r) => r.id), status: "published" },
      context: { variants: { calculated_price: QueryContext({ currency_code: "dzd", ...(region && { region_id: region.id }) }) } },
    },
    { locale: LOCALE[lang] }
  )
  const products = data as GraphProduct[]
  const variants = products.flatMap((p) => (p.variants ?? []).filter((v): v is GraphVariant => !!v))
  // stock read now, not from a cache (decision 0067): orders move it all the time
  const stock = variants.length
    ? await getVariantAvailability(withoutQueryCache(query), { variant_ids: variants.map((v) => v.id), sales_channel_id: channel })
    : {}
  const byId = new Map(products.map((p) => [p.id, p]))
  answer.products = rows
    .map((r) => byId.get(r.id))
    .filter((p): p is GraphProduct => !!p)
    .map((p): AdminProductSearchProduct => ({
      id: p.id,
      title: p.title,
      thumbnail: p.thumbnail ?? null,
      variants: (p.variants ?? [])
        .filter((v): v is GraphVariant => !!v)
        .sort((a, b) => (a.variant_rank ?? 0) - (b.variant_rank ?? 0))
        .map((v) => {
          const amount = v.calculated_price?.calculated_amount
          const price = amount === null || amount === undefined ? null : Number(amount)
          const unlimited = !v.manage_inventory || !!v.allow_backorder
          const available = unlimited ? null : Number(stock[v.id]?.availability ?? 0)
          return { id: v.id, title: v.title ?? "", sku: v.sku ?? null, price, available, sellable: price !== null && (available === null || available > 0) }
        }),
    }))
  res.json(answer)
}
