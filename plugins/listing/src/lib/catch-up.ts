import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { reindexQueued } from "./refresh"

/**
 * Re-indexes rows whose price changes now (a sale starts or ends), products edited after their
 * row was written (a change whose event was lost), products of a price list edited after their
 * row (Medusa 2.21 emits no event when a list's dates or status change), products of a
 * catalogue discount edited after their row (its rule is their badge), and products without a
 * row; then drains the queue and prunes old tombstones.
 */
export async function catchUp(pg: Knex) {
  const { rows } = await pg.raw<{ rows: { id: string }[] }>(
    `select id from listing_product where price_valid_until <= now()
     union select p.id from product p left join listing_product l on l.id = p.id
      where p.deleted_at is null and (l.id is null or p.updated_at > l.indexed_at)
     union select distinct l.id from price_list pl join price pr on pr.price_list_id = pl.id
       join product_variant_price_set vps on vps.price_set_id = pr.price_set_id
       join product_variant v on v.id = vps.variant_id join listing_product l on l.id = v.product_id
      where pl.updated_at > l.indexed_at
     union select distinct l.id from catalog_discount cd join price pr on pr.price_list_id = cd.price_list_id
       join product_variant_price_set vps on vps.price_set_id = pr.price_set_id
       join product_variant v on v.id = vps.variant_id join listing_product l on l.id = v.product_id
      where cd.updated_at > l.indexed_at
     union select l.id from listing_product l left join product p on p.id = l.id and p.deleted_at is null where p.id is null
     limit 5000`
  )
  // through the queue (one writer at a time), with products queued while another process held the
  // drain and finished just before
  await reindexQueued(
    pg,
    rows.map((r) => r.id)
  )
  await pruneTombstones(pg)
}

/**
 * Deletes the facet index's tombstones older than an hour (decision 0082) and records the highest
 * transaction id pruned: a process whose last snapshot had not seen one of them reloads its copy
 * instead of missing a deletion.
 */
export async function pruneTombstones(pg: Knex, olderThan = "1 hour") {
  await pg.raw(
    `with gone as (delete from listing_product_tombstone where deleted_at < now() - ?::interval returning txid)
     update listing_state set tombstones_below = greatest(tombstones_below, (select max(txid) + 1 from gone))
      where id = 1 and exists (select 1 from gone)`,
    [olderThan]
  )
}
