import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * A hash of each row's content (`lib/indexer.ts`): a product re-indexed to the same row no longer moves
 * the listing version, so a cash-on-delivery order (whose reservation re-indexes its product) keeps
 * every cached listing and page. Null until a row is next written (that write counts as a change).
 * Raw SQL like `write_txid`: the module's model does not declare it.
 */
export class Migration20261129100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "listing_product" add column if not exists "content_hash" text null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "listing_product" drop column if exists "content_hash";`)
  }
}
