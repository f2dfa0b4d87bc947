import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** A pack's parts by product: the stock version's trigger (listing, decision 0080) asks on every reservation. */
export class Migration20261129000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "IDX_pack_item_product_id" on "pack_item" ("product_id") where deleted_at is null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_pack_item_product_id";`)
  }
}
