import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { productsOf, TRANSLATED, type RecordKind } from "../lib/affected"
import { bumpListingVersion } from "../lib/listing-cache"
import { markDirty } from "../lib/refresh"

/** Event name prefix → the kind of record its `id` names. */
const KIND: Record<string, RecordKind> = {
  product: "product",
  "product-variant": "variant",
  price: "price",
  "price-list": "price_list",
  "inventory-level": "inventory_level",
  "inventory-item": "inventory_item",
  "product-category": "category",
  "product-collection": "collection",
  "product-option": "option",
  "product-option-value": "option_value",
  "product-tag": "tag",
  brand: "brand",
  "brand-line": "brand_line",
  "feature-type": "feature_type",
  "feature-value": "feature_value",
  // emitted by the catalog plugin when a product's brand, line or features change
  "product-catalog": "product",
  // a discount's value or type is its products' badge, even when their prices stay the same
  "catalog-discount": "catalog_discount",
}

/** Events of stock records: they change a card only when a product or combination comes in or goes out of stock. */
const STOCK_KINDS = new Set(["inventory-level", "inventory-item"])

/** Medusa's events carry `{ id }` or `{ ids }` (one id or several). */
type EventIds = { id?: string | string[]; ids?: string | string[] } | null | undefined

const ids = (data: EventIds): string[] => {
  const raw = data?.id ?? data?.ids
  return (Array.isArray(raw) ? raw : [raw]).filter((x) => typeof x === "string")
}

/**
 * Keeps `listing_product` in step with every change a buyer could see in a listing: the
 * products the changed record touches are queued and their rows rewritten (runs on workers).
 */
export default async function refreshListing({ event, container }: SubscriberArgs<EventIds>) {
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  // `pricing.price-list.created` and `price-list.created` name the same record kind
  const prefix = event.name.split(".").slice(-2)[0]
  let products: string[]
  if (prefix === "translation") {
    const { rows } = await pg.raw<{ rows: { reference: string; reference_id: string }[] }>(
      `select reference, reference_id from translation where id = any(?)`,
      [ids(event.data)]
    )
    products = (await Promise.all(rows.filter((r) => TRANSLATED[r.reference]).map((r) => productsOf(pg, TRANSLATED[r.reference], [r.reference_id])))).flat()
  } else {
    const kind = KIND[prefix]
    products = kind === "product" ? ids(event.data) : await productsOf(pg, kind, ids(event.data))
  }
  // a stock change may leave the product's card as it was: then no cache is emptied (decision 0085)
  await markDirty(pg, products, { stockOnly: STOCK_KINDS.has(prefix) })
  // a promotion page reads its discount live (header, dates, the rotator's list): a cached page must
  // go even when the discount prices no product yet
  if (prefix === "catalog-discount") await bumpListingVersion(pg)
}

const actions = ["created", "updated", "deleted", "restored"]
/** Modules' own events carry the module name first in some releases (`pricing.price.created`). */
const MODULE_OF: Record<string, string> = {
  price: "pricing",
  "price-list": "pricing",
  "inventory-level": "inventory",
  "inventory-item": "inventory",
  brand: "catalog",
  "brand-line": "catalog",
  "feature-type": "catalog",
  "feature-value": "catalog",
  "catalog-discount": "catalog",
  translation: "translation",
}
export const config: SubscriberConfig = {
  event: [...Object.keys(KIND), "translation"].flatMap((p) => actions.flatMap((a) => [`${p}.${a}`, ...(MODULE_OF[p] ? [`${MODULE_OF[p]}.${p}.${a}`] : [])])),
  context: { subscriberId: "listing-refresh" },
}
