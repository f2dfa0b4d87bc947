import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The listing's version: one counter, raised by the indexer after every write to
 * `listing_product`. Cached listing answers are keyed by it (lib/listing-cache.ts), so a committed
 * change is never served from the cache, whichever process wrote it.
 */
export class Migration20261124120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "listing_state" ("id" integer not null default 1, "version" bigint not null default 0, "updated_at" timestamptz not null default now(), constraint "listing_state_pkey" primary key ("id"), constraint "listing_state_one_row" check ("id" = 1));`)
    this.addSql(`insert into "listing_state" ("id", "version") values (1, 0) on conflict ("id") do nothing;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "listing_state";`)
  }
}
