import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261123140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "listing_product" (
      "id" text not null, "handle" text not null, "status" text not null,
      "sales_channel_ids" text[] not null default '{}', "category_ids" text[] not null default '{}',
      "collection_id" text null, "brand_id" text null, "brand_slug" text null, "brand_line_id" text null, "line_slug" text null,
      "feature_keys" text[] not null default '{}', "attribute_keys" text[] not null default '{}', "attribute_labels" jsonb not null default '{}',
      "price" numeric null, "original_price" numeric null, "sale_price_list_ids" text[] not null default '{}',
      "price_valid_until" timestamptz null, "featured" boolean not null default false, "in_stock" boolean not null default false,
      "product_created_at" timestamptz not null, "card" jsonb not null default '{}', "i18n" jsonb not null default '{}',
      "indexed_at" timestamptz not null default now(),
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null,
      constraint "listing_product_pkey" primary key ("id"));`)
    this.addSql(`create index if not exists "IDX_listing_product_category_ids" on "listing_product" using gin ("category_ids");`)
    this.addSql(`create index if not exists "IDX_listing_product_sale_lists" on "listing_product" using gin ("sale_price_list_ids");`)
    this.addSql(`create index if not exists "IDX_listing_product_brand" on "listing_product" ("brand_id");`)
    this.addSql(`create index if not exists "IDX_listing_product_line" on "listing_product" ("brand_line_id");`)
    this.addSql(`create index if not exists "IDX_listing_product_collection" on "listing_product" ("collection_id");`)
    this.addSql(`create index if not exists "IDX_listing_product_featured" on "listing_product" ("featured") where "featured";`)
    this.addSql(`create index if not exists "IDX_listing_product_created" on "listing_product" ("product_created_at");`)
    this.addSql(`create index if not exists "IDX_listing_product_valid_until" on "listing_product" ("price_valid_until") where "price_valid_until" is not null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "listing_product" cascade;`)
  }
}
