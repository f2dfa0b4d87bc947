import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Products waiting to be re-indexed (written by the subscriber, drained by one flusher at a time). */
export class Migration20261123143000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "listing_dirty" ("id" text not null, "created_at" timestamptz not null default now(), constraint "listing_dirty_pkey" primary key ("id"));`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "listing_dirty";`)
  }
}
