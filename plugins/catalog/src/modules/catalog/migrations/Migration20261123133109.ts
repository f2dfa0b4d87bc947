import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123133109 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "related_product" drop constraint if exists "related_product_product_id_related_product_id_unique";`);
    this.addSql(`alter table if exists "pack" drop constraint if exists "pack_product_id_unique";`);
    this.addSql(`alter table if exists "image_size" drop constraint if exists "image_size_source_url_size_unique";`);
    this.addSql(`create table if not exists "catalog_discount" ("id" text not null, "rule_type" text check ("rule_type" in ('product', 'category', 'brand', 'all')) not null, "target_ids" jsonb not null, "value_type" text check ("value_type" in ('percentage', 'fixed')) not null, "value" integer not null, "starts_at" timestamptz null, "ends_at" timestamptz not null, "banner_url" text null, "title" text not null, "slogan" text null, "translations" jsonb null, "status" text check ("status" in ('active', 'ended')) not null default 'active', "price_list_id" text null, "variant_count" integer not null default 0, "product_ids" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "catalog_discount_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_catalog_discount_deleted_at" ON "catalog_discount" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "image_size" ("id" text not null, "source_url" text not null, "size" text not null, "url" text not null, "file_id" text not null, "width" integer not null, "height" integer not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "image_size_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_image_size_deleted_at" ON "image_size" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_image_size_source_url_size_unique" ON "image_size" ("source_url", "size") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "pack" ("id" text not null, "product_id" text not null, "mode" text check ("mode" in ('strict', 'flexible')) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "pack_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pack_deleted_at" ON "pack" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_pack_product_id_unique" ON "pack" ("product_id") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "pack_item" ("id" text not null, "product_id" text not null, "variant_id" text null, "quantity" integer not null, "position" integer not null default 0, "pack_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "pack_item_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pack_item_pack_id" ON "pack_item" ("pack_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pack_item_deleted_at" ON "pack_item" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "related_product" ("id" text not null, "product_id" text not null, "related_product_id" text not null, "position" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "related_product_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_related_product_deleted_at" ON "related_product" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_related_product_product_id_related_product_id_unique" ON "related_product" ("product_id", "related_product_id") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "pack_item" add constraint "pack_item_pack_id_foreign" foreign key ("pack_id") references "pack" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "pack_item" drop constraint if exists "pack_item_pack_id_foreign";`);

    this.addSql(`drop table if exists "catalog_discount" cascade;`);

    this.addSql(`drop table if exists "image_size" cascade;`);

    this.addSql(`drop table if exists "pack" cascade;`);

    this.addSql(`drop table if exists "pack_item" cascade;`);

    this.addSql(`drop table if exists "related_product" cascade;`);
  }

}
