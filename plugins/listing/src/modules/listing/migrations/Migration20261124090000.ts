import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Cards now store the catalogue discount behind their sale price (its rule is the badge): queue
 * the rows on sale for re-indexing; the minute job drains the queue. Until then they keep the
 * percent badge, which `card()` still gives for rows without the discount.
 */
export class Migration20261124090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`insert into "listing_dirty" ("id") select "id" from "listing_product" where "original_price" is not null on conflict ("id") do nothing;`)
  }

  override async down(): Promise<void> {}
}
