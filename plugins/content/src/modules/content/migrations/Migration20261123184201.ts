import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123184201 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "content_setting" drop constraint if exists "content_setting_key_unique";`);
    this.addSql(`alter table if exists "cms_page" drop constraint if exists "cms_page_slug_unique";`);
    this.addSql(`alter table if exists "blog_post" drop constraint if exists "blog_post_slug_unique";`);
    this.addSql(`alter table if exists "blog_category" drop constraint if exists "blog_category_slug_unique";`);
    this.addSql(`create table if not exists "blog_category" ("id" text not null, "slug" text not null, "name" jsonb not null, "description" jsonb null, "thumbnail_url" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "blog_category_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_blog_category_deleted_at" ON "blog_category" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_blog_category_slug_unique" ON "blog_category" ("slug") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "blog_post" ("id" text not null, "slug" text not null, "title" jsonb not null, "body_html" jsonb null, "editor_data" jsonb null, "thumbnail_url" text null, "category_ids" text[] not null, "published_at" timestamptz null, "meta_description" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "blog_post_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_blog_post_deleted_at" ON "blog_post" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_blog_post_slug_unique" ON "blog_post" ("slug") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_blog_post_published_at" ON "blog_post" ("published_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "cms_page" ("id" text not null, "slug" text not null, "title" jsonb not null, "body_html" jsonb null, "editor_data" jsonb null, "meta_description" jsonb null, "published" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cms_page_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cms_page_deleted_at" ON "cms_page" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cms_page_slug_unique" ON "cms_page" ("slug") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "content_block" ("id" text not null, "page" text not null, "type" text not null, "active" boolean not null default true, "position" integer not null default 0, "title" jsonb null, "html" jsonb null, "editor_data" jsonb null, "show_title" boolean not null default true, "images" jsonb null, "link" text null, "size" text null, "container_class" text null, "wrapper_class" text null, "bg_color" text null, "number" integer null, "responsive" jsonb null, "ends_at" timestamptz null, "config" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "content_block_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_content_block_deleted_at" ON "content_block" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_content_block_page_position" ON "content_block" ("page", "position") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "content_menu_item" ("id" text not null, "location" text not null, "parent_id" text null, "position" integer not null default 0, "type" text not null, "target_id" text null, "url" text null, "label" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "content_menu_item_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_content_menu_item_deleted_at" ON "content_menu_item" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_content_menu_item_location_position" ON "content_menu_item" ("location", "position") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "content_setting" ("id" text not null, "key" text not null, "value" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "content_setting_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_content_setting_deleted_at" ON "content_setting" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_content_setting_key_unique" ON "content_setting" ("key") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "blog_category" cascade;`);

    this.addSql(`drop table if exists "blog_post" cascade;`);

    this.addSql(`drop table if exists "cms_page" cascade;`);

    this.addSql(`drop table if exists "content_block" cascade;`);

    this.addSql(`drop table if exists "content_menu_item" cascade;`);

    this.addSql(`drop table if exists "content_setting" cascade;`);
  }

}
