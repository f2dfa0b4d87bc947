import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * A cash-on-delivery order reserves stock, which queues its product for re-indexing, which raised the
 * listing version: every order emptied every cached listing, menu and page (decision 0085). Now:
 * - `listing_dirty.stock_only`: the product was queued by stock changes only (inventory levels and items);
 *   any other change queued for it too makes it false.
 * - `listing_product.content_hash`: a hash of the row's content, so a product queued by stock only and
 *   re-indexed to the same row (still in stock, same card) leaves the version where it was.
 * Raw SQL like `write_txid`: the module's models do not declare them. Null until a row is next written.
 */
export class Migration20261129103000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "listing_dirty" add column if not exists "stock_only" boolean not null default false;`)
    this.addSql(`alter table if exists "listing_product" add column if not exists "content_hash" text null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "listing_dirty" drop column if exists "stock_only";`)
    this.addSql(`alter table if exists "listing_product" drop column if exists "content_hash";`)
  }
}
