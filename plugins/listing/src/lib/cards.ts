import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { Lang } from "./keys"
import { discountPercent, promotionBadge, type CardPromotion } from "./pricing"
import type { ListingProductCard } from "@shop/contracts/listing"

/**
 * The product card of the store listings, offered to other plugins (content blocks) through the
 * listing module's service so a card is the same wherever it is shown. Reads only the
 * `listing_product` read model.
 */
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))

/** A card's texts in one language, as the indexer stores them in `listing_product.i18n`. */
type CardTexts = { title?: string; category?: { handle: string; name: string } | null; brand_name?: string | null; tag?: string | null }

/** A `listing_product` row as the card reads it (`card` and `i18n` are the indexer's json columns). */
export type CardRow = {
  id: string
  handle: string
  price: number | string
  original_price: number | string | null
  in_stock: boolean
  card: {
    images: string[]
    brand: { id: string; slug: string; logo_url: string | null; has_logo: boolean } | null
    variant_id: string | null
    variant_count: number
    promotion?: CardPromotion | null
  }
  /** The texts in the asked language (`i18n->?`), else all of them in `i18n`. */
  text?: CardTexts | null
  i18n?: Partial<Record<Lang, CardTexts>> | null
}

/** A product card in the visitor's language (texts stored per language at index time). */
export function card(r: CardRow, lang: Lang): ListingProductCard {
  const price = Number(r.price)
  const original = num(r.original_price)
  const percent = discountPercent(price, original)
  const promotion = promotionBadge(price, original, r.card.promotion)
  const text: CardTexts = r.text ?? r.i18n?.[lang] ?? {}
  return {
    id: r.id,
    handle: r.handle,
    // the indexer writes every language's texts; a row indexed before a language was added shows its handle
    title: text.title ?? r.handle,
    category: text.category ?? null,
    images: r.card.images,
    brand: r.card.brand ? { ...r.card.brand, name: text.brand_name ?? r.card.brand.slug } : null,
    price: { amount: price, original_amount: original, currency_code: "dzd", discount_percent: percent },
    badge: promotion ?? (text.tag ? { type: "tag", label: text.tag } : null),
    in_stock: r.in_stock,
    variant_count: r.card.variant_count,
    add_to_cart_variant_id: r.card.variant_id,
  }
}

/** A SQL fragment and its bindings; never user input spliced into the text. */
export type CardFrag = { sql: string; b: unknown[] }

export type CardQuery = {
  lang: Lang
  salesChannelIds: string[]
  limit: number
  /** Condition on `lp` (listing_product), e.g. `lp.brand_id = ?`. */
  where?: CardFrag
  /** Common table expressions placed before the select (`with x as (...)`), e.g. sold quantities. */
  with?: CardFrag
  /** Joins after `from listing_product lp`. */
  join?: CardFrag
  /** Order; the listing's default (featured, newest) when omitted. */
  order?: CardFrag
}

/**
 * Cards of the published, priced products of the sales channels that match `where`, in one
 * statement. The same row filter as the listings, so a card never appears here that a
 * listing would hide.
 */
export async function productCards(pg: Knex, q: CardQuery) {
  const where = q.where ?? { sql: "true", b: [] }
  const order = q.order ?? { sql: "lp.featured desc, lp.product_created_at desc, lp.id", b: [] }
  const sql = `${q.with?.sql ?? ""} select lp.id, lp.handle, lp.price, lp.original_price, lp.in_stock, lp.card, lp.i18n->? as text
      from listing_product lp ${q.join?.sql ?? ""}
     where lp.status = 'published' and lp.price is not null and lp.sales_channel_ids && ?::text[] and (${where.sql})
     order by ${order.sql} limit ?`
  const b = [...(q.with?.b ?? []), q.lang, ...(q.join?.b ?? []), q.salesChannelIds, ...where.b, ...order.b, q.limit]
  const { rows } = await pg.raw<{ rows: CardRow[] }>(sql, b as Knex.RawBinding[])
  return rows.map((r) => card(r, q.lang))
}
