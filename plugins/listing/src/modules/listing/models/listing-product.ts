import { model } from "@medusajs/framework/utils"

/**
 * One row per product: the denormalised read model of the store listings
 * (docs/decisions/0012-listing-read-path.md). Written only by `lib/indexer.ts`, read only by
 * `lib/listing-query.ts` with SQL; the migration adds the array columns' GIN indexes, which DML
 * cannot declare.
 */
export const ListingProduct = model.define("listing_product", {
  id: model.id().primaryKey(),
  handle: model.text(),
  status: model.text(),
  sales_channel_ids: model.array(),
  category_ids: model.array(),
  collection_id: model.text().nullable(),
  brand_id: model.text().nullable(),
  brand_slug: model.text().nullable(),
  brand_line_id: model.text().nullable(),
  line_slug: model.text().nullable(),
  feature_keys: model.array(),
  attribute_keys: model.array(),
  attribute_labels: model.json(),
  price: model.float().nullable(),
  original_price: model.float().nullable(),
  sale_price_list_ids: model.array(),
  price_valid_until: model.dateTime().nullable(),
  featured: model.boolean().default(false),
  in_stock: model.boolean().default(false),
  product_created_at: model.dateTime(),
  card: model.json(),
  i18n: model.json(),
  /** Folded names in every language, space-padded (lib/search.ts; decision 0057). */
  search_text: model.text().default(""),
  indexed_at: model.dateTime(),
})
