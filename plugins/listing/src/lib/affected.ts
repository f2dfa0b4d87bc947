import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/**
 * Which products an event touches, by the kind of record it names. Deleted rows are still
 * read (soft deletes), so a removed price or variant refreshes its product too.
 */
const SQL: Record<string, string> = {
  product: `select id from product where id = any(?)`,
  variant: `select product_id as id from product_variant where id = any(?)`,
  price: `select v.product_id as id from price p join product_variant_price_set vps on vps.price_set_id = p.price_set_id
            join product_variant v on v.id = vps.variant_id where p.id = any(?)`,
  price_list: `select distinct v.product_id as id from price p join product_variant_price_set vps on vps.price_set_id = p.price_set_id
                 join product_variant v on v.id = vps.variant_id where p.price_list_id = any(?)`,
  inventory_level: `select distinct v.product_id as id from inventory_level il
                      join product_variant_inventory_item vii on vii.inventory_item_id = il.inventory_item_id
                      join product_variant v on v.id = vii.variant_id where il.id = any(?)`,
  inventory_item: `select distinct v.product_id as id from product_variant_inventory_item vii
                     join product_variant v on v.id = vii.variant_id where vii.inventory_item_id = any(?)`,
  category: `select distinct pcp.product_id as id from product_category c join product_category d on d.mpath like c.mpath || '%'
               join product_category_product pcp on pcp.product_category_id = d.id where c.id = any(?)`,
  collection: `select id from product where collection_id = any(?)`,
  brand: `select product_id as id from product_product_catalog_brand where brand_id = any(?)`,
  brand_line: `select product_id as id from product_product_catalog_brand_line where brand_line_id = any(?)`,
  feature_value: `select product_id as id from product_product_catalog_feature_value where feature_value_id = any(?)`,
  feature_type: `select l.product_id as id from product_product_catalog_feature_value l join feature_value fv on fv.id = l.feature_value_id
                   where fv.feature_type_id = any(?)`,
  option: `select distinct pv.product_id as id from product_option_value ov join product_variant_option vo on vo.option_value_id = ov.id
             join product_variant pv on pv.id = vo.variant_id where ov.option_id = any(?)`,
  option_value: `select distinct pv.product_id as id from product_variant_option vo join product_variant pv on pv.id = vo.variant_id
                   where vo.option_value_id = any(?)`,
  tag: `select product_id as id from product_tags where product_tag_id = any(?)`,
  // the products priced by the discount's sale price list (its rule is their cards' badge)
  catalog_discount: `select distinct v.product_id as id from catalog_discount cd join price p on p.price_list_id = cd.price_list_id
                       join product_variant_price_set vps on vps.price_set_id = p.price_set_id
                       join product_variant v on v.id = vps.variant_id where cd.id = any(?)`,
}
export type RecordKind = keyof typeof SQL

export async function productsOf(pg: Knex, kind: RecordKind, ids: string[]): Promise<string[]> {
  if (!ids.length) return []
  const { rows } = await pg.raw<{ rows: { id: string }[] }>(SQL[kind], [ids])
  return [...new Set(rows.map((r) => r.id))]
}

/** A translation names the record it translates: map its reference to a kind. */
export const TRANSLATED: Record<string, RecordKind> = {
  product: "product",
  product_variant: "variant",
  product_category: "category",
  product_collection: "collection",
  product_option: "option",
  product_option_value: "option_value",
  product_tag: "tag",
}
