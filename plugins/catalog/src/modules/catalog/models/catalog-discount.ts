import { model } from "@medusajs/framework/utils"

/**
 * A catalogue discount (the storefront's promotion page): −N % or −N DA on products, categories,
 * brands or the whole catalogue until `ends_at`. It owns a Medusa `sale` price list
 * (`price_list_id`) whose prices are computed from the targeted variants' base DZD prices, so the
 * price shown and the price charged are the same. French texts in `title`/`slogan`,
 * `translations: { en: { title, slogan }, ar: {...} }`.
 */
export const CatalogDiscount = model.define("catalog_discount", {
  id: model.id({ prefix: "cdisc" }).primaryKey(),
  rule_type: model.enum(["product", "category", "brand", "all"]),
  target_ids: model.json(),
  value_type: model.enum(["percentage", "fixed"]),
  value: model.number(),
  starts_at: model.dateTime().nullable(),
  ends_at: model.dateTime(),
  banner_url: model.text().nullable(),
  title: model.text(),
  slogan: model.text().nullable(),
  translations: model.json().nullable(),
  status: model.enum(["active", "ended"]).default("active"),
  price_list_id: model.text().nullable(),
  variant_count: model.number().default(0),
  product_ids: model.json().nullable(),
})
