import { Migration } from "@medusajs/framework/mikro-orm/migrations"

const TABLES = ["content_block", "content_menu_item", "content_setting", "blog_post", "blog_category", "cms_page"]

/**
 * The content's version: one counter that every statement writing a content table raises, in the
 * writer's transaction (a trigger, so no write path can forget it). Cached store pages and menus
 * are keyed by it and by the listing's version (lib/content-cache.ts): a committed edit is never
 * served from the cache, whichever process made it. Content is written by staff, one edit at a
 * time, so the one-row counter costs nothing in contention.
 */
export class Migration20261124150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "content_state" ("id" integer not null default 1, "version" bigint not null default 0, "updated_at" timestamptz not null default now(), constraint "content_state_pkey" primary key ("id"), constraint "content_state_one_row" check ("id" = 1));`)
    this.addSql(`insert into "content_state" ("id", "version") values (1, 0) on conflict ("id") do nothing;`)
    this.addSql(`create or replace function "content_state_bump"() returns trigger language plpgsql as $$
begin
  update "content_state" set "version" = "version" + 1, "updated_at" = now() where "id" = 1;
  return null;
end $$;`)
    for (const t of TABLES) {
      this.addSql(`drop trigger if exists "${t}_content_state" on "${t}";`)
      this.addSql(`create trigger "${t}_content_state" after insert or update or delete or truncate on "${t}" for each statement execute function "content_state_bump"();`)
    }
  }

  override async down(): Promise<void> {
    for (const t of TABLES) this.addSql(`drop trigger if exists "${t}_content_state" on "${t}";`)
    this.addSql(`drop function if exists "content_state_bump"();`)
    this.addSql(`drop table if exists "content_state";`)
  }
}
